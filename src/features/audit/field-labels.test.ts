import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditMessages } from './messages'

// The Logboek shows what an entry's values are in Dutch (issue 42: it showed `kind`, `token`,
// `reason: used`, `subject`, `recipient`). Every field the server can write into an entry's
// values before and after, and every fixed value of the fields that have them, has a Dutch label
// in the one map the page uses (src/features/audit/messages.ts). The fields are read from the
// server's code with TypeScript's own checker: the type of each `before`/`after` given to
// audit(), auditRow() and insertAudit(), a record's fields and those of a record inside it
// (`Profiel › Voornaam`), as the page shows them.

/** The server's sources outside the tests. */
function serverSources(dir = 'server'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

type Written = { fields: Map<string, string>; values: Map<string, Set<string>> }

/** Each field the server writes (with one place that writes it) and the string values it can hold. */
function writtenFields(): Written {
  const files = serverSources()
  const parsed = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.json',
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!
  const program = ts.createProgram(files, { ...parsed.options, types: ['node'] })
  const checker = program.getTypeChecker()
  const written: Written = { fields: new Map(), values: new Map() }

  const walk = (type: ts.Type, depth: number, where: string) => {
    if (depth > 1) return
    if (type.isUnion()) return type.types.forEach((t) => walk(t, depth, where))
    if (checker.isArrayType(type))
      return walk(checker.getTypeArguments(type as ts.TypeReference)[0]!, depth, where)
    if (!(type.flags & ts.TypeFlags.Object)) return
    for (const property of checker.getPropertiesOfType(type)) {
      const name = property.getName()
      if (!written.fields.has(name)) written.fields.set(name, where)
      const own = checker.getTypeOfSymbol(property)
      for (const t of own.isUnion() ? own.types : [own])
        if (t.isStringLiteral()) {
          const set = written.values.get(name) ?? new Set()
          written.values.set(name, set.add(t.value))
        }
      walk(own, depth + 1, where)
    }
  }

  for (const file of program.getSourceFiles()) {
    if (!files.some((f) => file.fileName.endsWith(`/${f}`))) continue
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        /(^|\.)(audit|auditRow|insertAudit)$/.test(node.expression.getText(file))
      )
        for (const arg of node.arguments.filter(ts.isObjectLiteralExpression))
          for (const p of arg.properties)
            if (ts.isPropertyAssignment(p) && /^(before|after)$/.test(p.name.getText(file))) {
              const line = file.getLineAndCharacterOfPosition(p.getStart(file)).line + 1
              walk(checker.getTypeAtLocation(p.initializer), 0, `${file.fileName}:${line}`)
            }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return written
}

// The record's own id and owner are not shown (entries.ts, REPEATED); a password never is written.
const NOT_SHOWN = new Set(['_id', 'user_id'])

describe('the Logboek names every field the server writes in Dutch', () => {
  let written: Written
  // TypeScript reads the server's code once: some 20 s on a busy machine.
  beforeAll(() => {
    written = writtenFields()
  }, 180_000)

  it('every field of an entry’s values has a Dutch label', () => {
    expect(written.fields.size).toBeGreaterThan(60)
    const missing = [...written.fields]
      .filter(([name]) => !NOT_SHOWN.has(name) && !Object.hasOwn(auditMessages.fields, name))
      .map(([name, where]) => `${name} (written at ${where})`)
    expect(missing, 'add these to auditMessages.fields (src/features/audit/messages.ts)').toEqual(
      [],
    )
  })

  it('every fixed value of a field (kind, reason, state, …) has a Dutch label', () => {
    // Roles have their own Dutch names (roleLabel), as do scopes, genders and document types.
    const ownNames = new Set(['role', 'scope', 'gender', 'document_type'])
    const missing = [...written.values]
      .filter(([field]) => !ownNames.has(field))
      .flatMap(([field, values]) =>
        [...values]
          .filter((v) => !Object.hasOwn(auditMessages.values[field] ?? {}, v))
          .map((v) => `${field}: ${v}`),
      )
    expect(written.values.get('reason')).toContain('used')
    expect(missing, 'add these to auditMessages.values (src/features/audit/messages.ts)').toEqual(
      [],
    )
  })
})
