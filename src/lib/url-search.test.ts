import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { URL_TEXT_DELAY_MS, useUrlSearch, type SearchNavigate } from './url-search'

type Search = { q?: string; role?: string; page?: number; sort?: string }

/** A router in miniature: a history of search states, and the hook reading the current one. */
function setup(initial: Search = {}) {
  const history: Search[] = [initial]
  let index = 0
  const navigate: SearchNavigate<Search> = (update, { replace }) => {
    const next = update(history[index]!)
    if (replace) history[index] = next
    else {
      history.splice(index + 1)
      history.push(next)
      index++
    }
    rerender()
  }
  const hook = renderHook(() => useUrlSearch(history[index]!, navigate))
  const rerender = () => hook.rerender()
  return {
    hook,
    history,
    back: () => act(() => void (index--, rerender())),
    forward: () => act(() => void (index++, rerender())),
    url: () => history[index]!,
  }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('useUrlSearch: the URL is the one source of truth', () => {
  it('a filter, the sort and the page are history entries; a filter or sort goes back to page 1', () => {
    const { hook, history, url } = setup()
    act(() => hook.result.current.set({ role: 'student' }))
    act(() => hook.result.current.setPage(3))
    expect(url()).toEqual({ role: 'student', page: 3 })
    act(() => hook.result.current.set({ sort: 'name' }))
    expect(url()).toEqual({ role: 'student', sort: 'name', page: undefined })
    expect(history).toHaveLength(4)
    expect(hook.result.current.view).toEqual(url())
  })

  it('typing shows at once and replaces the entry once it pauses', () => {
    const { hook, history, url } = setup({ role: 'student', page: 2 })
    act(() => hook.result.current.setText('j'))
    act(() => hook.result.current.setText('ja'))
    expect(hook.result.current.text).toBe('ja')
    expect(hook.result.current.view).toEqual({ role: 'student', q: 'ja', page: undefined })
    expect(hook.result.current.settled).toBe(false)
    expect(url()).toEqual({ role: 'student', page: 2 })
    act(() => void vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    expect(url()).toEqual({ role: 'student', q: 'ja', page: undefined })
    expect(history).toHaveLength(1)
    expect(hook.result.current.settled).toBe(true)
    expect(hook.result.current.text).toBe('ja')
  })

  it('a filter chosen while typing takes the typed text along', () => {
    const { hook, url } = setup()
    act(() => hook.result.current.setText('bos'))
    act(() => hook.result.current.set({ role: 'teacher' }))
    expect(url()).toEqual({ q: 'bos', role: 'teacher', page: undefined })
    act(() => void vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    expect(url()).toEqual({ q: 'bos', role: 'teacher', page: undefined })
    expect(hook.result.current.settled).toBe(true)
  })

  it('Back and Forward restore the box, the filters and the page; a text on its way gives way', () => {
    const { hook, history, back, forward } = setup()
    act(() => hook.result.current.setText('daan'))
    act(() => void vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    act(() => hook.result.current.set({ role: 'student' }))
    act(() => hook.result.current.setPage(2))
    back()
    expect(hook.result.current.view).toEqual({ q: 'daan', role: 'student', page: undefined })
    back()
    expect(hook.result.current.text).toBe('daan')
    expect(hook.result.current.view).toEqual({ q: 'daan' })
    forward()
    expect(hook.result.current.view).toEqual({ q: 'daan', role: 'student', page: undefined })
    // Typed, then Back before the pause: the URL wins, and the typing is not written later.
    act(() => hook.result.current.setText('daan j'))
    back()
    expect(hook.result.current.text).toBe('daan')
    act(() => void vi.advanceTimersByTime(URL_TEXT_DELAY_MS * 2))
    expect(hook.result.current.text).toBe('daan')
    expect(history.map((entry) => entry.q)).toEqual(['daan', 'daan', 'daan'])
    forward()
    expect(hook.result.current.view).toEqual({ q: 'daan', role: 'student', page: undefined })
  })

  it('keys typed while the previous text lands are kept', () => {
    const { hook, url } = setup()
    act(() => hook.result.current.setText('ja'))
    // The write goes out; before the router answers, one more key.
    act(() => {
      vi.advanceTimersByTime(URL_TEXT_DELAY_MS)
      hook.result.current.setText('jan')
    })
    expect(hook.result.current.text).toBe('jan')
    act(() => void vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    expect(url().q).toBe('jan')
    expect(hook.result.current.text).toBe('jan')
  })
})
