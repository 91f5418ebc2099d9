import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/page'

export const Route = createFileRoute('/activiteiten/$scope/$excursionId')({ component: ActivityPage })

function ActivityPage() {
  return <Page title="Activiteit" />
}
