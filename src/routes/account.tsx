import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { Page } from '@/components/page'

export const Route = createFileRoute('/account')({
  beforeLoad: requirePermission('account:view'),
  component: AccountPage,
})

function AccountPage() {
  return <Page title="Mijn account" />
}
