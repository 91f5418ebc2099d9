import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './lazy'

afterEach(() => vi.useRealTimers())

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

  it('recognises the browser’s own chunk errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('iets anders'))).toBe(false)
  })
})
