import { z } from 'zod'
import { idRef, listOf, numberish, timestampText } from '@/lib/answer-shapes'

/** SPEC §4, §9: the default preference of a subscription. */
export const DEFAULT_PREFERENCE = 1

export const subscriptionSchema = z.looseObject({
  _id: idRef,
  excursion_id: idRef,
  student_id: idRef,
  preference: numberish.pipe(z.number().int().min(1)).default(DEFAULT_PREFERENCE),
  timestamp: timestampText.default(''),
  payed: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
})
export type Subscription = z.output<typeof subscriptionSchema>
export const subscriptionListSchema = listOf(subscriptionSchema)

/**
 * POST subscriptions/subscribe. Without `_id` it is a new subscription; with the `_id` of one of
 * the caller's subscriptions it moves that one to `preference` (the one holding it swaps places).
 */
export const subscribeInputSchema = z.object({
  _id: z.string().min(1).optional(),
  excursion_id: z.string().min(1),
  preference: z.number().int().min(1).default(DEFAULT_PREFERENCE),
})
export type SubscribeInput = z.input<typeof subscribeInputSchema>

export const unsubscribeInputSchema = z.object({ id: z.string().min(1) })
export const unsubscribeAllInputSchema = z.object({ scope: z.string().min(1) })
export const payedInputSchema = z.object({ id: z.string().min(1), payed: z.boolean() })
export type PayedInput = z.infer<typeof payedInputSchema>
