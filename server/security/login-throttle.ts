import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Login throttling (OWASP: throttle, don't lock out; count per account, atomically), over
 * rate-limiter-flexible counters: in PostgreSQL when the server runs on it (shared by every
 * instance), in memory on the embedded database and in the demo backend.
 *
 * - Per account: an attempt is taken from the account's counter BEFORE its password is checked,
 *   so parallel guesses cannot pass the limit. The first `perAccount` attempts of a window pass;
 *   after that one attempt a minute (and none in the first minute of the window). A good login
 *   clears the account's counters: its owner is in within a minute of an attack.
 * - Per address: only failures count, one per account (the first of the account's window): the
 *   address limit is about many accounts (password spraying); one account's guesses are the
 *   account counter's. Only a failure is refused there (429 instead of 401).
 *   A correct password is verified and accepted whatever others did from the same address (a
 *   school's students share one NAT address); the account counter is what bounds guessing.
 */
export type LoginThrottle = {
  /**
   * Takes one attempt for the account: `wait` 0 when it may be checked, else seconds to wait;
   * `first` when it is the account's first attempt of its window.
   */
  take(account: string): Promise<{ wait: number; first: boolean }>
  /** A good login: the account's counters start again. */
  succeeded(account: string): Promise<void>
  /**
   * A failed login from this address, counted when it is an account's first (`count`): 0 while
   * the address is under its limit, else seconds to wait.
   */
  failedFrom(address: string, count: boolean): Promise<number>
  /** Removes counters past their window (the daily clean-up), where they are not in memory. */
  removeExpired?(): Promise<number>
}

export type ThrottleLimits = {
  windowMs: number
  /** Attempts an account gets per window before it is slowed to one a minute. */
  perAccount: number
  /** Failed logins from one address per window before its failures answer 429. */
  perAddress: number
}

/** One minute between attempts once an account has used its window's attempts. */
export const SLOW_LANE_MS = 60_000

type Counters = {
  account: RateLimiterAbstract
  slow: RateLimiterAbstract
  address: RateLimiterAbstract
}

/** The limiter options of the three counters (keyPrefix keeps them apart in one table). */
export function counterOptions(limits: ThrottleLimits) {
  const windowSec = Math.ceil(limits.windowMs / 1000)
  return {
    account: { keyPrefix: 'account', points: limits.perAccount, duration: windowSec },
    slow: { keyPrefix: 'slow', points: 1, duration: SLOW_LANE_MS / 1000 },
    address: { keyPrefix: 'address', points: limits.perAddress, duration: windowSec },
  }
}

type Outcome = { allowed: true; res: RateLimiterRes } | { allowed: false; res: RateLimiterRes }

/** consume() rejects with the limiter's answer when over the limit, with an Error when it fails. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<Outcome> {
  try {
    return { allowed: true, res: await limiter.consume(key) }
  } catch (refusal) {
    if (refusal instanceof Error) throw refusal
    return { allowed: false, res: refusal as RateLimiterRes }
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

export function createLoginThrottle(counters: Counters, limits: ThrottleLimits): LoginThrottle {
  return {
    async take(account) {
      const burst = await consume(counters.account, account)
      if (burst.allowed) return { wait: 0, first: burst.res.consumedPoints === 1 }
      // Over the window's attempts: one a minute, counted from the window's first attempt, so a
      // burst of parallel guesses at its start gets no extra one.
      const elapsed = limits.windowMs - burst.res.msBeforeNext
      if (elapsed < SLOW_LANE_MS) return { wait: seconds(SLOW_LANE_MS - elapsed), first: false }
      const slow = await consume(counters.slow, account)
      return { wait: slow.allowed ? 0 : seconds(slow.res.msBeforeNext), first: false }
    },
    async succeeded(account) {
      await Promise.all([counters.account.delete(account), counters.slow.delete(account)])
    },
    async failedFrom(address, count) {
      if (count) {
        const result = await consume(counters.address, address)
        return result.allowed ? 0 : seconds(result.res.msBeforeNext)
      }
      // Not counted again, but an address over its limit has its failures refused all the same.
      const seen = await counters.address.get(address)
      const over = seen && seen.consumedPoints > limits.perAddress && seen.msBeforeNext > 0
      return over ? seconds(seen.msBeforeNext) : 0
    },
  }
}
