import { Box, Button, useMediaQuery, useTheme } from '@mui/material'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { useSessionUser } from '@/lib/session'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { RouterButton } from '@/components/links'
import { LogoutButton } from '@/features/auth/components/logout-button'
import { loginDialog } from '@/features/auth/login-dialog-store'
import { currentEntrySx, NavMenu } from './nav-menu'
import { navigationFor } from './navigation'

// Only phones need the drawer: it stays out of the first page of a wide screen.
const MobileNavigation = lazyNamed(() => import('./mobile-navigation'), 'MobileNavigation')

/** What MUI's AppBar (position sticky) looks like, without its code and Paper's on the first page. */
const barSx = {
  position: 'sticky',
  top: 0,
  zIndex: 'appBar',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 4,
} as const

export function AppHeader() {
  const user = useSessionUser()
  // noSsr: the first render already knows the screen, so a phone never paints the wide bar first.
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const entries = navigationFor(user)
  return (
    <Box component="header" sx={barSx}>
      {/* MUI's Toolbar, as its layout rules (theme.mixins.toolbar) without its code. */}
      <Box
        component="nav"
        aria-label="Hoofdmenu"
        sx={[
          (theme) => theme.mixins.toolbar,
          {
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            px: { xs: 2, sm: 3 },
            flexWrap: 'wrap',
            gap: 0.5,
            py: 0.5,
          },
        ]}
      >
        {compact && (
          <ChunkBoundary dialogTitle="Menu">
            <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
              <MobileNavigation entries={entries} />
            </Suspense>
          </ChunkBoundary>
        )}
        <RouterButton
          to="/"
          color="inherit"
          sx={{ fontWeight: 700, fontSize: '1.1rem', textTransform: 'none', mr: 1 }}
        >
          X-Week Scalda
        </RouterButton>
        {!compact &&
          entries.map((entry) =>
            entry.kind === 'link' ? (
              <RouterButton
                key={entry.item.label}
                to={entry.item.to}
                color="inherit"
                activeProps={{ 'aria-current': 'page' }}
                sx={currentEntrySx}
              >
                {entry.item.label}
              </RouterButton>
            ) : (
              <NavMenu key={entry.label} label={entry.label} items={entry.items} />
            ),
          )}
        <Box sx={{ flexGrow: 1 }} />
        {user ? (
          <LogoutButton />
        ) : (
          <Button color="inherit" variant="outlined" onClick={() => loginDialog.open()}>
            Inloggen
          </Button>
        )}
      </Box>
    </Box>
  )
}
