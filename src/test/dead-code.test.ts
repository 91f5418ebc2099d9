/**
 * Dead code: an exported function, hook, component or constant of the app that nothing refers
 * to (not the app, the demo backend, the tests or the bench) is removed, not kept "in case".
 * Names are matched as identifiers in the syntax tree, so a mention in a comment does not count.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'

const ROOTS = ['src', 'contract', 'mocks', 'e2e', 'bench', 'server']
// Unused on main too, but in files other work of this round is changing (content names, the
// version setting, date parsing): left to that work, listed so nothing new joins them.
const KNOWN_UNUSED = new Set(['CONTENT_NAMES', 'VERSION_SETTING', 'dateSortKey'])
// File-based routes export `Route` for the generated route tree.
const ENTRY_POINTS = /^src\/routes\/|routeTree\.gen\.ts$/

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

it('every exported value of src/ and contract/ is used somewhere', () => {
  const uses = new Map<string, number>()
  const exported: { file: string; name: string; declaration: ts.Identifier }[] = []
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1)
      // lazyNamed(() => import('./x'), 'Name') names its export in a string.
      if (ts.isStringLiteral(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1)
      ts.forEachChild(node, visit)
    }
    visit(source)
    const checked = file.startsWith('src/') || file.startsWith('contract/')
    if (!checked || ENTRY_POINTS.test(file) || /\.test\.tsx?$/.test(file)) continue
    for (const statement of source.statements) {
      const isExported = ts
        .getModifiers(statement as ts.HasModifiers)
        ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      if (!isExported) continue
      if (ts.isFunctionDeclaration(statement) && statement.name)
        exported.push({ file, name: statement.name.text, declaration: statement.name })
      if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name))
            exported.push({ file, name: d.name.text, declaration: d.name })
    }
  }
  // The declaration itself is one use; anything beyond it is a caller.
  const unused = exported.filter(
    ({ name }) => (uses.get(name) ?? 0) <= 1 && !KNOWN_UNUSED.has(name),
  )
  expect(unused.map(({ file, name }) => `${file}: ${name}`)).toEqual([])
})
