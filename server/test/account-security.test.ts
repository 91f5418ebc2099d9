import { generate } from 'otplib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serverMessages as m } from '../messages'
import { sentToken } from './sent-link'
import { openTarget, type Target } from './harness'

const DAY = 24 * 60 * 60 * 1000
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** Sessions (absolute lifetime, own list, Overal uitloggen) and the staff's second factor (issue 25). */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('account security on %s', (kind) => {
  let t: Target
  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    t.services.now = () => new Date()
    t.services.settings.require2fa = 'none'
    await t.reset()
  })

  const login = (loginId: string, extra: Record<string, unknown> = {}, userAgent?: string) =>
    t.call('POST', 'users/login', {
      body: { login_id: loginId, password: 'welkom', ...extra },
      headers: userAgent ? { 'User-Agent': userAgent } : {},
    })
  const at = (ms: number) => {
    const when = new Date(Date.now() + ms)
    t.services.now = () => when
  }

  it('a session ends SESSION_MAX_DAYS after login, however much it is used', async () => {
    const token = await t.login('654321')
    // Used every 11 hours for 30 days: it slides on.
    for (let hours = 11; hours < 30 * 24 - 1; hours += 11) {
      at(hours * 60 * 60 * 1000)
      expect((await t.call('GET', 'users', { token })).status, `after ${hours} h`).toBe(200)
    }
    // Last used half an hour before its 30 days are up: the sliding 12 hours alone would keep it.
    at(30 * DAY - 30 * 60_000)
    expect((await t.call('GET', 'users', { token })).status).toBe(200)
    at(30 * DAY + 60_000)
    expect((await t.call('GET', 'users', { token })).status).toBe(401)
  })

  it('lists the own sessions with device and last use, and Overal uitloggen ends every other', async () => {
    const here = (await login('654321', {}, FIREFOX)).json.token as string
    const phone = await t.login('654321')
    const other = await t.login('123456')
    const sessions = await t.call('GET', 'users/sessions', { token: here })
    expect(sessions.status).toBe(200)
    expect(sessions.json).toHaveLength(2)
    const current = sessions.json.find((s: { current: boolean }) => s.current)
    expect(current).toMatchObject({ device: 'Firefox 133 op Windows' })
    expect(current.last_used_at).toEqual(expect.any(String))
    expect(sessions.text).not.toMatch(/token|hash/)

    const ended = await t.call('POST', 'users/logout/others', { token: here })
    expect(ended).toMatchObject({ status: 200, json: { ended: 1 } })
    expect(ended.json.message).toBe(m.session.othersLoggedOut(1))
    expect((await t.call('GET', 'users', { token: phone })).status).toBe(401)
    expect((await t.call('GET', 'users', { token: here })).status).toBe(200)
    // Someone else's session is theirs.
    expect((await t.call('GET', 'users', { token: other })).status).toBe(200)
    expect((await t.call('GET', 'users/sessions', { token: here })).json).toHaveLength(1)
  })

  it('Uitloggen on one session ends that one only; only an own session, never the current one', async () => {
    const here = await t.login('654321')
    const phone = await t.login('654321')
    const laptop = await t.login('654321')
    const other = await t.login('123456')
    const list = (await t.call('GET', 'users/sessions', { token: here })).json as {
      id: string
      current: boolean
    }[]
    expect(list).toHaveLength(3)
    const mine = list.find((s) => s.current)!
    const others = list.filter((s) => !s.current)
    for (const s of others) {
      // Another account cannot end it: not its session (404), and the session lives on.
      const foreign = await t.call('POST', 'users/logout/session', {
        token: other,
        body: { id: s.id },
      })
      expect(foreign).toMatchObject({ status: 404, json: { message: m.session.sessionUnknown } })
    }
    const phoneId = others[0]!.id
    expect((await t.call('GET', 'users', { token: phone })).status).toBe(200)
    expect((await t.call('GET', 'users', { token: laptop })).status).toBe(200)

    const ended = await t.call('POST', 'users/logout/session', {
      token: here,
      body: { id: phoneId },
    })
    expect(ended).toMatchObject({ status: 200, json: { message: m.session.sessionEnded } })
    const alive = [
      (await t.call('GET', 'users', { token: phone })).status,
      (await t.call('GET', 'users', { token: laptop })).status,
    ].sort()
    // Exactly one of the two other sessions ended; this one and the other account's live on.
    expect(alive).toEqual([200, 401])
    expect((await t.call('GET', 'users', { token: here })).status).toBe(200)
    expect((await t.call('GET', 'users', { token: other })).status).toBe(200)
    expect((await t.call('GET', 'users/sessions', { token: here })).json).toHaveLength(2)
    // The current session is ended with Uitloggen, not here.
    const current = await t.call('POST', 'users/logout/session', {
      token: here,
      body: { id: mine.id },
    })
    expect(current).toMatchObject({ status: 400, json: { message: m.session.sessionIsCurrent } })
    // An id already ended is unknown.
    expect(
      (await t.call('POST', 'users/logout/session', { token: here, body: { id: phoneId } })).status,
    ).toBe(404)
  })

  /** Enrols the admin: the secret from setup, the recovery codes from the first code. */
  async function enrol(token: string, current_password = 'welkom') {
    const setup = await t.call('POST', 'users/2fa/setup', { token, body: { current_password } })
    expect(setup.status, setup.text).toBe(200)
    expect(setup.json.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.json.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    const secret = setup.json.secret as string
    const wrong = await t.call('POST', 'users/2fa/confirm', {
      token,
      body: { code: '000000', current_password },
    })
    expect(wrong).toMatchObject({ status: 400, json: { message: m.secondFactor.wrongCode } })
    const code = await generate({ secret })
    const confirmed = await t.call('POST', 'users/2fa/confirm', {
      token,
      body: { code, current_password },
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.json.recovery_codes).toHaveLength(10)
    return { secret, recovery: confirmed.json.recovery_codes as string[] }
  }

  it('an enrolled staff member logs in with a code; a wrong or reused code is refused; recovery codes work once', async () => {
    const admin = await t.login('admin@scalda.nl')
    const { secret, recovery } = await enrol(admin)
    expect((await t.call('GET', 'users/2fa', { token: admin })).json).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    })
    // The password alone is not enough any more.
    expect(await login('admin@scalda.nl')).toMatchObject({
      status: 401,
      json: { second_factor: true, message: m.secondFactor.codeNeeded },
    })
    expect(await login('admin@scalda.nl', { code: '123456' })).toMatchObject({
      status: 401,
      json: { second_factor: true, message: m.secondFactor.wrongCode },
    })
    // A wrong password with a right code says nothing about the code.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })
    expect(
      (
        await t.call('POST', 'users/login', {
          body: { login_id: 'admin@scalda.nl', password: 'fout', code },
        })
      ).json,
    ).not.toHaveProperty('second_factor')
    at(30_000)
    expect((await login('admin@scalda.nl', { code })).status).toBe(200)
    // The same code again (another device, a replay): refused.
    expect((await login('admin@scalda.nl', { code })).status).toBe(401)

    expect((await login('admin@scalda.nl', { code: recovery[0] })).status).toBe(200)
    expect((await login('admin@scalda.nl', { code: recovery[0] })).status).toBe(401)
    expect(
      (await login('admin@scalda.nl', { code: recovery[1]!.toUpperCase().replace('-', ' ') }))
        .status,
    ).toBe(200)
    // A student has no second factor to set up.
    const student = await t.login('654321')
    expect(
      (
        await t.call('POST', 'users/2fa/setup', {
          token: student,
          body: { current_password: 'welkom' },
        })
      ).status,
    ).toBe(403)
  })

  it('a reset link from the mailbox does not pass the second factor: the login still asks the code', async () => {
    const teacher = await t.login('docent@scalda.nl')
    const { secret } = await enrol(teacher)
    await t.call('POST', 'users/forgot_password', { body: { email: 'docent@scalda.nl' } })
    const admin = await login('admin@scalda.nl')
    const mails = await t.call('GET', 'mail', { token: admin.json.token as string })
    const mail = (mails.json.mails as { _id: string; kind: string; recipient: string }[]).find(
      (m) => m.kind === 'reset' && m.recipient === 'docent@scalda.nl',
    )!
    // The link is only in the message handed to SMTP (issue 43).
    const token = await sentToken(t, mail._id)
    const reset = await t.call('POST', 'users/reset_password', {
      body: { token, password: 'een-nieuw-wachtwoord-7' },
    })
    expect(reset).toMatchObject({ status: 200, json: { message: m.activation.logInWithCode } })
    expect(reset.json).not.toHaveProperty('token')
    // The old session ended with the new password; the new one alone opens none.
    expect((await t.call('GET', 'users', { token: teacher })).status).toBe(401)
    const again = (extra: Record<string, unknown> = {}) =>
      t.call('POST', 'users/login', {
        body: { login_id: 'docent@scalda.nl', password: 'een-nieuw-wachtwoord-7', ...extra },
      })
    expect(await again()).toMatchObject({ status: 401, json: { second_factor: true } })
    at(30_000)
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })
    expect((await again({ code })).status).toBe(200)
  })

  it('code guesses are throttled like passwords, on the account counter', async () => {
    const admin = await t.login('admin@scalda.nl')
    await enrol(admin)
    t.throttle({ perAccount: 3 })
    const answers = []
    for (let i = 0; i < 4; i++)
      answers.push((await login('admin@scalda.nl', { code: `99999${i}` })).status)
    expect(answers).toEqual([401, 401, 401, 429])
  })

  it('Apparaat vergeten: an admin switches a staff member’s second factor off, audited; a teacher cannot', async () => {
    const teacher = await t.login('docent@scalda.nl')
    await enrol(teacher)
    expect((await login('docent@scalda.nl')).status).toBe(401)
    const admin = await t.login('admin@scalda.nl')
    expect(
      (await t.call('POST', 'users/2fa/reset', { token: teacher, body: { id: 'u-docent' } }))
        .status,
    ).toBe(403)
    const reset = await t.call('POST', 'users/2fa/reset', {
      token: admin,
      body: { id: 'u-docent' },
    })
    expect(reset).toMatchObject({ status: 200, json: { message: m.secondFactor.reset } })
    expect((await login('docent@scalda.nl')).status).toBe(200)
    const log = await t.call('GET', 'audit', {
      token: admin,
      query: { action: 'second-factor.reset', limit: '5' },
    })
    expect(log.json.entries[0]).toMatchObject({ record_id: 'u-docent', actor_id: 'u-admin' })
  })

  it('REQUIRE_2FA=admin: an admin without one may only set it up; then everything', async () => {
    t.services.settings.require2fa = 'admin'
    const answer = await login('admin@scalda.nl')
    expect(answer.status).toBe(200)
    expect(answer.json.user).toMatchObject({ second_factor_setup: true })
    const admin = answer.json.token as string
    expect(await t.call('GET', 'users/all', { token: admin })).toMatchObject({
      status: 403,
      json: { message: m.secondFactor.setupFirst },
    })
    expect((await t.call('GET', 'users_info', { token: admin })).status).toBe(200)
    // Teachers are not asked.
    const teacher = await t.login('docent@scalda.nl')
    expect((await t.call('GET', 'users/all', { token: teacher })).status).toBe(200)
    await enrol(admin)
    expect((await t.call('GET', 'users/all', { token: admin })).status).toBe(200)
    expect((await t.call('GET', 'users', { token: admin })).json).not.toHaveProperty(
      'second_factor_setup',
    )
  })

  it('Mijn gegevens downloaden holds every row about the student and nothing about anyone else', async () => {
    const student = await t.login('654321')
    const admin = await t.login('admin@scalda.nl')
    await t.call('POST', 'users_info/update/self', {
      token: student,
      body: { phone: '+31612121212' },
    })
    // A staff member acts on one of the student's sign-ups.
    await t.call('POST', 'subscriptions/payed', { token: admin, body: { id: 's2', payed: true } })
    const answer = await t.call('GET', 'users/my_data', { token: student })
    expect(answer.status, answer.text).toBe(200)
    const data = answer.json
    const daan = (await t.store.run((tx) => tx.userByLogin('654321')))!
    const profile = await t.store.run((tx) => tx.profileOfUser(daan._id))
    expect(data.account).toMatchObject({ _id: daan._id, login_id: '654321' })
    expect(data.profile).toEqual(profile)
    const subscriptions = await t.store.run((tx) => tx.subscriptionsOfStudent(daan._id))
    expect(data.subscriptions.map((s: { _id: string }) => s._id).sort()).toEqual(
      subscriptions.map((s) => s._id).sort(),
    )
    expect(data.sessions).toHaveLength(1)
    const actions = data.audit.map((e: { action: string }) => e.action)
    expect(actions).toContain('profile.update-self')
    const staffEntry = data.audit.find((e: { record_id: string }) => e.record_id === 's2')
    expect(staffEntry).toMatchObject({ actor_id: 'medewerker', actor_login: 'medewerker' })
    expect(data.id_data_erased_on).toMatch(/^2027-05-15/)
    // Nobody else: no other account, profile, sign-up or staff login.
    const others = (await t.store.run((tx) => tx.listUsers())).filter((u) => u._id !== daan._id)
    for (const other of others) {
      expect(answer.text).not.toContain(`"${other._id}"`)
      expect(answer.text).not.toContain(`"${other.login_id}"`)
    }
    const otherSubs = (await t.store.run((tx) => tx.listSubscriptions())).filter(
      (s) => s.student_id !== daan._id,
    )
    for (const sub of otherSubs) expect(answer.text).not.toContain(`"_id":"${sub._id}"`)
    expect(answer.text).not.toMatch(/token_hash|password_hash|scrypt/)
  })
})
