import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { overviewSearchSchema } from '@/features/subscriptions/overview-search'
import { SubscriptionOverview } from '@/features/subscriptions/components/subscription-overview'

export const Route = createFileRoute('/beheer/keuzedelen_inschrijvingen')({
  beforeLoad: requirePermission('subscriptions:overview'),
  staticData: { wide: true },
  validateSearch: overviewSearchSchema,
  component: KeuzedelenSubscriptionsPage,
})

function KeuzedelenSubscriptionsPage() {
  const navigate = Route.useNavigate()
  return (
    <SubscriptionOverview
      title="Keuzedelen inschrijvingen"
      group="keuzedeel"
      exportName="keuzedelen_inschrijvingen"
      search={Route.useSearch()}
      onSearchChange={(update, { replace }) =>
        void navigate({ search: update, replace, resetScroll: false })
      }
    />
  )
}
