import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { importInBatches } from './import'

const items = Array.from({ length: 12 }, (_, i) => i + 1)

describe('importInBatches', () => {
  it('adds a few at a time, records a refusal in the middle and goes on', async () => {
    let running = 0
    let maxRunning = 0
    const calls: number[] = []
    const progress: number[] = []
    const result = await importInBatches(
      items,
      async (n) => {
        calls.push(n)
        running++
        maxRunning = Math.max(maxRunning, running)
        await new Promise((resolve) => setTimeout(resolve, 1))
        running--
        if (n === 7) throw new ApiError(409, '', 'Er bestaat al een account met dit e-mailadres')
      },
      { batchSize: 5, onProgress: (r) => progress.push(r.added.length + r.failed.length) },
    )
    expect(maxRunning).toBe(5)
    expect(calls).toEqual(items)
    expect(progress).toEqual([5, 10, 12])
    expect(result.added).toEqual(items.filter((n) => n !== 7))
    expect(result.failed).toEqual([
      { item: 7, reason: 'Er bestaat al een account met dit e-mailadres' },
    ])
    expect(result.notProcessed).toEqual([])
    expect(result.interruption).toBeNull()
  })

  it('breaks off after the running batch when the connection fails, listing what was not tried', async () => {
    const result = await importInBatches(
      items,
      async (n) => {
        if (n === 4) throw new ApiError(0, '', 'Geen verbinding met de server.')
      },
      { batchSize: 3 },
    )
    expect(result.added).toEqual([1, 2, 3, 5, 6])
    expect(result.failed).toEqual([{ item: 4, reason: 'Geen verbinding met de server.' }])
    expect(result.notProcessed).toEqual([7, 8, 9, 10, 11, 12])
    expect(result.interruption).toBe('Geen verbinding met de server.')
  })

  it('stops between batches when cancelled', async () => {
    const controller = new AbortController()
    const result = await importInBatches(
      items,
      async (n) => {
        if (n === 2) controller.abort()
      },
      { batchSize: 4, signal: controller.signal },
    )
    expect(result.added).toEqual([1, 2, 3, 4])
    expect(result.notProcessed).toEqual(items.slice(4))
    expect(result.interruption).toBeNull()
  })
})
