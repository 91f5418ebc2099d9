/**
 * Dead code: an exported function, hook, component or constant of the app that nothing refers
 * to (not the app, the demo backend, the tests or the bench) is removed, not kept "in case".
 * Names are matched as identifiers in the syntax tree, so a mention in a comment does not count.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOTS = ['src', 'contract', 'mocks', 'e2e', 'bench', 'server']
// Unused on main too, but in a file that the contract work of issue 23 is changing (content
// names): left to that work, listed so nothing new joins it. An entry that is used again, or
// no longer exported, fails the test below: the list only ever shrinks.
const KNOWN_UNUSED = ['CONTENT_NAMES']
// File-based routes export `Route` for the generated route tree.
const ENTRY_POINTS = /^src\/routes\/|routeTree\.gen\.ts$/
// This file names the allow-list's entries as strings; scanning it would count them as uses.
const THIS_FILE = relative(process.cwd(), import.meta.filename)

interface Source {
  path: string
  text: string
}

function sourceFiles(dir: string): string[] {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return [] // a root that does not exist (yet)
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : []
  })
}

/** The exports of src/ and contract/ that nothing refers to, and the allow-list's entries that are wrong. */
function deadCode(sources: Source[], knownUnused: string[]) {
  const uses = new Map<string, number>()
  const exported: { file: string; name: string }[] = []
  for (const { path: file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1)
      // lazyNamed(() => import('./x'), 'Name') names its export in a string.
      if (ts.isStringLiteral(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1)
      ts.forEachChild(node, visit)
    }
    visit(source)
    if (!/^(src|contract)\//.test(file) || ENTRY_POINTS.test(file) || /\.test\.tsx?$/.test(file))
      continue
    for (const statement of source.statements) {
      const isExported = ts
        .getModifiers(statement as ts.HasModifiers)
        ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      if (!isExported) continue
      if (ts.isFunctionDeclaration(statement) && statement.name)
        exported.push({ file, name: statement.name.text })
      if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name)) exported.push({ file, name: d.name.text })
    }
  }
  // The declaration itself is one use; anything beyond it is a caller.
  const isUnused = (name: string) => (uses.get(name) ?? 0) <= 1
  const allowed = new Set(knownUnused)
  return {
    unused: exported
      .filter(({ name }) => isUnused(name) && !allowed.has(name))
      .map(({ file, name }) => `${file}: ${name}`),
    staleAllowList: knownUnused.filter(
      (name) => !exported.some((e) => e.name === name && isUnused(name)),
    ),
  }
}

it('every exported value of src/ and contract/ is used somewhere, and the allow-list is still true', () => {
  const files = ROOTS.flatMap(sourceFiles).filter((file) => file !== THIS_FILE)
  expect(files.length).toBeGreaterThan(100) // the scan really ran from the repository's root
  const sources = files.map((path) => ({ path, text: readFileSync(path, 'utf8') }))
  const { unused, staleAllowList } = deadCode(sources, KNOWN_UNUSED)
  expect(unused).toEqual([])
  // Used again or gone: take it off KNOWN_UNUSED.
  expect(staleAllowList).toEqual([])
})

describe('the check itself', () => {
  const lib = {
    path: 'src/lib/a.ts',
    text: 'export const usedOne = 1\nexport function lonely() {}',
  }
  const app = { path: 'src/app/b.ts', text: "import { usedOne } from '@/lib/a'\nusedOne" }

  it('reports an export nobody refers to, also when a comment names it', () => {
    const commented = { path: 'src/app/c.ts', text: '// lonely() is not called here' }
    expect(deadCode([lib, app, commented], []).unused).toEqual(['src/lib/a.ts: lonely'])
  })

  it('does not count the allow-list as a use: an entry that is used again is stale', () => {
    // Before the fix the allow-list's own strings were scanned as uses; they are not now.
    expect(deadCode([lib, app], ['lonely'])).toEqual({ unused: [], staleAllowList: [] })
    expect(deadCode([lib, app], ['usedOne', 'gone']).staleAllowList).toEqual(['usedOne', 'gone'])
  })

  it('excludes this file from the scan', () => {
    expect(THIS_FILE).toBe('src/test/dead-code.test.ts')
  })
})
