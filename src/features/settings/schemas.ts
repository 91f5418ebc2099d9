import { z } from 'zod'
import { settingOf } from '@/lib/answer-shapes'

export const settingSchema = z.object({ name: z.string(), value: z.string() })
export type Setting = z.infer<typeof settingSchema>

/** `settings/version`: `{ name, value }`, the bare version, or `{ version }`. */
export const versionSchema = z.preprocess(
  (v) => settingOf('version').safeParse(v).data ?? v,
  z.object({ value: z.string().min(1) }),
)

export const setSettingInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  value: z.string().max(10_000),
})

/** The setting that names the current privacy policy content, and its default (SPEC §3). */
export const POLICY_SETTING = 'policy'
export const DEFAULT_POLICY_CONTENT = 'privacy_policy'
export const VERSION_SETTING = 'version'
