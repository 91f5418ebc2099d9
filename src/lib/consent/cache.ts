import type { QueryClient } from '@tanstack/react-query'
import type { Consent } from '~contract/schemas/consent'
import { consentKeys } from './keys'

/**
 * The student's consents in the cache (issue 44), written at once after a change, so the trip
 * page's block and its count follow the click instead of the next fetch (SPEC §7's second).
 */

const upsert = (list: Consent[] | undefined, consent: Consent) => [
  ...(list ?? []).filter((c) => c.excursion_id !== consent.excursion_id),
  consent,
]

/** Then asked again, also while no screen shows it (the trip page mounts its block next). */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: consentKeys.own, refetchType: 'all' })

/**
 * The server's consent as it is now (address, mails left today): POST consents/request's answer,
 * and a sign-up's that named a parent.
 */
export function showOwnConsent(queryClient: QueryClient, consent: Consent) {
  queryClient.setQueryData<Consent[]>(consentKeys.own, (old) => upsert(old, consent))
  return refresh(queryClient)
}
