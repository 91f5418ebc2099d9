import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '~domain/messages/general'
import { ChunkLoadError } from '@/lib/lazy'
import { renderApp } from '@/test/render-app'

// The server cannot be reached (issue 42, item 8): the page's chunk fails...
vi.mock('@/features/content/components/content-page', () => ({
  ContentPage: () => {
    throw new ChunkLoadError()
  },
}))
// ...and so does every other lazy chunk, the alert's (severity-alert-*.js) among them.
vi.mock('./severity-alert', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/severity-alert-x.js')
})

describe('the route error page with no chunk to load', () => {
  it("is the app's own, in Dutch, never the router's 'Something went wrong!'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderApp({ url: '/contact' })
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.errors.page }),
    ).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(messages.errors.chunkLoad)
    expect(screen.getByRole('button', { name: messages.errors.retry })).toBeVisible()
    expect(document.body).not.toHaveTextContent(/Something went wrong/)
  })
})
