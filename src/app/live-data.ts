import type { QueryClient } from '@tanstack/react-query'
import { refreshQueries } from '@/lib/query'
import { sessionStore } from '@/lib/session'
import { accountKeys } from '@/lib/accounts/keys'
import { excursionKeys, excursionsQueryOptions } from '@/lib/excursions/api'
import { roundKeys } from '@/lib/rounds/api'
import {
  isPayedToggleRunning,
  isSubscriptionChangeRunning,
  subscriptionKeys,
  subscriptionsQueryOptions,
} from '@/lib/subscriptions/api'

/**
 * The 1-minute job of SPEC §7: excursions and subscriptions (and the rounds shown with them), and
 * with them the accounts and profiles that staff pages join them with (a student added since the
 * overview opened must show with their name and pass its filters). Its own chunk, loaded by the
 * scheduler when the job first runs, so the excursion and subscription code stays off the first
 * page.
 */
export function refreshLiveData(queryClient: QueryClient) {
  // A subscription change or a paid flag being saved refreshes the list itself when it
  // settles; a poll meanwhile could briefly bring back the state from before it.
  if (isSubscriptionChangeRunning(queryClient) || isPayedToggleRunning(queryClient)) return
  // An expired session waits for its user to log in again (which refreshes everything): asked
  // without a token now, the lists would come back as a visitor's.
  if (sessionStore.get()?.expired) return
  // Whoever is logged in (a student their own subscriptions, an admin all of them) gets
  // both, whatever page is open; a visitor's open lists are refreshed too.
  const loggedIn = sessionStore.user() !== null
  void refreshQueries(
    queryClient,
    excursionKeys.all,
    loggedIn ? excursionsQueryOptions() : undefined,
  )
  // A round's window and placement, where a page shows them (docs/rounds.md).
  void refreshQueries(queryClient, roundKeys.all)
  if (!loggedIn) return
  void refreshQueries(queryClient, subscriptionKeys.all, subscriptionsQueryOptions())
  // Only where staff loaded them: shown ones now, the others when next shown.
  void refreshQueries(queryClient, accountKeys.all)
}
