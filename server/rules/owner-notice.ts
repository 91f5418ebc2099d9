import { formatSchoolTime } from '~domain/window'
import { enqueueMail } from '../mail/outbox'
import type { OwnerNotice } from '../mail/templates'
import type { Tx, UserRow } from '../store/store'
import { mailAddress, mailAt, nameOf } from './account-mail'
import type { RuleContext } from './context'

export type { OwnerNotice }

/**
 * The one home of the mail that tells an account's owner what happened to their way in (issue
 * 43): after a password change, a reset, an activation with a printed code, a change of the
 * second factor. In `tx`, the transaction of the change: the mail exists exactly when the change
 * does. An account without an address gets none (there is nobody to tell by mail).
 */
export async function notifyOwner(
  tx: Tx,
  ctx: RuleContext,
  user: UserRow,
  notice: OwnerNotice,
): Promise<void> {
  const profile = await tx.profileOfUser(user._id)
  const to = mailAddress(user, profile)
  if (!to) return
  await enqueueMail(tx, mailAt(ctx), {
    to,
    userId: user._id,
    kind: 'account-notice',
    data: {
      name: nameOf(profile),
      notice,
      at: `op ${formatSchoolTime(ctx.now.toISOString())}`,
      link: ctx.services.settings.appUrl,
    },
  })
}
