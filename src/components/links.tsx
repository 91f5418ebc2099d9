import {
  ListItemButton,
  type ListItemButtonProps,
  Button,
  type ButtonProps,
  Link as MuiLink,
  type LinkProps as MuiLinkProps,
  MenuItem,
  type MenuItemProps,
} from '@mui/material'
import { createLink } from '@tanstack/react-router'
import { forwardRef } from 'react'

const LinkBase = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => (
  <MuiLink ref={ref} {...props} />
))
LinkBase.displayName = 'LinkBase'
/** MUI Link with the router's typed `to`. */
export const RouterLink = createLink(LinkBase)

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
))
ButtonBase.displayName = 'ButtonBase'
export const RouterButton = createLink(ButtonBase)

const MenuItemBase = forwardRef<HTMLAnchorElement, MenuItemProps<'a'>>((props, ref) => (
  <MenuItem ref={ref} component="a" {...props} />
))
MenuItemBase.displayName = 'MenuItemBase'
export const RouterMenuItem = createLink(MenuItemBase)

const ListItemButtonBase = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
))
ListItemButtonBase.displayName = 'ListItemButtonBase'
export const RouterListItemButton = createLink(ListItemButtonBase)
