import { NO_PASSWORD } from '../security/passwords'
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CODES_MAX } from '~domain/limits'
import { readServerConfig } from '../config'
import { passwordsFor } from '../host'
import { serverMessages } from '../messages'
import { normaliseCode } from '../security/account-tokens'
import { HashPoolBusyError } from '../security/hash-busy'
import { scryptHash } from '../security/scrypt'
import { openTarget, targetKinds, testConfig, type Target } from './harness'

const ARGON2_TEST = /^\$argon2id\$v=19\$m=64,t=1,p=1\$/

/** Issue 39: Argon2id for passwords, the older hashes moved over, printed codes as an HMAC. */
// Memory and PGlite: the demo's services and the server's (its seed hashed with Argon2id); the store does not matter here.
describe.each(targetKinds().filter((k) => k !== 'postgres'))('password hashes on %s', (kind) => {
  let t: Target
  let admin: string
  const hashOf = async (id: string) => (await t.store.run((tx) => tx.users.get(id)))!.password_hash
  const setHash = (id: string, hash: string) =>
    t.store.transaction((tx) => tx.users.update(id, { password_hash: hash }))

  beforeAll(async () => {
    t = await openTarget(kind)
    // The memory store with the server's hash (the demo backend keeps PBKDF2 in the browser).
    if (kind === 'memory') t.services.passwords = passwordsFor(testConfig())
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    admin = await t.login('admin@scalda.nl')
  })

  it('a scrypt hash logs in and is then stored as Argon2id (not after a failed login)', async () => {
    const scrypt = scryptHash('welkom', { N: 2 ** 10, r: 8, p: 1 })
    await setHash('u-daan', scrypt)
    const wrong = await t.call('POST', 'users/login', {
      body: { login_id: '654321', password: 'fout-wachtwoord' },
    })
    expect(wrong.status).toBe(401)
    expect(await hashOf('u-daan')).toBe(scrypt)
    await t.login('654321')
    const argon2 = await hashOf('u-daan')
    expect(argon2).toMatch(ARGON2_TEST)
    // The new hash takes the password, and stays.
    await t.login('654321')
    expect(await hashOf('u-daan')).toBe(argon2)
  })

  it('a login refused by a busy hash pool does not spoil the logins after it', async () => {
    const real = t.services.passwords
    let refuse = true
    t.services.passwords = {
      ...real,
      hash: (password) => {
        if (!refuse) return real.hash(password)
        refuse = false
        return Promise.reject(new HashPoolBusyError('password hash queue full'))
      },
    }
    try {
      // An unknown id is checked against a hash made once: here its making is refused.
      const body = { login_id: '990001', password: 'geraden' }
      expect((await t.call('POST', 'users/login', { body })).status).not.toBe(401)
      expect((await t.call('POST', 'users/login', { body })).status).toBe(401)
    } finally {
      t.services.passwords = real
    }
  })

  it('the demo seed’s PBKDF2 hash logs in and is then stored as Argon2id', async () => {
    // The server seeds with its own hash; the memory store keeps the seed's PBKDF2.
    if (kind !== 'memory') expect(await hashOf('u-sanne')).toMatch(ARGON2_TEST)
    await setHash(
      'u-sanne',
      'pbkdf2-sha256$1000$c2NhbGRhLXhXZWVrLWRlbW8=$JGGdMoXClDSUEYDqSYFl0h4rFz7n2jZglhP4G0qp78Q=',
    )
    await t.login('123456')
    expect(await hashOf('u-sanne')).toMatch(ARGON2_TEST)
  })

  it('a new password (activation with a code) is stored as Argon2id; the code as an HMAC under CODE_KEY', async () => {
    const added = await t.call('POST', 'users/add', {
      token: admin,
      body: {
        role: 'student',
        first_name: 'Student',
        last_name: 'Nieuw',
        email: '820001@student.scalda.nl',
        number: '820001',
        grade: '1A',
        hours: 20,
      },
    })
    expect(added.status).toBe(200)
    const id = (await t.store.run((tx) => tx.userByLogin('820001@student.scalda.nl')))!._id
    const printed = await t.call('POST', 'users/activation/codes', {
      token: admin,
      body: { ids: [id] },
    })
    expect(printed.status).toBe(200)
    const code = String(printed.json.letters[0].code)
    const [row] = await t.store.run((tx) =>
      tx.openAccountTokens(id, 'code', new Date().toISOString()),
    )
    const expected = createHmac('sha256', t.services.codeKey)
      .update(`${id}:${normaliseCode(code)}`)
      .digest('hex')
    expect(row!.token_hash).toBe(`hmac-sha256$${expected}`)
    const activated = await t.call('POST', 'users/activate_code', {
      body: { number: '820001', code, password: 'zonnebloemveld' },
    })
    expect(activated.status).toBe(200)
    expect(await hashOf(id)).toMatch(ARGON2_TEST)
  })

  it('a code printed before the HMAC (stored with the password hash) still works once', async () => {
    const sanne = (await t.store.run((tx) => tx.users.get('u-sanne')))!
    const profile = (await t.store.run((tx) => tx.profileOfUser(sanne._id)))!
    await t.store.transaction((tx) => tx.updateProfile(profile._id, { number: '820002' }))
    // A code opens only an account not yet active (issue 43).
    await t.store.transaction((tx) => tx.users.update(sanne._id, { password_hash: NO_PASSWORD }))
    const code = 'ACDEF-GHJKM'
    const now = new Date()
    await t.store.transaction((tx) =>
      tx.accountTokens.insert({
        _id: tx.newId('t-'),
        user_id: sanne._id,
        kind: 'code',
        // The old way: the code through the password hash (scrypt on the server then).
        token_hash: scryptHash(normaliseCode(code), { N: 2 ** 10, r: 8, p: 1 }),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 24 * 60 * 60_000).toISOString(),
        used_at: null,
      }),
    )
    const body = { number: '820002', code: code.toLowerCase(), password: 'zonnebloemveld' }
    expect((await t.call('POST', 'users/activate_code', { body })).status).toBe(200)
    expect((await t.call('POST', 'users/activate_code', { body })).status).toBe(400)
  })

  it(`one request prints at most ${CODES_MAX} codes: more is a 400 in Dutch`, async () => {
    const ids = Array.from({ length: CODES_MAX + 1 }, (_, i) => `u-nobody-${i}`)
    expect(
      await t.call('POST', 'users/activation/codes', { token: admin, body: { ids } }),
    ).toMatchObject({ status: 400, json: { message: serverMessages.activation.tooManyCodes } })
  })
})

describe('the password settings', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      readServerConfig(env)
      return null
    } catch (error) {
      return (error as Error).message
    }
  }
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://x@db/x',
    TOTP_KEY: 'A'.repeat(43) + '=',
  }
  const key = 'k'.repeat(32)

  it('production needs CODE_KEY, and an Argon2id cost at least OWASP’s', () => {
    expect(refusal(production)).toMatch(/CODE_KEY/)
    expect(refusal({ ...production, CODE_KEY: 'kort' })).toMatch(/CODE_KEY/)
    expect(refusal({ ...production, CODE_KEY: key })).toBe(null)
    // OWASP's pairs pass, one step below them does not.
    for (const [m, t] of [
      [47104, 1],
      [19456, 2],
      [12288, 3],
      [65536, 3],
    ])
      expect(
        refusal({
          ...production,
          CODE_KEY: key,
          ARGON2_MEMORY_KIB: `${m}`,
          ARGON2_ITERATIONS: `${t}`,
        }),
      ).toBe(null)
    for (const [m, t] of [
      [19456, 1],
      [6144, 10],
      [1024, 2],
    ])
      expect(
        refusal({
          ...production,
          CODE_KEY: key,
          ARGON2_MEMORY_KIB: `${m}`,
          ARGON2_ITERATIONS: `${t}`,
        }),
      ).toMatch(/OWASP/)
    // Outside production a cheap hash is allowed (the tests', the e2e server's).
    expect(refusal({ ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1' })).toBe(null)
  })
})
