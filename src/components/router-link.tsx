import { Link as MuiLink, type LinkProps as MuiLinkProps } from '@mui/material'
import { createLink } from '@tanstack/react-router'
import { forwardRef } from 'react'

const LinkBase = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => (
  <MuiLink ref={ref} {...props} />
))
LinkBase.displayName = 'LinkBase'
/** MUI Link with the router's typed `to`. */
export const RouterLink = createLink(LinkBase)
