import { LINK_PLACEHOLDER } from '~contract/schemas/activation'
import type { OutboxRow, Tx } from '../store/store'
import { renderMail, type MailData, type MailKind } from './templates'

/** The Dutch names of the outbox's states (the Beheer page E-mail). */
export const MAIL_STATE_LABELS = {
  pending: 'Wachtend',
  sent: 'Verzonden',
  failed: 'Mislukt',
  held: 'Niet verzonden: geen SMTP ingesteld',
} as const
export type MailState = keyof typeof MAIL_STATE_LABELS

/**
 * What the outbox keeps where a mail's secret link goes (issue 43: admins read the outbox, and a
 * live activation or reset link there made them its account's owner). Only the message handed to
 * SMTP carries the link, made at that moment (server/mail/sender.ts).
 */
export { LINK_PLACEHOLDER }

/** A stored mail with its link in place of the placeholder: the message SMTP gets. */
export const withLink = <M extends { text: string; html: string }>(mail: M, link: string): M => ({
  ...mail,
  text: mail.text.replaceAll(LINK_PLACEHOLDER, link),
  html: mail.html.replaceAll(LINK_PLACEHOLDER, link.replaceAll('&', '&amp;')),
})

export type MailOrder<K extends MailKind> = {
  /** The mail's id when it was made before (a link mail's token is named after it). */
  id?: string
  to: string
  /** The account the mail is about (its audit entry when sent). */
  userId: string | null
  kind: K
  data: MailData[K]
}

/**
 * Writes a mail to the outbox in `tx`, the transaction of the change that causes it: the mail
 * exists exactly when the change does. Without SMTP (`delivery` false) it is held for the admins
 * to read and never sent later (an old activation link would arrive long after its time).
 */
export async function enqueueMail<K extends MailKind>(
  tx: Tx,
  at: { now: Date; delivery: boolean },
  order: MailOrder<K>,
): Promise<OutboxRow> {
  const mail = await renderMail(order.kind, order.data)
  return tx.insertMail({
    _id: order.id ?? tx.newId('m-'),
    recipient: order.to,
    user_id: order.userId,
    kind: order.kind,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    state: at.delivery ? 'pending' : 'held',
    next_attempt_at: at.now.toISOString(),
    created_at: at.now.toISOString(),
  })
}
