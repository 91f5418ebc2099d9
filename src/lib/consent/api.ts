import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/consent'
import type { ConsentAnswer, ParentInput } from '~contract/schemas/consent'
import { api } from '@/lib/api-client'

import { showOwnConsent } from './cache'
import { consentKeys } from './keys'

/** Parents' consent for trips (issue 44): the calls the student's, the parent's and the admins' screens share. */

// GET consents/own: the student's consents, per trip
export const useOwnConsents = (enabled: boolean) =>
  useQuery({ queryKey: consentKeys.own, queryFn: () => api.call(calls.ownConsents), enabled })

// GET consents: everyone's (the admins' overviews)
export const useAllConsents = (enabled = true) =>
  useQuery({ queryKey: consentKeys.all, queryFn: () => api.call(calls.allConsents), enabled })

// POST consents/request: the mail again, or to another address
export function useRequestConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { excursion_id: string; parent: ParentInput }) =>
      api.call(calls.requestConsent, input),
    // The block, its count and the message follow the answer at once (the list is asked again
    // without waiting for it); a refusal asks the list again.
    onSuccess: (consent) => void showOwnConsent(queryClient, consent),
    onError: () => void queryClient.invalidateQueries({ queryKey: consentKeys.own }),
  })
}

// POST consents/remind: a reminder to the parents of a scope who have not answered
export function useRemindConsents() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (scope: string) => api.call(calls.remindConsents, { scope }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentKeys.all }),
  })
}

// POST consents/link: the parent's page (no account)
export const consentPage = (token: string) => api.call(calls.consentLink, { token })
// POST consents/answer: the parent's answer
export const answerConsent = (input: ConsentAnswer) => api.call(calls.answerConsent, input)
