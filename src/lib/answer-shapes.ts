import { z } from 'zod'

/**
 * Readers for answers whose shape SPEC §3 and §7 leave open ("not shown"): they accept the
 * plausible shapes a real API sends and fail only when a field the UI needs is really missing.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A number, also when sent as a numeric text ("20"). */
export const numberish = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])

/** A count: a number, a numeric text, or the list itself (`subscriptions: [...]`). */
export const countOf = z
  .union([numberish, z.array(z.unknown()).transform((list) => list.length)])
  .nullish()
  .transform((v) => v ?? 0)

/** An id: a text, a number, or the object it names (`{ _id }`, as a populated reference). */
export const idRef = z.union([
  z.string().min(1),
  z.number().transform(String),
  z
    .looseObject({ _id: z.union([z.string().min(1), z.number().transform(String)]) })
    .transform((o) => o._id),
])

/** A moment as text; a number is read as milliseconds since 1970. */
export const timestampText = z.union([
  z.string(),
  z.number().transform((ms) => new Date(ms).toISOString()),
])

/** A list, as is or wrapped in an object whose one list it is (`{ data: [...] }`). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (!isRecord(value)) return value
    const lists = Object.values(value).filter(Array.isArray)
    return lists.length === 1 ? lists[0] : value
  }, z.array(item))
}

// `settingOf` (the settings' plausible shapes) lives in ./setting-shape: it is on the first page,
// so it is written in zod/mini.
