import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail } from '../mail/outbox'
import { createMailSender } from '../mail/sender'
import { startSmtp } from '../mail/test-smtp'
import { smtpTransport } from '../mail/transport'
import { serverMessages } from '../messages'
import { openTarget, type Target } from '../test/harness'
import type { RuleContext } from './context'
import { listOutbox, retryMail } from './outbox'

describe('the outbox for admins: list, and send a failed mail again', () => {
  // Memory only: the outbox's list and retry rules; the claim on SQL (SKIP LOCKED) is mail.test.ts.
  for (const kind of ['memory'] as const) {
    describe(kind, () => {
      let t: Target
      const reject = ['weg@school.nl']
      let smtp: Awaited<ReturnType<typeof startSmtp>>
      const ctxAs = async (id: string): Promise<RuleContext> => ({
        services: t.services,
        user: await t.store.run((tx) => tx.users.get(id)),
        tokenHash: null,
        address: 'test',
        now: t.services.now(),
      })
      beforeAll(async () => {
        t = await openTarget(kind, { mailDelivery: true })
        smtp = await startSmtp({ reject })
      })
      afterAll(async () => {
        await smtp.stop()
        await t.close()
      })

      it('a bounced mail is listed as failed; Opnieuw versturen sends it once the address works', async () => {
        const mail = await t.store.transaction((tx) =>
          enqueueMail(
            tx,
            { now: t.services.now(), delivery: true },
            {
              to: 'weg@school.nl',
              userId: null,
              kind: 'waiting-list',
              data: { name: 'Daan', excursion: 'Parijs', link: 'https://x/' },
            },
          ),
        )
        const sender = createMailSender(t.services, smtpTransport(smtp.url, 'x@school.nl', 'x'))
        expect(await sender.runOnce()).toMatchObject({ failed: 1 })
        const admin = await ctxAs('u-admin')
        const failed = await listOutbox(admin, { state: 'failed' })
        expect(failed.mails.map((m) => m._id)).toContain(mail._id)
        expect(failed.mails.find((m) => m._id === mail._id)!.last_error).toMatch(/^550/)

        await expect(retryMail(await ctxAs('u-docent'), mail._id)).rejects.toMatchObject({
          status: 403,
        })
        reject.length = 0
        expect(await retryMail(admin, mail._id)).toMatchObject({ state: 'pending', attempts: 0 })
        expect(await sender.runOnce()).toMatchObject({ sent: 1 })
        expect(smtp.received.map((r) => r.to[0])).toEqual(['weg@school.nl'])
        await expect(retryMail(admin, mail._id)).rejects.toMatchObject({
          status: 409,
          message: serverMessages.mail.notFailed,
        })
        await sender.stop()
      })

      it('a mail held without SMTP is never sent later: Opnieuw versturen refuses it, also once SMTP is set', async () => {
        const held = await t.store.transaction((tx) =>
          enqueueMail(
            tx,
            { now: t.services.now(), delivery: false },
            {
              to: 'daan@school.nl',
              userId: null,
              kind: 'waiting-list',
              data: { name: 'Daan', excursion: 'Parijs', link: 'https://x/' },
            },
          ),
        )
        expect(held.state).toBe('held')
        // This target has SMTP (mailDelivery): the mail was held before it was set.
        await expect(retryMail(await ctxAs('u-admin'), held._id)).rejects.toMatchObject({
          status: 409,
          message: serverMessages.mail.heldNeverSent,
        })
        const still = await t.store.run((tx) => tx.outbox.get(held._id))
        expect(still).toMatchObject({ state: 'held', attempts: 0 })
      })

      it('pages through the outbox newest first, without gaps, where mails share a moment', async () => {
        // Seven mails: three at one moment, four at another (keyset on created_at, then id).
        for (const [i, at] of ['2026-01-02', '2026-01-02', '2026-01-02', '2026-01-03'].entries())
          await t.store.transaction(async (tx) => {
            for (let n = 0; n < (i === 3 ? 4 : 1); n++)
              await enqueueMail(
                tx,
                { now: new Date(`${at}T10:00:00.000Z`), delivery: true },
                {
                  to: `p${i}${n}@school.nl`,
                  userId: null,
                  kind: 'waiting-list',
                  data: { name: 'Daan', excursion: 'Parijs', link: 'https://x/' },
                },
              )
          })
        const admin = await ctxAs('u-admin')
        const all = (await listOutbox(admin, { state: 'pending', limit: 500 })).mails
        const seen: string[] = []
        let before: { created_at: string; _id: string } | undefined
        for (let page = 0; page < 10; page++) {
          const answer = await listOutbox(admin, { state: 'pending', limit: 2, before })
          seen.push(...answer.mails.map((m) => m._id))
          if (!answer.next) break
          before = answer.next
        }
        expect(all.length).toBeGreaterThanOrEqual(7)
        expect(seen).toEqual(all.map((m) => m._id))
        const keys = all.map((m) => `${m.created_at} ${m._id}`)
        expect(keys).toEqual([...keys].sort().reverse())
      })
    })
  }
})
