import { z } from 'zod/mini'
import { roleSchema } from '@/lib/access'

// The route's validateSearch is part of the first page (only route components are split off):
// this file stays free of anything heavy, zod/mini included.

/** A search value that is dropped, not an error, when it is malformed. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** The list's search and filters, kept in the URL so a view can be bookmarked. */
export const accountsSearchSchema = z.object({
  // `?q=654321` arrives as a number: the router reads search values as JSON.
  q: lenient(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  role: lenient(roleSchema),
  incomplete: lenient(z.boolean()),
  sort: lenient(z.string()),
  order: lenient(z.enum(['asc', 'desc'])),
})
export type AccountsSearch = z.infer<typeof accountsSearchSchema>
