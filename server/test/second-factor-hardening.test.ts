import { generate, generateSecret } from 'otplib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serverMessages as m } from '../messages'
import { OWNER_NOTICES } from '../rules/owner-notices'
import { CODE_LIMIT } from '../rules/second-factor'
import { open } from '../security/secret-box'
import { openTarget, targetKinds, type Target } from './harness'

// Issue 43 finding 8: enrolment asks the current password; codes have a counter of their own
// (CODE_LIMIT per 15 minutes, then 429, and the owner is mailed); the TOTP secret is stored
// sealed with TOTP_KEY, and a plain one from before is sealed at its next use; the owner is
// mailed after every second-factor change.

// Memory and PostgreSQL: the code counter lives in the throttle table there (pg-throttle.ts); PGlite's is memory's.
describe.each(targetKinds().filter((k) => k !== 'pglite'))(
  'the second factor, hardened, on %s',
  (kind) => {
    let t: Target
    let now = Date.now()
    beforeAll(async () => {
      t = await openTarget(kind)
    }, 120_000)
    afterAll(() => t.close())
    beforeEach(async () => {
      now = Date.now()
      t.services.now = () => new Date(now)
      await t.reset()
    })

    const login = (loginId: string, code?: string) =>
      t.call('POST', 'users/login', {
        body: { login_id: loginId, password: 'welkom', ...(code === undefined ? {} : { code }) },
      })
    const notices = async (userId: string) =>
      (await t.store.run((tx) => tx.mailsOfUser(userId)))
        .filter((mail) => mail.kind === 'notice')
        .map((mail) => mail.subject)
        .sort()
    const codeAt = (secret: string, ms: number) =>
      generate({ secret, epoch: Math.floor(ms / 1000) })

    async function enrol(token: string) {
      const setup = await t.call('POST', 'users/2fa/setup', {
        token,
        body: { current_password: 'welkom' },
      })
      expect(setup.status, setup.text).toBe(200)
      const secret = setup.json.secret as string
      const confirmed = await t.call('POST', 'users/2fa/confirm', {
        token,
        body: { code: await codeAt(secret, now), current_password: 'welkom' },
      })
      expect(confirmed.status, confirmed.text).toBe(200)
      return secret
    }

    it('set-up and confirm need the current password: an open session alone enrols no phone', async () => {
      const admin = await t.login('admin@scalda.nl')
      const without = await t.call('POST', 'users/2fa/setup', { token: admin, body: {} })
      expect(without.status).toBe(400)
      expect(
        await t.call('POST', 'users/2fa/setup', {
          token: admin,
          body: { current_password: 'niet-mijn-wachtwoord' },
        }),
      ).toMatchObject({ status: 400, json: { message: m.accounts.currentPasswordWrong } })
      expect(await t.store.run((tx) => tx.secondFactors.get('u-admin'))).toBeNull()

      const setup = await t.call('POST', 'users/2fa/setup', {
        token: admin,
        body: { current_password: 'welkom' },
      })
      expect(setup.status).toBe(200)
      const code = await codeAt(setup.json.secret, now)
      expect(
        await t.call('POST', 'users/2fa/confirm', {
          token: admin,
          body: { code, current_password: 'niet-mijn-wachtwoord' },
        }),
      ).toMatchObject({ status: 400, json: { message: m.accounts.currentPasswordWrong } })
      expect((await t.store.run((tx) => tx.secondFactors.get('u-admin')))!.confirmed_at).toBeNull()
      expect(
        (
          await t.call('POST', 'users/2fa/confirm', {
            token: admin,
            body: { code, current_password: 'welkom' },
          })
        ).status,
      ).toBe(200)
    })

    it(`${CODE_LIMIT} wrong codes in 15 minutes: then 429 with the wait in Dutch, even for the right code; the owner is mailed once`, async () => {
      const secret = await enrol(await t.login('docent@scalda.nl'))
      const statuses = []
      for (let i = 0; i < CODE_LIMIT; i++)
        statuses.push((await login('docent@scalda.nl', `00000${i}`)).status)
      expect(statuses).toEqual(Array(CODE_LIMIT).fill(401))
      now += 60_000
      const right = await login('docent@scalda.nl', await codeAt(secret, now))
      expect(right).toMatchObject({ status: 429, json: { message: m.session.throttled(14) } })
      expect(right.headers.get('Retry-After')).toBe(String(14 * 60))
      expect(await notices('u-docent')).toEqual(
        [OWNER_NOTICES['second-factor-on'].subject, OWNER_NOTICES['wrong-codes'].subject].sort(),
      )
      // The window over: the right code lets the owner in, and the counter starts again.
      now += 14 * 60_000 + 1000
      expect((await login('docent@scalda.nl', await codeAt(secret, now))).status).toBe(200)
      expect((await login('docent@scalda.nl', '000000')).status).toBe(401)
      expect(await notices('u-docent')).toHaveLength(2)
    })

    it('the secret is stored sealed with TOTP_KEY (bound to its account); a plain one still works and is sealed at its next use', async () => {
      const secret = await enrol(await t.login('admin@scalda.nl'))
      const stored = (await t.store.run((tx) => tx.secondFactors.get('u-admin')))!.secret
      expect(stored).toMatch(/^v1\./)
      expect(stored).not.toContain(secret)
      expect(await open(t.services.settings.totpKey, 'u-admin', stored)).toBe(secret)
      await expect(open(t.services.settings.totpKey, 'u-docent', stored)).rejects.toThrow()

      // A second factor stored before encryption: its plain base32 secret.
      const plain = generateSecret()
      await t.store.run((tx) =>
        tx.secondFactors.save({
          user_id: 'u-docent',
          secret: plain,
          confirmed_at: new Date(now).toISOString(),
          recovery_hashes: [],
          last_step: null,
          created_at: new Date(now).toISOString(),
          failed_codes: 0,
          failed_since: null,
        }),
      )
      expect((await login('docent@scalda.nl', await codeAt(plain, now))).status).toBe(200)
      const sealed = (await t.store.run((tx) => tx.secondFactors.get('u-docent')))!.secret
      expect(sealed).toMatch(/^v1\./)
      now += 30_000
      expect((await login('docent@scalda.nl', await codeAt(plain, now))).status).toBe(200)
    })

    it('the owner is mailed when the second factor is switched on and when staff reset it', async () => {
      await enrol(await t.login('docent@scalda.nl'))
      const admin = await t.login('admin@scalda.nl')
      expect(
        (await t.call('POST', 'users/2fa/reset', { token: admin, body: { id: 'u-docent' } }))
          .status,
      ).toBe(200)
      const mails = (await t.store.run((tx) => tx.mailsOfUser('u-docent'))).filter(
        (mail) => mail.kind === 'notice',
      )
      expect(mails.map((mail) => mail.recipient)).toEqual(['docent@scalda.nl', 'docent@scalda.nl'])
      expect(await notices('u-docent')).toEqual(
        [
          OWNER_NOTICES['second-factor-on'].subject,
          OWNER_NOTICES['second-factor-reset'].subject,
        ].sort(),
      )
      const reset = mails.find(
        (mail) => mail.subject === OWNER_NOTICES['second-factor-reset'].subject,
      )
      expect(reset!.text).toContain('Apparaat vergeten')
    })
  },
)
