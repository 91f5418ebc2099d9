import { Box, Container } from '@mui/material'
import { linkSx } from '@/components/link-style'
import { Outlet, useMatches } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { messages } from '~domain/messages/general'
import { useSessionUser } from '@/lib/session'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { useNotifications } from '@/lib/notify'
import {
  loadLoginDialog,
  loginDialog,
  useLoginDialogOpen,
} from '@/features/auth/login-dialog-store'
import { AppHeader } from './app-header'

// Kept out of the first page: a visitor needs neither until they log in.
const LoginDialog = lazyNamed(loadLoginDialog, 'LoginDialog')
const SessionPopups = lazyNamed(() => import('./session-popups'), 'SessionPopups')
// The footer sits below a main of at least a screen high: its code comes after the page's.
const AppFooter = lazyNamed(() => import('./app-footer'), 'AppFooter')
// The alert stack loads with the first alert, and then stays.
const Notifications = lazyNamed(() => import('@/components/notifications'), 'Notifications')
function useAlertsShown(): boolean {
  const shown = useNotifications().length > 0
  const [ever, setEver] = useState(shown)
  if (shown && !ever) setEver(true)
  return ever || shown
}
// The session watch, the poll schedule and the unsaved-input question start right after the
// first render (src/app/app-services.tsx).
const AppServices = lazyNamed(() => import('../app-services'), 'AppServices')

export function RootLayout() {
  const user = useSessionUser()
  const loginOpen = useLoginDialogOpen()
  const alertsShown = useAlertsShown()
  // A wide page (a route's staticData) uses the whole screen: the overviews' columns at 1366 px.
  const wide = useMatches({ select: (matches) => matches.some((m) => m.staticData.wide) })
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          ...linkSx,
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Naar de inhoud
      </Box>
      <AppHeader />
      {/* At least a screen high: content that arrives later never pushes a visible footer down. */}
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth={wide ? 'xl' : 'lg'}
        sx={{ flexGrow: 1, py: 4, minHeight: '100vh' }}
      >
        <Outlet />
      </Container>
      <ChunkBoundary>
        <AppFooter />
      </ChunkBoundary>
      {loginOpen && (
        <ChunkBoundary dialogTitle="Inloggen" onClose={loginDialog.close}>
          <LoginDialog />
        </ChunkBoundary>
      )}
      {user && (
        <ChunkBoundary dialogTitle={messages.errors.page}>
          <SessionPopups />
        </ChunkBoundary>
      )}
      <Suspense fallback={null}>
        <AppServices />
      </Suspense>
      {alertsShown && (
        <ChunkBoundary>
          <Notifications />
        </ChunkBoundary>
      )}
    </Box>
  )
}
