import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { classesSearchSchema } from '@/features/classes/search'
import { ClassesPage } from '@/features/classes/components/classes-page'

export const Route = createFileRoute('/beheer/klassen')({
  beforeLoad: requirePermission('classes:view'),
  validateSearch: classesSearchSchema,
  component: ClassesRoute,
})

function ClassesRoute() {
  const navigate = Route.useNavigate()
  return (
    <ClassesPage
      search={Route.useSearch()}
      onSearchChange={(update, { replace }) =>
        void navigate({ search: update, replace, resetScroll: false })
      }
    />
  )
}
