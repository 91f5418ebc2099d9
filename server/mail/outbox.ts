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

export type MailOrder<K extends MailKind> = {
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
    _id: tx.newId('m-'),
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
