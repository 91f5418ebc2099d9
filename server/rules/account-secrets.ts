import { refuse } from '../errors'
import { serverMessages } from '../messages'
import { TOKEN_LIFETIME_MS, type AccountTokenKind } from '../security/account-tokens'
import { NO_PASSWORD } from '../security/passwords'
import { hashToken } from '../security/tokens'
import type { Services } from '../services'
import type { AccountTokenRow, Tx, UserRow } from '../store/store'
import { refuseWeakPassword } from './password-rule'
export { mailAddress, mailAt, nameOf } from './mail-to'
import { audit, transaction, type RuleContext } from './context'
import { openSession, publicUser } from './sessions'

/**
 * An account's secrets (activation and reset links, printed codes): made, checked and used up,
 * for the activation and password-reset rules (activation.ts). A refused one is an audit entry.
 */

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString()
const m = serverMessages.activation

/** An account is active once it has a password of its own. */
export const isActive = (user: UserRow) => user.password_hash !== NO_PASSWORD

/**
 * The page a link opens (`/account-activeren`, `#token=` to activate, `#reset=` for a new
 * password); the token goes in the fragment, which no server or log sees.
 */
export const pageLink = (ctx: RuleContext, key: 'token' | 'reset', token: string) =>
  `${ctx.services.settings.appUrl.replace(/\/$/, '')}/account-activeren#${key}=${token}`

export async function newTokenRow(
  tx: Tx,
  ctx: RuleContext,
  user: UserRow,
  kind: AccountTokenKind,
  hash: string,
): Promise<AccountTokenRow> {
  const row: AccountTokenRow = {
    _id: tx.newId('t-'),
    user_id: user._id,
    kind,
    token_hash: hash,
    created_at: ctx.now.toISOString(),
    expires_at: plus(ctx.now, TOKEN_LIFETIME_MS[kind]),
    used_at: null,
  }
  await tx.insertAccountToken(row)
  return row
}

type Refusal = 'unknown' | 'used' | 'expired' | 'wrong-kind' | 'wrong-code'

/** A refused secret: an audit entry (what, never the secret), then the Dutch refusal. */
export async function refuseToken(
  ctx: RuleContext,
  kind: AccountTokenKind,
  reason: Refusal,
  row: AccountTokenRow | null,
  message: string,
): Promise<never> {
  await transaction(ctx, (tx) =>
    audit(tx, ctx, {
      action: 'token.refused',
      recordType: 'login',
      recordId: row?.user_id ?? null,
      after: { kind, reason, token: row?._id ?? null },
    }),
  )
  return refuse(400, message)
}

/** The link's token row, if it is a live one of this kind; otherwise the refusal. */
export async function liveLinkToken(ctx: RuleContext, kind: 'activation' | 'reset', token: string) {
  const row = await ctx.services.store.run(async (tx) =>
    tx.accountTokenByHash(await hashToken(token)),
  )
  if (!row || row.kind !== kind)
    return refuseToken(ctx, kind, row ? 'wrong-kind' : 'unknown', null, m.linkUnknown)
  if (row.used_at) return refuseToken(ctx, kind, 'used', row, m.linkUsed)
  if (row.expires_at <= ctx.now.toISOString())
    return refuseToken(ctx, kind, 'expired', row, m.linkExpired)
  return row
}

/**
 * Sets the password of the token's account and logs it in, in one transaction with using up the
 * token (of two requests with one token, one wins): every other session of the account ends.
 */
export async function setPasswordWith(
  ctx: RuleContext,
  row: AccountTokenRow,
  password: string,
  action: 'account.activate' | 'account.reset-password',
) {
  const user =
    (await ctx.services.store.run((tx) => tx.userById(row.user_id))) ?? refuse(400, m.linkUnknown)
  await refuseWeakPassword(password, user.login_id)
  const passwordHash = await ctx.services.passwords.hash(password)
  const won = await transaction(ctx, async (tx) => {
    if (!(await tx.consumeAccountToken(row._id, ctx.now.toISOString()))) return false
    await tx.updateUser(user._id, { password_hash: passwordHash })
    // A new password ends every way in that came before it.
    await tx.deleteAccountTokens(user._id, ['activation', 'code', 'reset'])
    await tx.deleteSessionsOfUser(user._id)
    const entry = { recordType: 'user', recordId: user._id, after: { token: row._id } }
    if (action === 'account.activate')
      await audit(tx, ctx, { action: 'account.activate', ...entry })
    else await audit(tx, ctx, { action: 'account.reset-password', ...entry })
    // A link from the mailbox is one factor: who has a second one logs in with it (issue 25).
    if ((await tx.secondFactorOf(user._id))?.confirmed_at) return { session: null }
    return { session: await openSession(tx, ctx, user._id) }
  })
  if (!won) return refuseToken(ctx, row.kind as AccountTokenKind, 'used', row, m.linkUsed)
  if (!won.session) return { message: m.logInWithCode }
  return { token: won.session, user: publicUser(user) }
}

/** The daily clean-up: secrets past their end. */
export function removeExpiredAccountTokens(services: Services) {
  return services.store.run((tx) =>
    tx.deleteAccountTokensExpiredBefore(services.now().toISOString()),
  )
}
