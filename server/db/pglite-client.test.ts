import { describe, expect, it } from 'vitest'
import { inFirstLane, Turns } from './pglite-client'

/** A statement's stand-in: `ms` of work on this thread, answered in a microtask (as PGlite's). */
const busy = (ms: number) => async () => {
  const until = performance.now() + ms
  while (performance.now() < until);
  return ms
}

describe('PGlite statements in turns (Turns)', () => {
  it('gives the event loop a turn between slices: a callback waiting for it runs within one slice', async () => {
    const turns = new Turns(8)
    let doneBeforeTurn = -1
    let done = 0
    const all = Array.from({ length: 60 }, () => turns.run(busy(1)).then(() => done++))
    setImmediate(() => (doneBeforeTurn = done))
    await Promise.all(all)
    expect(done).toBe(60)
    // 8 ms slices of 1 ms statements: the loop's turn came after about 8, not after all 60.
    expect(doneBeforeTurn).toBeGreaterThanOrEqual(0)
    expect(doneBeforeTurn).toBeLessThan(20)
  })

  it('also between the statements of one request that sends each after the last', async () => {
    // A queue that empties between statements is no idle server: the slice goes on.
    const turns = new Turns(8)
    let doneBeforeTurn = -1
    let done = 0
    setImmediate(() => (doneBeforeTurn = done))
    for (let i = 0; i < 60; i++) {
      await turns.run(busy(1))
      done++
    }
    expect(doneBeforeTurn).toBeGreaterThanOrEqual(0)
    expect(doneBeforeTurn).toBeLessThan(20)
  })

  it('without slices (as PGlite alone) the event loop waits for every statement queued', async () => {
    const turns = new Turns(Number.POSITIVE_INFINITY)
    let doneBeforeTurn = -1
    let done = 0
    const all = Array.from({ length: 60 }, () => turns.run(busy(1)).then(() => done++))
    setImmediate(() => (doneBeforeTurn = done))
    await Promise.all(all)
    await new Promise((resolve) => setImmediate(resolve))
    expect(doneBeforeTurn).toBe(60)
  })

  it('keeps the order of arrival, and a statement that fails does not stop the ones after it', async () => {
    const turns = new Turns(0)
    const order: number[] = []
    const failing = turns.run(async () => {
      order.push(1)
      throw new Error('refused')
    })
    const next = turns.run(async () => order.push(2))
    await expect(failing).rejects.toThrow('refused')
    await next
    expect(order).toEqual([1, 2])
  })

  it('runs the first lane’s statements (a session, a poll) before those queued in the other, each lane in its order', async () => {
    const turns = new Turns(Number.POSITIVE_INFINITY)
    const order: string[] = []
    const step = (name: string) => async () => void order.push(name)
    const queued = ['w1', 'w2', 'w3'].map((name) => turns.run(step(name)))
    const first = ['p1', 'p2'].map((name) => inFirstLane(() => turns.run(step(name))))
    await Promise.all([...queued, ...first])
    // Queued after the writes, the polls go before every write still waiting.
    expect(order).toEqual(['p1', 'p2', 'w1', 'w2', 'w3'])
  })
})
