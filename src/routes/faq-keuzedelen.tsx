import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'

export const Route = createFileRoute('/faq-keuzedelen')({ component: FaqKeuzedelenPage })

function FaqKeuzedelenPage() {
  return <ContentPage title="FAQ keuzedelen" name="faq_keuzedelen" />
}
