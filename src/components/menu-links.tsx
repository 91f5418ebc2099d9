import {
  ListItemButton,
  type ListItemButtonProps,
  MenuItem,
  type MenuItemProps,
} from '@mui/material'
import { createLink } from '@tanstack/react-router'
import { forwardRef } from 'react'

const MenuItemBase = forwardRef<HTMLAnchorElement, MenuItemProps<'a'>>((props, ref) => (
  <MenuItem ref={ref} component="a" {...props} />
))
MenuItemBase.displayName = 'MenuItemBase'
/** MUI MenuItem with the router's typed `to` (navigation dropdowns). */
export const RouterMenuItem = createLink(MenuItemBase)

const ListItemButtonBase = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
))
ListItemButtonBase.displayName = 'ListItemButtonBase'
/** MUI ListItemButton with the router's typed `to` (the phone drawer). */
export const RouterListItemButton = createLink(ListItemButtonBase)
