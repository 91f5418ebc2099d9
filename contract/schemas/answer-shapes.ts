import { z } from 'zod/mini'
import { numberish } from '~domain/shapes'

/**
 * Readers for answers whose shape SPEC §3 and §7 leave open ("not shown"): they accept the
 * plausible shapes a real API sends and fail only when a field the UI needs is really missing.
 * Written in zod/mini: the list pages, which read excursions with them, load early.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A count: a number, a numeric text, or the list itself (`subscriptions: [...]`). */
export const countOf = z.pipe(
  z.nullish(
    z.union([
      numberish,
      z.pipe(
        z.array(z.unknown()),
        z.transform((list: unknown[]) => list.length),
      ),
    ]),
  ),
  z.transform((v: number | null | undefined) => v ?? 0),
)

const idText = z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))])

/** An id: a text, a number, or the object it names (`{ _id }`, as a populated reference). */
export const idRef = z.union([
  idText,
  z.pipe(
    z.looseObject({ _id: idText }),
    z.transform((o: { _id: string }) => o._id),
  ),
])

/** A moment as text; a number is read as milliseconds since 1970. */
export const timestampText = z.union([
  z.string(),
  z.pipe(
    z.number(),
    z.transform((ms: number) => new Date(ms).toISOString()),
  ),
])

/** A list, as is or wrapped in an object whose one list it is (`{ data: [...] }`). */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (!isRecord(value)) return value
      const lists = Object.values(value).filter(Array.isArray)
      return lists.length === 1 ? lists[0] : value
    }),
    z.array(item),
  )
}

// `settingOf` (the settings' plausible shapes) lives in ./setting-shape.
