import { Button } from '@mui/material'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { Suspense, useId, useState } from 'react'
import { useMatchRoute, type LinkProps } from '@tanstack/react-router'
import { lazyNamed } from '@/lib/lazy'

// Menus are not needed to paint the bar: their code (MUI Menu, Popover, Modal) loads on first
// hover, focus or click of a dropdown button.
const loadNavMenuList = () => import('./nav-menu-list')
const NavMenuList = lazyNamed(loadNavMenuList, 'NavMenuList')
const preloadNavMenuList = () => void loadNavMenuList().catch(() => undefined)

export type NavItem = { label: string; to: LinkProps['to']; params?: Record<string, string> }

/** The bar shows where you are: the current page's entry, or the dropdown that holds it. */
export const currentEntrySx = {
  '&[aria-current]': { boxShadow: 'inset 0 -3px 0 currentColor' },
} as const

/** A dropdown of the navigation bar (Beheer, X-Week, Informatie). */
export function NavMenu({ label, items }: { label: string; items: NavItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const buttonId = useId()
  const menuId = useId()
  const [used, setUsed] = useState(false)
  const close = () => setAnchor(null)
  const matchRoute = useMatchRoute()
  const holdsCurrentPage = items.some((item) =>
    matchRoute({ to: item.to, params: item.params as never, fuzzy: true }),
  )
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-current={holdsCurrentPage ? 'true' : undefined}
        sx={currentEntrySx}
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        endIcon={<ArrowDropDownIcon />}
        onPointerEnter={preloadNavMenuList}
        onFocus={preloadNavMenuList}
        onClick={(e) => {
          setUsed(true)
          setAnchor(e.currentTarget)
        }}
      >
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <NavMenuList
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            items={items}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  )
}
