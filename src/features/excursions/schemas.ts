import { z } from 'zod/mini'
import { countOf, idRef, listOf, numberish } from '@/lib/answer-shapes'
import { isDateText } from '@/lib/dates'
import { findScope } from '@/lib/scopes'

// zod/mini: the list pages read excursions with these, and they load early.

/** An excursion as the API answers it (SPEC §3); `subscribed` and `preference` are the caller's own. */
export const excursionSchema = z.looseObject({
  _id: idRef,
  name: z.string(),
  scope: z.string(),
  hours: numberish,
  datetime: z.string(),
  subscribed: z.pipe(
    z.nullish(idRef),
    z.transform((v: string | null | undefined) => v ?? null),
  ),
  preference: z.pipe(
    z.nullish(numberish),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
  // A count, or (as the name suggests) the subscriptions themselves.
  subscriptions: countOf,
  description: z.optional(z.string()),
  location: z.optional(z.string()),
  /** Optional maximum of places (our addition); an API without it means no limit. */
  capacity: z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
})
export type Excursion = z.output<typeof excursionSchema>
export const excursionListSchema = listOf(excursionSchema)

const wholeNumber = (min: number, tooSmall: string, max: number, tooLarge: string) =>
  z
    .number({ error: 'Vul een getal in' })
    .check(
      z.refine(Number.isInteger, 'Vul een heel getal in'),
      z.minimum(min, tooSmall),
      z.maximum(max, tooLarge),
    )

export const excursionInputSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Vul een naam in'), z.maxLength(200, 'Hoogstens 200 tekens')),
  scope: z.string().check(z.refine((s) => findScope(s) !== undefined, 'Kies een geldig soort')),
  hours: wholeNumber(0, 'Vul 0 of meer in', 1000, 'Hoogstens 1000'),
  datetime: z.string().check(z.refine(isDateText, 'Vul een geldige datum in (DD-MM-JJJJ)')),
  description: z.optional(z.string().check(z.maxLength(5000, 'Hoogstens 5000 tekens'))),
  location: z.optional(z.string().check(z.maxLength(200, 'Hoogstens 200 tekens'))),
  capacity: z.optional(z.nullable(wholeNumber(1, 'Minstens 1 plaats', 100000, 'Hoogstens 100000'))),
})
export type ExcursionInput = z.infer<typeof excursionInputSchema>

export const excursionUpdateSchema = z.extend(excursionInputSchema, {
  _id: z.string().check(z.minLength(1)),
})
export type ExcursionUpdate = z.infer<typeof excursionUpdateSchema>

export const excursionsQuerySchema = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
})
export type ExcursionsQuery = z.infer<typeof excursionsQuerySchema>
