import { z } from 'zod'
import { countOf, idRef, listOf, numberish } from '@/lib/answer-shapes'
import { isDateText } from '@/lib/dates'
import { findScope } from '@/lib/scopes'

/** An excursion as the API answers it (SPEC §3); `subscribed` and `preference` are the caller's own. */
export const excursionSchema = z.looseObject({
  _id: idRef,
  name: z.string(),
  scope: z.string(),
  hours: numberish,
  datetime: z.string(),
  subscribed: idRef.nullish().transform((v) => v ?? null),
  preference: numberish.nullish().transform((v) => v ?? null),
  // A count, or (as the name suggests) the subscriptions themselves.
  subscriptions: countOf,
  description: z.string().optional(),
  location: z.string().optional(),
  /** Optional maximum of places (our addition); an API without it means no limit. */
  capacity: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
})
export type Excursion = z.output<typeof excursionSchema>
export const excursionListSchema = listOf(excursionSchema)

export const excursionInputSchema = z.object({
  name: z.string().trim().min(1, 'Vul een naam in').max(200, 'Hoogstens 200 tekens'),
  scope: z.string().refine((s) => findScope(s) !== undefined, 'Kies een geldig soort'),
  hours: z
    .number('Vul een getal in')
    .int('Vul een heel getal in')
    .min(0, 'Vul 0 of meer in')
    .max(1000, 'Hoogstens 1000'),
  datetime: z.string().refine(isDateText, 'Vul een geldige datum in (DD-MM-JJJJ)'),
  description: z.string().max(5000, 'Hoogstens 5000 tekens').optional(),
  location: z.string().max(200, 'Hoogstens 200 tekens').optional(),
  capacity: z
    .number('Vul een getal in')
    .int('Vul een heel getal in')
    .min(1, 'Minstens 1 plaats')
    .max(100000, 'Hoogstens 100000')
    .nullable()
    .optional(),
})
export type ExcursionInput = z.infer<typeof excursionInputSchema>

export const excursionUpdateSchema = excursionInputSchema.extend({ _id: z.string().min(1) })
export type ExcursionUpdate = z.infer<typeof excursionUpdateSchema>

export const excursionsQuerySchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
})
export type ExcursionsQuery = z.infer<typeof excursionsQuerySchema>
