import { createFileRoute } from '@tanstack/react-router'
import { electiveScopes } from '~domain/scopes'
import { prefetchExcursions } from '@/features/excursions/prefetch'
import { ExcursionListPage } from '@/features/excursions/components/excursion-list-page'
import { excursionListParts } from '@/routes/-parts/excursion-list-page'

export const Route = createFileRoute('/keuzedelen/')({
  // The excursions are asked for while the page's code loads, not after it renders (not awaited).
  loader: ({ context }) => prefetchExcursions(context.queryClient),
  component: KeuzedelenPage,
})

function KeuzedelenPage() {
  return <ExcursionListPage title="Keuzedelen" scopes={electiveScopes} parts={excursionListParts} />
}
