import { ApiError } from '../errors'
import { serverMessages } from '../messages'
import type { ProviderIdentity } from '../oidc/client'
import { hashToken } from '../security/tokens'
import { refusedSecret } from './address-limits'
import { audit, transaction, type RuleContext } from './context'
import { openSession, publicUser } from './sessions'

/** The cookie that carries a new session's token to the one call that hands it to the app. */
export const HANDOFF_COOKIE = 'xweek_school_login'
export const HANDOFF_PATH = '/api/users/school_login'

/** GET users/login_options: the school-account button's label, when it is configured. */
export const loginOptions = (ctx: RuleContext) => {
  const label = ctx.services.settings.oidcLabel
  return { school_account: label ? { label } : null }
}

/**
 * POST users/school_login: the session the callback opened, handed to the app once (its token
 * came in the httpOnly cookie that only this call receives). Unknown or ended: 401.
 */
export async function collectSchoolSession(ctx: RuleContext, token: string | undefined) {
  const found = token
    ? await ctx.services.store.run(async (tx) => tx.sessionWithUser(await hashToken(token)))
    : null
  if (!token || !found || found.session.expires_at <= ctx.now.toISOString())
    throw new ApiError(401, serverMessages.session.schoolLoginMissing)
  return { token, user: publicUser(found.user) }
}

/** Why a sign-in with the school's account was refused; the app says each in Dutch. */
export type SchoolLoginRefusal = 'niet-bevestigd' | 'onbekend' | 'mislukt'

/**
 * The person the provider vouches for, matched on their verified e-mail address against the
 * existing accounts only (login id or the profile's address): no account is ever made here.
 * A match gets a session of the server's own, as with a password.
 */
export async function signInWithSchoolAccount(
  ctx: RuleContext,
  identity: ProviderIdentity,
): Promise<
  { token: string; user: ReturnType<typeof publicUser> } | { refused: SchoolLoginRefusal }
> {
  if (!identity.email || !identity.verified)
    return refuseSchoolLogin(ctx, 'niet-bevestigd', { subject: identity.subject })
  const email = identity.email
  // An address, never a student number: userByLogin matches those too.
  const user = email.includes('@')
    ? await ctx.services.store.run((tx) => tx.userByLogin(email))
    : null
  if (!user) return refuseSchoolLogin(ctx, 'onbekend', { email })
  const token = await transaction(ctx, async (tx) => {
    await audit(
      tx,
      { ...ctx, user },
      {
        action: 'login.school-account',
        recordType: 'login',
        recordId: user._id,
        after: { login_id: user.login_id, email, address: ctx.address },
      },
    )
    return openSession(tx, ctx, user._id)
  })
  return { token, user: publicUser(user) }
}

/**
 * A refusal in the audit log: the reason and what the provider said of the person (their
 * address, so staff can see who has no account), never a token or code.
 */
export async function refuseSchoolLogin(
  ctx: RuleContext,
  reason: SchoolLoginRefusal,
  detail: Record<string, string | null> = {},
): Promise<{ refused: SchoolLoginRefusal }> {
  // Counted per address and hour (address-limits.ts): a Logboek entry for the first and the
  // 10th, 100th…, never one each.
  const refused = await refusedSecret(ctx)
  if (refused.logged)
    await transaction(ctx, (tx) =>
      audit(tx, ctx, {
        action: 'login.school-account-refused',
        recordType: 'login',
        after: { reason, ...detail, address: ctx.address, this_hour: refused.count },
      }),
    )
  return { refused: reason }
}
