import { Box, type SxProps, type Theme } from '@mui/material'
import { useEffect, useMemo, useState } from 'react'
import { loadSanitizer, readySanitizer, type Sanitize } from '@/lib/load-sanitizer'

/** How admin-authored text looks, in view mode and in the editor alike. */
export const richTextSx = {
  '& img': { maxWidth: '100%' },
  '& img:not([height])': { height: 'auto' },
  '& table': { borderCollapse: 'collapse', my: 1 },
  '& td, & th': { border: '1px solid #ccc', p: 0.5, verticalAlign: 'top' },
  '& th': { bgcolor: 'grey.100', fontWeight: 'bold', textAlign: 'left' },
  '& hr': { border: 0, borderTop: '1px solid', borderColor: 'divider', my: 2 },
} satisfies SxProps<Theme>

function useSanitizer(): Sanitize | null {
  const [ready, setReady] = useState<Sanitize | null>(readySanitizer)
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => {
    if (ready) return
    let live = true
    loadSanitizer().then(
      (s) => live && setReady(() => s),
      (error: unknown) => live && setFailure(error),
    )
    return () => {
      live = false
    }
  }, [ready])
  // A sanitiser that never arrives is a chunk-load error (SPEC §8), never unsanitised HTML.
  if (failure) throw failure
  return ready
}

/** Admin-authored HTML, sanitised (one allow-list, `@/lib/sanitize`) before anyone sees it. */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const sanitize = useSanitizer()
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html])
  return (
    <Box
      className="rich-text"
      aria-busy={sanitize ? undefined : true}
      sx={[richTextSx, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
