import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { requirePermission } from '@/lib/router-context'

const PrivacyPage = lazyNamed(
  () => import('@/features/privacy/components/privacy-page'),
  'PrivacyPage',
)

export const Route = createFileRoute('/beheer/privacy')({
  beforeLoad: requirePermission('privacy:read'),
  component: () => (
    <Suspense>
      <PrivacyPage />
    </Suspense>
  ),
})
