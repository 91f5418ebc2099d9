import { z } from 'zod/mini'
import { numberish } from '~domain/shapes'
import { countOf, idRef, listOf } from '~contract/schemas/answer-shapes'
import { dateSortKey, isDateText } from '~domain/dates'
import { findScope } from '~domain/scopes'
import { CONSENT_SETTINGS } from '~domain/consent'

// zod/mini: the list pages read excursions with these, and they load early.

const nullableNumber = z.pipe(
  z.nullish(z.number()),
  z.transform((v: number | null | undefined) => v ?? null),
)

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
  capacity: nullableNumber,
  /** The smallest group it runs with (placement); null: none. */
  minimum: nullableNumber,
  /** Day of return (DD-MM-YYYY); absent: not given. */
  return_date: z.optional(z.nullable(z.string())),
  /** A parent's consent (issue 44): 'minors', 'everyone', 'none'; null/absent: the scope's default. */
  consent: z.optional(z.nullable(z.string())),
  /** The balance (issue 44): the most of its places for one class, in %; null: none. */
  class_share: z.optional(z.nullable(z.number())),
  /** Places kept for a group until the placement, and the group (students: admins only). */
  kept_places: z.optional(z.nullable(z.number())),
  kept_classes: z.optional(z.array(z.string())),
  kept_students: z.optional(z.array(z.string())),
  /**
   * Places taken (docs/rounds.md): the subscriptions in first-come rounds, the placed
   * students after a placement, null while wishes are collected. Absent (an API without it):
   * the subscriptions count, as before.
   */
  places_taken: z.optional(z.nullable(z.number())),
  /** Whether the caller's own subscription holds a place (a wish may not); null: none. */
  placed: z.pipe(
    z.nullish(z.boolean()),
    z.transform((v: boolean | null | undefined) => v ?? null),
  ),
  /** Students on the waiting list, and the caller's own place in it (1 = next). */
  waiting: countOf,
  waiting_position: nullableNumber,
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

const excursionFields = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Vul een naam in'), z.maxLength(200, 'Hoogstens 200 tekens')),
  scope: z.string().check(z.refine((s) => findScope(s) !== undefined, 'Kies een geldig soort')),
  hours: wholeNumber(0, 'Vul 0 of meer in', 1000, 'Hoogstens 1000'),
  datetime: z.string().check(z.refine(isDateText, 'Vul een geldige datum in (DD-MM-JJJJ)')),
  description: z.optional(z.string().check(z.maxLength(5000, 'Hoogstens 5000 tekens'))),
  location: z.optional(z.string().check(z.maxLength(200, 'Hoogstens 200 tekens'))),
  capacity: z.optional(z.nullable(wholeNumber(1, 'Minstens 1 plaats', 100000, 'Hoogstens 100000'))),
  minimum: z.optional(
    z.nullable(wholeNumber(1, 'Minstens 1 deelnemer', 100000, 'Hoogstens 100000')),
  ),
  return_date: z.optional(
    z.nullable(z.string().check(z.refine(isDateText, 'Vul een geldige datum in (DD-MM-JJJJ)'))),
  ),
  consent: z.optional(z.nullable(z.enum(CONSENT_SETTINGS))),
  class_share: z.optional(z.nullable(wholeNumber(1, 'Minstens 1%', 100, 'Hoogstens 100%'))),
  kept_places: z.optional(
    z.nullable(wholeNumber(1, 'Minstens 1 plaats', 100000, 'Hoogstens 100000')),
  ),
  kept_classes: z.optional(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(50, 'Hoogstens 50 tekens')))
      .check(z.maxLength(50, 'Hoogstens 50 klassen')),
  ),
  kept_students: z.optional(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100, 'Hoogstens 100 tekens')))
      .check(z.maxLength(500, 'Hoogstens 500 leerlingnummers')),
  ),
})

type ExcursionFields = z.infer<typeof excursionFields>

/**
 * Rules between fields: back after leaving, no minimum above the places; the balance needs a
 * maximum of places, kept places need a group (and a group its places) and fit in the places.
 */
const fieldRules = [
  z.refine<ExcursionFields>(
    (e) =>
      !e.return_date ||
      !isDateText(e.datetime) ||
      dateSortKey(e.return_date) >= dateSortKey(e.datetime),
    { message: 'De terugkomst kan niet voor de datum liggen', path: ['return_date'] },
  ),
  z.refine<ExcursionFields>(
    (e) => e.minimum == null || e.capacity == null || e.minimum <= e.capacity,
    { message: 'Het minimum kan niet groter zijn dan het aantal plaatsen', path: ['minimum'] },
  ),
  z.refine<ExcursionFields>((e) => e.class_share == null || e.capacity != null, {
    message: 'Een aandeel per klas kan alleen bij een maximaal aantal plaatsen',
    path: ['class_share'],
  }),
  z.refine<ExcursionFields>((e) => e.kept_places == null || e.capacity != null, {
    message: 'Plaatsen vasthouden kan alleen bij een maximaal aantal plaatsen',
    path: ['kept_places'],
  }),
  z.refine<ExcursionFields>(
    (e) => e.kept_places == null || e.capacity == null || e.kept_places <= e.capacity,
    {
      message: 'Er kunnen niet meer plaatsen vastgehouden worden dan er zijn',
      path: ['kept_places'],
    },
  ),
  z.refine<ExcursionFields>((e) => e.kept_places == null || keptGroupSize(e) > 0, {
    message: 'Noem een klas of leerlingnummers voor de vastgehouden plaatsen',
    path: ['kept_classes'],
  }),
  z.refine<ExcursionFields>((e) => e.kept_places != null || keptGroupSize(e) === 0, {
    message: 'Vul in hoeveel plaatsen deze groep krijgt',
    path: ['kept_places'],
  }),
] as const

const keptGroupSize = (e: ExcursionFields) =>
  (e.kept_classes?.length ?? 0) + (e.kept_students?.length ?? 0)

export const excursionInputSchema = excursionFields.check(...fieldRules)
export type ExcursionInput = z.infer<typeof excursionInputSchema>

export const excursionUpdateSchema = z
  .extend(excursionFields, { _id: z.string().check(z.minLength(1)) })
  .check(...fieldRules)
export type ExcursionUpdate = z.infer<typeof excursionUpdateSchema>

export const excursionsQuerySchema = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
})
export type ExcursionsQuery = z.infer<typeof excursionsQuerySchema>
