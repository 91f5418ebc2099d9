import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LIVE_DATA_TICKS, startPolling, VERSION_CHECK_TICKS, type PollJob } from '@/lib/polling'
import { refreshQueries } from '@/lib/query'
import { loadChunk } from '@/lib/lazy'
import { settingKeys, settingQueryOptions, versionQueryOptions } from '@/lib/settings/api'
import { POLICY_SETTING } from '~contract/schemas/settings'
import { useVersionWatch } from '@/features/settings/version-watch'

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
      // A chunk that fails to load is tried again on the next minute.
      run: () =>
        void loadChunk(() => import('./live-data')).then(
          ({ refreshLiveData }) => refreshLiveData(queryClient),
          () => undefined,
        ),
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
