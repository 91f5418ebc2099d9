import type { RateLimiterAbstract } from 'rate-limiter-flexible'
// The memory limiter alone, not the package's index: the demo backend runs this in the browser.
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js'
import { createLoginThrottle, type LimiterOptions, type ThrottleLimits } from './login-throttle'

type MemoryLimiter = new (options: LimiterOptions) => RateLimiterAbstract

/** The login throttle with its counters in this process (embedded database, demo backend). */
export function memoryLoginThrottle(
  limits: ThrottleLimits,
  isSchool?: (address: string) => boolean,
) {
  const Limiter = RateLimiterMemory as unknown as MemoryLimiter
  return createLoginThrottle((options) => new Limiter(options), limits, isSchool)
}
