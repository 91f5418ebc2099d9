import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { createMailSender } from '../mail/sender'
import { startSmtp } from '../mail/test-smtp'
import { smtpTransport } from '../mail/transport'
import { serverMessages } from '../messages'
import { CODE_ALPHABET } from '../security/account-tokens'
import { openTarget, type Target } from '../test/harness'
import { addAccount } from './accounts'
import { isActive } from './account-secrets'
import {
  activateWithCode,
  activateWithLink,
  issueActivationCodes,
  issueActivationMail,
  requestPasswordReset,
  resetPasswordWithLink,
} from './activation'
import type { RuleContext } from './context'

const m = serverMessages.activation
const DAY = 24 * 60 * 60_000

/** The link in a received mail's text (quoted-printable undone). */
function linkIn(raw: string, page: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')
  const found = new RegExp(`/${page}=([A-Za-z0-9_-]{43})`).exec(text)
  if (!found) throw new Error(`geen link naar ${page} in de mail`)
  return found[1]!
}

async function refusal(work: Promise<unknown>): Promise<ApiError> {
  try {
    await work
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('niet geweigerd')
}

describe('activation and reset, with mail through a real SMTP server', () => {
  // Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
  for (const kind of ['memory'] as const) {
    describe(kind, () => {
      let t: Target
      let smtp: Awaited<ReturnType<typeof startSmtp>>
      let now = new Date('2026-11-02T08:00:00.000Z')
      const ctxAs = async (userId: string | null): Promise<RuleContext> => ({
        services: t.services,
        user: userId ? await t.store.run((tx) => tx.users.get(userId)) : null,
        tokenHash: null,
        address: '10.0.0.9',
        now,
      })
      const send = async () => {
        const sender = createMailSender(
          t.services,
          smtpTransport(smtp.url, 'x-week@school.nl', 'school.nl'),
        )
        const result = await sender.runOnce()
        await sender.stop()
        return result
      }
      const refusedEntries = async () =>
        (await t.store.run((tx) => tx.listAudit({ action: 'token.refused', limit: 100 }))).length

      beforeAll(async () => {
        t = await openTarget(kind, {
          mailDelivery: true,
          appUrl: 'https://xweek.school.nl',
        })
        t.services.now = () => now
        smtp = await startSmtp()
      })
      afterAll(async () => {
        await smtp.stop()
        await t.close()
      })

      it('3 added students get 3 activation mails; a link activates and logs in once', async () => {
        smtp.received.length = 0
        const admin = await ctxAs('u-admin')
        const added: { user_id: string }[] = []
        for (const n of ['700001', '700002', '700003']) {
          const profile = await addAccount(admin, {
            role: 'student',
            email: `${n}@student.scalda.nl`,
            first_name: `Student ${n}`,
            number: n,
          })
          // users/add (and so the class-list import) writes the activation mail with the account.
          added.push(profile)
        }
        expect(await send()).toMatchObject({ sent: 3 })
        expect(smtp.received.map((r) => r.to[0]).sort()).toEqual([
          '700001@student.scalda.nl',
          '700002@student.scalda.nl',
          '700003@student.scalda.nl',
        ])
        const mail = smtp.received.find((r) => r.to[0] === '700001@student.scalda.nl')!
        expect(mail.raw).toContain('7 dagen')
        const token = linkIn(mail.raw, 'account-activeren#token')

        // A weak password is refused and the link stays good.
        const weak = await refusal(
          activateWithLink(await ctxAs(null), { token, password: 'welkom' }),
        )
        expect(weak.status).toBe(400)
        const done = await activateWithLink(await ctxAs(null), { token, password: 'paardenbloem' })
        expect(done.user?._id).toBe(added[0]!.user_id)
        expect((await t.call('GET', 'users', { token: done.token })).status).toBe(200)
        expect(await t.login('700001', 'paardenbloem')).toBeTruthy()
        expect(isActive((await t.store.run((tx) => tx.users.get(added[0]!.user_id)))!)).toBe(true)

        const before = await refusedEntries()
        // Each from an address of its own: a refusal is a Logboek entry once per address and
        // hour (issue 43).
        const again = await refusal(
          activateWithLink(
            { ...(await ctxAs(null)), address: '10.0.1.1' },
            { token, password: 'een-ander-wachtwoord' },
          ),
        )
        expect(again).toMatchObject({ status: 400, message: m.linkUsed })
        const altered = await refusal(
          activateWithLink(
            { ...(await ctxAs(null)), address: '10.0.1.2' },
            {
              token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
              password: 'een-ander-wachtwoord',
            },
          ),
        )
        expect(altered).toMatchObject({ status: 400, message: m.linkUnknown })
        expect(await refusedEntries()).toBe(before + 2)
        // The refusals changed nothing: the password set first still logs in.
        expect(await t.login('700001', 'paardenbloem')).toBeTruthy()
      })

      it('an activation link older than 7 days is refused; a new one replaces the old', async () => {
        smtp.received.length = 0
        const admin = await ctxAs('u-admin')
        const profile = await addAccount(admin, {
          role: 'student',
          email: '700010@student.scalda.nl',
          number: '700010',
        })
        const issue = () =>
          t.store.transaction(async (tx) =>
            issueActivationMail(tx, admin, (await tx.users.get(profile.user_id))!, profile),
          )
        const mails = [await issue(), await issue()]
        await send()
        // The first mail's link was replaced before it went: it is not sent at all (issue 43: a
        // link exists only in the message handed to SMTP), and says why in the outbox.
        const [first, second] = mails.map((mail) =>
          smtp.received.find((r) => r.messageId === `<${mail._id}@school.nl>`),
        )
        expect(first).toBeUndefined()
        expect(await t.store.run((tx) => tx.outbox.get(mails[0]!._id))).toMatchObject({
          state: 'failed',
          last_error: serverMessages.mail.linkGone,
        })
        const token = linkIn(second!.raw, 'account-activeren#token')
        const start = now
        now = new Date(start.getTime() + 7 * DAY + 1)
        expect(
          await refusal(activateWithLink(await ctxAs(null), { token, password: 'paardenbloem' })),
        ).toMatchObject({ message: m.linkExpired })
        now = start
        expect(
          (await activateWithLink(await ctxAs(null), { token, password: 'paardenbloem' })).token,
        ).toBeTruthy()
        // An active account gets no activation mail.
        await expect(issue()).rejects.toMatchObject({ status: 409, message: m.alreadyActive })
      })

      it('a reset mail sets a new password; the old session is refused; same answer for nobody', async () => {
        smtp.received.length = 0
        const old = await t.login('654321')
        const anon = await ctxAs(null)
        const known = await requestPasswordReset(anon, { login: '654321' })
        const unknown = await requestPasswordReset(anon, { login: '999999' })
        expect(unknown).toEqual(known)
        await send()
        expect(smtp.received.map((r) => r.to[0])).toEqual(['654321@student.scalda.nl'])
        const token = linkIn(smtp.received[0]!.raw, 'account-activeren#reset')
        // A reset link is no activation link.
        expect(
          await refusal(activateWithLink(anon, { token, password: 'paardenbloem' })),
        ).toMatchObject({ message: m.linkUnknown })
        const done = await resetPasswordWithLink(anon, { token, password: 'zonnebloemveld' })
        expect(done.message).toBe(m.passwordReset)
        expect((await t.call('GET', 'users', { token: old })).status).toBe(401)
        expect((await t.call('GET', 'users', { token: done.token })).status).toBe(200)
        expect(await t.login('654321', 'zonnebloemveld')).toBeTruthy()
        expect(
          await refusal(resetPasswordWithLink(anon, { token, password: 'nog-een-wachtwoord' })),
        ).toMatchObject({ message: m.linkUsed })
      })

      it('a reset link works one hour', async () => {
        smtp.received.length = 0
        await requestPasswordReset(await ctxAs(null), { login: '123456@student.scalda.nl' })
        await send()
        // (The owner notice of the reset before goes too: issue 43.)
        const mail = smtp.received.find((r) => r.subject.startsWith('Nieuw wachtwoord'))!
        const token = linkIn(mail.raw, 'account-activeren#reset')
        const start = now
        now = new Date(start.getTime() + 60 * 60_000)
        expect(
          await refusal(
            resetPasswordWithLink(await ctxAs(null), { token, password: 'paardenbloem' }),
          ),
        ).toMatchObject({ message: m.linkExpired })
        now = start
      })

      it('a printed code activates with the student number, once; wrong codes are refused', async () => {
        const admin = await ctxAs('u-admin')
        const profile = await addAccount(admin, {
          role: 'student',
          email: '700020@student.scalda.nl',
          number: '700020',
          first_name: 'Code',
          last_name: 'Student',
        })
        const [letter] = await issueActivationCodes(admin, [profile.user_id])
        expect(letter).toMatchObject({ number: '700020', name: 'Code Student' })
        expect(letter!.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{5}-[${CODE_ALPHABET}]{5}$`))
        expect(Date.parse(letter!.expires_at) - now.getTime()).toBe(14 * DAY)
        // Only staff make codes.
        const student = await ctxAs('u-sanne')
        expect(await refusal(issueActivationCodes(student, [profile.user_id]))).toMatchObject({
          status: 403,
        })

        const anon = await ctxAs(null)
        const wrong = letter!.code.startsWith('A')
          ? 'C' + letter!.code.slice(1)
          : 'A' + letter!.code.slice(1)
        for (const attempt of [
          { number: '700020', code: wrong },
          { number: '700021', code: letter!.code },
        ])
          expect(
            await refusal(activateWithCode(anon, { ...attempt, password: 'paardenbloem' })),
          ).toMatchObject({ status: 400, message: m.codeWrong })
        // Typed in lower case without the dash: the same code.
        const typed = letter!.code.replace('-', ' ').toLowerCase()
        const done = await activateWithCode(anon, {
          number: '700020',
          code: typed,
          password: 'paardenbloem',
        })
        expect(done.user?._id).toBe(profile.user_id)
        expect(
          await refusal(
            activateWithCode(anon, {
              number: '700020',
              code: letter!.code,
              password: 'x'.repeat(12),
            }),
          ),
        ).toMatchObject({ message: m.codeWrong })
      })
    })
  }
})
