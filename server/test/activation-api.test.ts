import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordMessages } from '../../domain/passwords'
import { LINK_PLACEHOLDER } from '../mail/outbox'
import { createMailSender } from '../mail/sender'
import { startSmtp } from '../mail/test-smtp'
import { smtpTransport } from '../mail/transport'
import { serverMessages } from '../messages'
import { openTarget, targetKinds, type Target } from './harness'

const m = serverMessages.activation
const DAY = 24 * 60 * 60_000

/** The token of the link to `page` in a received mail (quoted-printable undone). */
function linkIn(raw: string, page: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')
  const found = new RegExp(`/${page}=([A-Za-z0-9_-]{43})`).exec(text)
  if (!found) throw new Error(`geen link naar ${page} in de mail`)
  return found[1]!
}

/** The calls of issue 24 over HTTP, on memory and PostgreSQL, with mail through a real SMTP server. */
describe('activation, reset and the outbox through the API', () => {
  // Memory and PostgreSQL: the refused links and mails are counted in the throttle table there (pg-throttle.ts), per address.
  for (const kind of targetKinds().filter((k) => k !== 'pglite')) {
    describe(kind, () => {
      let t: Target
      let smtp: Awaited<ReturnType<typeof startSmtp>>
      let admin: string
      let now = Date.parse('2026-11-02T08:00:00.000Z')
      const send = async () => {
        const sender = createMailSender(
          t.services,
          smtpTransport(smtp.url, 'x-week@school.nl', 'school.nl'),
        )
        const result = await sender.runOnce()
        await sender.stop()
        return result
      }
      const received = (to: string) => smtp.received.filter((r) => r.to[0] === to)
      /** users/check_link: what the link's page says on opening (issue 42), using nothing up. */
      const check = async (token: string, kind: 'activation' | 'reset' = 'activation') => {
        const answer = await t.call('POST', 'users/check_link', { body: { token, kind } })
        expect(answer.status).toBe(200)
        return answer.json
      }
      const refusedEntries = async () =>
        (await t.call('GET', 'audit', { token: admin, query: { action: 'token.refused' } })).json
          .entries.length
      const addStudent = (number: string) =>
        t.call('POST', 'users/add', {
          token: admin,
          body: {
            role: 'student',
            first_name: `Student`,
            last_name: number,
            email: `${number}@student.scalda.nl`,
            number,
            grade: '1A',
            hours: 20,
          },
        })

      beforeAll(async () => {
        t = await openTarget(kind, { mailDelivery: true, appUrl: 'https://xweek.school.nl' })
        t.services.now = () => new Date(now)
        smtp = await startSmtp({ reject: ['weg@student.scalda.nl'] })
        admin = await t.login('admin@scalda.nl')
      })
      afterAll(async () => {
        await smtp.stop()
        await t.close()
      })

      it('an import of 3 students sends 3 activation mails; a link activates once, then logged in', async () => {
        smtp.received.length = 0
        for (const n of ['810001', '810002', '810003'])
          expect((await addStudent(n)).status).toBe(200)
        expect(await send()).toMatchObject({ sent: 3, failed: 0 })
        expect(smtp.received.map((r) => r.to[0]).sort()).toEqual([
          '810001@student.scalda.nl',
          '810002@student.scalda.nl',
          '810003@student.scalda.nl',
        ])
        const token = linkIn(
          received('810001@student.scalda.nl')[0]!.raw,
          'account-activeren#token',
        )

        // Checking it, as its page does on opening, uses nothing up and logs nothing.
        const refusedBefore = await refusedEntries()
        expect(await check(token)).toEqual({ live: true })
        expect(await check(token)).toEqual({ live: true })
        expect(await refusedEntries()).toBe(refusedBefore)

        // The password rule, from domain/passwords.ts, in Dutch; the link stays good.
        const weak = await t.call('POST', 'users/activate', {
          body: { token, password: '810001@student.scalda.nl' },
        })
        expect(weak).toMatchObject({ status: 400, json: { message: passwordMessages.isLogin } })
        const done = await t.call('POST', 'users/activate', {
          body: { token, password: 'zonnebloemveld' },
        })
        expect(done).toMatchObject({ status: 200, json: { message: m.activated } })
        expect((await t.call('GET', 'users', { token: done.json.token })).status).toBe(200)
        expect(await t.login('810001', 'zonnebloemveld')).toBeTruthy()

        // A used link is said at once, with the words its use answers.
        expect(await check(token)).toEqual({ live: false, message: m.linkUsed })
        const before = await refusedEntries()
        const again = await t.call('POST', 'users/activate', {
          body: { token, password: 'nog-een-wachtwoord' },
        })
        expect(again).toMatchObject({ status: 400, json: { message: m.linkUsed } })
        expect(again.json.token).toBeUndefined()
        expect(await refusedEntries()).toBe(before + 1)
        const users = (await t.call('GET', 'users/all', { token: admin })).json as {
          login_id: string
          active: boolean
        }[]
        expect(users.find((u) => u.login_id === '810001@student.scalda.nl')?.active).toBe(true)
        expect(users.find((u) => u.login_id === '810002@student.scalda.nl')?.active).toBe(false)
      })

      it('a guessed, altered or expired link gets a Dutch message and an audit entry, never a session', async () => {
        smtp.received.length = 0
        expect((await addStudent('810010')).status).toBe(200)
        await send()
        const token = linkIn(
          received('810010@student.scalda.nl')[0]!.raw,
          'account-activeren#token',
        )
        t.throttle()
        const before = await refusedEntries()
        const tries = [
          ['A'.repeat(43), m.linkUnknown],
          [token.slice(0, -2) + (token.endsWith('xx') ? 'yy' : 'xx'), m.linkUnknown],
        ] as const
        // Each from an address of its own: a refusal is a Logboek entry once per address and
        // hour (issue 43), and each of these is its address's first.
        const from = (i: number) => ({ 'X-Forwarded-For': `192.0.2.${i}` })
        for (const [i, [guess, message]] of tries.entries()) {
          const answer = await t.call('POST', 'users/activate', {
            body: { token: guess, password: 'zonnebloemveld' },
            headers: from(i),
          })
          expect(answer).toMatchObject({ status: 400, json: { message } })
          expect(answer.json.token).toBeUndefined()
        }
        // A reset link is no activation link (and the other way round).
        const crossed = await t.call('POST', 'users/reset_password', {
          body: { token, password: 'zonnebloemveld' },
          headers: from(2),
        })
        expect(crossed).toMatchObject({ status: 400, json: { message: m.linkUnknown } })
        expect(await check('A'.repeat(43))).toEqual({ live: false, message: m.linkUnknown })
        expect(await check(token, 'reset')).toEqual({ live: false, message: m.linkUnknown })
        now += 8 * DAY
        expect(await check(token)).toEqual({ live: false, message: m.linkExpired })
        const late = await t.call('POST', 'users/activate', {
          body: { token, password: 'zonnebloemveld' },
          headers: from(3),
        })
        expect(late).toMatchObject({ status: 400, json: { message: m.linkExpired } })
        // The admin's session ended with the days that passed.
        admin = await t.login('admin@scalda.nl')
        // The demo backend knows one address only ('demo'): one entry for its hour there.
        expect(await refusedEntries()).toBe(before + (kind === 'memory' ? 1 : 4))

        // A new link, asked by the student: a fresh mail that works.
        smtp.received.length = 0
        const asked = await t.call('POST', 'users/activation_link', { body: { login: '810010' } })
        const nobody = await t.call('POST', 'users/activation_link', { body: { login: '899999' } })
        expect(asked).toMatchObject({ status: 200, json: { message: m.linkRequested } })
        expect({ status: nobody.status, json: nobody.json }).toEqual({
          status: asked.status,
          json: asked.json,
        })
        await send()
        expect(smtp.received).toHaveLength(1)
        const fresh = linkIn(smtp.received[0]!.raw, 'account-activeren#token')
        expect(
          (
            await t.call('POST', 'users/activate', {
              body: { token: fresh, password: 'zonnebloemveld' },
            })
          ).status,
        ).toBe(200)
      })

      it('a reset mail’s link sets a new password; the old session is then refused', async () => {
        smtp.received.length = 0
        const old = await t.login('654321')
        const answer = await t.call('POST', 'users/forgot_password', { body: { email: '654321' } })
        expect(answer).toMatchObject({
          status: 200,
          json: { message: serverMessages.accounts.mailSent },
        })
        await send()
        const token = linkIn(
          received('654321@student.scalda.nl')[0]!.raw,
          'account-activeren#reset',
        )
        expect(await check(token, 'reset')).toEqual({ live: true })
        const done = await t.call('POST', 'users/reset_password', {
          body: { token, password: 'regenboogvis' },
        })
        expect(done).toMatchObject({ status: 200, json: { message: m.passwordReset } })
        expect((await t.call('GET', 'users', { token: old })).status).toBe(401)
        expect((await t.call('GET', 'users', { token: done.json.token })).status).toBe(200)
        await expect(t.login('654321')).rejects.toThrow(/401/)
        expect(await t.login('654321', 'regenboogvis')).toBeTruthy()
        expect(await check(token, 'reset')).toEqual({ live: false, message: m.linkUsed })
        const again = await t.call('POST', 'users/reset_password', {
          body: { token, password: 'regenboogvis2' },
        })
        expect(again).toMatchObject({ status: 400, json: { message: m.linkUsed } })
      })

      it('printed codes: staff get a code per student; number and code activate once', async () => {
        expect((await addStudent('810020')).status).toBe(200)
        const users = (await t.call('GET', 'users/all', { token: admin })).json as {
          _id: string
          login_id: string
        }[]
        const id = users.find((u) => u.login_id === '810020@student.scalda.nl')!._id
        const teacher = await t.login('docent@scalda.nl')
        const student = await t.login('123456')
        expect(
          (await t.call('POST', 'users/activation/codes', { token: student, body: { ids: [id] } }))
            .status,
        ).toBe(403)
        const codes = await t.call('POST', 'users/activation/codes', {
          token: teacher,
          body: { ids: [id] },
        })
        expect(codes).toMatchObject({
          status: 200,
          json: { app_url: 'https://xweek.school.nl', letters: [{ number: '810020' }] },
        })
        const code = codes.json.letters[0].code as string
        const wrong = await t.call('POST', 'users/activate_code', {
          body: { number: '810020', code: 'AAAA-AAAA-AA', password: 'zonnebloemveld' },
        })
        expect(wrong).toMatchObject({ status: 400, json: { message: m.codeWrong } })
        const done = await t.call('POST', 'users/activate_code', {
          body: { number: '810020', code: code.toLowerCase(), password: 'zonnebloemveld' },
        })
        expect(done).toMatchObject({ status: 200, json: { message: m.activated } })
        const twice = await t.call('POST', 'users/activate_code', {
          body: { number: '810020', code, password: 'zonnebloemveld' },
        })
        expect(twice).toMatchObject({ status: 400, json: { message: m.codeWrong } })
      })

      it('staff resend activation mails; the outbox lists them; a failed mail is sent again', async () => {
        await send()
        smtp.received.length = 0
        expect((await addStudent('810030')).status).toBe(200)
        const bounced = await t.call('POST', 'users/add', {
          token: admin,
          body: {
            role: 'teacher',
            first_name: 'W',
            last_name: 'Eg',
            email: 'weg@student.scalda.nl',
          },
        })
        expect(bounced.status).toBe(200)
        expect(await send()).toMatchObject({ sent: 1, failed: 1 })
        const users = (await t.call('GET', 'users/all', { token: admin })).json as {
          _id: string
          login_id: string
        }[]
        const ids = ['810030@student.scalda.nl', '654321'].map(
          (login) => users.find((u) => u.login_id === login)!._id,
        )
        const resent = await t.call('POST', 'users/activation/resend', {
          token: admin,
          body: { ids },
        })
        // Daan is active: passed over.
        expect(resent).toMatchObject({ status: 200, json: { sent: 1, skipped: 1 } })

        const page = await t.call('GET', 'mail', { token: admin, query: { state: 'failed' } })
        expect(page.status).toBe(200)
        // (The activation mail of 810020, who activated with a code meanwhile, failed too: its
        // link was gone, so nothing was sent.)
        const failed = page.json.mails.find(
          (x: { recipient: string }) => x.recipient === 'weg@student.scalda.nl',
        )
        expect(failed).toMatchObject({ recipient: 'weg@student.scalda.nl', state: 'failed' })
        expect(
          page.json.mails.find(
            (x: { recipient: string }) => x.recipient === '810020@student.scalda.nl',
          ),
        ).toMatchObject({ last_error: serverMessages.mail.linkGone })
        expect(failed.last_error).toMatch(/550|Mailbox/)
        // Staff read no live link (issue 43): the outbox keeps a placeholder.
        expect(failed.text).toContain(LINK_PLACEHOLDER)
        expect(failed.text).not.toContain('#token=')
        const teacher = await t.login('docent@scalda.nl')
        expect((await t.call('GET', 'mail', { token: teacher })).status).toBe(403)
        now += 60_000
        const retried = await t.call('POST', 'mail/retry', {
          token: admin,
          body: { id: failed._id },
        })
        // An activation mail is sent again as a new one, with a new link (the old one's is gone).
        expect(retried).toMatchObject({ status: 200, json: { state: 'pending', attempts: 0 } })
        expect(retried.json._id).not.toBe(failed._id)
        const twice = await t.call('POST', 'mail/retry', { token: admin, body: { id: failed._id } })
        expect(twice).toMatchObject({
          status: 409,
          json: { message: serverMessages.mail.superseded },
        })
        const again = await t.call('POST', 'mail/retry', {
          token: admin,
          body: { id: retried.json._id },
        })
        expect(again).toMatchObject({
          status: 409,
          json: { message: serverMessages.mail.notFailed },
        })
        const sentPage = await t.call('GET', 'mail', { token: admin, query: { limit: '2' } })
        expect(sentPage.json.mails).toHaveLength(2)
        expect(sentPage.json.next).not.toBeNull()
        const rest = await t.call('GET', 'mail', {
          token: admin,
          query: { before_at: sentPage.json.next.created_at, before_id: sentPage.json.next._id },
        })
        expect(rest.json.mails.map((x: { _id: string }) => x._id)).not.toContain(
          sentPage.json.mails[1]._id,
        )
      })

      it('forgot_password and new links count on the mail counter of their address', async () => {
        t.throttle({ mailPerAddress: 2 })
        try {
          const ask = () =>
            t.call('POST', 'users/forgot_password', {
              body: { email: '123456' },
              headers: { 'X-Forwarded-For': '192.0.2.77' },
            })
          expect((await ask()).status).toBe(200)
          expect((await ask()).status).toBe(200)
          const third = await ask()
          expect(third.status).toBe(429)
          expect(third.json.message).toMatch(/^Te veel pogingen\. Probeer het over \d+ minu/)
          expect(third.headers.get('Retry-After')).toMatch(/^\d+$/)
        } finally {
          t.throttle()
        }
      })
    })
  }
})
