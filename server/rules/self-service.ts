import { refuse } from '../errors'
import { serverMessages } from '../messages'
import type { OutboxRow } from '../store/store'
import { mailAddress } from './account-mail'
import { isActive } from './account-secrets'
import { admitAttempt, admitMailRequest } from './address-limits'
import { activateWithCode, issueActivationMail, requestPasswordReset } from './activation'
import { audit, transaction, type RuleContext } from './context'
import { listOutbox } from './outbox'
import { loginCounterKey } from './login-guard'

/**
 * The public calls that send mail or try a code (server/security/login-throttle.ts). Their
 * answers do not tell whether an account exists.
 * - forgot_password and activation_link count every request on the address's mail counter
 *   (MAIL_LIMIT_PER_ADDRESS), never on the failures that the login's address limit counts; each
 *   account gets at most 3 such mails an hour and 10 a day, and no reset mail while its last
 *   reset link is still valid. The answer is the same neutral text either way.
 * - activate_code counts per student number like a login per account; only a wrong code counts
 *   against the address (a school's activation day never stops on its successes).
 */

/** POST users/forgot_password: a reset mail to the account's address, if there is one. */
export async function forgotPassword(ctx: RuleContext, body: { email: string }) {
  await admitMailRequest(ctx)
  return requestPasswordReset(ctx, { login: body.email })
}

/**
 * POST users/activation_link: the owner of an account asks a new link (theirs expired or was
 * used). Not yet active: a new activation mail; active: a reset mail. The same answer always.
 */
export async function requestActivationLink(ctx: RuleContext, body: { login: string }) {
  await admitMailRequest(ctx)
  const login = body.login.trim()
  const found = await ctx.services.store.run(async (tx) => {
    const user = await tx.userByLogin(login.toLowerCase())
    return user ? { user, profile: await tx.profileOfUser(user._id) } : null
  })
  const sendable =
    found && !isActive(found.user) && mailAddress(found.user, found.profile)
      ? await ctx.services.loginThrottle.mailTo(`user:${found.user._id}`)
      : false
  if (found && isActive(found.user)) await requestPasswordReset(ctx, { login })
  else if (found && sendable)
    await transaction(ctx, (tx) => issueActivationMail(tx, ctx, found.user, found.profile))
  else
    await transaction(ctx, (tx) =>
      audit(tx, ctx, {
        action: 'account.reset-requested',
        recordType: 'login',
        recordId: found?.user._id ?? null,
        after: { login: login.slice(0, 254), sent: false },
      }),
    )
  return { message: serverMessages.activation.linkRequested }
}

/** POST users/activate_code: throttled per student number, as a login is per account. */
export async function activateWithCodeThrottled(
  ctx: RuleContext,
  body: { number: string; code: string; password: string },
) {
  const key = loginCounterKey('code', body.number)
  await admitAttempt(ctx, key, { kind: 'links', words: serverMessages.activation.throttled })
  const done = await activateWithCode(ctx, body)
  await ctx.services.loginThrottle.succeeded(key)
  return done
}

/** A mail as the Beheer page E-mail shows it: no HTML (its text says the same). */
export const shownMail = (m: OutboxRow) => ({
  _id: m._id,
  recipient: m.recipient,
  kind: m.kind,
  subject: m.subject,
  text: m.text,
  state: m.state,
  attempts: m.attempts,
  last_error: m.last_error,
  created_at: m.created_at,
  sent_at: m.sent_at,
})

/** GET mail: one page of the outbox, newest first. */
export async function outboxPage(
  ctx: RuleContext,
  query: { state?: string; limit?: number; before_at?: string; before_id?: string },
) {
  if ((query.before_at === undefined) !== (query.before_id === undefined))
    refuse(400, serverMessages.request.invalid('before_at en before_id horen bij elkaar'))
  const page = await listOutbox(ctx, {
    state: query.state,
    limit: query.limit,
    before:
      query.before_at && query.before_id
        ? { created_at: query.before_at, _id: query.before_id }
        : undefined,
  })
  return { mails: page.mails.map(shownMail), next: page.next }
}
