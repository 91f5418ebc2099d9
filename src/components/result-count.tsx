import { Box, Typography, type SxProps, type Theme } from '@mui/material'
import { useState } from 'react'

// Read by screen readers, not shown (the visible count beside it is the same text). Sizes in px:
// in sx a bare 1 means 100%, which made this line as wide as the page and the page scroll sideways.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/**
 * A list's count ('12 van 300 …'): shown as the rows change, announced (a polite status) only
 * once the search has settled, so a screen reader hears it once per search, not per key typed.
 */
export function ResultCount({
  text,
  settled,
  sx,
}: {
  text: string
  /** false while typing: the visible count follows, the announcement waits. */
  settled: boolean
  sx?: SxProps<Theme>
}) {
  const [announced, setAnnounced] = useState(settled ? text : '')
  // Follows the count whenever the search is settled (state adjusted while rendering).
  if (settled && announced !== text) setAnnounced(text)
  return (
    <Box sx={sx}>
      <Typography variant="body2" aria-hidden="true" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {announced}
      </Box>
    </Box>
  )
}
