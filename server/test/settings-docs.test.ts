import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serverConfigSchema, START_DEFAULTS } from '../config'

// Every setting is documented once (issue 42): docs/operations.md's one table of the server's
// settings against the schema the server reads them with, both ways, defaults included.

const DOC = 'docs/operations.md'
const SECTION = "## The server's settings"

type Row = { line: number; cells: string[] }

/** The rows of the one table in the section (header and separator left out), with line numbers. */
function settingsRows(): Row[] {
  const lines = readFileSync(DOC, 'utf8').split('\n')
  const start = lines.indexOf(SECTION)
  if (start < 0) throw new Error(`${DOC} has no section '${SECTION}'`)
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '))
  const rows: Row[] = []
  for (let i = start + 1; i < (end < 0 ? lines.length : end); i++) {
    const text = lines[i]!.trim()
    if (!text.startsWith('|')) continue
    const cells = text
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim())
    if (cells[0] === 'variable' || /^-+$/.test(cells[0]!)) continue
    rows.push({ line: i + 1, cells })
  }
  return rows
}

const nameOf = (row: Row) => /^`([A-Z0-9_]+)`$/.exec(row.cells[0]!)?.[1]

/** The default as the doc writes it: a setting's value as text, a list with commas, unset empty. */
function writtenDefault(value: unknown): string {
  if (value === undefined) return ''
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

const shape = serverConfigSchema.shape
const settings = Object.keys(shape).sort()
const defaults: Record<string, string> = Object.fromEntries(
  settings.map((name) => {
    const parsed = shape[name as keyof typeof shape].safeParse(undefined)
    const value = parsed.success ? parsed.data : undefined
    return [name, writtenDefault(START_DEFAULTS[name as keyof typeof START_DEFAULTS] ?? value)]
  }),
)

describe(`${DOC}: one table of the server's settings, checked against server/config.ts`, () => {
  const rows = settingsRows()

  it('each row names one setting in backticks and has a default and a meaning', () => {
    const malformed = rows
      .filter((r) => r.cells.length !== 3 || !nameOf(r) || !r.cells[2])
      .map((r) => `${DOC}:${r.line}: ${r.cells.join(' | ')}`)
    expect(malformed, 'rows must read: | `NAME` | default | meaning |').toEqual([])
  })

  it('every setting in the schema has a row', () => {
    const documented = new Set(rows.map(nameOf))
    const missing = settings.filter((name) => !documented.has(name))
    expect(
      missing.map(
        (name) =>
          `${DOC}, '${SECTION}': no row for ${name}; add: | \`${name}\` | ${defaults[name] ? `\`${defaults[name]}\`` : ''} | what it does |`,
      ),
    ).toEqual([])
  })

  it('every row is a setting of the schema, documented once', () => {
    const names = rows.map(nameOf)
    const unknown = rows
      .filter((r) => !settings.includes(nameOf(r) ?? ''))
      .map((r) => `${DOC}:${r.line}: ${r.cells[0]} is not in serverConfigSchema`)
    const twice = rows
      .filter((r, i) => names.indexOf(nameOf(r)) !== i)
      .map((r) => `${DOC}:${r.line}: ${r.cells[0]} has a row already`)
    expect([...unknown, ...twice]).toEqual([])
  })

  it('the default a row states is the schema’s default, and a default the schema has is stated', () => {
    const wrong = rows
      .filter((r) => settings.includes(nameOf(r) ?? ''))
      .filter((r) => r.cells[1]!.replace(/`/g, '') !== defaults[nameOf(r)!])
      .map(
        (r) =>
          `${DOC}:${r.line}: ${r.cells[0]} default '${r.cells[1]}', the server's is '${defaults[nameOf(r)!]}'`,
      )
    expect(wrong).toEqual([])
  })

  it('no second copy of the table elsewhere in the file', () => {
    const text = readFileSync(DOC, 'utf8')
    const copies = text.split('\n').filter((l) => /^\|\s*`ARGON2_MEMORY_KIB`/.test(l.trim()))
    expect(copies).toHaveLength(1)
  })
})
