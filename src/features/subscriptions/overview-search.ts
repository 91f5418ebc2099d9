import { z } from 'zod'

// Its own small module: the routes' validateSearch is part of the first page, the overview not.

/** Filters and sort in the URL (typed search params): a filtered view can be bookmarked. */
export const overviewSearchSchema = z.object({
  /** Free text: student number or name. */
  q: z.string().optional().catch(undefined),
  excursion: z.string().optional().catch(undefined),
  mentor: z.string().optional().catch(undefined),
  /** Only first choices (preference 1). */
  first: z.boolean().optional().catch(undefined),
  sort: z.string().optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
})
export type OverviewSearch = z.infer<typeof overviewSearchSchema>
