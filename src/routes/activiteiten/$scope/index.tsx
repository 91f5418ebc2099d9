import { createFileRoute } from '@tanstack/react-router'
import { findScope } from '@/lib/scopes'
import { Page } from '@/components/page'

export const Route = createFileRoute('/activiteiten/$scope/')({ component: ScopeActivitiesPage })

function ScopeActivitiesPage() {
  const { scope } = Route.useParams()
  return <Page title={findScope(scope)?.label ?? ''} />
}
