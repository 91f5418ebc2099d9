import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverMessages as m } from '../messages'
import { seedSets } from '../db/seed'
import { DEMO_PASSWORD } from '../seed/demo'
import { deviceOf, openTarget, targetKinds, type Target } from './harness'

// Login throttling (issue 25): per typed id (issue 43), atomic, throttle without lock-out; per
// address only failures (and, issue 43, refusals; past it only device cookies); X-Forwarded-For
// only from a trusted proxy.
describe.each(targetKinds({ memory: false }))('login throttle on %s', (kind) => {
  let t: Target
  let verified: number
  beforeAll(async () => {
    t = await openTarget(kind)
    const passwords = t.services.passwords
    t.services.passwords = {
      ...passwords,
      verify: (password, stored) => {
        verified += 1
        return passwords.verify(password, stored)
      },
    }
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    verified = 0
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const login = (login_id: string, password: string, address = '198.51.100.1', device?: string) =>
    t.call('POST', 'users/login', {
      body: { login_id, password },
      headers: { 'X-Forwarded-For': address, ...(device ? { Cookie: device } : {}) },
    })

  // Each typed id has its own counter (issue 43: a shared one told which number and which
  // address are one account), so an account's number and address get 10 each.
  it('50 parallel wrong guesses on one account, by number and by e-mail: at most 10 checked per typed id, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(i % 2 ? '654321' : '654321@student.scalda.nl', `fout${i}`, `10.1.0.${i}`),
      ),
    )
    const statuses = answers.map((a) => a.status)
    // Exactly 10 each: a counter shared by the account's number and address would stop at 10 in
    // all (the spot check of issue 41 put one back, and only oracles.test.ts saw it).
    for (const parity of [0, 1])
      expect(statuses.filter((s, i) => i % 2 === parity && s === 401)).toHaveLength(10)
    expect(verified).toBe(20)
    expect(statuses.filter((s) => s === 401)).toHaveLength(verified)
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - verified)
    const refused = answers.find((a) => a.status === 429)!
    expect(refused.json.message).toBe(m.session.throttled(1))
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    // Another account is not held back.
    expect((await login('123456', DEMO_PASSWORD, '10.1.0.1')).status).toBe(200)
  })

  it('after an attack on a classmate’s number, the classmate gets in within 60 s, and the counter starts again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    vi.setSystemTime(start)
    for (let i = 0; i < 40; i++) await login('654321', `gok${i}`, '10.2.0.9')
    expect(verified).toBe(10)
    // Throttled, not locked: 30 s later the owner waits at most the rest of the minute.
    vi.setSystemTime(start + 30_000)
    const early = await login('654321', DEMO_PASSWORD, '10.2.0.10')
    expect(early.status).toBe(429)
    expect(Number(early.headers.get('Retry-After'))).toBeLessThanOrEqual(30)
    vi.setSystemTime(start + 60_000)
    expect((await login('654321', DEMO_PASSWORD, '10.2.0.10')).status).toBe(200)
    // A good login clears the account's counter: a typo now is a plain 401.
    expect((await login('654321', 'tikfout', '10.2.0.10')).status).toBe(401)
    // After the window's 10 attempts: about one a minute, never a lock-out.
    for (let i = 0; i < 9; i++) await login('654321', `gok${i}`, '10.2.0.9')
    vi.setSystemTime(start + 60_000 + 61_000)
    expect((await login('654321', 'weer-fout', '10.2.0.9')).status).toBe(401)
    expect((await login('654321', DEMO_PASSWORD, '10.2.0.10')).status).toBe(429)
    vi.setSystemTime(start + 60_000 + 122_000)
    expect((await login('654321', DEMO_PASSWORD, '10.2.0.10')).status).toBe(200)
  })

  it('an unknown login id counts under itself, normalised', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login(i % 2 ? '999999' : ' 999999 ', 'x', `10.3.0.${i}`)).status).toBe(401)
    expect((await login('999999', 'x', '10.3.0.99')).status).toBe(429)
  })

  it('per address only failures count, one per account; past its limit classmates get in with their device cookie', async () => {
    t.throttle({ perAddress: 5 })
    // Classmates who logged in on their own device before (issue 43: OWASP's device cookies).
    const daan = deviceOf(await login('654321', DEMO_PASSWORD, '203.0.113.7'))
    const sanne = deviceOf(await login('123456', DEMO_PASSWORD, '203.0.113.7'))
    // One student's typos are the account counter's business, not the address's.
    for (let i = 0; i < 8; i++)
      expect((await login('201001', `typo${i}`, '203.0.113.7')).status).toBe(401)
    expect((await login('201001', DEMO_PASSWORD, '203.0.113.7')).status).toBe(200)
    expect((await login('201002', 'typo', '203.0.113.7')).status).toBe(401)
    expect((await login('201002', 'typo', '203.0.113.7')).status).toBe(401)
    // Spraying: failures over many accounts fill it.
    for (let i = 0; i < 3; i++)
      expect((await login(`${300100 + i}`, 'fout', '203.0.113.7')).status).toBe(401)
    const sprayed = await login('300200', 'fout', '203.0.113.7')
    expect(sprayed.status).toBe(429)
    // Over the limit, also a further failure on an account already counted is refused.
    expect((await login('201002', 'typo', '203.0.113.7')).status).toBe(429)
    expect(sprayed.headers.get('Retry-After')).not.toBeNull()
    // Classmates behind the same address still get in with their password on their own device
    // (without a device cookie, a right password is refused like a wrong one: no spraying).
    expect((await login('654321', DEMO_PASSWORD, '203.0.113.7', daan)).status).toBe(200)
    expect((await login('123456', DEMO_PASSWORD, '203.0.113.7', sanne)).status).toBe(200)
    expect((await login('123456', DEMO_PASSWORD, '203.0.113.7')).status).toBe(429)
    // Another address is not affected.
    expect((await login('300201', 'fout', '203.0.113.8')).status).toBe(401)
  })

  it('a forged X-Forwarded-For from an untrusted peer is ignored', async () => {
    t.throttle({ perAddress: 3 })
    const forged = (i: number) =>
      t.call('POST', 'users/login', {
        body: { login_id: `${400100 + i}`, password: 'fout' },
        headers: { 'X-Forwarded-For': `10.4.0.${i}` },
        peer: '192.0.2.50',
      })
    for (let i = 0; i < 3; i++) expect((await forged(i)).status).toBe(401)
    // Every attempt counted under the peer's own address, whatever the header said.
    expect((await forged(3)).status).toBe(429)
    const rows = await t.sql!(
      "select distinct address from audit_log where action = 'login.failed' order by address",
    )
    expect(rows.map((r) => r.address)).toEqual(['192.0.2.50'])
    // Through the trusted proxy the forwarded address is believed (the client's, right-most).
    await login('400200', 'fout', '6.6.6.6, 198.51.100.77')
    const [last] = await t.sql!(
      "select address from audit_log where action = 'login.failed' order by id desc limit 1",
    )
    expect(last!.address).toBe('198.51.100.77')
  })

  it('a login id over 254 characters: the Dutch 400, no hash, no 500', async () => {
    for (const id of [
      `${'1'.repeat(255)}`,
      `${'9'.repeat(8192)}`,
      `${'a'.repeat(250)}@scalda.nl`,
    ]) {
      const answer = await login(id, 'x')
      expect(answer.status).toBe(400)
      expect(answer.text).toContain('Dit is geen geldig studentnummer of scalda e-mail adres')
    }
    expect(verified).toBe(0)
  })

  it('3,000 logins from one address at the opening, 3% mistyped: no correct login refused', async () => {
    await t.reset('large')
    const numbers = seedSets
      .large()
      .users.filter((u) => u.role === 'student' && /^\d{6}$/.test(u.login_id))
      .map((u) => u.login_id)
      .slice(0, 3000)
    expect(numbers).toHaveLength(3000)
    const refused: string[] = []
    let mistyped = 0
    const student = async (number: string, i: number) => {
      if (i % 33 === 0) {
        mistyped += 1
        const typo = await login(number, 'welkon', '198.51.100.200')
        expect(typo.status).toBe(401)
      }
      const answer = await login(number, DEMO_PASSWORD, '198.51.100.200')
      if (answer.status !== 200) refused.push(`${number}: ${answer.status}`)
    }
    // Twenty at a time, as the rush comes in.
    for (let i = 0; i < numbers.length; i += 20)
      await Promise.all(numbers.slice(i, i + 20).map((n, j) => student(n, i + j)))
    expect(mistyped).toBeGreaterThanOrEqual(90)
    expect(refused).toEqual([])
  }, 600_000)
})
