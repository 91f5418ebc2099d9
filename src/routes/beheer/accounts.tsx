import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { accountsSearchSchema } from '@/features/accounts/search'
import { AccountsPage } from '@/features/accounts/components/accounts-page'
import { LaunchChecklistSlot } from '../-parts/launch-checklist-slot'

export const Route = createFileRoute('/beheer/accounts')({
  beforeLoad: requirePermission('accounts:manage'),
  validateSearch: accountsSearchSchema,
  component: AccountsRoute,
})

function AccountsRoute() {
  const navigate = Route.useNavigate()
  return (
    <AccountsPage
      search={Route.useSearch()}
      before={<LaunchChecklistSlot />}
      onSearchChange={(update, { replace }) =>
        void navigate({ search: update, replace, resetScroll: false })
      }
    />
  )
}
