import { afterEach, describe, expect, it } from 'vitest'
import {
  pendingWrites,
  registerInput,
  trackWrite,
  unregisterInput,
  whenSafeToReload,
} from './unsaved-changes'

/** A write whose answer the test gives. */
function heldWrite() {
  let answer!: (ok: boolean) => void
  const written = trackWrite(
    () =>
      new Promise<string>(
        (resolve, reject) => (answer = (ok) => (ok ? resolve('ok') : reject(new Error('stuk')))),
      ),
  )
  written.catch(() => undefined)
  return { written, answer }
}

/** Whether leaving the page now asks first. */
function leavingAsks() {
  const leaving = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(leaving)
  return leaving.defaultPrevented
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false, value: undefined as unknown }
  void promise.then((value) => Object.assign(state, { done: true, value }))
  return state
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const input = Symbol('form')
afterEach(() => unregisterInput(input))

describe('writes on their way', () => {
  it('counts each write until it settles, answered or failed; leaving the page asks only meanwhile', async () => {
    expect(leavingAsks()).toBe(false)
    const first = heldWrite()
    const second = heldWrite()
    expect(pendingWrites.get()).toBe(2)
    expect(leavingAsks()).toBe(true)
    first.answer(true)
    await expect(first.written).resolves.toBe('ok')
    expect(pendingWrites.get()).toBe(1)
    expect(leavingAsks()).toBe(true)
    second.answer(false)
    await expect(second.written).rejects.toThrow('stuk')
    expect(pendingWrites.get()).toBe(0)
    expect(leavingAsks()).toBe(false)
  })

  it('a reload of the app’s own waits until no write is on its way', async () => {
    await expect(whenSafeToReload()).resolves.toBe(true)
    const write = heldWrite()
    const reload = settled(whenSafeToReload())
    await tick()
    expect(reload.done).toBe(false)
    write.answer(true)
    await tick()
    expect(reload).toEqual({ done: true, value: true })
  })

  it('input left unsaved while it waited holds the reload back', async () => {
    const write = heldWrite()
    const reload = settled(whenSafeToReload())
    registerInput(input)
    write.answer(true)
    await tick()
    expect(reload).toEqual({ done: true, value: false })
  })
})
