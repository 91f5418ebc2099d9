import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/page'

export const Route = createFileRoute('/activiteiten/')({ component: ActivitiesPage })

function ActivitiesPage() {
  return <Page title="X-Week activiteiten" />
}
