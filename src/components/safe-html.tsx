import { Box, type SxProps } from '@mui/material'
import { useEffect, useMemo, useState } from 'react'
import { loadChunk } from '@/lib/lazy'

type Sanitize = (html: string) => string

let sanitizer: Sanitize | null = null
let loading: Promise<Sanitize> | null = null

/**
 * DOMPurify stays out of the first page's JavaScript: it is fetched as soon as this module runs,
 * in parallel with the content it will clean, and is ready long before that content arrives.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= loadChunk(() => import('dompurify')).then(({ default: DOMPurify }) => {
    sanitizer = (html) =>
      DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] })
    return sanitizer
  })
  return loading
}
if (typeof window !== 'undefined') void loadSanitizer().catch(() => undefined)

/** Admin-authored HTML, sanitised before anyone sees it. Throws until loadSanitizer() resolved. */
export function sanitizeHtml(html: string): string {
  if (!sanitizer) throw new Error('sanitizeHtml: the sanitiser is not loaded yet (loadSanitizer)')
  return sanitizer(html)
}

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

export function SafeHtml({ html, sx }: { html: string; sx?: SxProps }) {
  const sanitize = useSanitizer()
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html])
  return (
    <Box
      className="rich-text"
      aria-busy={sanitize ? undefined : true}
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
