import { useQuery } from '@tanstack/react-query'
import * as calls from '~contract/launch'
import { can } from '~domain/access'
import { api } from '@/lib/api-client'
import { useSessionUser } from '@/lib/session'

export const launchKeys = { checklist: ['launch-checklist'] as const }

// GET launch_checklist: 'Klaar voor de start' (admins)
export function useLaunchChecklist() {
  const user = useSessionUser()
  return useQuery({
    queryKey: launchKeys.checklist,
    queryFn: () => api.call(calls.launchChecklist),
    // Not before the session's second factor is set up: the server refuses it until then.
    enabled: can(user, 'accounts:admin') && !user?.second_factor_setup,
    staleTime: 60_000,
  })
}

/** The policy and terms still the install's unreviewed model (none while unknown). */
export function useUnreviewedTexts(): readonly string[] {
  return useLaunchChecklist().data?.unreviewed_texts ?? []
}
