import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'
import { RootLayout } from '@/app/layout/root-layout'
import { NotFound } from '@/components/not-found'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})
