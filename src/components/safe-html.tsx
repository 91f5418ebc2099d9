import { Box, type SxProps, type Theme } from '@mui/material'
import { useEffect, useMemo, useState } from 'react'
import { loadChunk } from '@/lib/lazy'

type Sanitize = (html: string) => string

let sanitizer: Sanitize | null = null
let loading: Promise<Sanitize> | null = null

/**
 * The sanitiser (DOMPurify with the one allow-list of `@/lib/sanitize`) stays out of the first
 * page's JavaScript: it is fetched as soon as this module runs, in parallel with the content it
 * will clean, and is ready long before that content arrives.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= loadChunk(() => import('@/lib/sanitize')).then(
    ({ sanitizeHtml }) => (sanitizer = sanitizeHtml),
    (error: unknown) => {
      loading = null // a later render tries again
      throw error
    },
  )
  return loading
}
if (typeof window !== 'undefined') void loadSanitizer().catch(() => undefined)

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
  const [ready, setReady] = useState<Sanitize | null>(() => sanitizer)
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
