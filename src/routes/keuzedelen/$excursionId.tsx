import { createFileRoute } from '@tanstack/react-router'
import { electiveScopes } from '~domain/scopes'
import { ExcursionDetail } from '@/features/excursions/components/excursion-detail'
import { excursionDetailParts } from '@/routes/-parts/excursion-detail'

export const Route = createFileRoute('/keuzedelen/$excursionId')({ component: KeuzedeelPage })

function KeuzedeelPage() {
  const { excursionId } = Route.useParams()
  return (
    <ExcursionDetail
      excursionId={excursionId}
      scopes={electiveScopes}
      parts={excursionDetailParts}
    />
  )
}
