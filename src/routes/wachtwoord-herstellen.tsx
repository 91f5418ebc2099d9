import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'

const ResetPasswordPage = lazyNamed(
  () => import('@/features/auth/components/reset-page'),
  'ResetPasswordPage',
)

export const Route = createFileRoute('/wachtwoord-herstellen')({
  component: () => (
    <Suspense>
      <ResetPasswordPage />
    </Suspense>
  ),
})
