import { Button, type ButtonProps } from '@mui/material'
import { createLink } from '@tanstack/react-router'
import { forwardRef } from 'react'

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
))
ButtonBase.displayName = 'ButtonBase'
export const RouterButton = createLink(ButtonBase)

// RouterLink lives in router-link.tsx (MUI's Link brings Typography: not for the first page);
// menu and list item links live in menu-links.tsx: only menus and the phone drawer, which load
// lazily, need them.
