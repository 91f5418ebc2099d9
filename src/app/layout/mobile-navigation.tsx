import { Box, Drawer, List, ListItem, ListItemText, ListSubheader } from '@mui/material'
import { RouterListItemButton } from '@/components/menu-links'
import type { NavItem } from './nav-menu'
import type { NavEntry } from './navigation'

/**
 * On a narrow screen the same entries as the bar, in a drawer behind the header's 'Menu' button
 * (its code loads when the button is first pointed at, focused or pressed).
 */
export function MobileNavigationDrawer({
  id,
  entries,
  open,
  onClose: close,
}: {
  id: string
  entries: NavEntry[]
  open: boolean
  onClose: () => void
}) {
  const item = (i: NavItem) => (
    <ListItem key={i.label} disablePadding>
      <RouterListItemButton
        to={i.to}
        params={i.params as never}
        onClick={close}
        activeProps={{ 'aria-current': 'page', selected: true }}
      >
        <ListItemText primary={i.label} />
      </RouterListItemButton>
    </ListItem>
  )
  return (
    <Drawer id={id} open={open} onClose={close} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Box sx={{ width: 280 }}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <List key={entry.item.label} disablePadding>
              {item(entry.item)}
            </List>
          ) : (
            <List
              key={entry.label}
              subheader={<ListSubheader>{entry.label}</ListSubheader>}
              aria-label={entry.label}
            >
              {entry.items.map(item)}
            </List>
          ),
        )}
      </Box>
    </Drawer>
  )
}
