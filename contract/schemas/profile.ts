import { z } from 'zod/mini'
import { TEXT_MAX, tooLong } from '~domain/limits'
import { textOrNumber } from '~domain/profile'
import { numberish } from '~domain/shapes'

/** A text field as written: at most `max` characters (a number is taken as its text); null is "not given". */
const written = (max: number) =>
  z.pipe(
    z.nullish(z.pipe(textOrNumber(), z.string().check(z.maxLength(max, tooLong(max))))),
    z.transform((v: string | null | undefined) => v ?? undefined),
  )

/**
 * A profile as a save writes it (issue 25): every field optional, and a field left out is left
 * alone, never reset. Text has its maximum length (domain/limits.ts), a flag must be a flag.
 * Unknown fields (the `_id` the app sends back) are let through and not stored.
 */
export const profileUpdateSchema = z.looseObject({
  first_name: written(TEXT_MAX.name),
  last_name: written(TEXT_MAX.name),
  last_name_prefix: written(TEXT_MAX.name),
  email: written(TEXT_MAX.email),
  login_id: written(TEXT_MAX.email),
  accept_privacy_policy: z.optional(z.boolean()),
  accept_reis_terms: z.optional(z.boolean()),
  accept_activity_terms: z.optional(z.boolean()),
  accept_keuzedelen_terms: z.optional(z.boolean()),
  nationality: written(TEXT_MAX.name),
  bday: written(TEXT_MAX.date),
  gender: written(TEXT_MAX.code),
  document_type: written(TEXT_MAX.code),
  document_number: written(TEXT_MAX.code),
  document_issue_date: written(TEXT_MAX.date),
  document_validity_date: written(TEXT_MAX.date),
  document_country: written(TEXT_MAX.name),
  document_first_name: written(TEXT_MAX.name),
  document_surname: written(TEXT_MAX.name),
  number: written(TEXT_MAX.number),
  phone: written(TEXT_MAX.phone),
  grade: written(TEXT_MAX.name),
  hours: z.nullish(numberish),
})
