import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverMessages } from '../messages'
import { refuseSchoolLogin } from '../rules/school-login'
import { DEMO_PASSWORD } from '../seed/demo'
import { openTarget, targetKinds, type Target } from './harness'

const m = serverMessages.activation
const NAT = '198.51.100.80'

// Issue 43, findings 3 and 9: a school NAT's activation day never stops. Only failures count
// against the address; the mail calls have a counter of their own and caps per account; refused
// links are counted per address and hour instead of a Logboek entry each.
describe.each(targetKinds({ memory: false }))('self-service throttling on %s', (kind) => {
  let t: Target
  let admin: string
  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    t.throttle()
    admin = await t.login('admin@scalda.nl')
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const from = (address: string) => ({ 'X-Forwarded-For': address })
  const forgot = (email: string, address = NAT) =>
    t.call('POST', 'users/forgot_password', { body: { email }, headers: from(address) })
  /** New students without a password, with a printed code each: [number, code]. */
  const studentsWithCodes = async (first: number, count: number) => {
    const ids: string[] = []
    for (let i = 0; i < count; i++) {
      const number = String(first + i)
      const added = await t.call('POST', 'users/add', {
        token: admin,
        body: {
          role: 'student',
          first_name: 'Student',
          last_name: number,
          email: `${number}@student.scalda.nl`,
          number,
        },
      })
      expect(added.status).toBe(200)
      ids.push(added.json.user_id)
    }
    const codes = await t.call('POST', 'users/activation/codes', { token: admin, body: { ids } })
    expect(codes.status).toBe(200)
    return (codes.json.letters as { number: string; code: string }[]).map(
      (l) => [l.number, l.code] as const,
    )
  }
  const activate = (number: string, code: string, address = NAT) =>
    t.call('POST', 'users/activate_code', {
      body: { number, code, password: `zonnebloem-${number}` },
      headers: from(address),
    })
  const audits = async (action: string) =>
    t.store.run((tx) => tx.listAudit({ action, limit: 1000 }))

  it('300 forgot_password from one address all get the neutral answer; a printed code still activates after them', async () => {
    const [[number, code]] = (await studentsWithCodes(810100, 1)) as [[string, string]]
    const answers = []
    for (let i = 0; i < 300; i++)
      answers.push(await forgot(i % 3 === 0 ? '654321' : i % 3 === 1 ? '123456' : `${500000 + i}`))
    expect(answers.filter((a) => a.status !== 200)).toEqual([])
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    expect(answers[0]!.json.message).toBe(serverMessages.accounts.mailSent)
    expect((await activate(number, code)).status).toBe(200)
  }, 120_000)

  it('300 activations with printed codes from one address all succeed; successes fill no address limit', async () => {
    const letters = await studentsWithCodes(810200, 300)
    const refused: string[] = []
    for (const [number, code] of letters) {
      const answer = await activate(number, code)
      if (answer.status !== 200) refused.push(`${number}: ${answer.status}`)
    }
    expect(refused).toEqual([])
    // The address is still a plain one: a typo there is a 401, not a 429.
    const typo = await t.call('POST', 'users/login', {
      body: { login_id: '654321', password: 'welkon' },
      headers: from(NAT),
    })
    expect(typo.status).toBe(401)
  }, 300_000)

  it('forgot_password: no new mail while a link is valid, at most 3 an hour and 10 a day per account, the same answer always', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const daan = (await t.store.run((tx) => tx.userByLogin('654321')))!
    const mails = async () =>
      (await t.store.run((tx) => tx.listMails({ limit: 1000 }))).filter(
        (mail) => mail.kind === 'reset' && mail.user_id === daan._id,
      ).length
    const linkUsed = () => t.store.run((tx) => tx.deleteAccountTokens(daan._id, ['reset']))
    const texts = new Set<string>()
    const ask = async () => {
      const answer = await forgot('654321')
      expect(answer.status).toBe(200)
      texts.add(answer.text)
    }
    vi.setSystemTime(start)
    await ask()
    await ask()
    await ask()
    // The link of the first mail is still valid: one mail.
    expect(await mails()).toBe(1)
    const counts: number[] = []
    for (let hour = 0; hour < 4; hour++) {
      vi.setSystemTime(start + hour * 61 * 60_000)
      for (let i = 0; i < 4; i++) {
        await linkUsed()
        await ask()
      }
      counts.push(await mails())
    }
    // 3 an hour (the first hour had one already), 10 a day.
    expect(counts).toEqual([3, 6, 9, 10])
    vi.setSystemTime(start + 24 * 60 * 60_000 + 5 * 60_000)
    await linkUsed()
    await ask()
    expect(await mails()).toBe(11)
    expect(texts.size).toBe(1)
  })

  it('the mail calls count on their own counter per address; staff see the network in Beheer › Privacy', async () => {
    t.throttle({ mailPerAddress: 5, perAddress: 2 })
    const before = await t.call('GET', 'privacy', { token: admin })
    expect(before.json.address_limit).toBeNull()
    for (let i = 0; i < 5; i++) expect((await forgot(`${600000 + i}`)).status).toBe(200)
    const over = await forgot('600100')
    expect(over.status).toBe(429)
    expect(over.json.message).toMatch(/^Te veel pogingen\. Probeer het over \d+ minu/)
    expect(over.headers.get('Retry-After')).toMatch(/^\d+$/)
    const link = await t.call('POST', 'users/activation_link', {
      body: { login: '600101' },
      headers: from(NAT),
    })
    expect(link.status).toBe(429)
    // Logins from the address count on the failures' counter: not touched by the mail calls.
    const login = (password: string) =>
      t.call('POST', 'users/login', {
        body: { login_id: '654321', password },
        headers: from(NAT),
      })
    expect((await login('fout')).status).toBe(401)
    expect((await login(DEMO_PASSWORD)).status).toBe(200)
    // Staff are told once per window: the log, a Logboek entry and the Privacy page.
    expect(await audits('throttle.address-limit')).toHaveLength(1)
    const privacy = await t.call('GET', 'privacy', { token: admin })
    expect(privacy.json.address_limit).toMatchObject({ kind: 'mail', prefix: '198.51.100.0/24' })
    expect(Date.parse(privacy.json.address_limit.at)).toBeGreaterThan(0)
  })

  it('refused links: one Logboek entry per address and hour with the count, 429 past the address limit; school sign-ins alike', async () => {
    t.throttle({ perAddress: 12 })
    const reset = (address: string, i: number) =>
      t.call('POST', 'users/reset_password', {
        body: { token: `onbekend-${i}`, password: 'zonnebloemveld' },
        headers: from(address),
      })
    for (let i = 0; i < 12; i++) {
      const answer = await reset(NAT, i)
      expect(answer).toMatchObject({ status: 400, json: { message: m.linkUnknown } })
    }
    expect((await reset('198.51.100.81', 99)).status).toBe(400)
    const rows = await audits('token.refused')
    expect(
      rows.map((r) => [r.address, (r.after as { this_hour: number }).this_hour]).sort(),
    ).toEqual(
      [
        [NAT, 1],
        [NAT, 10],
        ['198.51.100.81', 1],
      ].sort(),
    )
    // Past the address's limit: throttled, not answered one by one.
    const throttled = await reset(NAT, 13)
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('Retry-After')).toMatch(/^\d+$/)
    // A refused school sign-in (OIDC callback) is counted the same way.
    const ctx = {
      services: t.services,
      user: null,
      tokenHash: null,
      address: '198.51.100.90',
      now: new Date(),
    }
    for (let i = 0; i < 11; i++) await refuseSchoolLogin(ctx, 'mislukt', { error: 'x' })
    expect(await audits('login.school-account-refused')).toHaveLength(2)
  })
})
