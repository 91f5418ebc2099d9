import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'

export const Route = createFileRoute('/faq-xweek')({ component: FaqXweekPage })

function FaqXweekPage() {
  return <ContentPage title="FAQ X-Week" name="faq_xweek" />
}
