import { canManageAccount, type Role } from '~domain/access'
import { ApiError, refuse, throttled } from '../errors'
import { serverMessages } from '../messages'
import {
  enrolment,
  newRecoveryCodes,
  newTotpSecret,
  recoveryHash,
  totpStep,
} from '../security/totp'
import { isSealed, open, seal } from '../security/secret-box'
import type { RuleSettings } from '../services'
import type { SecondFactorRow, Tx, UserRow } from '../store/store'
import { audit, caller, transaction, type RuleContext } from './context'
import { checkCurrentPassword } from './current-password'
import { notifyOwner } from './owner-notices'

/**
 * A second factor for staff (issue 25): TOTP with a QR code to enrol, 10 recovery codes shown
 * once (stored hashed, each good once), and 'Apparaat vergeten' for an admin. REQUIRE_2FA says
 * whose login needs one. Issue 43: enrolment asks the current password (set-up and confirm);
 * codes have a stricter counter of their own (CODE_LIMIT a window, then 429, and the owner is
 * mailed); the secret is kept sealed with TOTP_KEY (server/security/secret-box.ts); the owner
 * hears of every change (owner-notices.ts).
 */

const m = serverMessages.secondFactor

/** Codes an account may try per window (a right one starts it again); then it waits. */
export const CODE_LIMIT = 5
export const CODE_WINDOW_MS = 15 * 60 * 1000

/** Whether REQUIRE_2FA asks this role for a second factor. */
export function secondFactorRequired(settings: RuleSettings, role: string) {
  if (settings.require2fa === 'staff') return role === 'teacher' || role === 'admin'
  return settings.require2fa === 'admin' && role === 'admin'
}

/** Whether the user must still set one up before any call but the session's and enrolment's. */
export async function mustEnrol(tx: Tx, settings: RuleSettings, user: UserRow) {
  if (!secondFactorRequired(settings, user.role)) return false
  return !(await tx.secondFactors.get(user._id))?.confirmed_at
}

/** GET users/2fa */
export async function status(ctx: RuleContext) {
  const user = caller(ctx)
  const row = await ctx.services.store.run((tx) => tx.secondFactors.get(user._id))
  return {
    enabled: Boolean(row?.confirmed_at),
    required: secondFactorRequired(ctx.services.settings, user.role),
    recovery_codes_left: row?.confirmed_at ? row.recovery_hashes.length : 0,
  }
}

/**
 * POST users/2fa/setup: with the current password (a session left open on a classroom PC does
 * not enrol a stranger's phone), a new secret, waiting for its first code (an unconfirmed one
 * is replaced). The secret is answered once and stored sealed.
 */
export async function setup(ctx: RuleContext, body: { current_password?: string }) {
  const user = caller(ctx)
  if ((await ctx.services.store.run((tx) => tx.secondFactors.get(user._id)))?.confirmed_at)
    refuse(409, m.alreadyOn)
  await checkCurrentPassword(ctx, user, body.current_password)
  const secret = newTotpSecret()
  const sealed = await seal(ctx.services.settings.totpKey, user._id, secret)
  await transaction(ctx, async (tx) => {
    if ((await tx.secondFactors.get(user._id))?.confirmed_at) refuse(409, m.alreadyOn)
    await tx.secondFactors.save({
      user_id: user._id,
      secret: sealed,
      confirmed_at: null,
      recovery_hashes: [],
      last_step: null,
      created_at: ctx.now.toISOString(),
      failed_codes: 0,
      failed_since: null,
    })
  })
  return { secret, ...(await enrolment(secret, user.login_id)) }
}

/** The factor's secret, opened with TOTP_KEY; a plain one from before encryption is sealed now. */
async function secretOf(ctx: RuleContext, row: SecondFactorRow): Promise<string> {
  const key = ctx.services.settings.totpKey
  const secret = await open(key, row.user_id, row.secret)
  if (!isSealed(row.secret)) {
    const sealed = await seal(key, row.user_id, secret)
    await ctx.services.store.run((tx) => tx.secondFactors.update(row.user_id, { secret: sealed }))
  }
  return secret
}

/**
 * Takes one attempt from the account's code counter before a code is checked, under its row's
 * lock (so parallel guesses cannot pass it): past CODE_LIMIT in the window, a 429 with the wait
 * in Dutch. Answers how many the window has taken, this one included (0: no second factor).
 */
async function takeCodeAttempt(ctx: RuleContext, user: UserRow): Promise<number> {
  const windowStart = new Date(ctx.now.getTime() - CODE_WINDOW_MS).toISOString()
  const attempt = await transaction(ctx, async (tx) => {
    await tx.secondFactors.lock(user._id)
    const row = await tx.secondFactors.get(user._id)
    if (!row) return null
    const current = row.failed_since !== null && row.failed_since > windowStart
    const taken = current ? row.failed_codes : 0
    if (taken >= CODE_LIMIT) return { taken, refusedSince: row.failed_since! }
    const start = current ? row.failed_since! : ctx.now.toISOString()
    await tx.secondFactors.update(user._id, { failed_codes: taken + 1, failed_since: start })
    return { taken: taken + 1, refusedSince: null }
  })
  const refusedSince = attempt?.refusedSince
  if (refusedSince)
    throttled(
      Math.max(
        1,
        Math.ceil((Date.parse(refusedSince) + CODE_WINDOW_MS - ctx.now.getTime()) / 1000),
      ),
    )
  return attempt?.taken ?? 0
}

/**
 * A wrong code: the Logboek, and at the window's last attempt a mail to the owner (someone who
 * gets this far knows the password, or holds an open session).
 */
async function wrongCode(ctx: RuleContext, user: UserRow, taken: number) {
  await transaction(ctx, async (tx) => {
    await audit(tx, ctx, {
      action: 'login.second-factor-failed',
      recordType: 'login',
      recordId: user._id,
      after: { address: ctx.address },
    })
    if (taken === CODE_LIMIT) await notifyOwner(tx, ctx, user, 'wrong-codes')
  })
}

/**
 * POST users/2fa/confirm: with the current password, the first code switches it on; the
 * recovery codes are answered once, and the owner is mailed.
 */
export async function confirm(ctx: RuleContext, body: { code: string; current_password?: string }) {
  const user = caller(ctx)
  const row = await ctx.services.store.run((tx) => tx.secondFactors.get(user._id))
  if (!row || row.confirmed_at) return refuse(409, row ? m.alreadyOn : m.nothingToConfirm)
  await checkCurrentPassword(ctx, user, body.current_password)
  const taken = await takeCodeAttempt(ctx, user)
  const step = await totpStep(await secretOf(ctx, row), body.code, ctx.now)
  if (step === null) {
    await wrongCode(ctx, user, taken)
    return refuse(400, m.wrongCode)
  }
  const codes = newRecoveryCodes()
  const hashes = await Promise.all(codes.map(recoveryHash))
  await transaction(ctx, async (tx) => {
    const current = (await tx.secondFactors.get(user._id)) ?? row
    await tx.secondFactors.save({
      ...current,
      confirmed_at: ctx.now.toISOString(),
      recovery_hashes: hashes,
      last_step: step,
      failed_codes: 0,
      failed_since: null,
    })
    await audit(tx, ctx, { action: 'second-factor.on', recordType: 'user', recordId: user._id })
    await notifyOwner(tx, ctx, user, 'second-factor-on')
  })
  return { message: m.on, recovery_codes: codes }
}

/**
 * The second step of a login whose password was right (server/rules/sessions.ts): nothing for an
 * account without a confirmed second factor; else a code is needed, a TOTP code of a step not
 * used before or an unused recovery code. A refusal is a 401 with `second_factor: true`.
 */
export async function checkLoginCode(ctx: RuleContext, user: UserRow, code: string | undefined) {
  const row = await ctx.services.store.run((tx) => tx.secondFactors.get(user._id))
  if (!row?.confirmed_at) return
  if (!code) throw new ApiError(401, m.codeNeeded, 'json', {}, { second_factor: true })
  const taken = await takeCodeAttempt(ctx, user)
  const step = await totpStep(await secretOf(ctx, row), code, ctx.now)
  const good =
    step !== null
      ? await ctx.services.store.run((tx) => tx.takeSecondFactorStep(user._id, step))
      : await recoveryHash(code).then((hash) =>
          transaction(ctx, async (tx) => {
            await tx.secondFactors.lock(user._id)
            const hashes = (await tx.secondFactors.get(user._id))?.recovery_hashes ?? []
            if (!hashes.includes(hash)) return false
            const left = hashes.filter((h) => h !== hash)
            await tx.secondFactors.update(user._id, { recovery_hashes: left })
            await audit(tx, ctx, {
              action: 'second-factor.recovery-code',
              recordType: 'user',
              recordId: user._id,
            })
            return true
          }),
        )
  if (good) {
    await ctx.services.store.run((tx) =>
      tx.secondFactors.update(user._id, { failed_codes: 0, failed_since: null }),
    )
    return
  }
  await wrongCode(ctx, user, taken)
  throw new ApiError(401, m.wrongCode, 'json', {}, { second_factor: true })
}

/** POST users/2fa/reset ('Apparaat vergeten'): an admin switches a staff member's second factor off. */
export function reset(ctx: RuleContext, body: { id: string }) {
  const actor = caller(ctx)
  if (body.id === actor._id) refuse(400, m.notOwn)
  return transaction(ctx, async (tx) => {
    const target = (await tx.users.get(body.id)) ?? refuse(404, serverMessages.accounts.notFound)
    if (!canManageAccount(actor as { _id: string; role: Role }, target, 'forget-device'))
      refuse(403, serverMessages.session.forbidden)
    await tx.secondFactors.delete(target._id)
    await audit(tx, ctx, {
      action: 'second-factor.reset',
      recordType: 'user',
      recordId: target._id,
      after: { login_id: target.login_id },
    })
    await notifyOwner(tx, ctx, target, 'second-factor-reset')
    return { message: m.reset }
  })
}
