import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/page'

export const Route = createFileRoute('/keuzedelen/')({ component: KeuzedelenPage })

function KeuzedelenPage() {
  return <Page title="Keuzedelen" />
}
