import { Box, Typography } from '@mui/material'
import { Suspense } from 'react'
import { can } from '@/lib/access'
import { messages } from '@/lib/messages'
import type { ScopeInfo } from '@/lib/scopes'
import { lazyNamed } from '@/lib/lazy'
import { useSessionUser } from '@/lib/session'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { Page } from '@/components/page'
import { LoginInvitation } from '@/features/subscriptions/components/login-invitation'
import { ExcursionList } from './excursion-list'

// Students only: a visitor's list page does not carry the sign-up code.
const MySubscriptions = lazyNamed(
  () => import('@/features/subscriptions/components/my-subscriptions'),
  'MySubscriptions',
)

/** A list page: the student's own ranked subscriptions and points, then the offer of these scopes. */
export function ExcursionListPage({
  title,
  scopes,
}: {
  title: string
  scopes: readonly ScopeInfo[]
}) {
  const user = useSessionUser()
  return (
    <Page title={title}>
      {can(user, 'subscriptions:own') && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <MySubscriptions scopes={scopes} />
          </Suspense>
        </ChunkBoundary>
      )}
      {user === null && (
        <Box sx={{ mb: 3 }}>
          <LoginInvitation />
        </Box>
      )}
      <Box component="section" aria-labelledby="excursion-offer">
        <Typography id="excursion-offer" variant="h2" sx={{ mb: 2 }}>
          {messages.excursions.offer}
        </Typography>
        <ExcursionList scopes={scopes} />
      </Box>
    </Page>
  )
}
