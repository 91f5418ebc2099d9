import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'

// Its own chunk: the password list and the forms load only here.
const AccountLinkPage = lazyNamed(
  () => import('@/features/auth/components/activation-page'),
  'AccountLinkPage',
)

export const Route = createFileRoute('/account-activeren')({
  component: () => (
    <Suspense>
      <AccountLinkPage />
    </Suspense>
  ),
})
