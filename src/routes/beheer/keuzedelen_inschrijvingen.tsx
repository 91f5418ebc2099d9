import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { Page } from '@/components/page'

export const Route = createFileRoute('/beheer/keuzedelen_inschrijvingen')({
  beforeLoad: requirePermission('subscriptions:overview'),
  component: KeuzedelenSubscriptionsPage,
})

// The overview is built in a later round (DEVELOPERS.md); its calls and hooks exist already.
function KeuzedelenSubscriptionsPage() {
  return <Page title="Keuzedelen inschrijvingen" />
}
