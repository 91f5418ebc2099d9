import { createFileRoute } from '@tanstack/react-router'
import { findScope } from '~domain/scopes'
import { prefetchExcursions } from '@/features/excursions/prefetch'
import { ExcursionListPage } from '@/features/excursions/components/excursion-list-page'
import { excursionListParts } from '@/routes/-parts/excursion-list-page'

export const Route = createFileRoute('/activiteiten/$scope/')({
  // The excursions are asked for while the page's code loads, not after it renders (not awaited).
  loader: ({ context }) => prefetchExcursions(context.queryClient),
  component: ScopeActivitiesPage,
})

// The scope was checked in $scope/route.tsx (an unknown one is not found).
function ScopeActivitiesPage() {
  const scope = findScope(Route.useParams().scope)
  return (
    <ExcursionListPage
      title={scope?.label ?? ''}
      scopes={scope ? [scope] : []}
      parts={excursionListParts}
    />
  )
}
