import { http, HttpResponse, delay } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { notifications } from '@/lib/notify'
import { createQueryClient } from '@/app/query-client'
import { refreshLiveData } from '@/app/live-data'
import { signIn } from '@/test/render-app'
import { server } from '../../../mocks/node'
import { subscriptionKeys, subscriptionsQueryOptions, togglePayed } from '@/lib/subscriptions/api'
import type { Subscription } from '~contract/schemas/subscriptions'

const alerts = () => notifications.list().map((n) => `${n.severity}: ${n.message}`)

/** An admin's query client with every subscription loaded (as the overview has it). */
async function overview() {
  await signIn('admin@scalda.nl')
  const queryClient = createQueryClient()
  await queryClient.fetchQuery(subscriptionsQueryOptions())
  const shown = (id: string) =>
    queryClient.getQueryData<Subscription[]>(subscriptionKeys.all)?.find((s) => s._id === id)?.payed
  return { queryClient, shown }
}

/**
 * A server whose paid calls answer after the given delays, in the order they arrive, applying a
 * value only when its answer is sent (as a real server's write lands when it is done).
 */
function payedServer(delays: number[], fail = false) {
  const state = { value: false, calls: [] as boolean[], running: 0, overlapped: false }
  server.use(
    http.post(apiUrl('subscriptions/payed'), async ({ request }) => {
      const { payed } = (await request.json()) as { payed: boolean }
      const wait = delays[state.calls.length] ?? 0
      state.calls.push(payed)
      if (++state.running > 1) state.overlapped = true
      await delay(wait)
      state.running--
      if (fail) return HttpResponse.json({ message: 'Database onbereikbaar' }, { status: 500 })
      state.value = payed
      return HttpResponse.json({ message: 'OK' })
    }),
  )
  return state
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await delay(10)
  expect(check()).toBe(true)
}

describe('paid toggles (overview)', () => {
  it('two quick clicks: one call at a time per row, and the last click is what the server keeps', async () => {
    const { queryClient, shown } = await overview()
    // The first answer is slow: sent side by side, the first click would land last.
    const backend = payedServer([120, 5])
    togglePayed(queryClient, { id: 's2', payed: true })
    togglePayed(queryClient, { id: 's2', payed: false })
    expect(shown('s2')).toBe(false)
    await until(() => backend.calls.length === 2 && backend.running === 0)
    expect(backend.overlapped).toBe(false)
    expect(backend.calls).toEqual([true, false])
    expect(backend.value).toBe(false)
    expect(shown('s2')).toBe(false)
    expect(alerts()).toEqual([])
  })

  it('a click while a call runs that returns to the saved value sends nothing more', async () => {
    const { queryClient, shown } = await overview()
    const backend = payedServer([60])
    togglePayed(queryClient, { id: 's2', payed: true })
    togglePayed(queryClient, { id: 's2', payed: false })
    togglePayed(queryClient, { id: 's2', payed: true })
    await until(() => backend.calls.length >= 1 && backend.running === 0)
    await delay(50)
    expect(backend.calls).toEqual([true])
    expect(shown('s2')).toBe(true)
  })

  it('a failure puts the row back to the value the server holds, never one the admin passed through', async () => {
    const { queryClient, shown } = await overview()
    expect(shown('s2')).toBe(false)
    // Both calls fail; sent side by side the second would fail last and leave 'true' shown.
    const backend = payedServer([10, 60], true)
    togglePayed(queryClient, { id: 's2', payed: true })
    togglePayed(queryClient, { id: 's2', payed: false })
    await until(() => alerts().length > 0 && backend.running === 0)
    await delay(80)
    expect(shown('s2')).toBe(false)
    expect(backend.value).toBe(false)
    expect(alerts()).toEqual(['error: Error occurred: Database onbereikbaar'])
  })

  it('a 406 alerts the server’s own text (SPEC §8) and puts the row back', async () => {
    const { queryClient, shown } = await overview()
    server.use(
      http.post(
        apiUrl('subscriptions/payed'),
        () => new HttpResponse('Betaling al verwerkt', { status: 406 }),
      ),
    )
    togglePayed(queryClient, { id: 's2', payed: true })
    await until(() => alerts().length > 0)
    expect(alerts()).toEqual(['error: Betaling al verwerkt'])
    expect(shown('s2')).toBe(false)
  })

  it('another change’s refetch while a flag is saved shows the click, so a next click sends', async () => {
    const { queryClient, shown } = await overview()
    const backend = payedServer([150, 5])
    togglePayed(queryClient, { id: 's2', payed: true })
    // An unsubscribe elsewhere refetches the list; the server does not have the flag yet.
    await queryClient.refetchQueries({ queryKey: subscriptionKeys.all })
    expect(shown('s2')).toBe(true)
    // The admin clicks back: that is sent once the first call is in, and kept.
    togglePayed(queryClient, { id: 's2', payed: false })
    await until(() => backend.calls.length === 2 && backend.running === 0)
    expect(backend.calls).toEqual([true, false])
    expect(backend.value).toBe(false)
  })

  it('the minute poll waits while a paid flag is being saved', async () => {
    const { queryClient } = await overview()
    const backend = payedServer([150])
    let listCalls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/subscriptions/all')) listCalls++
    })
    togglePayed(queryClient, { id: 's2', payed: true })
    refreshLiveData(queryClient)
    await delay(50)
    expect(listCalls).toBe(0)
    await until(() => backend.running === 0)
    // Once every row is saved the list is due again, and the next poll reads it.
    await until(() => queryClient.getQueryState(subscriptionKeys.all)?.isInvalidated === true)
    refreshLiveData(queryClient)
    await until(() => listCalls === 1)
    server.events.removeAllListeners()
  })
})
