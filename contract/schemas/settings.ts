import { z } from 'zod/mini'
import { settingOf } from './setting-shape'

export const settingSchema = z.object({ name: z.string(), value: z.string() })
export type Setting = z.infer<typeof settingSchema>

/** `settings/version`: `{ name, value }`, the bare version, or `{ version }`. */
export const versionSchema = z.pipe(
  z.transform((v: unknown) => settingOf('version').safeParse(v).data ?? v),
  z.object({ name: z._default(z.string(), 'version'), value: z.string().check(z.minLength(1)) }),
)

export const setSettingInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  value: z.string().check(z.maxLength(10_000)),
})

/** The setting that names the current privacy policy content, and its default (SPEC §3). */
export const POLICY_SETTING = 'policy'
export const DEFAULT_POLICY_CONTENT = 'privacy_policy'
export const VERSION_SETTING = 'version'
