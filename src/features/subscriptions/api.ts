import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { anyAnswer, api } from '@/lib/api-client'
import type { QueryConfig } from '@/lib/query'
import { excursionKeys } from '@/features/excursions/api'
import {
  payedInputSchema,
  subscribeInputSchema,
  subscriptionListSchema,
  unsubscribeAllInputSchema,
  unsubscribeInputSchema,
  type PayedInput,
  type SubscribeInput,
} from './schemas'

export const subscriptionKeys = { all: ['subscriptions'] as const }

// GET subscriptions/all: a student gets their own, an admin everyone's
export function getSubscriptions() {
  return api.get('subscriptions/all', subscriptionListSchema)
}
export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.all, queryFn: getSubscriptions })
export function useSubscriptions(queryConfig?: QueryConfig) {
  return useQuery({ ...subscriptionsQueryOptions(), ...queryConfig })
}

// POST subscriptions/subscribe
export function subscribe(input: SubscribeInput) {
  return api.post('subscriptions/subscribe', anyAnswer, subscribeInputSchema.parse(input))
}
// POST subscriptions/unsubscribe
export function unsubscribe(id: string) {
  return api.post('subscriptions/unsubscribe', anyAnswer, unsubscribeInputSchema.parse({ id }))
}
// POST subscriptions/unsubscribe/all
export function unsubscribeAll(scope: string) {
  return api.post('subscriptions/unsubscribe/all', anyAnswer, unsubscribeAllInputSchema.parse({ scope }))
}
// POST subscriptions/payed
export function setPayed(input: PayedInput) {
  return api.post('subscriptions/payed', anyAnswer, payedInputSchema.parse(input))
}

/** Excursions carry the caller's subscription state, so both are refreshed after a change. */
export function useSubscriptionMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: excursionKeys.all }),
      ]),
  })
}

export const useUnsubscribeAll = () => useSubscriptionMutation(unsubscribeAll)
export const useSetPayed = () => useSubscriptionMutation(setPayed)
