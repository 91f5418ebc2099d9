import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'
import { contentQueryOptions } from '@/lib/content/api'
import { LaunchChecklistSlot } from './-parts/launch-checklist-slot'

export const Route = createFileRoute('/')({
  // The home text is asked for while the page renders, not after it (not awaited: the page and
  // its skeleton show at once; SPEC §7's 1 s delay runs beside the first render).
  loader: ({ context }) => void context.queryClient.prefetchQuery(contentQueryOptions('home')),
  component: HomePage,
})

function HomePage() {
  return (
    <ContentPage title="X-Week en keuzedelen" name="home">
      <LaunchChecklistSlot />
    </ContentPage>
  )
}
