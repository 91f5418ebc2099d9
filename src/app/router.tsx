import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/lib/session'
import { NotFound } from '@/components/not-found'
import { RouteError } from '@/components/route-error'
import { routeTree } from '@/routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session: sessionStore },
    defaultPreload: 'intent',
    // Query owns freshness; the router only asks it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** A data-dense page (the admin overviews): the page's main is as wide as the screen. */
    wide?: boolean
  }
}
