import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from './schemas'

/** Every server source outside the tests (the rules, the seed's console admin). */
function serverSources(dir = 'server'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

const written = (pattern: RegExp) =>
  [
    ...new Set(
      serverSources().flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1]!),
      ),
    ),
  ].sort()

// The Logboek names every kind of entry and record in Dutch, and offers each kind in its filter:
// a kind the server writes but the page does not know would show in English and be unfindable.
describe('the Logboek knows every entry the server writes', () => {
  it('every audit action has a Dutch label', () => {
    const actions = written(/action: '([a-z-]+\.[a-z-]+)'/g)
    expect(actions.length).toBeGreaterThan(20)
    expect(actions.filter((a) => !(a in AUDIT_ACTIONS))).toEqual([])
  })
  it('every record type has a Dutch label', () => {
    const types = written(/recordType: '([a-z-]+)'/g)
    expect(types.length).toBeGreaterThan(8)
    expect(types.filter((t) => !(t in AUDIT_RECORD_TYPES))).toEqual([])
  })
})
