import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { addressKey } from './address-key'
import { HashPoolBusyError } from './hash-busy'

/**
 * Login throttling (OWASP: throttle, don't lock out; count per account, atomically; device
 * cookies), over rate-limiter-flexible counters: in PostgreSQL when the server runs on it (shared
 * by every instance), in memory on the embedded database and in the demo backend.
 *
 * - Per account or device (`take`): an attempt is taken BEFORE its password is checked, so
 *   parallel guesses cannot pass the limit. The first `perAccount` attempts of a window pass;
 *   after that one attempt a minute (and none in the first minute of the window). A login with a
 *   valid device cookie counts on that device's own counter (server/rules/login-guard.ts), so the
 *   owner is never behind whoever guesses at their account.
 * - Per address (keyed on its /64 for IPv6, `addressKey`): failures count, one per account (the
 *   first of its window), and so does every refused attempt. Past the limit a failure is a 429,
 *   and a login without a device cookie is refused before its hash. Addresses in SCHOOL_NETWORKS
 *   get `schoolFactor` times every address limit.
 * - The calls that send mail count every request on a counter of their own per address, and each
 *   account is sent at most 3 such mails an hour and 10 a day.
 * - Per address, at most `concurrentPerAddress` password checks run at once; the next waits its
 *   turn for at most `queueWaitMs`, then answers 503 'Het is nu erg druk'.
 */
export type LoginThrottle = {
  /**
   * Takes one attempt for the account (or device): `wait` 0 when it may be checked, else seconds
   * to wait; `first` when it is the key's first attempt of its window; `attempts` in the window.
   */
  take(key: string): Promise<Attempt>
  /** A good login: the key's counters start again. */
  succeeded(key: string): Promise<void>
  /** A failed attempt from this address, counted when `count`: the address's state after it. */
  failedFrom(address: string, count: boolean): Promise<AddressState>
  /** An attempt refused with 429 from this address: counted, the address's state after it. */
  refusedFrom(address: string): Promise<AddressState>
  /** The address's state without counting (0: under its limit). */
  addressWait(address: string): Promise<number>
  /** A request for a mail from this address, counted: its state after it. */
  mailFrom(address: string): Promise<AddressState>
  /** Takes one of the account's mails (3 an hour, 10 a day): false when it has had them. */
  mailTo(account: string): Promise<boolean>
  /** Counts `key` in a fixed period (`hour`, `day`): how many times, this one included. */
  tally(period: 'hour' | 'day', key: string): Promise<number>
  /** Runs a password check in the address's turn (at most `concurrentPerAddress` at once). */
  inTurn<T>(address: string, work: () => Promise<T>): Promise<T>
  /** Removes counters past their window (the daily clean-up), where they are not in memory. */
  removeExpired?(): Promise<number>
}

export type Attempt = { wait: number; first: boolean; attempts: number }
/** `wait`: 0 under the limit, else seconds; `reached`: this request was the first over it. */
export type AddressState = { wait: number; reached: boolean }

export type ThrottleLimits = {
  windowMs: number
  /** Attempts an account (or device) gets per window before it is slowed to one a minute. */
  perAccount: number
  /** Failed and refused logins from one address per window before it answers 429. */
  perAddress: number
  /** Requests for a mail (forgot_password, activation_link) from one address per window. */
  mailPerAddress: number
  /** SCHOOL_NETWORKS: every address limit (and the password checks at once) times this. */
  schoolFactor: number
  /** Password checks from one address at once; the next waits its turn. */
  concurrentPerAddress: number
  /** How long a login waits for its turn before it answers 503. */
  queueWaitMs: number
}

/** One minute between attempts once an account has used its window's attempts. */
export const SLOW_LANE_MS = 60_000
/** Mails per account from the public mail calls. */
export const MAILS_PER_HOUR = 3
export const MAILS_PER_DAY = 10

const HOUR_S = 3600
const DAY_S = 24 * HOUR_S

export type LimiterOptions = { keyPrefix: string; points: number; duration: number }
export type MakeLimiter = (options: LimiterOptions) => RateLimiterAbstract

type Outcome = { allowed: boolean; res: RateLimiterRes }

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

/** A counter per address, with its normal and its school limit. */
function addressCounter(make: MakeLimiter, prefix: string, points: number, limits: ThrottleLimits) {
  const windowSec = Math.ceil(limits.windowMs / 1000)
  const normal = { limiter: make({ keyPrefix: prefix, points, duration: windowSec }), points }
  const schoolPoints = points * limits.schoolFactor
  const school = {
    limiter: make({ keyPrefix: `${prefix}-school`, points: schoolPoints, duration: windowSec }),
    points: schoolPoints,
  }
  return (isSchool: boolean) => (isSchool ? school : normal)
}

/** Waiting turns per address (this process's own: it bounds this instance's hashing). */
function turns(limitFor: (address: string) => number, waitMs: number) {
  const running = new Map<string, number>()
  const waiting = new Map<string, (() => void)[]>()
  const release = (key: string) => {
    const queue = waiting.get(key)
    const next = queue?.shift()
    if (queue && !queue.length) waiting.delete(key)
    if (next) return next()
    const left = (running.get(key) ?? 1) - 1
    if (left > 0) running.set(key, left)
    else running.delete(key)
  }
  return async <T>(address: string, work: () => Promise<T>): Promise<T> => {
    const key = addressKey(address)
    if ((running.get(key) ?? 0) < limitFor(address)) running.set(key, (running.get(key) ?? 0) + 1)
    else {
      const queue = waiting.get(key) ?? []
      waiting.set(key, queue)
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(turn), 1)
          if (!queue.length) waiting.delete(key)
          reject(new HashPoolBusyError('no turn for a password check in time'))
        }, waitMs)
        queue.push(turn)
      })
    }
    try {
      return await work()
    } finally {
      release(key)
    }
  }
}

export function createLoginThrottle(
  make: MakeLimiter,
  limits: ThrottleLimits,
  isSchool: (address: string) => boolean = () => false,
): LoginThrottle {
  const windowSec = Math.ceil(limits.windowMs / 1000)
  const account = make({ keyPrefix: 'account', points: limits.perAccount, duration: windowSec })
  const slow = make({ keyPrefix: 'slow', points: 1, duration: SLOW_LANE_MS / 1000 })
  const failures = addressCounter(make, 'address', limits.perAddress, limits)
  const mails = addressCounter(make, 'mail-address', limits.mailPerAddress, limits)
  const mailHour = make({ keyPrefix: 'mail-hour', points: MAILS_PER_HOUR, duration: HOUR_S })
  const mailDay = make({ keyPrefix: 'mail-day', points: MAILS_PER_DAY, duration: DAY_S })
  const tallies = {
    hour: make({ keyPrefix: 'tally-hour', points: 1e9, duration: HOUR_S }),
    day: make({ keyPrefix: 'tally-day', points: 1e9, duration: DAY_S }),
  }

  const counted = async (
    counter: ReturnType<typeof failures>,
    address: string,
  ): Promise<AddressState> => {
    const result = await consume(counter.limiter, addressKey(address))
    if (result.allowed) return { wait: 0, reached: false }
    return {
      wait: seconds(result.res.msBeforeNext),
      reached: result.res.consumedPoints === counter.points + 1,
    }
  }
  const state = async (counter: ReturnType<typeof failures>, address: string) => {
    const seen = await counter.limiter.get(addressKey(address))
    const over = seen && seen.consumedPoints > counter.points && seen.msBeforeNext > 0
    return over ? seconds(seen.msBeforeNext) : 0
  }

  return {
    async take(key) {
      const burst = await consume(account, key)
      const attempts = burst.res.consumedPoints
      if (burst.allowed) return { wait: 0, first: attempts === 1, attempts }
      // Over the window's attempts: one a minute, counted from the window's first attempt, so a
      // burst of parallel guesses at its start gets no extra one.
      const elapsed = limits.windowMs - burst.res.msBeforeNext
      if (elapsed < SLOW_LANE_MS)
        return { wait: seconds(SLOW_LANE_MS - elapsed), first: false, attempts }
      const lane = await consume(slow, key)
      return { wait: lane.allowed ? 0 : seconds(lane.res.msBeforeNext), first: false, attempts }
    },
    async succeeded(key) {
      await Promise.all([account.delete(key), slow.delete(key)])
    },
    async failedFrom(address, count) {
      const counter = failures(isSchool(address))
      if (count) return counted(counter, address)
      // Not counted again, but an address over its limit has its failures refused all the same.
      return { wait: await state(counter, address), reached: false }
    },
    refusedFrom: (address) => counted(failures(isSchool(address)), address),
    addressWait: (address) => state(failures(isSchool(address)), address),
    mailFrom: (address) => counted(mails(isSchool(address)), address),
    async mailTo(key) {
      if (!(await consume(mailHour, key)).allowed) return false
      return (await consume(mailDay, key)).allowed
    },
    async tally(period, key) {
      return (await tallies[period].consume(key)).consumedPoints
    },
    inTurn: turns(
      (address) => limits.concurrentPerAddress * (isSchool(address) ? limits.schoolFactor : 1),
      limits.queueWaitMs,
    ),
  }
}
