import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { accountsSearchSchema, type AccountsSearch } from '@/features/accounts/search'
import { AccountsPage } from '@/features/accounts/components/accounts-page'

export const Route = createFileRoute('/beheer/accounts')({
  beforeLoad: requirePermission('accounts:manage'),
  validateSearch: accountsSearchSchema,
  component: AccountsRoute,
})

function AccountsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const change = (next: Partial<AccountsSearch>) =>
    void navigate({ search: (old) => ({ ...old, ...next }), replace: true })
  return <AccountsPage search={search} onSearchChange={change} />
}
