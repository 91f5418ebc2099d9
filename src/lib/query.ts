/** Extra options a caller may add to a query hook (e.g. `refetchInterval` for the polls, `enabled`). */
export type QueryConfig = {
  enabled?: boolean
  refetchInterval?: number | false
  refetchIntervalInBackground?: boolean
  staleTime?: number
}

/** Query keys that do not depend on who is logged in; everything else is dropped at login and logout. */
export const publicQueryRoots = ['content', 'settings'] as const
