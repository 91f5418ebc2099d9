import { Box, Typography } from '@mui/material'
import { Loading } from '@/components/skeleton'
import { can } from '~domain/access'
import { messages } from '~domain/messages/general'
import type { ScopeInfo } from '~domain/scopes'
import { lazyNamed } from '@/lib/lazy'
import { useSessionUser } from '@/lib/session'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { Page } from '@/components/page'
import type { ExcursionListParts } from './page-parts'

// The list (its fields, items and sorting) comes in a chunk of its own, beside the excursions it
// shows (the route's loader asks for them): the page's title and invitation paint without it.
const ExcursionList = lazyNamed(() => import('./excursion-list'), 'ExcursionList')

/**
 * A list page: the notices of the scopes' rounds, the student's own ranked subscriptions and
 * points, then the offer of these scopes.
 */
export function ExcursionListPage({
  title,
  scopes,
  parts: { RoundNotices, MySubscriptions, LoginInvitation },
}: {
  title: string
  scopes: readonly ScopeInfo[]
  parts: ExcursionListParts
}) {
  const user = useSessionUser()
  return (
    <Page title={title}>
      <ChunkBoundary>
        <RoundNotices scopes={scopes} />
      </ChunkBoundary>
      {can(user, 'subscriptions:own') && (
        <ChunkBoundary>
          <MySubscriptions scopes={scopes} />
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
        <ChunkBoundary fallback={<ListPlaceholder />}>
          <ExcursionList scopes={scopes} />
        </ChunkBoundary>
      </Box>
    </Page>
  )
}

/** The place of the list's loading skeleton (four rows), until the list's code is there. */
function ListPlaceholder() {
  return (
    <Loading label={messages.excursions.loading}>
      <Box sx={{ height: 4 * 56 + 3 * 8 }} />
    </Loading>
  )
}
