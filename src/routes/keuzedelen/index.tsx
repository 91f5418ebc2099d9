import { createFileRoute } from '@tanstack/react-router'
import { electiveScopes } from '@/lib/scopes'
import { ExcursionListPage } from '@/features/excursions/components/excursion-list-page'

export const Route = createFileRoute('/keuzedelen/')({ component: KeuzedelenPage })

function KeuzedelenPage() {
  return <ExcursionListPage title="Keuzedelen" scopes={electiveScopes} />
}
