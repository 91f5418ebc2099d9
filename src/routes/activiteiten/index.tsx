import { createFileRoute } from '@tanstack/react-router'
import { messages } from '~domain/messages/general'
import { activityScopes } from '~domain/scopes'
import { prefetchExcursions } from '@/features/excursions/prefetch'
import { ExcursionListPage } from '@/features/excursions/components/excursion-list-page'
import { excursionListParts } from '@/routes/-parts/excursion-list-page'

export const Route = createFileRoute('/activiteiten/')({
  // The excursions are asked for while the page's code loads, not after it renders (not awaited).
  loader: ({ context }) => prefetchExcursions(context.queryClient),
  component: ActivitiesPage,
})

/** All X-Week offers: every scope of the x-week group. */
function ActivitiesPage() {
  const title = messages.excursions.allActivitiesTitle
  return <ExcursionListPage title={title} scopes={activityScopes} parts={excursionListParts} />
}
