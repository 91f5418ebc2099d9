import {
  Button,
  type ButtonProps,
  Link as MuiLink,
  type LinkProps as MuiLinkProps,
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

// Menu and list item links live in menu-links.tsx: only menus and the phone drawer, which load
// lazily, need them.
