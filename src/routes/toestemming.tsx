import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'

// Its own chunk: only a parent with a consent link opens it (issue 44).
const ConsentPage = lazyNamed(
  () => import('@/features/consent/components/consent-page'),
  'ConsentPage',
)

export const Route = createFileRoute('/toestemming')({
  component: () => (
    <Suspense>
      <ConsentPage />
    </Suspense>
  ),
})
