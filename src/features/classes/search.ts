import { z } from 'zod/mini'
import { lenient, searchText } from '@/lib/search-params'

/** Beheer > Klassen's view in the URL: the scope's round, and the class whose students show. */
export const classesSearchSchema = z.object({
  soort: lenient(z.string()),
  klas: searchText(),
})
export type ClassesSearch = z.infer<typeof classesSearchSchema>
