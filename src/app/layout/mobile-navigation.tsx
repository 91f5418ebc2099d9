import MenuIcon from '@mui/icons-material/Menu'
import { Box, Drawer, IconButton, List, ListItem, ListItemText, ListSubheader } from '@mui/material'
import { useId, useState } from 'react'
import { RouterListItemButton } from '@/components/menu-links'
import type { NavItem } from './nav-menu'
import type { NavEntry } from './navigation'

/** On a narrow screen the same entries as the bar, in a drawer behind one 'Menu' button. */
export function MobileNavigation({ entries }: { entries: NavEntry[] }) {
  const [open, setOpen] = useState(false)
  const drawerId = useId()
  const close = () => setOpen(false)
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
    <>
      <IconButton
        color="inherit"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id={drawerId}
        open={open}
        onClose={close}
        slotProps={{ paper: { 'aria-label': 'Menu' } }}
      >
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
    </>
  )
}
