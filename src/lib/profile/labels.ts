import type { DOCUMENT_TYPES, GENDERS } from '~domain/profile'

/** The ID popup's and the lists' words for the known values of gender and document type. */
export const genderLabels: Record<(typeof GENDERS)[number], string> = {
  m: 'Man',
  v: 'Vrouw',
  x: 'X (anders / zeg ik liever niet)',
}
export const documentTypeLabels: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  passport: 'Paspoort',
  id: 'Identiteitskaart',
}
