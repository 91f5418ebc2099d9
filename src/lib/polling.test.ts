import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_DATA_TICKS, POLL_TICK_MS, startPolling, VERSION_CHECK_TICKS } from './polling'

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

let stop: () => void = () => {}
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  stop()
  setHidden(false)
  vi.useRealTimers()
})

function schedule() {
  const live = vi.fn()
  const version = vi.fn()
  stop = startPolling([
    { everyTicks: LIVE_DATA_TICKS, run: live },
    { everyTicks: VERSION_CHECK_TICKS, run: version },
  ])
  return { live, version }
}

describe('startPolling', () => {
  it('uses the spec’s schedule: a 10 s tick, 1 and 5 minutes', () => {
    expect(POLL_TICK_MS).toBe(10_000)
    expect(LIVE_DATA_TICKS * POLL_TICK_MS).toBe(60_000)
    expect(VERSION_CHECK_TICKS * POLL_TICK_MS).toBe(300_000)
  })

  it('runs every job on its own n-th tick', () => {
    const { live, version } = schedule()
    vi.advanceTimersByTime(59_999)
    expect(live).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(live).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(4 * 60_000)
    expect(live).toHaveBeenCalledTimes(5)
    expect(version).toHaveBeenCalledTimes(1)
  })

  it('does nothing while hidden and catches up once, at once, on return', () => {
    const { live, version } = schedule()
    vi.advanceTimersByTime(30_000)
    setHidden(true)
    vi.advanceTimersByTime(10 * 60_000)
    expect(live).not.toHaveBeenCalled()
    expect(version).not.toHaveBeenCalled()
    setHidden(false)
    expect(live).toHaveBeenCalledTimes(1)
    expect(version).toHaveBeenCalledTimes(1)
    // and the schedule goes on from the catch-up
    vi.advanceTimersByTime(59_999)
    expect(live).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(live).toHaveBeenCalledTimes(2)
  })

  it('on return refreshes only what is due', () => {
    const { live, version } = schedule()
    setHidden(true)
    vi.advanceTimersByTime(90_000)
    setHidden(false)
    expect(live).toHaveBeenCalledTimes(1)
    expect(version).not.toHaveBeenCalled()
  })

  it('stops for good', () => {
    const { live } = schedule()
    stop()
    vi.advanceTimersByTime(10 * 60_000)
    expect(live).not.toHaveBeenCalled()
  })
})
