import { lt } from 'drizzle-orm'
import { RateLimiterDrizzle } from 'rate-limiter-flexible'
import { loginThrottle as table } from '../db/schema'
import { classifyDatabaseError, type Database } from '../store/sql'
import {
  createLoginThrottle,
  type LimiterOptions,
  type LoginThrottle,
  type ThrottleLimits,
} from './login-throttle'

/** A database that is down answers 503 here too, as everywhere (the store's own errors). */
const classified =
  <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
  (...args: A) =>
    run(...args).catch((error: unknown) => {
      throw classifyDatabaseError(error)
    })

/**
 * The login throttle with its counters in PostgreSQL (table login_throttle), so that every
 * instance behind a load balancer counts the same attempts. Each attempt is one atomic upsert.
 */
export function postgresLoginThrottle(
  db: Database,
  limits: ThrottleLimits,
  isSchool?: (address: string) => boolean,
): LoginThrottle {
  // Expired rows are removed by the daily clean-up, not by the library's own timer (which would
  // outlive a closed pool).
  const counter = (o: LimiterOptions) =>
    new RateLimiterDrizzle({ ...o, storeClient: db, schema: table, clearExpiredByTimeout: false })
  const throttle = createLoginThrottle(counter, limits, isSchool)
  return {
    take: classified(throttle.take),
    succeeded: classified(throttle.succeeded),
    failedFrom: classified(throttle.failedFrom),
    refusedFrom: classified(throttle.refusedFrom),
    addressWait: classified(throttle.addressWait),
    mailFrom: classified(throttle.mailFrom),
    mailTo: classified(throttle.mailTo),
    tally: classified(throttle.tally),
    // The password check's own errors pass as they are (it touches no database).
    inTurn: throttle.inTurn,
    removeExpired: classified(async () => {
      const gone = await db
        .delete(table)
        .where(lt(table.expire, new Date()))
        .returning({ key: table.key })
      return gone.length
    }),
  }
}
