import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/rounds'
import { api } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import type { QueryConfig } from '@/lib/query'
import { excursionKeys } from '@/lib/excursions/api'
import { subscriptionErrorText, subscriptionKeys } from '@/lib/subscriptions/api'
import type { PreviewInput, PublishInput, RoundInput } from '~contract/schemas/rounds'

export const roundKeys = { all: ['rounds'] as const }

// GET rounds: every scope's round (admins: with the published placement)
export function getRounds() {
  return api.call(calls.rounds)
}
export const roundsQueryOptions = () =>
  queryOptions({ queryKey: roundKeys.all, queryFn: getRounds })
/** The rounds, as lists, details and the account page show them; refreshed with the minute poll. */
export function useRounds(queryConfig?: QueryConfig) {
  return useQuery({ ...roundsQueryOptions(), ...queryConfig })
}

// POST rounds/set
export function setRound(input: RoundInput) {
  return api.call(calls.setRound, input)
}
// POST rounds/preview
export function previewPlacement(input: PreviewInput) {
  return api.call(calls.previewPlacement, input)
}
// POST rounds/publish
export function publishPlacement(input: PublishInput) {
  return api.call(calls.publishPlacement, input)
}
// POST rounds/undo
export function undoPlacement(scope: string) {
  return api.call(calls.undoPlacement, { scope })
}
// POST waiting_list/join
export function joinWaitingList(excursionId: string) {
  return api.call(calls.joinWaitingList, { excursion_id: excursionId })
}
// POST waiting_list/leave
export function leaveWaitingList(excursionId: string) {
  return api.call(calls.leaveWaitingList, { excursion_id: excursionId })
}

/**
 * A change of rounds or places shows on every list, detail and overview: all three refresh. Not
 * waited for: the caller's own callbacks run first, while the form that made the change (which
 * the fresh data may replace, e.g. the preview after publishing) is still there.
 */
function useRoundChange<T, A>(mutationFn: (input: T) => Promise<A>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => {
      for (const queryKey of [roundKeys.all, subscriptionKeys.all, excursionKeys.all])
        void queryClient.invalidateQueries({ queryKey })
    },
  })
}

/** Admin changes: the page shows a failure itself (beside the form or button). */
export const useSetRound = () => useRoundChange(setRound)
export const usePublishPlacement = () => useRoundChange(publishPlacement)
export const useUndoPlacement = () => useRoundChange(undoPlacement)
/** The preview writes nothing: nothing to refresh. */
export const usePreviewPlacement = () => useMutation({ mutationFn: previewPlacement })

// GET rounds/verification: 'Exporteren voor controle' (asked when the admin presses it)
export function getVerification(scope: string) {
  return api.call(calls.verificationExport, { scope })
}
export const useVerificationExport = () => useMutation({ mutationFn: getVerification })

/** A student's waiting lists; a refusal alerts as a subscription's does (SPEC §8). */
function useWaitingChange<A>(mutationFn: (excursionId: string) => Promise<A>) {
  const change = useRoundChange(mutationFn)
  return {
    ...change,
    mutate: (excursionId: string) =>
      change.mutate(excursionId, {
        onError: (error) => void notify.error(subscriptionErrorText(error)),
      }),
  }
}
export const useJoinWaitingList = () => useWaitingChange(joinWaitingList)
export const useLeaveWaitingList = () => useWaitingChange(leaveWaitingList)

// GET rounds/reminders: how many students lack something (asked when the admin opens the question)
export function useReminderPreview(scope: string, enabled: boolean) {
  return useQuery({
    queryKey: [...roundKeys.all, 'reminders', scope],
    queryFn: () => api.call(calls.reminderPreview, { scope }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  })
}
// POST rounds/reminders
export function useSendReminders() {
  return useMutation({ mutationFn: (scope: string) => api.call(calls.sendReminders, { scope }) })
}
