import type { QueryClient } from '@tanstack/react-query'

/**
 * For the loaders of the list routes: asks for the excursions while the page's code loads (not
 * awaited). The query's own code comes in its chunk beside the page's, so it stays off the first
 * page; if it cannot load, the list's own query reports the error.
 */
export function prefetchExcursions(queryClient: QueryClient) {
  void import('@/lib/excursions/api')
    .then(({ excursionsQueryOptions }) => queryClient.prefetchQuery(excursionsQueryOptions()))
    .catch(() => undefined)
}
