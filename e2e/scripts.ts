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
    const withEditor: string[] = []
    for (const url of urls) {
      const response = await page.request.get(url)
      expect(response.ok(), url).toBe(true)
      const body = await response.text()
      if (EDITOR_MARKERS.some((marker) => body.includes(marker))) withEditor.push(url)
    }
    return { count: urls.size, withEditor }
  }
}
