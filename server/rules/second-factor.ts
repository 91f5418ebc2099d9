import { canManageAccount, type Role } from '~contract/access'
import { ApiError, refuse, throttled } from '../errors'
import { serverMessages } from '../messages'
import {
  enrolment,
  newRecoveryCodes,
  newTotpSecret,
  recoveryHash,
  totpStep,
} from '../security/totp'
import type { RuleSettings } from '../services'
import type { Tx, UserRow } from '../store/store'
import { audit, caller, transaction, type RuleContext } from './context'

/**
 * A second factor for staff (issue 25): TOTP with a QR code to enrol, 10 recovery codes shown
 * once (stored hashed, each good once), throttled on the account's login counter, and 'Apparaat
 * vergeten' for an admin. REQUIRE_2FA says whose login needs one.
 */

const m = serverMessages.secondFactor

/** Whether REQUIRE_2FA asks this role for a second factor. */
export function secondFactorRequired(settings: RuleSettings, role: string) {
  if (settings.require2fa === 'staff') return role === 'teacher' || role === 'admin'
  return settings.require2fa === 'admin' && role === 'admin'
}

/** Whether the user must still set one up before any call but the session's and enrolment's. */
export async function mustEnrol(tx: Tx, settings: RuleSettings, user: UserRow) {
  if (!secondFactorRequired(settings, user.role)) return false
  return !(await tx.secondFactorOf(user._id))?.confirmed_at
}

/** GET users/2fa */
export async function status(ctx: RuleContext) {
  const user = caller(ctx)
  const row = await ctx.services.store.run((tx) => tx.secondFactorOf(user._id))
  return {
    enabled: Boolean(row?.confirmed_at),
    required: secondFactorRequired(ctx.services.settings, user.role),
    recovery_codes_left: row?.confirmed_at ? row.recovery_hashes.length : 0,
  }
}

/** POST users/2fa/setup: a new secret, waiting for its first code (an unconfirmed one is replaced). */
export async function setup(ctx: RuleContext) {
  const user = caller(ctx)
  const secret = newTotpSecret()
  await transaction(ctx, async (tx) => {
    if ((await tx.secondFactorOf(user._id))?.confirmed_at) refuse(409, m.alreadyOn)
    await tx.saveSecondFactor({
      user_id: user._id,
      secret,
      confirmed_at: null,
      recovery_hashes: [],
      last_step: null,
      created_at: ctx.now.toISOString(),
    })
  })
  return { secret, ...(await enrolment(secret, user.login_id)) }
}

/** Takes one attempt from the account's login counter (a code is guessed like a password). */
async function takeAttempt(ctx: RuleContext, user: UserRow) {
  const attempt = await ctx.services.loginThrottle.take(`user:${user._id}`)
  if (attempt.wait) throttled(attempt.wait)
}

/** POST users/2fa/confirm: the first code switches it on; the recovery codes are answered once. */
export async function confirm(ctx: RuleContext, body: { code: string }) {
  const user = caller(ctx)
  const row = await ctx.services.store.run((tx) => tx.secondFactorOf(user._id))
  if (!row || row.confirmed_at) return refuse(409, row ? m.alreadyOn : m.nothingToConfirm)
  await takeAttempt(ctx, user)
  const step = await totpStep(row.secret, body.code, ctx.now)
  if (step === null) refuse(400, m.wrongCode)
  await ctx.services.loginThrottle.succeeded(`user:${user._id}`)
  const codes = newRecoveryCodes()
  const hashes = await Promise.all(codes.map(recoveryHash))
  await transaction(ctx, async (tx) => {
    await tx.saveSecondFactor({
      ...row,
      confirmed_at: ctx.now.toISOString(),
      recovery_hashes: hashes,
      last_step: step,
    })
    await audit(tx, ctx, { action: 'second-factor.on', recordType: 'user', recordId: user._id })
  })
  return { message: m.on, recovery_codes: codes }
}

/**
 * The second step of a login whose password was right (server/rules/sessions.ts): nothing for an
 * account without a confirmed second factor; else a code is needed, a TOTP code of a step not
 * used before or an unused recovery code. A refusal is a 401 with `second_factor: true`.
 */
export async function checkLoginCode(ctx: RuleContext, user: UserRow, code: string | undefined) {
  const row = await ctx.services.store.run((tx) => tx.secondFactorOf(user._id))
  if (!row?.confirmed_at) return
  if (!code) throw new ApiError(401, m.codeNeeded, 'json', {}, { second_factor: true })
  const step = await totpStep(row.secret, code, ctx.now)
  const good =
    step !== null
      ? await ctx.services.store.run((tx) => tx.takeSecondFactorStep(user._id, step))
      : await recoveryHash(code).then((hash) =>
          transaction(ctx, async (tx) => {
            if (!(await tx.takeRecoveryHash(user._id, hash))) return false
            await audit(tx, ctx, {
              action: 'second-factor.recovery-code',
              recordType: 'user',
              recordId: user._id,
            })
            return true
          }),
        )
  if (good) return
  await transaction(ctx, (tx) =>
    audit(tx, ctx, {
      action: 'login.second-factor-failed',
      recordType: 'login',
      recordId: user._id,
      after: { address: ctx.address },
    }),
  )
  throw new ApiError(401, m.wrongCode, 'json', {}, { second_factor: true })
}

/** POST users/2fa/reset ('Apparaat vergeten'): an admin switches a staff member's second factor off. */
export function reset(ctx: RuleContext, body: { id: string }) {
  const actor = caller(ctx)
  if (body.id === actor._id) refuse(400, m.notOwn)
  return transaction(ctx, async (tx) => {
    const target = (await tx.userById(body.id)) ?? refuse(404, serverMessages.accounts.notFound)
    if (!canManageAccount(actor as { _id: string; role: Role }, target, 'forget-device'))
      refuse(403, serverMessages.session.forbidden)
    await tx.deleteSecondFactor(target._id)
    await audit(tx, ctx, {
      action: 'second-factor.reset',
      recordType: 'user',
      recordId: target._id,
      after: { login_id: target.login_id },
    })
    return { message: m.reset }
  })
}
