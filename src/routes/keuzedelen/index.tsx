import { createFileRoute } from '@tanstack/react-router'
import { electiveScopes } from '@/lib/scopes'
import { excursionsQueryOptions } from '@/features/excursions/api'
import { ExcursionListPage } from '@/features/excursions/components/excursion-list-page'

export const Route = createFileRoute('/keuzedelen/')({
  // The excursions are asked for while the page's code loads, not after it renders (not awaited).
  loader: ({ context }) => void context.queryClient.prefetchQuery(excursionsQueryOptions()),
  component: KeuzedelenPage,
})

function KeuzedelenPage() {
  return <ExcursionListPage title="Keuzedelen" scopes={electiveScopes} />
}
