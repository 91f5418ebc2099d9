import type { QueryClient } from '@tanstack/react-query'
import type { Consent, ParentInput } from '~contract/schemas/consent'
import { CONSENT_MAILS_PER_DAY } from '~domain/consent'
import { consentKeys } from './keys'

/**
 * The student's consents in the cache (issue 44), written at once after a change, so the trip
 * page's block and its count follow the click instead of the next fetch (SPEC §7's second).
 * Without calls, so the sign-up's hook can use it.
 */

const upsert = (list: Consent[] | undefined, consent: Consent) => [
  ...(list ?? []).filter((c) => c.excursion_id !== consent.excursion_id),
  consent,
]

/** Then asked again, also while no screen shows it (the trip page mounts its block next). */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: consentKeys.own, refetchType: 'all' })

/** POST consents/request answered: the server's row as it is now (address, mails left today). */
export function showOwnConsent(queryClient: QueryClient, consent: Consent) {
  queryClient.setQueryData<Consent[]>(consentKeys.own, (old) => upsert(old, consent))
  return refresh(queryClient)
}

/**
 * A sign-up that named a parent succeeded: the server has asked them (`askAfterSignUp`), so the
 * block shows 'Wacht op toestemming' to this parent with one mail fewer left today, until the
 * list comes back. An answer given before stands, and with no mail left today none was sent:
 * then the row stays as it was.
 */
export function showAskedConsent(
  queryClient: QueryClient,
  ask: { excursion_id: string; student_id: string; parent: ParentInput },
) {
  queryClient.setQueryData<Consent[]>(consentKeys.own, (old) => {
    const existing = old?.find((c) => c.excursion_id === ask.excursion_id)
    if (existing && (existing.state !== 'pending' || existing.mails_left_today === 0)) return old
    return upsert(old, {
      _id: existing?._id ?? `asked-${ask.excursion_id}`,
      student_id: ask.student_id,
      excursion_id: ask.excursion_id,
      parent_name: ask.parent.name.trim(),
      parent_email: ask.parent.email.trim(),
      state: 'pending',
      answered_at: null,
      mails_left_today: (existing?.mails_left_today ?? CONSENT_MAILS_PER_DAY) - 1,
    })
  })
  return refresh(queryClient)
}
