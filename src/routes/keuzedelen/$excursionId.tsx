import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/page'

export const Route = createFileRoute('/keuzedelen/$excursionId')({ component: KeuzedeelPage })

function KeuzedeelPage() {
  return <Page title="Keuzedeel" />
}
