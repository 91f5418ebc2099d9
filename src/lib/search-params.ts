import { z } from 'zod/mini'

// Routes' validateSearch runs on the first page (only route components are split off), so the
// search schemas use zod/mini.

/** A search param that is dropped, not an error, when it is malformed. */
export const lenient = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined)

/** Free text; `?q=654321` arrives as a number because the router reads search values as JSON. */
export const searchText = () =>
  lenient(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))

export const sortDirection = () => lenient(z.enum(['asc', 'desc']))

/** The page of a list, counted from 1 (page 1 is left out of the URL); the list rounds it into range. */
export const pageNumber = () => lenient(z.number())
