import { z } from 'zod/mini'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * One `{ name, value }` setting, also sent as the bare value, as `{ <name>: value }` or in a list
 * of one. The settings' reader of the answers whose shape SPEC §7 leaves open (./answer-shapes has
 * the others); it is on the first page, so it is written in zod/mini.
 */
export function settingOf(name: string) {
  return z.pipe(
    z.transform((value) => {
      if (Array.isArray(value) && value.length === 1) value = value[0]
      if (typeof value === 'string' || typeof value === 'number')
        return { name, value: String(value) }
      if (isRecord(value) && !('value' in value) && name in value)
        return { name, value: String(value[name]) }
      return value
    }),
    z.looseObject({ name: z._default(z.string(), name), value: z.string() }),
  )
}
