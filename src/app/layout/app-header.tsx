import MenuIcon from '@mui/icons-material/Menu'
import { Box, Button, useMediaQuery, useTheme } from '@mui/material'
import { useEffect, useId, useRef, useState } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { useSessionUser } from '@/lib/session'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { RouterButton } from '@/components/links'
import { LogoutButton } from '@/components/logout-button'
import { LoginButton } from '@/features/auth/components/login-button'
import { currentEntrySx, NavMenu } from './nav-menu'
import { navigationFor, type NavEntry } from './navigation'

// Only phones need the drawer, and only once its button is used: it stays out of the first page.
const loadDrawer = () => import('./mobile-navigation')
const MobileNavigationDrawer = lazyNamed(loadDrawer, 'MobileNavigationDrawer')
const prepareDrawer = () => void loadDrawer().catch(() => undefined)

/** The phone's 'Menu' button; the drawer's code is fetched when the button is about to be used. */
function MobileMenu({ entries }: { entries: NavEntry[] }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const drawerId = useId()
  return (
    <>
      <Button
        color="inherit"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerEnter={prepareDrawer}
        onFocus={prepareDrawer}
        onTouchStart={prepareDrawer}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        sx={{ minWidth: 0, width: 40, height: 40, p: 1, borderRadius: '50%' }}
      >
        <MenuIcon />
      </Button>
      {used && (
        <ChunkBoundary
          dialogTitle="Menu"
          onClose={() => {
            setOpen(false)
            setUsed(false)
          }}
        >
          <MobileNavigationDrawer
            id={drawerId}
            entries={entries}
            open={open}
            onClose={() => setOpen(false)}
          />
        </ChunkBoundary>
      )}
    </>
  )
}

/** What MUI's AppBar (position sticky) looks like, without its code and Paper's on the first page. */
const barSx = {
  position: 'sticky',
  top: 0,
  zIndex: 'appBar',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 4,
} as const

/**
 * Keeps the header's height in `--app-header-height` on <html>: the page's `scroll-padding-top`
 * (index.html) keeps a control that gets the keyboard's focus out from under the sticky header
 * (WCAG 2.4.11), and the alert stack sits just below it. Measured, since its links may wrap.
 */
function usePublishedHeight(header: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() =>
      root.setProperty('--app-header-height', `${element.getBoundingClientRect().height}px`),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [header])
}

export function AppHeader() {
  const header = useRef<HTMLElement>(null)
  usePublishedHeight(header)
  const user = useSessionUser()
  // noSsr: the first render already knows the screen, so a phone never paints the wide bar first.
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const entries = navigationFor(user)
  return (
    <Box component="header" ref={header} sx={barSx}>
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
        {compact && <MobileMenu entries={entries} />}
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
          <LoginButton color="inherit" variant="outlined">
            Inloggen
          </LoginButton>
        )}
      </Box>
    </Box>
  )
}
