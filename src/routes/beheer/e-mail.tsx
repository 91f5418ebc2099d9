import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { requirePermission } from '@/lib/router-context'

const OutboxPage = lazyNamed(() => import('@/features/mail/components/outbox-page'), 'OutboxPage')

export const Route = createFileRoute('/beheer/e-mail')({
  beforeLoad: requirePermission('audit:read'),
  component: () => (
    <Suspense>
      <OutboxPage />
    </Suspense>
  ),
})
