import { z } from 'zod'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((v) => ['true', '1', 'on'].includes(v))

const configSchema = z.object({
  VITE_API_URL: z
    .string()
    .trim()
    .min(1, 'VITE_API_URL mag niet leeg zijn')
    .refine(
      (v) => v.startsWith('/') || /^https?:\/\//.test(v),
      'VITE_API_URL moet met / of http(s):// beginnen',
    )
    .default('/api'),
  VITE_API_MOCKING: booleanFlag.optional(),
  VITE_REQUEST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
})

export type AppConfig = {
  /** Base of every API call, without a trailing slash. */
  apiUrl: string
  /** Start the in-browser demo backend (MSW) before rendering. */
  apiMocking: boolean
  /** The artificial delay every call goes through (SPEC §7). */
  requestDelayMs: number
}

export function parseConfig(env: Record<string, unknown>, isDev: boolean): AppConfig {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Ongeldige configuratie: ${details}`)
  }
  return {
    apiUrl: parsed.data.VITE_API_URL.replace(/\/+$/, ''),
    apiMocking: parsed.data.VITE_API_MOCKING ?? isDev,
    requestDelayMs: parsed.data.VITE_REQUEST_DELAY_MS,
  }
}

export const config: AppConfig = parseConfig(import.meta.env, import.meta.env.DEV)

/** Absolute URL of an API path ("users/login"); absolute so it also resolves under Node (tests, MSW). */
export function apiUrl(path: string): string {
  const base = config.apiUrl.startsWith('/')
    ? `${globalThis.location.origin}${config.apiUrl}`
    : config.apiUrl
  return `${base}/${path.replace(/^\/+/, '')}`
}
