import { createFileRoute } from '@tanstack/react-router'
import { findScope } from '@/lib/scopes'
import { ExcursionListPage } from '@/features/excursions/components/excursion-list-page'

export const Route = createFileRoute('/activiteiten/$scope/')({ component: ScopeActivitiesPage })

// The scope was checked in $scope/route.tsx (an unknown one is not found).
function ScopeActivitiesPage() {
  const scope = findScope(Route.useParams().scope)
  return <ExcursionListPage title={scope?.label ?? ''} scopes={scope ? [scope] : []} />
}
