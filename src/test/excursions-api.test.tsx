import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { notifications } from '@/lib/notify'
import { createQueryClient } from '@/app/query-client'
import { signIn } from '@/test/render-app'
import { useAddExcursion, useUpdateExcursion } from '@/lib/excursions/api'

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
)

describe('excursion save hooks', () => {
  it("alert 'Toevoegen/updaten is mislukt! Error:' plus the server's detail when an add fails", async () => {
    await signIn('654321') // a student: the server refuses with 403
    const { result } = renderHook(() => useAddExcursion(), { wrapper })
    act(() =>
      result.current.mutate({
        name: 'Wadlopen',
        scope: 'x-week',
        hours: 4,
        datetime: '15-04-2027',
      }),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(notifications.list().map((n) => n.message)).toEqual([
      'Toevoegen/updaten is mislukt! Error: Geen toegang',
    ])
  })

  it('alerts the same way when an update fails', async () => {
    await signIn('admin@scalda.nl')
    const { result } = renderHook(() => useUpdateExcursion(), { wrapper })
    act(() =>
      result.current.mutate({
        _id: 'bestaat-niet',
        name: 'X',
        scope: 'x-week',
        hours: 1,
        datetime: '15-04-2027',
      }),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(notifications.list()[0]?.message).toBe(
      'Toevoegen/updaten is mislukt! Error: Activiteit niet gevonden',
    )
  })
})
