import { Menu } from '@mui/material'
import { RouterMenuItem } from '@/components/menu-links'
import type { NavItem } from './nav-menu'

/** The open dropdown of a navigation entry; its code loads on first use (nav-menu.tsx). */
export function NavMenuList({
  id,
  buttonId,
  anchor,
  items,
  onClose,
}: {
  id: string
  buttonId: string
  anchor: HTMLElement | null
  items: NavItem[]
  onClose: () => void
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {items.map((item) => (
        <RouterMenuItem
          key={item.label}
          to={item.to}
          params={item.params as never}
          onClick={onClose}
          activeProps={{ 'aria-current': 'page', selected: true }}
        >
          {item.label}
        </RouterMenuItem>
      ))}
    </Menu>
  )
}
