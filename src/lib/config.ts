import { z } from 'zod/mini'

// The app runs under a Content-Security-Policy without 'unsafe-eval'
// (docs/security.md "Security headers"): zod must not try to compile its parsers with new Function (set before any schema parses).
z.config({ jitless: true })

const flagValues = ['true', 'false', '1', '0', 'on', 'off'] as const
const booleanFlag = z.pipe(
  z.enum(flagValues),
  z.transform((v: (typeof flagValues)[number]) => ['true', '1', 'on'].includes(v)),
)

const configSchema = z.object({
  VITE_API_URL: z._default(
    z.string().check(
      z.trim(),
      z.minLength(1, 'VITE_API_URL mag niet leeg zijn'),
      z.refine(
        (v) => v.startsWith('/') || /^https?:\/\//.test(v),
        'VITE_API_URL moet met / of http(s):// beginnen',
      ),
    ),
    '/api',
  ),
  VITE_API_MOCKING: z.optional(booleanFlag),
  VITE_REQUEST_DELAY_MS: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(60_000))),
    1000,
  ),
})

export type AppConfig = {
  /** Base of every API call, without a trailing slash. */
  apiUrl: string
  /** Start the in-browser demo backend (MSW) before rendering. */
  apiMocking: boolean
  /** The artificial delay every call goes through (SPEC §7). */
  requestDelayMs: number
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Ongeldige configuratie: ${details}`)
  }
  return {
    apiUrl: parsed.data.VITE_API_URL.replace(/\/+$/, ''),
    apiMocking: parsed.data.VITE_API_MOCKING ?? false,
    requestDelayMs: parsed.data.VITE_REQUEST_DELAY_MS,
  }
}

/**
 * Settings the page itself carries over the build's: `<html data-api-mocking="true"
 * data-request-delay-ms="0">`. The e2e suite serves its one production build with the demo
 * backend on, or without the delay, from a copy whose index.html says so (e2e/test-build.ts); the
 * app's own index.html carries none, so a school's build runs with the settings it was built with.
 */
export function pageSettings(dataset: DOMStringMap | undefined): Record<string, string> {
  const settings: Record<string, string> = {}
  if (dataset?.apiMocking !== undefined) settings.VITE_API_MOCKING = dataset.apiMocking
  if (dataset?.requestDelayMs !== undefined) settings.VITE_REQUEST_DELAY_MS = dataset.requestDelayMs
  return settings
}

export const config: AppConfig = parseConfig({
  ...import.meta.env,
  ...pageSettings(globalThis.document?.documentElement.dataset),
})

/** Absolute URL of an API path ("users/login"); absolute so it also resolves under Node (tests, MSW). */
export function apiUrl(path: string): string {
  const base = config.apiUrl.startsWith('/')
    ? `${globalThis.location.origin}${config.apiUrl}`
    : config.apiUrl
  return `${base}/${path.replace(/^\/+/, '')}`
}
