import { refuse, throttled } from '../errors'
import { serverMessages } from '../messages'
import { TOKEN_LIFETIME_MS, newLinkToken, type AccountTokenKind } from '../security/account-tokens'
import { NO_PASSWORD } from '../security/passwords'
import { hashToken } from '../security/tokens'
import type { Services } from '../services'
import type { AccountTokenRow, OutboxRow, Tx, UserRow } from '../store/store'
import { refuseWeakPassword } from './password-rule'
import { refusedSecret } from './address-limits'
import { audit, transaction, type RuleContext } from './context'
import { notifyOwner } from './owner-notices'
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
 * password; `/toestemming#token=` for a parent's consent); the token goes in the fragment, which
 * no server or log sees.
 */
export const pageLink = (
  ctx: RuleContext,
  key: 'token' | 'reset',
  token: string,
  page = 'account-activeren',
) => `${ctx.services.settings.appUrl.replace(/\/$/, '')}/${page}#${key}=${token}`

export type LinkKind = 'activation' | 'reset' | 'consent'

/**
 * The mails that carry a secret link, with the token kind behind the link and the page's key. The
 * outbox keeps such a mail with LINK_PLACEHOLDER where the link goes (issue 43: staff read the
 * outbox); the sender puts a fresh link in only as it hands the mail to SMTP (`freshLinkFor`).
 */
export const LINK_MAILS: Readonly<
  Record<string, { token: LinkKind; key: 'token' | 'reset'; page?: string }>
> = {
  activation: { token: 'activation', key: 'token' },
  reset: { token: 'reset', key: 'reset' },
  consent: { token: 'consent', key: 'token', page: 'toestemming' },
}

/** The token behind a link mail: its id is the mail's (one pair, made in one transaction). */
export const linkTokenId = (mailId: string) => `t-${mailId}`

/**
 * At delivery (server/mail/sender.ts), in its transaction: a new secret for the token made with a
 * link mail, and the link that carries it. The token keeps its end; the mail's earlier secret was
 * never kept. Null when that token was used, expired or replaced by a newer one (a new token
 * replaces the account's earlier ones of its kind): the mail is not sent.
 */
export async function freshLinkFor(
  tx: Tx,
  ctx: RuleContext,
  mail: Pick<OutboxRow, '_id' | 'kind'>,
): Promise<string | null> {
  const link = Object.hasOwn(LINK_MAILS, mail.kind) ? LINK_MAILS[mail.kind] : undefined
  if (!link) return null
  const { token, hash } = await newLinkToken()
  const rekeyed = await tx.rekeyAccountToken(linkTokenId(mail._id), hash, ctx.now.toISOString())
  return rekeyed ? pageLink(ctx, link.key, token, link.page) : null
}

/**
 * In `tx`: the token of a link mail about to be written with id `mailId`, replacing the account's
 * earlier ones of its kind. Its secret is thrown away at once: the outbox shows a placeholder, and
 * the sender makes a new secret at delivery (`freshLinkFor`).
 */
export async function newLinkTokenRow(
  tx: Tx,
  ctx: RuleContext,
  user: UserRow,
  kind: 'activation' | 'reset',
  mailId: string,
): Promise<AccountTokenRow> {
  await tx.deleteAccountTokens(user._id, [kind])
  return newTokenRow(tx, ctx, user, kind, (await newLinkToken()).hash, linkTokenId(mailId))
}

export async function newTokenRow(
  tx: Tx,
  ctx: RuleContext,
  user: UserRow,
  kind: AccountTokenKind,
  hash: string,
  id = tx.newId('t-'),
): Promise<AccountTokenRow> {
  const row: AccountTokenRow = {
    _id: id,
    user_id: user._id,
    kind,
    token_hash: hash,
    created_at: ctx.now.toISOString(),
    expires_at: plus(ctx.now, TOKEN_LIFETIME_MS[kind]),
    used_at: null,
  }
  await tx.accountTokens.insert(row)
  return row
}

type Refusal = 'unknown' | 'used' | 'expired' | 'wrong-kind' | 'wrong-code'

/**
 * A refused secret: a failure of the sender's address (past its limit a 429), an audit entry
 * (what, never the secret) for the address's first of the hour and its 10th, 100th… with the
 * count (address-limits.ts), then the Dutch refusal.
 */
export async function refuseToken(
  ctx: RuleContext,
  kind: AccountTokenKind,
  reason: Refusal,
  row: AccountTokenRow | null,
  message: string,
): Promise<never> {
  const refused = await refusedSecret(ctx)
  if (refused.logged)
    await transaction(ctx, (tx) =>
      audit(tx, ctx, {
        action: 'token.refused',
        recordType: 'login',
        recordId: row?.user_id ?? null,
        after: { kind, reason, token: row?._id ?? null, this_hour: refused.count },
      }),
    )
  if (refused.wait) throttled(refused.wait, m.throttled)
  return refuse(400, message)
}

type LinkState =
  | { row: AccountTokenRow; refusal: null }
  | { row: AccountTokenRow | null; refusal: Refusal; message: string }

/** What a link's token is: a live one of this kind, or why not (one rule for its check and use). */
export async function linkState(
  ctx: RuleContext,
  kind: LinkKind,
  token: string,
): Promise<LinkState> {
  const row = await ctx.services.store.run(async (tx) =>
    tx.accountTokenByHash(await hashToken(token)),
  )
  if (!row || row.kind !== kind)
    return { row: null, refusal: row ? 'wrong-kind' : 'unknown', message: m.linkUnknown }
  if (row.used_at) return { row, refusal: 'used', message: m.linkUsed }
  if (row.expires_at <= ctx.now.toISOString())
    return { row, refusal: 'expired', message: m.linkExpired }
  return { row, refusal: null }
}

/** The link's token row, if it is a live one of this kind; otherwise the refusal. */
export async function liveLinkToken(ctx: RuleContext, kind: 'activation' | 'reset', token: string) {
  const state = await linkState(ctx, kind, token)
  if (state.refusal === null) return state.row
  return refuseToken(ctx, kind, state.refusal, state.row, state.message)
}

/**
 * POST users/check_link: whether a link still works, said on opening its page (issue 42), not
 * after the password was typed twice. Nothing is used up and nothing is logged: the use itself
 * refuses (with its audit entry) as before. The token is 256 random bits: no guessing to throttle.
 */
export async function checkLink(
  ctx: RuleContext,
  input: { token: string; kind: 'activation' | 'reset' },
) {
  const state = await linkState(ctx, input.kind, input.token)
  return state.refusal === null ? { live: true } : { live: false, message: state.message }
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
    (await ctx.services.store.run((tx) => tx.users.get(row.user_id))) ?? refuse(400, m.linkUnknown)
  await refuseWeakPassword(password, user.login_id)
  const passwordHash = await ctx.services.passwords.hash(password)
  const won = await transaction(ctx, async (tx) => {
    if (!(await tx.consumeAccountToken(row._id, ctx.now.toISOString()))) return false
    await tx.users.update(user._id, { password_hash: passwordHash })
    // A new password ends every way in that came before it.
    await tx.deleteAccountTokens(user._id, ['activation', 'code', 'reset'])
    await tx.deleteSessionsOfUser(user._id)
    const entry = { recordType: 'user', recordId: user._id, after: { token: row._id } }
    if (action === 'account.activate')
      await audit(tx, ctx, { action: 'account.activate', ...entry })
    else await audit(tx, ctx, { action: 'account.reset-password', ...entry })
    // The owner hears of a way in they may not have used themselves (issue 43); a mailed
    // activation link came from their own mailbox.
    if (row.kind === 'reset') await notifyOwner(tx, ctx, user, 'password-reset')
    if (row.kind === 'code') await notifyOwner(tx, ctx, user, 'code-activation')
    // A link from the mailbox is one factor: who has a second one logs in with it (issue 25).
    if ((await tx.secondFactors.get(user._id))?.confirmed_at) return { session: null }
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
