import { refuse, throttled } from '../errors'
import { serverMessages } from '../messages'
import type { UserRow } from '../store/store'
import { audit, transaction, type RuleContext } from './context'

/**
 * One's own password changes only with the current one (issue 25: an unlocked classroom PC). A
 * guess is throttled like a login, on the account's own counter.
 */
export async function checkCurrentPassword(
  ctx: RuleContext,
  user: UserRow,
  current: string | undefined,
) {
  if (!current) return refuse(400, serverMessages.accounts.currentPasswordRequired)
  const { loginThrottle, passwords } = ctx.services
  const account = `user:${user._id}`
  const attempt = await loginThrottle.take(account)
  if (attempt.wait) throttled(attempt.wait)
  if (!(await passwords.verify(current, user.password_hash))) {
    await transaction(ctx, (tx) =>
      audit(tx, ctx, { action: 'account.password-wrong', recordType: 'user', recordId: user._id }),
    )
    refuse(400, serverMessages.accounts.currentPasswordWrong)
  }
  await loginThrottle.succeeded(account)
}
