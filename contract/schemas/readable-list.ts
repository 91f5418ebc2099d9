import { z } from 'zod/mini'
import { listOf } from './answer-shapes'

/** A list as read: the items that could be read, and how many could not. */
export type ReadableList<T> = { items: T[]; skipped: number }

/**
 * A list whose items are read one by one: an item that does not read is left out and counted,
 * so one odd record never blanks a whole screen. The list itself must still be a list (as is, or
 * wrapped as `listOf` reads it). Its own module: only the lazily loaded admin screens need it.
 */
export function readableListOf<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    listOf(z.unknown()),
    z.transform((list: unknown[]): ReadableList<z.output<T>> => {
      const items: z.output<T>[] = []
      for (const entry of list) {
        const read = z.safeParse(item, entry)
        if (read.success) items.push(read.data)
      }
      return { items, skipped: list.length - items.length }
    }),
  )
}

/** The items of a read list (a `select` for the queries that hold one). */
export const itemsOf = <T>(list: ReadableList<T>): T[] => list.items
