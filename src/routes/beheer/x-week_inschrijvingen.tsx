import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { overviewSearchSchema } from '@/features/subscriptions/overview-search'
import { SubscriptionOverview } from '@/features/subscriptions/components/subscription-overview'

export const Route = createFileRoute('/beheer/x-week_inschrijvingen')({
  beforeLoad: requirePermission('subscriptions:overview'),
  staticData: { wide: true },
  validateSearch: overviewSearchSchema,
  component: XWeekSubscriptionsPage,
})

function XWeekSubscriptionsPage() {
  const navigate = Route.useNavigate()
  return (
    <SubscriptionOverview
      title="X-Week inschrijvingen"
      group="x-week"
      exportName="x-week_inschrijvingen"
      search={Route.useSearch()}
      onSearchChange={(update, { replace }) =>
        void navigate({ search: update, replace, resetScroll: false })
      }
    />
  )
}
