import { refuse, throttled } from '../errors'
import { serverMessages } from '../messages'
import { verifyOnce } from '../security/passwords'
import { hashToken, newToken } from '../security/tokens'
import type { Services } from '../services'
import type { RunOptions, Tx, UserRow } from '../store/store'
import Bowser from 'bowser'
import { audit, caller, transaction, type RuleContext } from './context'
import { failedAttempt } from './address-limits'
import { admitLogin, deviceCookieFor } from './login-guard'
import { checkLoginCode, mustEnrol } from './second-factor'

/** A user as the API answers it (SPEC §3 Auth): never the password hash. */
export const publicUser = (u: UserRow) => ({ _id: u._id, role: u.role, login_id: u.login_id })

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString()

/** A session is extended when it was last extended over a minute ago (one write a minute at most). */
const EXTEND_AFTER_MS = 60_000

/**
 * The caller behind an `Authorization: Bearer …` header: null without a header, 'invalid' for a
 * token that is unknown, revoked or expired (401 on every call, also the public ones).
 */
export async function authenticate(
  services: Services,
  header: string | undefined,
  /** `first`: a poll's look-up, before a rush's writes (issue 39). */
  options: RunOptions = {},
): Promise<{ user: UserRow; tokenHash: string } | null | 'invalid'> {
  if (!header) return null
  const token = /^Bearer (\S+)$/.exec(header)?.[1]
  if (!token) return 'invalid'
  const tokenHash = await hashToken(token)
  // This session's own extension, if one is on its way: its next request sees it.
  await extending.get(services)?.get(tokenHash)
  const now = services.now()
  const found = await services.store.run(async (tx) => {
    const { session, user } = (await tx.sessionWithUser(tokenHash)) ?? {}
    if (!session || !user || session.expires_at <= now.toISOString()) return null
    // The absolute lifetime: however much it is used, a session ends SESSION_MAX_DAYS after login.
    const endOfLife = Date.parse(session.created_at) + services.settings.sessionMaxMs
    if (endOfLife <= now.getTime()) return null
    // Sliding expiry: in use, the session lives on (never past its end of life).
    const ttl = services.settings.sessionTtlMs
    const lastUsed = session.last_used_at ? Date.parse(session.last_used_at) : 0
    if (now.getTime() - lastUsed >= EXTEND_AFTER_MS) {
      const extension = {
        expires_at: new Date(Math.min(now.getTime() + ttl, endOfLife)).toISOString(),
        last_used_at: now.toISOString(),
      }
      // A poll does not wait for its session's extension (issue 39): a write, with a commit to
      // wait for, in the first lane of every student's poll once a minute queued the polls.
      if (options.first) return { user, extension }
      await tx.sessions.update(tokenHash, extension)
    }
    return { user }
  }, options)
  if (found?.extension) extendAfter(services, tokenHash, found.extension)
  return found ? { user: found.user, tokenHash } : 'invalid'
}

/** The extensions on their way, per app and session: the session's next request waits for its own. */
const extending = new WeakMap<Services, Map<string, Promise<void>>>()

/**
 * A poll's session extended after its answer, in the writes' lane. Not written (the database
 * busy or gone): the session lives to its old expiry, and the next request extends it. The
 * session's next request on this instance waits for it (a request right after a poll would
 * otherwise read the old expiry).
 */
function extendAfter(
  services: Services,
  tokenHash: string,
  extension: { expires_at: string; last_used_at: string },
) {
  let pending = extending.get(services)
  if (!pending) extending.set(services, (pending = new Map()))
  const write: Promise<void> = services.store
    .run((tx) => tx.sessions.update(tokenHash, extension))
    .catch(() => undefined)
    .finally(() => {
      if (pending.get(tokenHash) === write) pending.delete(tokenHash)
    })
  pending.set(tokenHash, write)
}

/**
 * POST users/login, throttled per account (or device) and per address (login-guard.ts,
 * server/security/login-throttle.ts). Without a device cookie the counter is the typed id's
 * (loginCounterKey: never resolved to its account, so it does not tell which ids are one account). The attempt is taken from the counter before the password is checked (atomic:
 * parallel guesses cannot pass the limit), and the check waits its turn among the address's.
 * A good login answers `device`: the device cookie to set.
 *
 * Every attempt costs exactly one password verify: against a dummy hash when the id has no
 * account or its account is not yet active (issue 43: the same time and answer as a wrong one).
 */
export async function login(
  ctx: RuleContext,
  input: { login_id: string; password: string; code?: string },
  userAgent = '',
  deviceCookie?: string,
) {
  const { store, passwords, loginThrottle } = ctx.services
  const loginId = input.login_id.trim().toLowerCase()
  const user = await store.run((tx) => tx.userByLogin(loginId))
  const { key, attempt } = await admitLogin(ctx, user, loginId, deviceCookie)

  const valid = await loginThrottle.inTurn(ctx.address, async () =>
    verifyOnce(passwords, input.password, user?.password_hash),
  )
  if (!user || !valid) {
    const addressWait = await failedAttempt(ctx, attempt.first, 'login')
    await transaction(ctx, async (tx) => {
      // Which account was tried, from where; never the password, and never an id typed for no
      // account (it may be a password typed into the wrong field).
      await audit(tx, ctx, {
        action: 'login.failed',
        recordType: 'login',
        recordId: user?._id ?? null,
        after: user ? { login_id: user.login_id, address: ctx.address } : { address: ctx.address },
      })
    })
    if (addressWait) throttled(addressWait)
    return refuse(401, serverMessages.session.wrongLogin)
  }
  // Staff with a second factor: the code too, on the same counter (never cleared before it).
  await checkLoginCode(ctx, user, input.code)
  await loginThrottle.succeeded(key)

  const rehash = passwords.needsRehash(user.password_hash)
    ? await passwords.hash(input.password)
    : null
  const token = await transaction(ctx, async (tx) => {
    if (rehash) await tx.users.update(user._id, { password_hash: rehash })
    return openSession(tx, ctx, user._id, deviceName(userAgent))
  })
  return {
    token,
    user: await sessionUserOf(ctx, user),
    device: await deviceCookieFor(ctx, user, deviceCookie),
  }
}

/** The session's user, with whether REQUIRE_2FA still asks them to set up a second factor. */
export async function sessionUserOf(ctx: RuleContext, user: UserRow) {
  const setup = await ctx.services.store.run((tx) => mustEnrol(tx, ctx.services.settings, user))
  return setup ? { ...publicUser(user), second_factor_setup: true } : publicUser(user)
}

/** 'Firefox 133 op Windows': what the account page shows of a session's User-Agent. */
export function deviceName(userAgent: string): string {
  if (!userAgent) return ''
  const parsed = Bowser.parse(userAgent.slice(0, 512))
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ')
  const system = parsed.os.name ?? ''
  return (browser && system ? `${browser} op ${system}` : browser || system).slice(0, 100)
}

/** GET users/sessions: the caller's sessions that have not ended, this one marked. */
/**
 * A session as the account page names it: derived from its token's hash, so the list shows no
 * key of the sessions table and an id says nothing about the token.
 */
const sessionId = async (tokenHash: string) =>
  (await hashToken(`session:${tokenHash}`)).slice(0, 32)

export async function ownSessions(ctx: RuleContext) {
  const user = caller(ctx)
  const now = ctx.now.getTime()
  const max = ctx.services.settings.sessionMaxMs
  const rows = await ctx.services.store.run((tx) => tx.sessionsOfUser(user._id))
  return Promise.all(
    rows
      .filter((r) => Date.parse(r.expires_at) > now && Date.parse(r.created_at) + max > now)
      .map(async (r) => ({
        id: await sessionId(r.token_hash),
        created_at: r.created_at,
        last_used_at: r.last_used_at,
        device: r.device,
        current: r.token_hash === ctx.tokenHash,
      })),
  )
}

/** POST users/logout/session: one other session of the caller's own ends (issue 25). */
export async function logoutSession(ctx: RuleContext, body: { id: string }) {
  const user = caller(ctx)
  await transaction(ctx, async (tx) => {
    // Only the caller's own sessions are searched: another's id is unknown here (404).
    let found: { token_hash: string; device: string } | null = null
    for (const row of await tx.sessionsOfUser(user._id))
      if ((await sessionId(row.token_hash)) === body.id) found = row
    if (!found) return refuse(404, serverMessages.session.sessionUnknown)
    if (found.token_hash === ctx.tokenHash)
      return refuse(400, serverMessages.session.sessionIsCurrent)
    await tx.sessions.delete(found.token_hash)
    await audit(tx, ctx, {
      action: 'session.logout-one',
      recordType: 'user',
      recordId: user._id,
      after: { device: found.device },
    })
  })
  return { message: serverMessages.session.sessionEnded }
}

/** POST users/logout/others ('Overal uitloggen'): every other session of the caller ends. */
export async function logoutOthers(ctx: RuleContext) {
  const user = caller(ctx)
  const ended = await transaction(ctx, async (tx) => {
    const others = (await tx.sessionsOfUser(user._id)).filter(
      (r) => r.token_hash !== ctx.tokenHash,
    ).length
    await tx.deleteSessionsOfUser(user._id, ctx.tokenHash ?? undefined)
    await audit(tx, ctx, {
      action: 'session.logout-others',
      recordType: 'user',
      recordId: user._id,
      after: { ended: others },
    })
    return others
  })
  return { message: serverMessages.session.othersLoggedOut(ended), ended }
}

/** A new session of the server's own for a user (password or school account): its token. */
export async function openSession(
  tx: Tx,
  ctx: RuleContext,
  userId: string,
  /** What the account page's session list shows (deviceName). */
  device = '',
): Promise<string> {
  const token = newToken()
  const { sessionTtlMs, sessionMaxMs } = ctx.services.settings
  await tx.sessions.insert({
    token_hash: await hashToken(token),
    user_id: userId,
    created_at: ctx.now.toISOString(),
    expires_at: plus(ctx.now, Math.min(sessionTtlMs, sessionMaxMs)),
    last_used_at: ctx.now.toISOString(),
    device,
  })
  return token
}

/** POST users/logout: the token is revoked. */
export async function logout(ctx: RuleContext) {
  const tokenHash = ctx.tokenHash
  if (tokenHash) await ctx.services.store.run((tx) => tx.sessions.delete(tokenHash))
  return { message: serverMessages.session.loggedOut }
}

/** The daily clean-up: sessions past their end, throttle counters past their window. */
export async function removeExpiredSessions(services: Services) {
  const now = services.now()
  const sessions = await services.store.run((tx) =>
    tx.deleteSessionsExpiredBefore(now.toISOString()),
  )
  return { sessions, loginThrottle: (await services.loginThrottle.removeExpired?.()) ?? 0 }
}
