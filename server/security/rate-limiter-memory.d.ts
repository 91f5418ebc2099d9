// The package's types cover its index only; this one file of it is imported on its own.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  const RateLimiterMemory: unknown
  export default RateLimiterMemory
}
