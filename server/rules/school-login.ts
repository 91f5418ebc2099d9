import { ApiError } from '../errors'
import { serverMessages } from '../messages'
import type { ProviderIdentity } from '../oidc/client'
import { refusedSecret } from './address-limits'
import { TOKEN_LIFETIME_MS } from '../security/account-tokens'
import { hashToken, newToken } from '../security/tokens'
import type { UserRow } from '../store/store'
import { newTokenRow } from './account-secrets'
import { audit, transaction, type RuleContext } from './context'
import { checkLoginCode, secondFactorRequired } from './second-factor'
import { openSession, sessionUserOf } from './sessions'

/** The cookie that carries a new session's token to the one call that hands it to the app. */
export const HANDOFF_COOKIE = 'xweek_school_login'
export const HANDOFF_PATH = '/api/users/school_login'
/** A handoff that waits for the app's code step carries this before its token. */
const PENDING_PREFIX = 'code.'
/** How long the handoff cookie lives: a session's token is collected at once; a code takes longer. */
export const handoffSeconds = (value: string) =>
  value.startsWith(PENDING_PREFIX) ? TOKEN_LIFETIME_MS['school-login'] / 1000 : 2 * 60

/**
 * The `amr` values (RFC 8176) that say the provider asked more than a password: its own 'mfa',
 * or a second method it names.
 */
const MULTI_FACTOR = ['mfa', 'otp', 'hwk', 'swk', 'sms', 'tel', 'fpt', 'face', 'iris', 'pop', 'sc']

/** GET users/login_options: the school-account button's label, when it is configured. */
export const loginOptions = (ctx: RuleContext) => {
  const label = ctx.services.settings.oidcLabel
  return { school_account: label ? { label } : null }
}

/**
 * POST users/school_login: the session the callback opened, handed to the app once (its token
 * came in the httpOnly cookie that only this call receives). Unknown or ended: 401. A sign-in
 * that waits for the second factor (OIDC_SECOND_FACTOR=app) answers 401 with `second_factor:
 * true` until the code comes, as the password login does: the same code step, the same checks
 * and counter (second-factor.ts); then the session opens. `done` says whether the cookie goes.
 */
export async function collectSchoolSession(
  ctx: RuleContext,
  cookie: string | undefined,
  code: string | undefined,
): Promise<{ token: string; user: Awaited<ReturnType<typeof sessionUserOf>> }> {
  if (cookie?.startsWith(PENDING_PREFIX)) return finishWithCode(ctx, cookie, code)
  const found = cookie
    ? await ctx.services.store.run(async (tx) => tx.sessionWithUser(await hashToken(cookie)))
    : null
  if (!cookie || !found || found.session.expires_at <= ctx.now.toISOString())
    throw new ApiError(401, serverMessages.session.schoolLoginMissing)
  return { token: cookie, user: await sessionUserOf(ctx, found.user) }
}

/** Whether the cookie of a refused collect stays for another try (a code still to come). */
export const keepsHandoff = (error: unknown) =>
  error instanceof ApiError && (error.fields.second_factor === true || error.status === 429)

async function finishWithCode(ctx: RuleContext, cookie: string, code: string | undefined) {
  const row = await ctx.services.store.run(async (tx) =>
    tx.accountTokenByHash(await hashToken(cookie.slice(PENDING_PREFIX.length))),
  )
  const live =
    row && row.kind === 'school-login' && !row.used_at && row.expires_at > ctx.now.toISOString()
  const user = live ? await ctx.services.store.run((tx) => tx.users.get(row.user_id)) : null
  if (!row || !user) throw new ApiError(401, serverMessages.session.schoolLoginMissing)
  await checkLoginCode(ctx, user, code)
  const token = await transaction(ctx, async (tx) => {
    if (!(await tx.consumeAccountToken(row._id, ctx.now.toISOString())))
      throw new ApiError(401, serverMessages.session.schoolLoginMissing)
    return openSession(tx, ctx, user._id)
  })
  return { token, user: await sessionUserOf(ctx, user) }
}

/** Why a sign-in with the school's account was refused; the app says each in Dutch. */
export type SchoolLoginRefusal =
  'niet-bevestigd' | 'onbekend' | 'mislukt' | 'ander-account' | 'andere-organisatie' | 'geen-mfa'

/**
 * The person the provider vouches for. Their school account (issuer, subject) once bound is the
 * way in; before that they are matched on their verified e-mail address against the existing
 * accounts only (login id or the profile's address: no account is ever made here), and the
 * match binds it. An account bound to another subject of this provider is refused, and so is
 * a person of another organisation than OIDC_TENANT. A match gets a session of the server's own,
 * as with a password; an account with a second factor (or whose role REQUIRE_2FA covers) first
 * passes it: the app's code step (`pending`), or the provider's MFA (`amr`).
 */
export async function signInWithSchoolAccount(
  ctx: RuleContext,
  identity: ProviderIdentity,
): Promise<{ token: string } | { pending: string } | { refused: SchoolLoginRefusal }> {
  const { oidcTenant, oidcSecondFactor } = ctx.services.settings
  const who = { subject: identity.subject, email: identity.email }
  if (oidcTenant && identity.tenant !== oidcTenant)
    return refuseSchoolLogin(ctx, 'andere-organisatie', { ...who, tenant: identity.tenant })
  const found = await ctx.services.store.run(async (tx) => {
    const bound = await tx.schoolAccountOf(identity.issuer, identity.subject)
    if (bound) return { user: await tx.users.get(bound.user_id), bound: true }
    if (!identity.email || !identity.verified) return null
    // An address, never a student number: userByLogin matches those too.
    const email = identity.email
    return { user: email.includes('@') ? await tx.userByLogin(email) : null, bound: false }
  })
  if (!found) return refuseSchoolLogin(ctx, 'niet-bevestigd', { subject: identity.subject })
  const user = found.user
  if (!user) return refuseSchoolLogin(ctx, 'onbekend', { email: identity.email })
  const factor = await ctx.services.store.run((tx) => tx.secondFactors.get(user._id))
  const needsSecond =
    Boolean(factor?.confirmed_at) || secondFactorRequired(ctx.services.settings, user.role)
  if (
    oidcSecondFactor === 'provider' &&
    needsSecond &&
    !identity.amr.some((method) => MULTI_FACTOR.includes(method))
  )
    return refuseSchoolLogin(ctx, 'geen-mfa', { ...who, amr: identity.amr.join(' ') })
  const waitsForCode = oidcSecondFactor === 'app' && Boolean(factor?.confirmed_at)
  const result = await transaction(ctx, async (tx) => {
    if (!found.bound) {
      // Bound at the first match; an account already bound to another subject is not taken over.
      if (await tx.schoolAccountOfUser(user._id, identity.issuer)) return null
      await tx.bindSchoolAccount({
        issuer: identity.issuer,
        subject: identity.subject,
        user_id: user._id,
        created_at: ctx.now.toISOString(),
      })
    }
    await audit(tx, { ...ctx, user }, signInEntry(ctx, user, identity, found.bound, waitsForCode))
    if (!waitsForCode) return { token: await openSession(tx, ctx, user._id) }
    const pending = newToken()
    await tx.deleteAccountTokens(user._id, ['school-login'])
    await newTokenRow(tx, ctx, user, 'school-login', await hashToken(pending))
    return { pending: PENDING_PREFIX + pending }
  })
  return result ?? refuseSchoolLogin(ctx, 'ander-account', who)
}

function signInEntry(
  ctx: RuleContext,
  user: UserRow,
  identity: ProviderIdentity,
  bound: boolean,
  waitsForCode: boolean,
) {
  return {
    action: 'login.school-account' as const,
    recordType: 'login',
    recordId: user._id,
    after: {
      login_id: user.login_id,
      email: identity.email,
      address: ctx.address,
      ...(bound ? {} : { bound: identity.subject }),
      ...(waitsForCode ? { second_factor: 'waits for code' } : {}),
    },
  }
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
