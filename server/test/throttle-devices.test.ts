import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverMessages as m } from '../messages'
import { HashPoolBusyError } from '../security/hash-busy'
import { DEMO_PASSWORD } from '../seed/demo'
import { deviceOf, openTarget, targetKinds, type Target, type TargetKind } from './harness'

// Issue 43, findings 4 and 9, and issue 39: OWASP's device cookies, the address limit before the
// hash, SCHOOL_NETWORKS, IPv6 /64 keys, ports in forwarded hops, password checks per address.

/** A target whose password checks are counted and can be held at a gate. */
function throttleTarget(kind: TargetKind) {
  const s = { t: null as unknown as Target, verified: 0, gate: null as Promise<void> | null }
  beforeAll(async () => {
    s.t = await openTarget(kind)
    const passwords = s.t.services.passwords
    s.t.services.passwords = {
      ...passwords,
      verify: async (password, stored) => {
        s.verified += 1
        if (s.gate) await s.gate
        return passwords.verify(password, stored)
      },
    }
  }, 120_000)
  afterAll(() => s.t.close())
  beforeEach(async () => {
    await s.t.reset()
    s.t.throttle()
    s.verified = 0
    s.gate = null
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const login = (login_id: string, password: string, address: string, device?: string) =>
    s.t.call('POST', 'users/login', {
      body: { login_id, password },
      headers: { 'X-Forwarded-For': address, ...(device ? { Cookie: device } : {}) },
    })
  const audits = (action: string) => s.t.store.run((tx) => tx.listAudit({ action, limit: 100 }))
  return { s, login, audits }
}

// The demo backend (memory) runs the same app: its one address is 'demo'.
describe.each(targetKinds())('device cookies on %s', (kind) => {
  const { s, login, audits } = throttleTarget(kind)

  it('a classmate sending one wrong password a second leaves the owner with a device cookie at 200; the owner is mailed once a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    vi.setSystemTime(start)
    const nat = '198.51.100.50'
    const first = await login('654321', DEMO_PASSWORD, nat)
    expect(first.status).toBe(200)
    const device = deviceOf(first)
    const owner: number[] = []
    const classmate: number[] = []
    for (let s = 1; s <= 80; s++) {
      vi.setSystemTime(start + s * 1000)
      classmate.push((await login('654321', `gok${s}`, nat)).status)
      if (s % 10 === 0) owner.push((await login('654321', DEMO_PASSWORD, nat, device)).status)
    }
    expect(owner).toEqual([200, 200, 200, 200, 200, 200, 200, 200])
    // The classmate is throttled as before: 10 checks, then (after the first minute) one a minute.
    expect(classmate.filter((s) => s === 401).length).toBeLessThanOrEqual(11)
    expect(classmate.filter((s) => s === 429).length).toBeGreaterThanOrEqual(69)
    // Without the cookie the owner shares the classmate's counter: held back.
    expect((await login('654321', DEMO_PASSWORD, nat)).status).toBe(429)
    // A sustained attack: the owner gets one mail, staff a Logboek entry.
    const mails = async () =>
      (await s.t.store.run((tx) => tx.listMails({ limit: 100 }))).filter(
        (mail) => mail.kind === 'login-attack',
      )
    expect(await mails()).toHaveLength(1)
    expect((await mails())[0]!.subject).toBe('Veel inlogpogingen op je account bij X-Week Scalda')
    expect(await audits('login.attack')).toHaveLength(1)
    // A next window of the same attack, the same day: no second mail.
    for (let s = 0; s < 40; s++) {
      vi.setSystemTime(start + 20 * 60_000 + s * 1000)
      await login('654321', `weer${s}`, nat)
    }
    expect(await mails()).toHaveLength(1)
  })

  it('past the address limit a login without a device cookie is refused before its hash: right and wrong passwords get the same 429', async () => {
    s.t.throttle({ perAddress: 3 })
    const sprayer = '203.0.113.20'
    // The owner logged in on their own device before.
    const device = deviceOf(await login('123456', DEMO_PASSWORD, '192.0.2.9'))
    for (let i = 0; i < 3; i++)
      expect((await login(`${300100 + i}`, 'Welkom01', sprayer)).status).toBe(401)
    expect((await login('300200', 'Welkom01', sprayer)).status).toBe(429)
    s.verified = 0
    const right = await login('654321', DEMO_PASSWORD, sprayer)
    const wrong = await login('654321', 'Welkom01', sprayer)
    expect(s.verified).toBe(0)
    expect(right.status).toBe(429)
    expect(wrong.status).toBe(429)
    expect(right.json).toEqual(wrong.json)
    expect(right.json.message).toBe(wrong.json.message)
    expect(right.headers.get('set-cookie')).toBeNull()
    // The owner of an account with their device cookie is not behind the address's limit.
    expect((await login('123456', DEMO_PASSWORD, sprayer, device)).status).toBe(200)
    // A cookie is bound to its account and signed: another account's or an altered one is none.
    expect((await login('654321', DEMO_PASSWORD, sprayer, device)).status).toBe(429)
    const altered = device.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'))
    expect((await login('123456', DEMO_PASSWORD, sprayer, altered)).status).toBe(429)
  })

  it('the hash pool’s busy error (HashPoolBusyError) is the 503 with Retry-After', async () => {
    const verify = s.t.services.passwords.verify
    s.t.services.passwords = {
      ...s.t.services.passwords,
      verify: () => Promise.reject(new HashPoolBusyError('queue full')),
    }
    try {
      const answer = await login('654321', DEMO_PASSWORD, '198.51.100.70')
      expect(answer).toMatchObject({ status: 503, json: { message: m.session.busy } })
      expect(answer.headers.get('Retry-After')).toBe('60')
    } finally {
      s.t.services.passwords = { ...s.t.services.passwords, verify }
    }
  })
})

describe.each(targetKinds({ memory: false }))('address limits on %s', (kind) => {
  const { s, login, audits } = throttleTarget(kind)

  it('refused attempts count against their sender’s address', async () => {
    s.t.throttle({ perAddress: 5, perAccount: 2 })
    const guesser = '203.0.113.30'
    const answers: number[] = []
    for (let i = 0; i < 8; i++) answers.push((await login('654321', `gok${i}`, guesser)).status)
    // 2 checked (one failure counted), then refusals: past 5, the address itself is refused.
    expect(answers).toEqual([401, 401, 429, 429, 429, 429, 429, 429])
    s.verified = 0
    expect((await login('123456', 'fout', guesser)).status).toBe(429)
    expect(s.verified).toBe(0)
    expect((await login('123456', 'fout', '203.0.113.31')).status).toBe(401)
  })

  it('the device cookie: HttpOnly, SameSite=Strict, for the login only; Secure over https', async () => {
    const plain = (await login('654321', DEMO_PASSWORD, '192.0.2.10')).headers.get('set-cookie')!
    expect(plain).toMatch(/^xweek_device=[^;]+;/)
    expect(plain).toMatch(/; HttpOnly/)
    expect(plain).toMatch(/; SameSite=Strict/)
    expect(plain).toMatch(/; Path=\/api\/users\/login/)
    expect(plain).not.toMatch(/; Secure/)
    const secure = await s.t.call('POST', 'users/login', {
      body: { login_id: '654321', password: DEMO_PASSWORD },
      headers: { 'X-Forwarded-For': '192.0.2.10', 'X-Forwarded-Proto': 'https' },
    })
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure/)
    // A failed login sets none.
    expect((await login('654321', 'fout', '192.0.2.10')).headers.get('set-cookie')).toBeNull()
  })

  it('SCHOOL_NETWORKS: the school’s addresses (IPv4 and IPv6) get the higher limits', async () => {
    s.t.throttle({ perAddress: 3, schoolFactor: 10 }, ['203.0.113.0/24', '2001:db8:5::/48'])
    for (const address of ['203.0.113.77', '2001:db8:5:1::9']) {
      for (let i = 0; i < 12; i++) {
        const answer = await login(`${310000 + i}`, 'fout', address)
        expect(answer.status, `${address} #${i}`).toBe(401)
      }
    }
    for (let i = 0; i < 3; i++)
      expect((await login(`${320000 + i}`, 'fout', '198.51.100.9')).status).toBe(401)
    expect((await login('320100', 'fout', '198.51.100.9')).status).toBe(429)
  })

  it('IPv6 addresses count on their /64', async () => {
    s.t.throttle({ perAddress: 3 })
    const answers: number[] = []
    for (const [i, host] of ['1', '2', 'abcd:1', 'ffff:ffff:fffe'].entries())
      answers.push((await login(`${330000 + i}`, 'fout', `2001:db8:1:2::${host}`)).status)
    expect(answers).toEqual([401, 401, 401, 429])
    expect((await login('330100', 'fout', '2001:db8:1:3::1')).status).toBe(401)
  })

  it('a forwarded hop with a port counts as its address', async () => {
    await login('340000', 'fout', '203.0.113.9:5678')
    await login('340001', 'fout', '[2001:db8::7]:443')
    const rows = await audits('login.failed')
    expect(rows.map((r) => r.address).sort()).toEqual(['2001:db8::7', '203.0.113.9'])
  })

  it('at most N password checks at once per address; one that gets no turn in time answers 503', async () => {
    s.t.throttle({ concurrentPerAddress: 2, queueWaitMs: 300 })
    let open!: () => void
    s.gate = new Promise<void>((resolve) => (open = resolve))
    const nat = '198.51.100.60'
    const held = [login('654321', DEMO_PASSWORD, nat), login('123456', 'fout', nat)]
    const third = login('201001', DEMO_PASSWORD, nat)
    // Another address is not held up by this one's turns.
    const other = login('201002', DEMO_PASSWORD, '198.51.100.61')
    await vi.waitFor(() => expect(s.verified).toBe(3))
    const busy = await third
    expect(busy.status).toBe(503)
    expect(busy.json.message).toBe('Het is nu erg druk. Probeer het over een minuut opnieuw.')
    expect(busy.json.message).toBe(m.session.busy)
    expect(busy.headers.get('Retry-After')).toBe('60')
    expect(s.verified).toBe(3)
    open()
    expect((await Promise.all(held)).map((a) => a.status)).toEqual([200, 401])
    expect((await other).status).toBe(200)
  })
})
