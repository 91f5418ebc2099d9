import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/lib/router-context'
import { RoundsAdminPage } from '@/features/rounds/components/rounds-admin-page'

export const Route = createFileRoute('/beheer/inschrijfrondes')({
  beforeLoad: requirePermission('rounds:manage'),
  component: RoundsPage,
})

function RoundsPage() {
  return <RoundsAdminPage />
}
