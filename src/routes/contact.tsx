import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '@/features/content/components/content-page'

export const Route = createFileRoute('/contact')({ component: ContactPage })

function ContactPage() {
  return <ContentPage title="Contact" name="contact" />
}
