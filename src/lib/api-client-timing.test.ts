import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { server } from '../../mocks/node'
import { defineCall } from '~contract/call'
import { api, KEEPALIVE_BODY_LIMIT } from './api-client'
import { apiUrl, config } from './config'
import { pendingWrites } from './unsaved-changes'

// Issue 42, item 9: SPEC §7's delay is of the answer, never of the sending; writes go with
// keepalive and count as pending until the server has answered.
const docs = { tag: 'Test', summary: 'Echo' }
const write = defineCall({
  method: 'post',
  path: 'echo',
  access: 'public',
  body: z.object({ text: z.string() }),
  docs,
})
const read = defineCall({ method: 'get', path: 'echo', access: 'public', docs })

const DELAY = 1000
let arrived: Request[] = []
/** Holds the server's answers until `answer()`; every request is noted as it arrives. */
let answer: () => void = () => {}

function holdAnswers(status = 200) {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  answer = open
  const respond = async ({ request }: { request: Request }) => {
    arrived.push(request)
    await opened
    return HttpResponse.json({ ok: status === 200 }, { status })
  }
  server.use(http.post(apiUrl('echo'), respond), http.get(apiUrl('echo'), respond))
}

/** The state of a promise, without waiting for it. */
function watch(promise: Promise<unknown>) {
  const state = { settled: false, failed: false }
  promise.then(
    () => (state.settled = true),
    () => (state.settled = state.failed = true),
  )
  return state
}

/**
 * Waits, in real time and with the page's clock standing still, until `check` passes (vi.waitFor
 * would move the faked clock on, and with it the delay).
 */
async function until(check: () => void) {
  const end = Date.now() + 2000
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > end) throw error
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
}

/** Lets the page's clock run `ms` on, and what it set off with it. */
const run = (ms: number) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  arrived = []
  config.requestDelayMs = DELAY
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  config.requestDelayMs = 0
})

describe('the API client with SPEC §7’s delay', () => {
  it('sends a call at once and gives its answer no sooner than the delay after sending', async () => {
    holdAnswers()
    const state = watch(api.call(write, { text: 'ingeschreven' }))
    // On the wire before any of the delay has passed.
    await until(() => expect(arrived).toHaveLength(1))
    expect(await arrived[0]!.json()).toEqual({ text: 'ingeschreven' })
    answer()
    await run(DELAY - 1)
    expect(state.settled).toBe(false)
    await run(1)
    expect(state).toEqual({ settled: true, failed: false })
  })

  it('a slow answer is not delayed any further, and a failure waits for the delay as well', async () => {
    holdAnswers(500)
    const state = watch(api.call(read))
    await until(() => expect(arrived).toHaveLength(1))
    await run(DELAY + 500)
    expect(state.settled).toBe(false)
    answer()
    await until(() => expect(state).toEqual({ settled: true, failed: true }))

    holdAnswers(500)
    const fast = watch(api.call(read))
    await until(() => expect(arrived).toHaveLength(2))
    answer()
    await run(DELAY - 1)
    expect(fast.settled).toBe(false)
    await run(1)
    expect(fast).toEqual({ settled: true, failed: true })
  })

  it('counts a write as pending from its sending until the server’s answer, not through the delay', async () => {
    holdAnswers()
    const state = watch(api.call(write, { text: 'x' }))
    await until(() => expect(arrived).toHaveLength(1))
    expect(pendingWrites.get()).toBe(1)
    // Leaving the page now asks first.
    const leaving = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leaving)
    expect(leaving.defaultPrevented).toBe(true)

    answer()
    await until(() => expect(pendingWrites.get()).toBe(0))
    expect(state.settled).toBe(false) // the delay still runs, but the server has it
    const later = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
    await run(DELAY)
    expect(state.settled).toBe(true)
  })

  it('a read is never counted as pending', async () => {
    holdAnswers()
    void api.call(read)
    await until(() => expect(arrived).toHaveLength(1))
    expect(pendingWrites.get()).toBe(0)
    answer()
    await run(DELAY)
  })
})

describe('keepalive', () => {
  /** The keepalive flag of each request the client hands to fetch. */
  function keepaliveFlags() {
    const flags: boolean[] = []
    const fetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      flags.push(input instanceof Request ? input.keepalive : Boolean(init?.keepalive))
      return fetch(input, init)
    })
    return flags
  }

  it('sends a write with keepalive, a read without', async () => {
    const flags = keepaliveFlags()
    holdAnswers()
    answer()
    const calls = Promise.all([api.call(write, { text: 'x' }), api.call(read)])
    await run(DELAY)
    await calls
    expect(flags).toEqual([true, false])
  })

  it('a body beyond the browser’s 64 KiB for keepalive, alone or beside writes on their way, goes as an ordinary request', async () => {
    const flags = keepaliveFlags()
    holdAnswers()
    const half = 'a'.repeat(KEEPALIVE_BODY_LIMIT / 2)
    const calls = Promise.all([
      api.call(write, { text: 'a'.repeat(KEEPALIVE_BODY_LIMIT) }), // too large on its own
      api.call(write, { text: half }), // fits
      api.call(write, { text: half }), // does not fit beside the one on its way
    ])
    await until(() => expect(arrived).toHaveLength(3))
    answer()
    await run(DELAY)
    await calls
    expect(flags).toEqual([false, true, false])
    // Once answered, its share is free again.
    const again = api.call(write, { text: half })
    await run(DELAY)
    await again
    expect(flags.at(-1)).toBe(true)
    expect(KEEPALIVE_BODY_LIMIT).toBe(65_536)
  })
})
