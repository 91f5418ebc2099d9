import { freshLinkFor, LINK_MAILS } from '../rules/account-secrets'
import { audit, type RuleContext } from '../rules/context'
import { serverMessages } from '../messages'
import { withLink } from './outbox'
import type { Services } from '../services'
import type { OutboxRow } from '../store/store'
import type { MailTransport } from './transport'

/** The waits after a failed attempt: about 1 min, 5 min, 30 min, 2 h; the fifth failure is final. */
export const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const
export const MAX_ATTEMPTS = RETRY_AFTER_MS.length + 1

/** A taken mail is another sender's again after this long (its sender died mid-way). */
export const LEASE_MS = 10 * 60_000

export type SenderOptions = {
  /** Mails taken per round. */
  batch?: number
  /** The pause between rounds when the outbox had nothing due. */
  intervalMs?: number
}

export type RoundResult = { sent: number; retried: number; failed: number }

/** The SMTP server's answer to a failed attempt, as it said it (or the connection's error). */
function answerOf(error: unknown): { text: string; permanent: boolean } {
  const e = error as { response?: unknown; responseCode?: unknown; message?: unknown }
  const code = typeof e.responseCode === 'number' ? e.responseCode : null
  const text = String(e.response ?? e.message ?? error).slice(0, 1000)
  // 5xx: the server refuses for good (no such mailbox, rejected); 4xx and lost connections pass.
  return { text, permanent: code !== null && code >= 500 && code < 600 }
}

/**
 * Delivers the outbox: takes the mails that are due (each taken by one sender only, also with
 * several server instances on one PostgreSQL), sends each, and marks it sent (with an audit
 * entry), or tries again later, or marks it failed with the SMTP server's answer. The clock is
 * the services' (tests move it).
 */
export function createMailSender(
  services: Services,
  transport: MailTransport,
  options: SenderOptions = {},
) {
  const batch = options.batch ?? 20
  const intervalMs = options.intervalMs ?? 15_000
  const context = (now: Date): RuleContext => ({
    services,
    user: null,
    tokenHash: null,
    address: 'server',
    now,
  })

  /**
   * A link mail gets its link now (a new secret for its token, issue 43: the outbox keeps a
   * placeholder); null when its link is no longer valid, and then it is not sent.
   */
  async function message(mail: OutboxRow): Promise<OutboxRow | null> {
    if (!Object.hasOwn(LINK_MAILS, mail.kind)) return mail
    const link = await services.store.transaction((tx) =>
      freshLinkFor(tx, context(services.now()), mail),
    )
    return link === null ? null : withLink(mail, link)
  }

  /** A link mail whose link went: failed for good, with why, and nothing sent. */
  async function drop(mail: OutboxRow): Promise<'failed'> {
    const now = services.now()
    await services.store.transaction(async (tx) => {
      await tx.outbox.update(mail._id, {
        state: 'failed',
        last_error: serverMessages.mail.linkGone,
        next_attempt_at: now.toISOString(),
      })
      await audit(tx, context(now), {
        action: 'mail.failed',
        recordType: 'mail',
        recordId: mail._id,
        after: { recipient: mail.recipient, subject: mail.subject, error: 'link' },
      })
    })
    return 'failed'
  }

  async function deliver(mail: OutboxRow): Promise<keyof RoundResult> {
    const outgoing = await message(mail)
    if (!outgoing) return drop(mail)
    let failure: { text: string; permanent: boolean } | null = null
    try {
      await transport.send({
        id: mail._id,
        to: mail.recipient,
        subject: mail.subject,
        text: outgoing.text,
        html: outgoing.html,
      })
    } catch (error) {
      failure = answerOf(error)
    }
    const now = services.now()
    const ctx = context(now)
    return services.store.transaction(async (tx) => {
      if (!failure) {
        await tx.outbox.update(mail._id, { state: 'sent', sent_at: now.toISOString() })
        await audit(tx, ctx, {
          action: 'mail.sent',
          recordType: 'mail',
          recordId: mail._id,
          after: {
            recipient: mail.recipient,
            subject: mail.subject,
            kind: mail.kind,
            user_id: mail.user_id,
          },
        })
        return 'sent'
      }
      const final = failure.permanent || mail.attempts >= MAX_ATTEMPTS
      await tx.outbox.update(mail._id, {
        state: final ? 'failed' : 'pending',
        last_error: failure.text,
        next_attempt_at: final
          ? now.toISOString()
          : new Date(now.getTime() + RETRY_AFTER_MS[mail.attempts - 1]!).toISOString(),
      })
      if (final)
        await audit(tx, ctx, {
          action: 'mail.failed',
          recordType: 'mail',
          recordId: mail._id,
          after: { recipient: mail.recipient, subject: mail.subject, error: failure.text },
        })
      return final ? 'failed' : 'retried'
    })
  }

  /** One round: every due mail, a batch at a time, until none is due. */
  async function runOnce(): Promise<RoundResult> {
    const result: RoundResult = { sent: 0, retried: 0, failed: 0 }
    for (;;) {
      const now = services.now()
      const claimed = await services.store.transaction((tx) =>
        tx.claimDueMails(
          now.toISOString(),
          new Date(now.getTime() + LEASE_MS).toISOString(),
          batch,
        ),
      )
      if (!claimed.length) return result
      for (const mail of claimed) result[await deliver(mail)] += 1
    }
  }

  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<unknown> = Promise.resolve()
  let stopped = true

  const loop = () => {
    running = runOnce()
      .catch((error: unknown) =>
        services.log.error({ err: String(error) }, 'e-mail versturen mislukt'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs)
      })
  }

  return {
    runOnce,
    /** Sends now and then every `intervalMs`. */
    start() {
      if (!stopped) return
      stopped = false
      loop()
    },
    /** Stops after the round in progress (no mail is left half-marked). */
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
      transport.close()
    },
  }
}

export type MailSender = ReturnType<typeof createMailSender>
