import { enqueueMail } from '../mail/outbox'
import { addressPrefix } from '../security/address-key'
import { deviceCookieAfterLogin, trustedDevice } from '../security/device-cookie'
import type { UserRow } from '../store/store'
import { mailAddress, mailAt, nameOf } from './account-mail'
import { admitAttempt } from './address-limits'
import { audit, transaction, type RuleContext } from './context'

/**
 * Which counter a password login is taken from (OWASP's device cookies,
 * server/security/device-cookie.ts):
 * - with a valid device cookie for the account: that device's own counter, so whoever guesses
 *   at the account never holds its owner back, and the address's limit does not apply;
 * - without one: the account's shared ('untrusted') counter, and past the address's limit the
 *   attempt is refused before its hash: a right and a wrong password get the same 429.
 */
/**
 * The counter's key for a typed id: the id itself (trimmed, lower case), never its account, so the
 * counter does not tell whether a student number and an e-mail address are one account (issue 43).
 */
export const loginCounterKey = (kind: string, typed: string) =>
  `${kind}:${typed.trim().toLowerCase()}`

export async function admitLogin(
  ctx: RuleContext,
  user: UserRow | null,
  loginId: string,
  deviceCookie: string | undefined,
) {
  const device = user
    ? await trustedDevice(ctx.services.deviceKey, deviceCookie, user._id, ctx.now)
    : null
  const key = device ? `device:${user!._id}:${device}` : loginCounterKey('id', loginId)
  const untrusted = user && !device
  const attempt = await admitAttempt(ctx, key, {
    trusted: device !== null,
    kind: 'login',
    onAttempt: untrusted ? (attempt) => noticeAttack(ctx, user, attempt.attempts) : undefined,
  })
  return { key, attempt }
}

/** The device cookie to set after a good login of `user` (the same device renewed, or a new one). */
export const deviceCookieFor = (ctx: RuleContext, user: UserRow, cookie: string | undefined) =>
  deviceCookieAfterLogin(ctx.services.deviceKey, cookie, user._id, ctx.now)

/**
 * A sustained attack on one account: its shared counter has seen three windows' worth of
 * attempts. Its owner gets a mail (at most one a day) and staff a Logboek entry and a log line.
 */
async function noticeAttack(ctx: RuleContext, user: UserRow, attempts: number) {
  const { loginThrottle, settings, log } = ctx.services
  if (attempts !== settings.loginThrottle.perAccount * 3) return
  if ((await loginThrottle.tally('day', `attack:${user._id}`)) !== 1) return
  const prefix = addressPrefix(ctx.address)
  log.warn({ account: user._id, prefix }, 'aanhoudende inlogpogingen op één account')
  await transaction(ctx, async (tx) => {
    const profile = await tx.profileOfUser(user._id)
    const to = mailAddress(user, profile)
    const mail = to
      ? await enqueueMail(tx, mailAt(ctx), {
          to,
          userId: user._id,
          kind: 'login-attack',
          data: { name: nameOf(profile), link: settings.appUrl },
        })
      : null
    await audit(tx, ctx, {
      action: 'login.attack',
      recordType: 'user',
      recordId: user._id,
      after: { login_id: user.login_id, prefix, attempts, mail: mail?._id ?? null },
    })
  })
}
