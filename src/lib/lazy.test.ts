import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './lazy'
import { trackWrite } from './unsaved-changes'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 })
  })

  it('reports a failed import as a chunk-load error', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error.message).toBe('Een deel van de app kon niet worden geladen. Probeer het opnieuw.')
  })

  it('gives up after 120 s', async () => {
    vi.useFakeTimers()
    const pending = loadChunk(() => new Promise(() => {}))
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    let settled = false
    pending.catch(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  it('does not count a sleep of the computer: after waking, a chunk still has its time left', async () => {
    // The page's clock, moved by the test: in a sleep no timer runs and the clock jumps; on
    // waking, every timer that came due meanwhile fires at once.
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const awake = async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 500) {
        now += 500
        await vi.advanceTimersByTimeAsync(500)
      }
    }
    const sleep = async (ms: number) => {
      now += ms
      await vi.advanceTimersByTimeAsync(ms)
    }

    let stalled: unknown = 'pending'
    loadChunk(() => new Promise(() => {})).catch((error: unknown) => (stalled = error))
    let arriving: unknown = 'pending'
    let arrive = (_module: { a: number }) => {}
    loadChunk(() => new Promise<{ a: number }>((resolve) => (arrive = resolve))).then(
      (module) => (arriving = module),
      (error: unknown) => (arriving = error),
    )

    await awake(60_000)
    await sleep(10 * 60_000)
    // Woken up: the chunk on its way arrives a moment later and loads.
    await awake(1_000)
    arrive({ a: 1 })
    await awake(500)
    expect(arriving).toEqual({ a: 1 })
    // The one that never answers still fails, once 120 s of the page's own time have passed
    // (the sleep counted as one step of a second).
    await awake(CHUNK_LOAD_TIMEOUT_MS - 60_000 - 1_000 - 1_500 - 500)
    expect(stalled).toBe('pending')
    await awake(500)
    expect(stalled).toBeInstanceOf(ChunkLoadError)
  })

  it('a chunk gone with a new deployment reloads the page, but only once no write is on its way', async () => {
    const url = `${location.origin}/assets/gone-4f2a.js`
    let asked = false
    server.use(
      http.head(url, () => {
        asked = true
        return new HttpResponse(null, { status: 404 })
      }),
    )
    const reload = vi.fn()
    vi.stubGlobal('location', { ...location, reload })
    let answer = () => {}
    const write = trackWrite(() => new Promise<void>((resolve) => (answer = resolve)))
    void loadChunk(() =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    )
    await vi.waitFor(() => expect(asked).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reload).not.toHaveBeenCalled()
    answer()
    await write
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('recognises the browser’s own chunk errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('iets anders'))).toBe(false)
  })
})
