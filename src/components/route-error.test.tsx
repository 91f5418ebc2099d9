import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { messages } from '~domain/messages/general'
import { renderApp } from '@/test/render-app'

// A page that crashes while rendering (a bug, a value it did not expect).
vi.mock('@/features/content/components/content-page', () => ({
  ContentPage: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'content')")
  },
}))

// Issue 19, item 11: a render crash shows Dutch words, not the raw JavaScript message.
describe('a page that crashes', () => {
  it('shows the error page in Dutch with Opnieuw proberen, never the JavaScript message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderApp({ url: '/contact' })
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.errors.page }),
    ).toBeVisible()
    // (the alert's code arrives with it)
    expect(await screen.findByText(messages.errors.generic)).toBeVisible()
    expect(screen.getByRole('button', { name: messages.errors.retry })).toBeVisible()
    expect(document.body).not.toHaveTextContent(/Cannot read properties/)
  })
})
