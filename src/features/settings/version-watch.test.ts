import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerInput, trackWrite, unregisterInput } from '@/lib/unsaved-changes'
import { reloadForVersion, VERSION_RELOAD_GUARD_MS, versionAction } from './version-watch'

const now = 1_000_000_000

describe('versionAction', () => {
  it('remembers the first version it sees', () =>
    expect(versionAction(null, '1.0.0', null, now)).toBe('store'))
  it('does nothing while the version is unchanged', () =>
    expect(versionAction('1.0.0', '1.0.0', null, now)).toBe('none'))
  it('reloads when the server has another version', () =>
    expect(versionAction('1.0.0', '1.1.0', null, now)).toBe('reload'))
  it('reloads again for a later version once the guard has passed', () =>
    expect(versionAction('1.0.0', '1.1.0', now - VERSION_RELOAD_GUARD_MS, now)).toBe('reload'))
  it('only stores a version that changed again right after a reload: no loop', () => {
    expect(versionAction('1.1.0', '1.2.0', now - 30_000, now)).toBe('store')
    expect(VERSION_RELOAD_GUARD_MS).toBe(5 * 60_000)
  })
  it('never reloads when it cannot remember having reloaded', () =>
    expect(versionAction('1.0.0', '1.1.0', 'unknown', now)).toBe('store'))
})

describe('reloadForVersion', () => {
  const input = Symbol('form')
  afterEach(() => {
    unregisterInput(input)
    vi.unstubAllGlobals()
  })

  /** A write on its way, answered by the test. */
  function heldWrite() {
    let answer = () => {}
    const written = trackWrite(() => new Promise<void>((resolve) => (answer = resolve)))
    return { written, answer }
  }

  function stubReload() {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...location, reload })
    return reload
  }

  it('waits until no write is on its way, then reloads with the new version stored', async () => {
    const reload = stubReload()
    const write = heldWrite()
    const reloading = reloadForVersion(new QueryClient(), '2.0.0')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reload).not.toHaveBeenCalled()
    expect(localStorage.getItem('xweek.version')).toBeNull()
    write.answer()
    await reloading
    expect(reload).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('xweek.version')).toBe('2.0.0')
  })

  it('input left unsaved while it waited holds it back, and the next try is not barred', async () => {
    const reload = stubReload()
    const write = heldWrite()
    const reloading = reloadForVersion(new QueryClient(), '2.0.0')
    registerInput(input)
    write.answer()
    await reloading
    expect(reload).not.toHaveBeenCalled()
    expect(sessionStorage.getItem('xweek.version-reload')).toBeNull()
  })
})
