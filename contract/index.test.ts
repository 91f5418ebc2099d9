import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { calls } from './index'

// A call declared in an area file but left out of the index would compile and then answer 404:
// the server registers a handler only for what `calls` names (issue 40). Every exported Call of
// every area file must be in the index, under its own name.
const isCall = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value

describe('contract/index.ts', () => {
  it('names every call declared in contract/*.ts, under its own name', async () => {
    const dir = import.meta.dirname
    const areas = readdirSync(dir).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts',
    )
    expect(areas.length).toBeGreaterThan(10)
    const missing: string[] = []
    let declared = 0
    for (const file of areas) {
      const exports = (await import(join(dir, file))) as Record<string, unknown>
      for (const [name, value] of Object.entries(exports).filter(([, v]) => isCall(v))) {
        declared += 1
        if ((calls as Record<string, unknown>)[name] !== value) missing.push(`${file}: ${name}`)
      }
    }
    expect(missing, 'add these to `calls` in contract/index.ts').toEqual([])
    expect(declared).toBe(Object.keys(calls).length)
  })
})
