import { Box } from '@mui/material'
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
        <Box component="h1" id="page-title" sx={{ typography: 'h1', flexGrow: 1, my: 0 }}>
          {title}
        </Box>
        {actions}
      </Box>
      {children}
    </Box>
  )
}
