import { z } from 'zod/mini'
import { roleSchema } from '~domain/access'
import { lenient, pageNumber, searchText, sortDirection } from '@/lib/search-params'

/** The list's search and filters, kept in the URL so a view can be bookmarked. */
export const accountsSearchSchema = z.object({
  q: searchText(),
  role: lenient(roleSchema),
  incomplete: lenient(z.boolean()),
  /** 'Niet geactiveerd' or 'Actief' (issue 24). */
  state: lenient(z.enum(['inactive', 'active'])),
  /** One Mentor/Coach group: a class. */
  grade: lenient(z.string()),
  sort: lenient(z.string()),
  order: sortDirection(),
  page: pageNumber(),
})
export type AccountsSearch = z.infer<typeof accountsSearchSchema>
