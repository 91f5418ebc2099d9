import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { notifications } from '@/lib/notify'
import { createQueryClient } from '@/app/query-client'
import { signIn } from '@/test/render-app'
import { server } from '../../../mocks/node'
import { readableText, useTogglePayed, useUnsubscribeAllInScopes } from './api'

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
}

const alerts = () => notifications.list().map((n) => `${n.severity}: ${n.message}`)

describe('admin subscription changes alert as SPEC §8 says', () => {
  it('unsubscribe all: a server error alerts "Error occurred:" with the detail', async () => {
    await signIn('admin@scalda.nl')
    server.use(
      http.post(apiUrl('subscriptions/unsubscribe/all'), () =>
        HttpResponse.json({ message: 'Database onbereikbaar' }, { status: 500 }),
      ),
    )
    const { result } = renderHook(() => useUnsubscribeAllInScopes(), { wrapper })
    act(() => result.current.mutate(['x-week']))
    await waitFor(() => expect(alerts()).toEqual(['error: Error occurred: Database onbereikbaar']))
  })

  it('paid flag: a 406 alerts the server’s own text', async () => {
    await signIn('admin@scalda.nl')
    server.use(
      http.post(
        apiUrl('subscriptions/payed'),
        () => new HttpResponse('Betaling al verwerkt', { status: 406 }),
      ),
    )
    const { result } = renderHook(() => useTogglePayed(), { wrapper })
    act(() => result.current.mutate({ id: 's1', payed: true }))
    await waitFor(() => expect(alerts()).toEqual(['error: Betaling al verwerkt']))
  })
})

// Issue 19, item 11: a 406 body is SPEC §8's text, never an HTML page or JSON shown as text.
describe('readableText', () => {
  it('a 406 body is shown as it is only when it is a plain text', () => {
    expect(readableText('Deze activiteit is vol.')).toBe('Deze activiteit is vol.')
    expect(readableText('<html><body>Not Acceptable</body></html>')).toBeNull()
    expect(readableText('{"message":"Vol"}')).toBeNull()
    expect(readableText('  ')).toBeNull()
  })
})
