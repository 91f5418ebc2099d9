import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Extra options a caller may add to a query hook (e.g. `enabled`). No intervals: the one poll
 * scheduler (`src/app/poll-scheduler.tsx`) keeps polled data fresh; components only read.
 */
export type QueryConfig = {
  enabled?: boolean
  staleTime?: number
}

/*
 * A form's save is done when the server acknowledges it, not when the lists that show it have
 * been fetched again: mutation hooks start their refresh and do not return it from onSuccess or
 * onSettled (which `mutateAsync` would wait for). So the form is clean at once (its draft and its
 * entry in the register of unsaved input go before the user can press on, issue 28), and a
 * dialog closes without waiting for a list of 3,000 accounts. Three kinds wait: sign-up and
 * sign-off (src/features/subscriptions/api.ts: their button must not come back before the new
 * state) and excursion changes (a detail page follows a new scope to its new address, which must
 * find the excursion there); the modal excursion dialog keeps its input meanwhile, busy.
 */

/** Query keys that do not depend on who is logged in; everything else is dropped at login and logout. */
export const publicQueryRoots = ['content', 'settings'] as const

/**
 * Refreshes the queries under `root` through Query: the ones on screen at once, the rest when
 * next shown, and `main` (e.g. the whole list) even when nothing shows it yet. A fetch under
 * way is joined, never started a second time.
 */
export function refreshQueries(
  queryClient: QueryClient,
  root: QueryKey,
  main?: FetchQueryOptions<any, any, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any query's options
  exclude?: (key: QueryKey) => boolean,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries(
      { queryKey: root, predicate: exclude && ((query) => !exclude(query.queryKey)) },
      { cancelRefetch: false },
    ),
    main && queryClient.prefetchQuery({ ...main, staleTime: 0 }),
  ])
}
