import { lt } from 'drizzle-orm'
import { RateLimiterDrizzle } from 'rate-limiter-flexible'
import { loginThrottle as table } from '../db/schema'
import type { Database } from '../store/sql'
import { counterOptions, createLoginThrottle, type ThrottleLimits } from './login-throttle'

/**
 * The login throttle with its counters in PostgreSQL (table login_throttle), so that every
 * instance behind a load balancer counts the same attempts. Each attempt is one atomic upsert.
 */
export function postgresLoginThrottle(db: Database, limits: ThrottleLimits) {
  const options = counterOptions(limits)
  // Expired rows are removed by the daily clean-up, not by the library's own timer (which would
  // outlive a closed pool).
  const counter = (o: { keyPrefix: string; points: number; duration: number }) =>
    new RateLimiterDrizzle({ ...o, storeClient: db, schema: table, clearExpiredByTimeout: false })
  return {
    ...createLoginThrottle(
      { account: counter(options.account), slow: counter(options.slow), address: counter(options.address) },
      limits,
    ),
    async removeExpired() {
      const gone = await db.delete(table).where(lt(table.expire, new Date())).returning({ key: table.key })
      return gone.length
    },
  }
}
