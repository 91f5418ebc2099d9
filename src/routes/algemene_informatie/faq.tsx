import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'

export const Route = createFileRoute('/algemene_informatie/faq')({ component: FaqPage })

function FaqPage() {
  return <ContentPage title="Veelgestelde vragen" name="faq" />
}
