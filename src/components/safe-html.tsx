import { Box, type SxProps, type Theme } from '@mui/material'
import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/sanitize'

/** How admin-authored text looks, in view mode and in the editor alike. */
export const richTextSx = {
  '& img': { maxWidth: '100%' },
  '& img:not([height])': { height: 'auto' },
  '& table': { borderCollapse: 'collapse', my: 1 },
  '& td, & th': { border: '1px solid #ccc', p: 0.5, verticalAlign: 'top' },
  '& th': { bgcolor: 'grey.100', fontWeight: 'bold', textAlign: 'left' },
  '& hr': { border: 0, borderTop: '1px solid', borderColor: 'divider', my: 2 },
} satisfies SxProps<Theme>

/** Admin-authored HTML, sanitised (one allow-list, `@/lib/sanitize`) before anyone sees it. */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <Box
      className="rich-text"
      sx={[richTextSx, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
