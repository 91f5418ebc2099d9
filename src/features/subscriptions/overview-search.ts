import { z } from 'zod/mini'
import { lenient, pageNumber, searchText, sortDirection } from '@/lib/search-params'

/** Filters and sort in the URL (typed search params): a filtered view can be bookmarked. */
export const overviewSearchSchema = z.object({
  /** Free text: student number or name. */
  q: searchText(),
  excursion: lenient(z.string()),
  mentor: lenient(z.string()),
  /** Only first choices (preference 1). */
  first: lenient(z.boolean()),
  /** Only subscriptions that hold a place (true) or only wishes without one (false). */
  placed: lenient(z.boolean()),
  /** A parent's consent: 'pending', 'given', 'refused', 'missing' or 'none' (not needed). */
  consent: lenient(z.enum(['pending', 'given', 'refused', 'missing', 'none'])),
  sort: lenient(z.string()),
  dir: sortDirection(),
  page: pageNumber(),
})
export type OverviewSearch = z.infer<typeof overviewSearchSchema>
