import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { requirePermission } from '@/lib/router-context'

// The page in a chunk of its own: only a user who opens it loads it.
const MyDataPage = lazyNamed(
  () => import('@/features/account-security/components/my-data-page'),
  'MyDataPage',
)

export const Route = createFileRoute('/account_/mijn-gegevens')({
  beforeLoad: requirePermission('account:view'),
  component: () => (
    <Suspense>
      <MyDataPage />
    </Suspense>
  ),
})
