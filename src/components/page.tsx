import { Box, Typography } from '@mui/material'
import { useEffect, type ReactNode } from 'react'

const APP_NAME = 'X-Week Scalda'

/** A page with its one h1; also names the browser tab. */
export function Page({
  title,
  children,
  actions,
}: {
  title: string
  children?: ReactNode
  actions?: ReactNode
}) {
  useEffect(() => {
    document.title = `${title} | ${APP_NAME}`
  }, [title])
  return (
    <Box component="section" aria-labelledby="page-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="page-title" variant="h1" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  )
}
