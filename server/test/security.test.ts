import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createServerApp } from '../server-app'
import { serverMessages as m } from '../messages'
import { readServerConfig } from '../config'
import { DEFAULT_SCRYPT_COST, scryptHasher } from '../security/scrypt'
import { hashToken } from '../security/tokens'
import { openTarget, targetKinds, type Target } from './harness'

const HOUR = 60 * 60 * 1000

describe.each(targetKinds({ memory: false }))('security on %s', (kind) => {
  let t: Target
  let clock: number
  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    clock = Date.now()
    t.services.now = () => new Date(clock)
  })

  it('stores passwords only as scrypt hashes, and tokens only as their SHA-256', async () => {
    const token = await t.login('654321')
    const [user] = await t.sql!("select password_hash from users where id = 'u-daan'")
    // The demo seed's PBKDF2 hash is replaced by scrypt at the first login.
    expect(user!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(String(user!.password_hash)).not.toContain('welkom')
    const sessions = await t.sql!('select token_hash from sessions')
    expect(sessions.map((s) => s.token_hash)).toContain(await hashToken(token))
    expect(JSON.stringify(sessions)).not.toContain(token)
  })

  it('an older, weaker hash is replaced at the next good login, never at a failed one', async () => {
    const older = await scryptHasher({ N: 2 ** 9, r: 8, p: 1 }).hash('welkom')
    await t.sql!("update users set password_hash = $1 where id = 'u-daan'", [older])
    const wrong = await t.call('POST', 'users/login', {
      body: { login_id: '654321', password: 'fout-wachtwoord' },
    })
    expect(wrong.status).toBe(401)
    const hashOf = async () =>
      String(
        (await t.sql!("select password_hash from users where id = 'u-daan'"))[0]!.password_hash,
      )
    expect(await hashOf()).toBe(older)
    await t.login('654321')
    const renewed = await hashOf()
    expect(renewed).toMatch(/^scrypt\$1024\$8\$1\$/)
    // The new hash still takes the password, and is kept from then on.
    await t.login('654321')
    expect(await hashOf()).toBe(renewed)
  })

  it('hashes at OWASP’s minimum for scrypt unless told otherwise', () => {
    expect(readServerConfig({}).SCRYPT_COST).toBe(17)
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 })
  })

  it('sessions slide: 12 hours after the last use they end', async () => {
    const token = await t.login('654321')
    clock += 11 * HOUR
    expect((await t.call('GET', 'users', { token })).status).toBe(200)
    clock += 11 * HOUR
    expect((await t.call('GET', 'users', { token })).status).toBe(200)
    clock += 12 * HOUR + 60_000
    expect(await t.call('GET', 'users', { token })).toMatchObject({
      status: 401,
      json: { message: m.session.invalid },
    })
  })

  it('a deleted user’s token is refused with 401', async () => {
    const token = await t.login('201001')
    const admin = await t.login('admin@scalda.nl')
    expect(
      (await t.call('POST', 'users/delete', { token: admin, body: { id: 'u-s1' } })).status,
    ).toBe(200)
    expect((await t.call('GET', 'excursions', { token })).status).toBe(401)
  })

  it('no answer holds a password hash', async () => {
    const admin = await t.login('admin@scalda.nl')
    const teacher = await t.login('docent@scalda.nl')
    const student = await t.login('654321')
    const answers = [
      await t.call('POST', 'users/login', { body: { login_id: '654321', password: 'welkom' } }),
      await t.call('GET', 'users', { token: student }),
      await t.call('GET', 'users_info', { token: student }),
      await t.call('GET', 'users/all', { token: teacher }),
      await t.call('GET', 'users_info/all', { token: admin }),
      await t.call('POST', 'users/add', {
        token: admin,
        body: {
          role: 'teacher',
          first_name: 'A',
          last_name: 'B',
          email: 'ab@scalda.nl',
        },
      }),
      await t.call('POST', 'users/new_password', { token: admin, body: { id: 'u-docent' } }),
      await t.call('POST', 'users/new_password', {
        token: admin,
        body: { id: 'u-admin', password: 'geheim-wachtwoord-12', current_password: 'welkom' },
      }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.text).not.toMatch(/password_hash|scrypt\$|pbkdf2|geheim-wachtwoord-12/)
    }
  })

  it('an unexpected error answers 500 in Dutch, without stack, SQL or path', async () => {
    const run = t.store.run.bind(t.store)
    t.store.run = async () => {
      throw new Error('select * from users where secret; at /srv/app/server/store/sql.ts:12')
    }
    try {
      const answer = await t.call('GET', 'excursions')
      expect(answer).toMatchObject({ status: 500, json: { message: m.request.failed } })
      expect(answer.text).not.toMatch(/select|sql\.ts|\/srv|Error/)
    } finally {
      t.store.run = run
    }
  })

  it('logs requests without passwords or tokens', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const log = pino({ level: 'info' }, stream)
    const app = createServerApp({ ...t.services, log })
    const login = await app.fetch(
      new Request('http://test.local/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_id: '654321', password: 'welkom' }),
      }),
    )
    const { token } = (await login.json()) as { token: string }
    await app.fetch(
      new Request('http://test.local/api/users?token=x', {
        headers: { Authorization: `Bearer ${token}` },
      }),
    )
    await app.fetch(
      new Request('http://test.local/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_id: '654321', password: 'heel-geheim' }),
      }),
    )
    const output = lines.join('')
    expect(output).toContain('"path":"/api/users/login"')
    expect(output).not.toContain(token)
    expect(output).not.toMatch(/welkom|heel-geheim|Bearer|token=x/)
  })

  it('every answer of the API is never cached and never sniffed', async () => {
    const answer = await t.call('GET', 'excursions')
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })
})
