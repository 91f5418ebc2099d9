import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LIVE_DATA_TICKS, startPolling, VERSION_CHECK_TICKS, type PollJob } from '@/lib/polling'
import { refreshQueries } from '@/lib/query'
import { sessionStore } from '@/lib/session'
import { excursionKeys, excursionsQueryOptions } from '@/features/excursions/api'
import { settingKeys, settingQueryOptions, versionQueryOptions } from '@/features/settings/api'
import { POLICY_SETTING } from '@/features/settings/schemas'
import { useVersionWatch } from '@/features/settings/version-watch'
import {
  isSubscriptionChangeRunning,
  subscriptionKeys,
  subscriptionsQueryOptions,
} from '@/features/subscriptions/api'

/** The jobs of SPEC §7 by query key; pages only read what these keep fresh. */
export function pollJobs(queryClient: QueryClient): PollJob[] {
  return [
    {
      everyTicks: VERSION_CHECK_TICKS,
      run: () =>
        void Promise.all([
          queryClient.prefetchQuery({ ...versionQueryOptions(), staleTime: 0 }),
          refreshQueries(
            queryClient,
            settingKeys.all,
            settingQueryOptions(POLICY_SETTING),
            (key) => key[1] === 'version',
          ),
        ]),
    },
    {
      everyTicks: LIVE_DATA_TICKS,
      run: () => {
        // A subscription change refreshes both itself when it settles; a poll meanwhile could
        // briefly bring back the state from before it.
        if (isSubscriptionChangeRunning(queryClient)) return
        // Whoever is logged in (a student their own subscriptions, an admin all of them) gets
        // both, whatever page is open; a visitor's open lists are refreshed too.
        const loggedIn = sessionStore.user() !== null
        void refreshQueries(
          queryClient,
          excursionKeys.all,
          loggedIn ? excursionsQueryOptions() : undefined,
        )
        if (loggedIn)
          void refreshQueries(queryClient, subscriptionKeys.all, subscriptionsQueryOptions())
      },
    },
  ]
}

/** The one poll scheduler (SPEC §7, §9), mounted once at the app's root. */
export function PollScheduler() {
  const queryClient = useQueryClient()
  useVersionWatch()
  useEffect(() => startPolling(pollJobs(queryClient)), [queryClient])
  return null
}
