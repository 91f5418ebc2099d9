import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'

export const Route = createFileRoute('/')({ component: HomePage })

function HomePage() {
  return <ContentPage title="X-Week en keuzedelen" name="home" />
}
