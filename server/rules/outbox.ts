import { can } from '~domain/access'
import { refuse } from '../errors'
import { serverMessages } from '../messages'
import type { OutboxRow, Tx } from '../store/store'
import { isActive, linkTokenId } from './account-secrets'
import { issueActivationMail } from './activation'
import { audit, caller, transaction, type RuleContext } from './context'

/** The Beheer page E-mail: the outbox, newest first (admins, like the Logboek). */
export async function listOutbox(
  ctx: RuleContext,
  filter: { state?: string; before?: { created_at: string; _id: string }; limit?: number } = {},
) {
  if (!can(caller(ctx), 'audit:read')) refuse(403, serverMessages.session.forbidden)
  const limit = Math.min(Math.max(filter.limit ?? 100, 1), 500)
  const rows = await ctx.services.store.run((tx) =>
    tx.listMails({ state: filter.state, before: filter.before, limit }),
  )
  const last = rows.at(-1)
  return {
    mails: rows,
    next: rows.length === limit && last ? { created_at: last.created_at, _id: last._id } : null,
  }
}

/**
 * 'Opnieuw versturen': a failed mail is due again, with a fresh count of attempts. A mail held
 * without SMTP never is (the outbox promises it is never sent later: an old link would arrive
 * long after its time). A link mail's link is not in the outbox (issue 43): an activation mail is
 * made anew (a new link, replacing the old one; the answer is the new mail), a reset mail is
 * refused (its owner asks a new one).
 */
export async function retryMail(ctx: RuleContext, id: string) {
  if (!can(caller(ctx), 'audit:read')) refuse(403, serverMessages.session.forbidden)
  return transaction(ctx, async (tx) => {
    const mail = (await tx.outbox.get(id)) ?? refuse(404, serverMessages.mail.notFound)
    if (mail.state === 'held') refuse(409, serverMessages.mail.heldNeverSent)
    if (mail.state !== 'failed') refuse(409, serverMessages.mail.notFailed)
    if (!ctx.services.settings.mailDelivery) refuse(409, serverMessages.mail.noSmtp)
    if (mail.kind === 'reset') refuse(409, serverMessages.mail.resetNotResent)
    if (mail.kind === 'activation') return activationAgain(tx, ctx, mail)
    const patch = {
      state: 'pending',
      attempts: 0,
      next_attempt_at: ctx.now.toISOString(),
      last_error: null,
    }
    await tx.outbox.update(id, patch)
    await audit(tx, ctx, {
      action: 'mail.retry',
      recordType: 'mail',
      recordId: id,
      before: { state: mail.state, attempts: mail.attempts, last_error: mail.last_error },
      after: { state: 'pending' },
    })
    return { ...mail, ...patch }
  })
}

/** 'Opnieuw versturen' of an activation mail: a new one with a new link, if still needed. */
async function activationAgain(tx: Tx, ctx: RuleContext, mail: OutboxRow) {
  const user = mail.user_id ? await tx.users.get(mail.user_id) : null
  if (!user) return refuse(404, serverMessages.accounts.notFound)
  if (isActive(user)) return refuse(409, serverMessages.activation.alreadyActive)
  // A newer activation mail replaced this one's link (a new one replaces the earlier ones): that
  // one goes, this one not again.
  const [open] = await tx.openAccountTokens(user._id, 'activation', ctx.now.toISOString())
  if (open && open._id !== linkTokenId(mail._id)) return refuse(409, serverMessages.mail.superseded)
  const fresh = await issueActivationMail(tx, ctx, user, await tx.profileOfUser(user._id))
  await audit(tx, ctx, {
    action: 'mail.retry',
    recordType: 'mail',
    recordId: mail._id,
    before: { state: mail.state, attempts: mail.attempts, last_error: mail.last_error },
    after: { replaced_by: fresh._id },
  })
  return fresh
}
