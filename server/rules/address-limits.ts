import { throttled } from '../errors'
import { serverMessages } from '../messages'
import { addressKey, addressPrefix } from '../security/address-key'
import type { AddressState, Attempt } from '../security/login-throttle'
import { audit, transaction, type RuleContext } from './context'

/**
 * The per-address side of the throttle (server/security/login-throttle.ts) for the public calls:
 * the 429 answers, refused attempts counted against their sender, and staff told when an address
 * reaches a limit (the log, and Beheer › Privacy through its Logboek entry).
 */

export type LimitKind = 'login' | 'mail' | 'links'

type Words = (minutes: number) => string

/**
 * An address reached a limit (once per address and window: the request that went over it):
 * a warning in the log and a Logboek entry, whose last one Beheer › Privacy shows. Only the
 * network is named (an IPv4 address's /24, an IPv6 address's /64).
 */
export async function addressLimitReached(ctx: RuleContext, kind: LimitKind) {
  const prefix = addressPrefix(ctx.address)
  ctx.services.log.warn({ prefix, kind }, 'adreslimiet bereikt')
  await transaction(ctx, (tx) =>
    audit(tx, ctx, {
      action: 'throttle.address-limit',
      recordType: 'login',
      after: { prefix, kind },
    }),
  )
}

/** Tells staff when `state` says this request went over the address's limit. */
async function noticed(ctx: RuleContext, state: AddressState, kind: LimitKind) {
  if (state.reached) await addressLimitReached(ctx, kind)
  return state
}

/** A refused attempt: counted against its sender's address, then the 429. */
export async function refuseAttempt(
  ctx: RuleContext,
  wait: number,
  kind: LimitKind,
  words?: Words,
): Promise<never> {
  await noticed(ctx, await ctx.services.loginThrottle.refusedFrom(ctx.address), kind)
  return throttled(wait, words)
}

/**
 * One attempt at a secret (a password, a printed code) under `key`: refused BEFORE its hash when
 * the address is past its limit (unless `trusted`: a device cookie's login) or the key has used
 * its attempts. Refusals count against the address.
 */
export async function admitAttempt(
  ctx: RuleContext,
  key: string,
  options: {
    trusted?: boolean
    kind: LimitKind
    words?: Words
    /** Sees every attempt taken, the refused ones too (the attack notice). */
    onAttempt?: (attempt: Attempt) => Promise<void>
  },
): Promise<Attempt> {
  const { loginThrottle } = ctx.services
  if (!options.trusted) {
    const wait = await loginThrottle.addressWait(ctx.address)
    if (wait) await refuseAttempt(ctx, wait, options.kind, options.words)
  }
  const attempt = await loginThrottle.take(key)
  await options.onAttempt?.(attempt)
  if (attempt.wait) await refuseAttempt(ctx, attempt.wait, options.kind, options.words)
  return attempt
}

/** A failed attempt (counted when `count`): the seconds the address must now wait, or 0. */
export async function failedAttempt(ctx: RuleContext, count: boolean, kind: LimitKind) {
  const state = await ctx.services.loginThrottle.failedFrom(ctx.address, count)
  return (await noticed(ctx, state, kind)).wait
}

/** A request for a mail (forgot_password, activation_link): counted per address, then maybe 429. */
export async function admitMailRequest(ctx: RuleContext) {
  const state = await noticed(ctx, await ctx.services.loginThrottle.mailFrom(ctx.address), 'mail')
  if (state.wait) throttled(state.wait, serverMessages.activation.throttled)
}

/**
 * A refused link, printed code or school sign-in: a failure of its address (past the limit the
 * caller answers 429), and whether it gets a Logboek entry: the address's first of the hour, then
 * its 10th, 100th, 1,000th… with the count, never one each.
 */
export async function refusedSecret(ctx: RuleContext) {
  const wait = await failedAttempt(ctx, true, 'links')
  const count = await ctx.services.loginThrottle.tally('hour', `refused:${addressKey(ctx.address)}`)
  const logged = count === 1 || /^10+$/.test(String(count))
  return { wait, count, logged }
}
