import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { requirePermission } from '@/lib/router-context'
import { auditSearchSchema } from '@/features/audit/search'

// The page in a chunk of its own, behind the route's: the first page's route table then lists
// one small chunk for this route instead of the page's forty.
const AuditLogPage = lazyNamed(
  () => import('@/features/audit/components/audit-log-page'),
  'AuditLogPage',
)

export const Route = createFileRoute('/beheer/logboek')({
  beforeLoad: requirePermission('audit:read'),
  validateSearch: auditSearchSchema,
  component: LogboekRoute,
})

function LogboekRoute() {
  const navigate = Route.useNavigate()
  return (
    <Suspense>
      <AuditLogPage
        search={Route.useSearch()}
        onSearchChange={(update, { replace }) =>
          void navigate({ search: update, replace, resetScroll: false })
        }
      />
    </Suspense>
  )
}
