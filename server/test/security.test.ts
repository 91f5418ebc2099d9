import { createHash } from 'node:crypto'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createServerApp } from '../server-app'
import { serverMessages as m } from '../messages'
import { argon2CostOf, readServerConfig } from '../config'
import { argon2Hasher, DEFAULT_ARGON2_COST } from '../security/argon2'
import { hashPool } from '../security/hash-pool'
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

  it('stores passwords only as Argon2id hashes, and tokens only as their SHA-256', async () => {
    const token = await t.login('654321')
    const [user] = await t.sql!("select password_hash from users where id = 'u-daan'")
    // The server seeds with its own hash (the tests' cheap cost: harness.ts).
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/)
    expect(String(user!.password_hash)).not.toContain('welkom')
    const sessions = await t.sql!('select token_hash from sessions')
    expect(sessions.map((s) => s.token_hash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    )
    expect(JSON.stringify(sessions)).not.toContain(token)
  })

  it('a hash at another cost is replaced at the next good login, never at a failed one', async () => {
    const older = await argon2Hasher(hashPool(), {
      memoryKib: 32,
      iterations: 1,
      parallelism: 1,
    }).hash('welkom')
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
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/)
    // The new hash still takes the password, and is kept from then on.
    await t.login('654321')
    expect(await hashOf()).toBe(renewed)
  })

  it('hashes with Argon2id at OWASP’s recommendation unless told otherwise', () => {
    const config = readServerConfig({})
    expect(argon2CostOf(config)).toEqual({ memoryKib: 19456, iterations: 2, parallelism: 1 })
    expect(DEFAULT_ARGON2_COST).toEqual({ memoryKib: 19456, iterations: 2, parallelism: 1 })
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
