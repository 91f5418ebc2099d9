import { Paper, Typography } from '@mui/material'
import { useId, type ReactNode, type Ref } from 'react'

/** A titled section of a page: an outlined box whose h2 names it for assistive technology. */
export function Panel({
  title,
  children,
  ref,
}: {
  title: string
  children: ReactNode
  ref?: Ref<HTMLElement>
}) {
  const titleId = useId()
  return (
    <Paper
      ref={ref}
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, mb: 3 }}
    >
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}
