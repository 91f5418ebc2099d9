import { Button, Menu } from '@mui/material'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { useId, useState } from 'react'
import { useMatchRoute, type LinkProps } from '@tanstack/react-router'
import { RouterMenuItem } from '@/components/links'

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
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {items.map((item) => (
          <RouterMenuItem
            key={item.label}
            to={item.to}
            params={item.params as never}
            onClick={close}
            activeProps={{ 'aria-current': 'page', selected: true }}
          >
            {item.label}
          </RouterMenuItem>
        ))}
      </Menu>
    </>
  )
}
