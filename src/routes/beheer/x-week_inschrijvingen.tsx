import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { Page } from '@/components/page'

export const Route = createFileRoute('/beheer/x-week_inschrijvingen')({
  beforeLoad: requirePermission('subscriptions:overview'),
  component: XWeekSubscriptionsPage,
})

// The overview is built in a later round (DEVELOPERS.md); its calls and hooks exist already.
function XWeekSubscriptionsPage() {
  return <Page title="X-Week inschrijvingen" />
}
