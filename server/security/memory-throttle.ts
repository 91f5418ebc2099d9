import type { RateLimiterAbstract } from 'rate-limiter-flexible'
// The memory limiter alone, not the package's index: the demo backend runs this in the browser.
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js'
import { counterOptions, createLoginThrottle, type ThrottleLimits } from './login-throttle'

type MemoryLimiter = new (options: {
  keyPrefix: string
  points: number
  duration: number
}) => RateLimiterAbstract

/** The login throttle with its counters in this process (embedded database, demo backend). */
export function memoryLoginThrottle(limits: ThrottleLimits) {
  const options = counterOptions(limits)
  const Limiter = RateLimiterMemory as unknown as MemoryLimiter
  return createLoginThrottle(
    {
      account: new Limiter(options.account),
      slow: new Limiter(options.slow),
      address: new Limiter(options.address),
    },
    limits,
  )
}
