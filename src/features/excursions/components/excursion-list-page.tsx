import { Box, Typography } from '@mui/material'
import { can } from '@/lib/access'
import { messages } from '@/lib/messages'
import type { ScopeInfo } from '@/lib/scopes'
import { useSessionUser } from '@/lib/session'
import { Page } from '@/components/page'
import { MySubscriptions } from '@/features/subscriptions/components/my-subscriptions'
import { LoginInvitation } from '@/features/subscriptions/components/subscribe-controls'
import { ExcursionList } from './excursion-list'

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
      {can(user, 'subscriptions:own') && <MySubscriptions scopes={scopes} />}
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
