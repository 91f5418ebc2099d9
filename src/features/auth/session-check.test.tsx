import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { messages } from '~domain/messages/general'
import { notifications } from '@/lib/notify'
import { sessionStore } from '@/lib/session'
import { renderApp, signIn } from '@/test/render-app'
import { server } from '../../../mocks/node'

/** Starts the app with a stored session whose check (GET /users) answers `answer`. */
async function startWithCheck(answer: () => Response) {
  await signIn('654321')
  server.use(http.get(apiUrl('users'), answer))
  const { queryClient } = await renderApp({ url: '/account' })
  await waitFor(() =>
    expect(queryClient.getQueryState(['session', 'check'])?.status).not.toBe('pending'),
  )
  // The effects that follow the answer have run.
  await screen.findByRole('heading', { level: 1 })
}

// Issue 19, item 7: SPEC leaves the answer of GET /users open; any 2xx means the token is good.
describe('the session check at start', () => {
  it.each([
    ['JSON in another shape', () => HttpResponse.json({ ok: true, session: 'geldig' })],
    ['a plain OK', () => new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } })],
    ['no content', () => new HttpResponse(null, { status: 204 })],
    [
      'JSON that does not read',
      () => new HttpResponse('{"user":', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('keeps the session when it answers 2xx with %s', async (_name, answer) => {
    await startWithCheck(answer)
    expect(sessionStore.token()).not.toBeNull()
    expect(notifications.list().map((n) => n.message)).not.toContain(messages.auth.sessionExpired)
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible()
  })

  it('still ends it when the check is refused (401)', async () => {
    await startWithCheck(() => HttpResponse.json({ message: 'Sessie verlopen' }, { status: 401 }))
    await waitFor(() => expect(sessionStore.token()).toBeNull())
    expect(notifications.list().map((n) => n.message)).toContain(messages.auth.sessionExpired)
  })
})
