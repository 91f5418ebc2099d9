import { loadChunk } from './lazy'

export type Sanitize = (html: string) => string

let sanitizer: Sanitize | null = null
let loading: Promise<Sanitize> | null = null

/** The sanitiser, once it has arrived. */
export const readySanitizer = (): Sanitize | null => sanitizer

/**
 * The sanitiser (DOMPurify with the one allow-list of `@/lib/sanitize`) stays out of the first
 * page's JavaScript. The HTML preloads its file beside the entry (vite.config.ts); a call for
 * website content starts it in parallel with that content (see getContent), so it is ready when
 * the content is, and a page without admin-authored HTML never runs it.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= loadChunk(() => import('~domain/sanitize')).then(
    ({ sanitizeHtml }) => (sanitizer = sanitizeHtml),
    (error: unknown) => {
      loading = null // a later render tries again
      throw error
    },
  )
  return loading
}
