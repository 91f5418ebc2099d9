import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readServerConfig, readStartConfig, secondFactorRule } from '../config'
import { createAdmin } from '../db/seed'
import { openDatabase } from '../db/open'
import { pbkdf2Hasher } from '../security/passwords'
import { openTarget } from './harness'

// Day one on a real install (issue 42): `npm start` is production unless NODE_ENV says otherwise,
// and the first admin's login id is one that can log in, from the settings and from the console.

const refusal = (read: () => unknown) => {
  try {
    read()
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** A process of the repository's own entry points (tsx), without the test run's NODE_ENV. */
function run(args: string[], env: Record<string, string>, input?: string) {
  const { NODE_ENV: _testRun, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...inherited, LOG_LEVEL: 'silent', SCRYPT_COST: '10', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin.end(input ?? '')
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.once('exit', (code) => done({ code, stdout, stderr })),
  )
}

const folders: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'xweek-first-start-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('npm start without NODE_ENV runs as production', () => {
  it('refuses the embedded database, asks admins for a second factor, refuses demo data', () => {
    expect(refusal(() => readStartConfig({}))).toMatch(/fsync/)
    // Production also needs the printed codes' key and the second factors' key (issue 43).
    expect(refusal(() => readStartConfig({ ACCEPT_EMBEDDED_RISK: '1' }))).toMatch(/CODE_KEY/)
    expect(refusal(() => readStartConfig({ ACCEPT_EMBEDDED_RISK: '1' }))).toMatch(/TOTP_KEY/)
    const accepted = readStartConfig({
      ACCEPT_EMBEDDED_RISK: '1',
      CODE_KEY: 'k'.repeat(32),
      TOTP_KEY: 'A'.repeat(43) + '=',
    })
    expect(accepted.NODE_ENV).toBe('production')
    expect(secondFactorRule(accepted)).toBe('admin')
    expect(
      refusal(() => readStartConfig({ SEED: 'demo', DATABASE_URL: 'postgres://x@db/x' })),
    ).toMatch(/SEED/)
  })

  it('each key refused says the command that makes one: CODE_KEY and TOTP_KEY differ (issue 42)', () => {
    const production = { ACCEPT_EMBEDDED_RISK: '1' }
    const codeKey = randomBytes(48).toString('base64')
    const totpKey = randomBytes(32).toString('base64')
    // Missing: each names its own command.
    expect(refusal(() => readStartConfig(production))).toMatch(
      /CODE_KEY ontbreekt.*openssl rand -base64 48/,
    )
    expect(refusal(() => readStartConfig(production))).toMatch(
      /TOTP_KEY ontbreekt.*openssl rand -base64 32/,
    )
    // CODE_KEY's format taken for TOTP_KEY (the mix-up of a first install), and a short CODE_KEY.
    expect(
      refusal(() => readStartConfig({ ...production, CODE_KEY: codeKey, TOTP_KEY: codeKey })),
    ).toMatch(/TOTP_KEY: precies 32 bytes in base64.*openssl rand -base64 32/)
    expect(
      refusal(() => readStartConfig({ ...production, CODE_KEY: 'kort', TOTP_KEY: totpKey })),
    ).toMatch(/CODE_KEY: minstens 32 tekens.*openssl rand -base64 48/)
    // What the two commands make is taken.
    expect(readStartConfig({ ...production, CODE_KEY: codeKey, TOTP_KEY: totpKey }).TOTP_KEY).toBe(
      totpKey,
    )
  })

  it('NODE_ENV=development is development: the embedded database, demo data, no second factor', () => {
    const dev = readStartConfig({ NODE_ENV: 'development', SEED: 'demo' })
    expect(dev.NODE_ENV).toBe('development')
    expect(secondFactorRule(dev)).toBe('none')
    // REQUIRE_2FA still decides over the default.
    expect(
      secondFactorRule(readStartConfig({ NODE_ENV: 'development', REQUIRE_2FA: 'staff' })),
    ).toBe('staff')
  })

  it('the server entry (npm start) without NODE_ENV stops on the embedded database', async () => {
    const started = await run(['server/main.ts'], {
      DATA_DIR: dataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_STATIC: 'false',
    })
    expect(started.code).toBe(1)
    expect(started.stderr).toMatch(/ACCEPT_EMBEDDED_RISK/)
  }, 60_000)
})

describe('the first admin can log in: ADMIN_LOGIN_ID follows the login rule', () => {
  const admin = { ADMIN_PASSWORD: 'een-lang-wachtwoord', NODE_ENV: 'development' }

  it('a login id outside the rule stops the start, with a Dutch message naming the rule', () => {
    const message = refusal(() => readServerConfig({ ...admin, ADMIN_LOGIN_ID: 'it@school.nl' }))
    expect(message).toMatch(/ADMIN_LOGIN_ID: 'it@school.nl' kan nooit inloggen/)
    expect(message).toMatch(/@scalda\.nl/)
    expect(message).toMatch(/@student\.scalda\.nl/)
    expect(message).toMatch(/studentnummer \(zes cijfers/)
    expect(message).toMatch(/beheer@xweek-scalda\.nl en test@xweek-scalda\.nl/)
    for (const valid of ['it@scalda.nl', 'Beheer@xweek-scalda.nl', '123456'])
      expect(refusal(() => readServerConfig({ ...admin, ADMIN_LOGIN_ID: valid }))).toBe(null)
  })

  it('createAdmin (the start and the console) refuses it too, and writes the name given', async () => {
    const t = await openTarget('memory')
    const hasher = pbkdf2Hasher(1000)
    await expect(
      createAdmin(t.store, hasher, { loginId: 'it@school.nl', password: 'een-lang-wachtwoord' }),
    ).rejects.toThrow(/kan nooit inloggen/)
    const made = await createAdmin(t.store, hasher, {
      loginId: 'it@scalda.nl',
      password: 'een-lang-wachtwoord',
      firstName: 'Irma',
      lastName: 'Jansen',
    })
    const profile = () => t.store.run((tx) => tx.profileOfUser(made.id))
    expect(await profile()).toMatchObject({ first_name: 'Irma', last_name: 'Jansen' })
    // No acceptance is recorded that nobody gave: the admin reads the policy in its popup.
    expect(await profile()).toMatchObject({ accept_privacy_policy: false })
    // Names are read-only in the app (SPEC §6): the console renames the admin.
    await createAdmin(t.store, hasher, {
      loginId: 'it@scalda.nl',
      password: 'een-ander-wachtwoord',
      firstName: 'Irma',
      lastName: 'de Groot',
    })
    expect(await profile()).toMatchObject({ first_name: 'Irma', last_name: 'de Groot' })
    await t.close()
  })
})

describe('npm run user:create-admin with piped input', () => {
  const cli = (input: string, env: Record<string, string> = {}) =>
    run(['server/cli.ts', 'create-admin'], { NODE_ENV: 'development', ...env }, input)

  it('reads login id, password, first and last name one line each', async () => {
    const dir = dataDir()
    const made = await cli('it@scalda.nl\neen-lang-wachtwoord\nIrma\nJansen\n', { DATA_DIR: dir })
    expect(made.stderr).toBe('')
    expect(made.stdout).toMatch(/Beheerder it@scalda\.nl is aangemaakt/)
    const opened = await openDatabase({ kind: 'pglite', dataDir: dir }, { lockTimeoutMs: 3000 })
    const user = await opened.store.run((tx) => tx.userByLogin('it@scalda.nl'))
    expect(user?.role).toBe('admin')
    const profile = await opened.store.run((tx) => tx.profileOfUser(user!._id))
    expect(profile).toMatchObject({ first_name: 'Irma', last_name: 'Jansen' })
    await opened.store.close()
  }, 60_000)

  it('a login id outside the rule is refused, naming the rule, before a password is read', async () => {
    const refused = await cli('it@school.nl\neen-lang-wachtwoord\n', { DATA_DIR: dataDir() })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/'it@school\.nl' kan nooit inloggen\. Een gebruikersnaam is/)
    expect(refused.stdout).not.toMatch(/aangemaakt/)
  }, 60_000)
})
