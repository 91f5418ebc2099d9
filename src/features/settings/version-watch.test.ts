import { describe, expect, it } from 'vitest'
import { versionAction } from './version-watch'

describe('versionAction', () => {
  it('remembers the first version it sees', () =>
    expect(versionAction(null, '1.0.0')).toBe('store'))
  it('does nothing while the version is unchanged', () =>
    expect(versionAction('1.0.0', '1.0.0')).toBe('none'))
  it('reloads when the server has another version', () =>
    expect(versionAction('1.0.0', '1.1.0')).toBe('reload'))
})
