import { describe, expect, it } from 'vitest'
import { VERSION_RELOAD_GUARD_MS, versionAction } from './version-watch'

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
