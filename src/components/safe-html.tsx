import { Box, type SxProps } from '@mui/material'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** Admin-authored HTML, sanitised before anyone sees it. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] })
}

export function SafeHtml({ html, sx }: { html: string; sx?: SxProps }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <Box
      className="rich-text"
      sx={{
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { border: '1px solid #ccc', p: 0.5 },
        ...sx,
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
