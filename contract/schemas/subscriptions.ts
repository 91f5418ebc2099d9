import { z } from 'zod/mini'
import { DEFAULT_PREFERENCE } from '~domain/preferences'
import { numberish } from '~domain/shapes'
import { idRef, listOf, timestampText } from './answer-shapes'
import { consentSchema, parentSchema } from './consent'

const rank = z.int().check(z.minimum(1))
const id = z.string().check(z.minLength(1))

export const subscriptionSchema = z.looseObject({
  _id: idRef,
  excursion_id: idRef,
  student_id: idRef,
  preference: z._default(z.pipe(numberish, rank), DEFAULT_PREFERENCE),
  timestamp: z._default(timestampText, ''),
  payed: z.pipe(
    z.nullish(z.boolean()),
    z.transform((v: boolean | null | undefined) => v ?? false),
  ),
  /**
   * Whether it holds a place (docs/rounds.md): a wish in a preference round does not
   * until it is placed. An API without the field: every subscription is a place, as before.
   */
  placed: z.pipe(
    z.nullish(z.boolean()),
    z.transform((v: boolean | null | undefined) => v ?? true),
  ),
  /** How a published placement gave it ('wish', 'pin', 'leftover', 'waiting-list'), or null. */
  placed_via: z.pipe(
    z.nullish(z.string()),
    z.transform((v: string | null | undefined) => v ?? null),
  ),
  /** The wish's rank when it was placed ('jouw 2e keuze'). */
  placed_rank: z.pipe(
    z.nullish(numberish),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
})
export type Subscription = z.output<typeof subscriptionSchema>

/**
 * POST subscriptions/subscribe's answer: the subscription, and where the sign-up named a parent
 * for a trip that needs their consent, that consent as it then is (issue 44): the trip's page
 * shows it from this answer, it does not work it out again.
 */
export const subscribedSchema = z.extend(subscriptionSchema, { consent: z.optional(consentSchema) })
export const subscriptionListSchema = listOf(subscriptionSchema)

/**
 * POST subscriptions/subscribe. Without `_id` it is a new subscription; with the `_id` of one of
 * the caller's subscriptions it moves that one to `preference` (the one holding it swaps places).
 */
export const subscribeInputSchema = z.object({
  _id: z.optional(id),
  excursion_id: id,
  preference: z._default(rank, DEFAULT_PREFERENCE),
  /** The parent or guardian to ask, where the trip needs their consent (issue 44). */
  parent: z.optional(parentSchema),
})
export type SubscribeInput = z.input<typeof subscribeInputSchema>

/**
 * A sign-up in a fair start's queue ('eerlijke start', docs/rounds.md): `position` in
 * the drawn order once the queue has closed (null before), `result` once handled: 'ok' or the
 * refusal's text.
 */
export const fairStartEntrySchema = z.object({
  id: z.number(),
  scope: z.string(),
  excursion_id: z.string(),
  preference: z.number(),
  arrived_at: z.string(),
  /** When the queue closes and the order is drawn. */
  draw_at: z.string(),
  position: z.nullable(z.number()),
  result: z.nullable(z.string()),
})
export type FairStartEntry = z.infer<typeof fairStartEntrySchema>
export const fairStartEntryListSchema = z.array(fairStartEntrySchema)

/** POST subscriptions/subscribe in a fair start's first seconds: queued (202), not yet decided. */
export const queuedAnswerSchema = z.object({
  queued: z.literal(true),
  message: z.string(),
  entry: fairStartEntrySchema,
})

export const unsubscribeInputSchema = z.object({ id })
export const unsubscribeAllInputSchema = z.object({ scope: id })
export const payedInputSchema = z.object({ id, payed: z.boolean() })
export type PayedInput = z.infer<typeof payedInputSchema>
