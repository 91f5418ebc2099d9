import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { Page } from '@/components/page'

export const Route = createFileRoute('/beheer/accounts')({
  beforeLoad: requirePermission('accounts:manage'),
  component: AccountsPage,
})

// Accounts management is built in a later round (DEVELOPERS.md); its calls and hooks exist already.
function AccountsPage() {
  return <Page title="Accounts" />
}
