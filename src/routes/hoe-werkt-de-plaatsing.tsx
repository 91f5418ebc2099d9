import { createFileRoute } from '@tanstack/react-router'
import { HowPlacementWorks } from '@/features/rounds/components/how-placement-works'

export const Route = createFileRoute('/hoe-werkt-de-plaatsing')({
  component: HowPlacementWorksPage,
})

function HowPlacementWorksPage() {
  return <HowPlacementWorks />
}
