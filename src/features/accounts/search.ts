import { z } from 'zod'
import { roleSchema } from '@/lib/access'

// The route's validateSearch is part of the first page (only route components are split off):
// this file stays free of anything heavy.

/** The list's search and filters, kept in the URL so a view can be bookmarked. */
export const accountsSearchSchema = z.object({
  // `?q=654321` arrives as a number: the router reads search values as JSON.
  q: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
  role: roleSchema.optional().catch(undefined),
  incomplete: z.boolean().optional().catch(undefined),
  sort: z.string().optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
})
export type AccountsSearch = z.infer<typeof accountsSearchSchema>
