import { Box, Container, Link } from '@mui/material'
import { Outlet } from '@tanstack/react-router'
import { Notifications } from '@/components/notifications'
import { LoginDialog } from '@/features/auth/components/login-dialog'
import { SessionSync } from '@/features/auth/components/session-sync'
import { AppFooter } from './app-footer'
import { AppHeader } from './app-header'
import { SessionPopups } from './session-popups'

export function RootLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        Naar de inhoud
      </Link>
      <AppHeader />
      <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ flexGrow: 1, py: 4 }}>
        <Outlet />
      </Container>
      <AppFooter />
      <LoginDialog />
      <SessionPopups />
      <SessionSync />
      <Notifications />
    </Box>
  )
}
