import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type OpenedDatabase } from '../db/open'
import { servicesFor } from '../host'
import { silentLogger, type Services } from '../services'
import {
  createTestDatabase,
  openTarget,
  targetKinds,
  testConfig,
  type Target,
} from '../test/harness'
import { enqueueMail } from './outbox'
import { createMailSender, MAX_ATTEMPTS, RETRY_AFTER_MS } from './sender'
import { smtpTransport } from './transport'
import { startSmtp } from './test-smtp'

const START = new Date('2026-11-02T08:00:00.000Z')

/** A clock the test moves. */
function clockOn(services: Services) {
  let now = START.getTime()
  services.now = () => new Date(now)
  return { advance: (ms: number) => (now += ms) }
}

async function queue(services: Services, recipients: string[]) {
  return services.store.transaction(async (tx) => {
    const rows = []
    for (const to of recipients)
      rows.push(
        await enqueueMail(
          tx,
          { now: services.now(), delivery: true },
          {
            to,
            userId: null,
            // A mail without a secret link (a link mail gets its link at delivery: below).
            kind: 'waiting-list',
            data: {
              name: 'Daan',
              excursion: 'Kanoën',
              link: 'https://x.school.nl/account',
            },
          },
        ),
      )
    return rows
  })
}

const senderFor = (services: Services, url: string) =>
  createMailSender(services, smtpTransport(url, 'X-Week <x-week@school.nl>', 'school.nl'))

describe('mail through a real SMTP server', () => {
  for (const kind of targetKinds()) {
    describe(kind, () => {
      let t: Target
      let smtp: Awaited<ReturnType<typeof startSmtp>>
      beforeAll(async () => {
        t = await openTarget(kind)
        smtp = await startSmtp({ reject: ['weg@school.nl'] })
      })
      afterAll(async () => {
        await smtp.stop()
        await t.close()
      })

      it('delivers a mail with HTML and text, marks it sent, and logs it', async () => {
        clockOn(t.services)
        smtp.received.length = 0
        const [mail] = await queue(t.services, ['daan@school.nl'])
        const sender = senderFor(t.services, smtp.url)
        expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
        expect(smtp.received).toHaveLength(1)
        const got = smtp.received[0]!
        expect(got.to).toEqual(['daan@school.nl'])
        expect(got.messageId).toBe(`<${mail!._id}@school.nl>`)
        expect(got.raw).toMatch(/Content-Type: text\/plain/)
        expect(got.raw).toMatch(/Content-Type: text\/html/)
        expect(got.raw).not.toMatch(/<img/i)
        const stored = await t.store.run((tx) => tx.outbox.get(mail!._id))
        expect(stored).toMatchObject({ state: 'sent', attempts: 1, sent_at: START.toISOString() })
        const [entry] = await t.store.run((tx) =>
          tx.listAudit({ action: 'mail.sent', recordId: mail!._id, limit: 5 }),
        )
        expect(entry).toMatchObject({ record_type: 'mail', after: { recipient: 'daan@school.nl' } })
        // Nothing left to send.
        expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
        await sender.stop()
      })

      it('a server that is down loses no mail: retried with back-off, each arrives once', async () => {
        const clock = clockOn(t.services)
        smtp.received.length = 0
        await smtp.stop()
        const mails = await queue(t.services, ['a@school.nl', 'b@school.nl', 'c@school.nl'])
        const sender = senderFor(t.services, smtp.url)
        expect(await sender.runOnce()).toEqual({ sent: 0, retried: 3, failed: 0 })
        const waiting = await t.store.run((tx) => tx.outbox.get(mails[0]!._id))
        expect(waiting).toMatchObject({ state: 'pending', attempts: 1 })
        expect(waiting!.last_error).toMatch(/ECONNREFUSED|connect/i)
        expect(Date.parse(waiting!.next_attempt_at) - START.getTime()).toBe(RETRY_AFTER_MS[0])
        // Not due yet: nothing is tried.
        clock.advance(RETRY_AFTER_MS[0] - 1000)
        expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
        await smtp.start()
        clock.advance(1000)
        expect(await sender.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 })
        expect(smtp.received.map((r) => r.to[0]).sort()).toEqual([
          'a@school.nl',
          'b@school.nl',
          'c@school.nl',
        ])
        clock.advance(24 * 60 * 60_000)
        expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
        expect(smtp.received).toHaveLength(3)
        await sender.stop()
      })

      it('gives up after 1 min, 5 min, 30 min and 2 h of waiting: mislukt, with the last answer', async () => {
        const clock = clockOn(t.services)
        await smtp.stop()
        const [mail] = await queue(t.services, ['later@school.nl'])
        const sender = senderFor(t.services, smtp.url)
        const waits: number[] = []
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
          await sender.runOnce()
          const row = (await t.store.run((tx) => tx.outbox.get(mail!._id)))!
          expect(row.attempts).toBe(attempt)
          if (row.state === 'failed') break
          const wait = Date.parse(row.next_attempt_at) - t.services.now().getTime()
          waits.push(wait)
          clock.advance(wait)
        }
        expect(waits).toEqual([...RETRY_AFTER_MS])
        const row = (await t.store.run((tx) => tx.outbox.get(mail!._id)))!
        expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS })
        expect(row.last_error).toMatch(/ECONNREFUSED|connect/i)
        await smtp.start()
        clock.advance(24 * 60 * 60_000)
        expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
        await sender.stop()
      })

      it('a 550 from the SMTP server (no such mailbox) fails at once, with its answer', async () => {
        clockOn(t.services)
        const [mail] = await queue(t.services, ['weg@school.nl'])
        const sender = senderFor(t.services, smtp.url)
        expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 })
        const row = (await t.store.run((tx) => tx.outbox.get(mail!._id)))!
        expect(row).toMatchObject({ state: 'failed', attempts: 1 })
        expect(row.last_error).toMatch(/550.*Mailbox does not exist/)
        const [entry] = await t.store.run((tx) =>
          tx.listAudit({ action: 'mail.failed', recordId: mail!._id, limit: 5 }),
        )
        expect(entry?.after).toMatchObject({ recipient: 'weg@school.nl' })
        await sender.stop()
      })

      it('without SMTP a mail is held in the outbox, never sent later', async () => {
        clockOn(t.services)
        const held = await t.store.transaction((tx) =>
          enqueueMail(
            tx,
            { now: t.services.now(), delivery: false },
            {
              to: 'niemand@school.nl',
              userId: null,
              kind: 'waiting-list',
              data: { name: 'Sanne', excursion: 'Parijs', link: 'https://x/inschrijvingen' },
            },
          ),
        )
        expect(held.state).toBe('held')
        expect(held.text).toContain('Parijs')
        const sender = senderFor(t.services, smtp.url)
        expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
        const listed = await t.store.run((tx) => tx.listMails({ state: 'held', limit: 10 }))
        expect(listed.map((m) => m._id)).toContain(held._id)
        await sender.stop()
      })
    })
  }
})

describe.runIf(inject('postgresUrl'))('two server instances on one PostgreSQL', () => {
  const databases: OpenedDatabase[] = []
  afterAll(async () => {
    for (const d of databases) await d.store.close()
  })

  it('after the SMTP server was down, each mail arrives exactly once', async () => {
    const url = await createTestDatabase('mail_')
    for (let i = 0; i < 2; i++)
      databases.push(
        await openDatabase({ kind: 'postgres', url, poolSize: 5 }, { lockTimeoutMs: 3000 }),
      )
    const [one, two] = databases.map((d) => servicesFor(testConfig(), d, silentLogger))
    const clocks = [clockOn(one!), clockOn(two!)]
    const smtp = await startSmtp({ delayMs: 5 })
    await smtp.stop()
    const recipients = Array.from({ length: 40 }, (_, i) => `s${i}@school.nl`)
    await queue(one!, recipients)
    // Small batches: both senders take turns at the outbox while the other is sending.
    const senders = [one!, two!].map((s) =>
      createMailSender(s, smtpTransport(smtp.url, 'x@school.nl', 'school.nl'), { batch: 3 }),
    )
    const down = await Promise.all(senders.map((s) => s.runOnce()))
    expect(down[0]!.retried + down[1]!.retried).toBe(40)
    await smtp.start()
    for (const c of clocks) c.advance(RETRY_AFTER_MS[0])
    const up = await Promise.all(senders.map((s) => s.runOnce()))
    expect(up[0]!.sent + up[1]!.sent).toBe(40)
    expect(up[0]!.sent).toBeGreaterThan(0)
    expect(up[1]!.sent).toBeGreaterThan(0)
    expect(smtp.received).toHaveLength(40)
    expect(new Set(smtp.received.map((r) => r.messageId)).size).toBe(40)
    expect(smtp.received.map((r) => r.to[0]).sort()).toEqual([...recipients].sort())
    for (const s of senders) await s.stop()
    await smtp.stop()
  })
})
