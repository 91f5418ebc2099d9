import { createFileRoute } from '@tanstack/react-router'
import { findScope } from '~domain/scopes'
import { ExcursionDetail } from '@/features/excursions/components/excursion-detail'
import { excursionDetailParts } from '@/routes/-parts/excursion-detail'

export const Route = createFileRoute('/activiteiten/$scope/$excursionId')({
  component: ActivityPage,
})

function ActivityPage() {
  const { scope, excursionId } = Route.useParams()
  const info = findScope(scope)
  return (
    <ExcursionDetail
      excursionId={excursionId}
      scopes={info ? [info] : []}
      parts={excursionDetailParts}
    />
  )
}
