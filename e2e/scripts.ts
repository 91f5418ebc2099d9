import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// Strings every build of the editor chunk contains: ProseMirror's class names and Tiptap's own.
const EDITOR_MARKERS = ['ProseMirror', 'tiptap']

/**
 * Records every JavaScript file the page loads; the function it returns says how many, and which
 * hold the content editor's code (Tiptap, ProseMirror). The texts are fetched again from the
 * server at the end: a browser drops the bodies of a page it has navigated away from.
 */
export function recordScripts(page: Page) {
  const urls = new Set<string>()
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (response.request().resourceType() === 'script' || type.includes('javascript'))
      urls.add(response.url())
  })
  return async () => {
    // All at once: one after the other, the 70 to 90 files of five pages took up to 3 s.
    const found = await Promise.all(
      [...urls].map(async (url) => {
        const response = await page.request.get(url)
        expect(response.ok(), url).toBe(true)
        const body = await response.text()
        return EDITOR_MARKERS.some((marker) => body.includes(marker)) ? url : null
      }),
    )
    const withEditor = found.filter((url) => url !== null)
    return { count: urls.size, withEditor }
  }
}
