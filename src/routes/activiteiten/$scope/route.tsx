import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { isActivityScope } from '~domain/scopes'

/** /activiteiten/{scope}: an unknown scope is a page that does not exist. */
export const Route = createFileRoute('/activiteiten/$scope')({
  beforeLoad: ({ params }) => {
    if (!isActivityScope(params.scope)) throw notFound()
  },
  component: Outlet,
})
