/**
 * The lint rules that keep the code's shape bite: each is run through ESLint's own API on a small
 * snippet at a path where it applies, beside a control that the same rule lets through.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

/** The rules that report `code` when it is the file at `filePath`. */
async function reported(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`ESLint gave no result for ${filePath}`)
  const fatal = result.messages.find((m) => m.fatal)
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`)
  return result.messages.map((m) => m.ruleId ?? '')
}

describe('a feature may not import another feature', () => {
  it('reports a new edge (settings has never imported audit)', async () => {
    const code =
      "import { auditSearchSchema } from '@/features/audit/search'\nexport { auditSearchSchema }\n"
    expect(await reported(code, 'src/features/settings/new-file.ts')).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('reports an edge from a relative path too', async () => {
    const code =
      "import { auditSearchSchema } from '../audit/search'\nexport { auditSearchSchema }\n"
    expect(await reported(code, 'src/features/settings/new-file.ts')).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('lets through the feature itself and shared code', async () => {
    const code = [
      "import { versionAction } from '@/features/settings/version-watch'",
      "import { messages } from '~domain/messages/general'",
      "import { useContent } from '@/lib/content/api'",
      'export { versionAction, messages, useContent }',
    ].join('\n')
    expect(await reported(code, 'src/features/settings/new-file.ts')).toEqual([])
  })
})

type Zone = { target: string; from: string; except?: string[] }

/** The features each feature imports today, read from the sources. */
function featureEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  for (const feature of readdirSync('src/features')) {
    const imported = new Set<string>()
    for (const file of files(join('src/features', feature)))
      for (const [, other] of readFileSync(file, 'utf8').matchAll(/['"]@\/features\/([\w-]+)/g))
        if (other !== feature) imported.add(other!)
    edges.set(feature, imported)
  }
  return edges
}

it('no feature imports another, and no feature zone lets one through', async () => {
  const config = await eslint.calculateConfigForFile('src/features/settings/new-file.ts')
  const [, { zones }] = config.rules['import-x/no-restricted-paths'] as [unknown, { zones: Zone[] }]
  const edges = featureEdges()
  const letThrough: string[] = []
  for (const { target, from, except = [] } of zones) {
    if (from !== './src/features') continue
    const feature = target.replace('./src/features/', '')
    for (const allowed of except.map((path) => path.replace('./', '')))
      if (allowed !== feature) letThrough.push(`${feature} -> ${allowed}`)
  }
  expect(zones.filter(({ from }) => from === './src/features').length).toBe(edges.size)
  // A zone's exception other than the feature itself is an edge let back in.
  expect(letThrough).toEqual([])
  expect([...edges].filter(([, imported]) => imported.size > 0)).toEqual([])
})

describe('no import cycles', () => {
  // lazy-route.ts imports lazy.ts; lazy.ts importing lazy-route.ts back closes a cycle.
  const lazy = readFileSync('src/lib/lazy.ts', 'utf8')

  it('reports a cycle', async () => {
    const code = `${lazy}\nimport '@/lib/lazy-route'\n`
    expect(await reported(code, 'src/lib/lazy.ts')).toContain('import-x/no-cycle')
  })

  it('lets the file through as it is', async () => {
    expect(await reported(lazy, 'src/lib/lazy.ts')).not.toContain('import-x/no-cycle')
  })
})

describe('src/lib and src/components keep every ban (the later block no longer drops the first)', () => {
  it('reports a feature imported by shared code', async () => {
    const code =
      "import { drawMessages } from '@/features/rounds/draw-messages'\nexport { drawMessages }\n"
    expect(await reported(code, 'src/lib/new-file.ts')).toContain('no-restricted-imports')
  })

  it('reports the demo backend imported by shared code', async () => {
    const code = "import { db } from '~mocks/db'\nexport { db }\n"
    expect(await reported(code, 'src/lib/new-file.ts')).toContain('no-restricted-imports')
    expect(await reported(code, 'src/components/new-file.tsx')).toContain('no-restricted-imports')
  })

  it("reports MUI's Alert in a shared component", async () => {
    const code = "import { Alert } from '@mui/material'\nexport { Alert }\n"
    expect(await reported(code, 'src/components/new-file.tsx')).toContain('no-restricted-imports')
  })

  it('lets shared code import shared code', async () => {
    const code = "import { messages } from '~domain/messages/general'\nexport { messages }\n"
    expect(await reported(code, 'src/components/new-file.tsx')).toEqual([])
  })
})

describe('domain/ imports nothing of src/, server/ or mocks/', () => {
  it.each([
    ["import { api } from '../src/lib/api-client'", 'src/'],
    ["import { api } from '@/lib/api-client'", 'src/ by alias'],
    ["import { audit } from '../server/rules/context'", 'server/'],
  ])('reports %s (%s)', async (line) => {
    expect(await reported(`${line}\n`, 'domain/new-file.ts')).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('lets domain/ import a package', async () => {
    expect(
      await reported("import { z } from 'zod/mini'\nexport { z }\n", 'domain/new-file.ts'),
    ).toEqual([])
  })
})

describe('domain/ imports nothing of contract/', () => {
  it.each([
    ["import { calls } from '~contract/index'", 'by alias'],
    ["import { excursionSchema } from '../contract/schemas/excursions'", 'by a relative path'],
  ])('reports %s (%s)', async (line) => {
    expect(await reported(`${line}\n`, 'domain/new-file.ts')).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('lets domain/ import domain/, and contract/ import domain/', async () => {
    const code = "import { profileSchema } from '~domain/profile'\nexport { profileSchema }\n"
    expect(await reported(code, 'domain/new-file.ts')).toEqual([])
    expect(await reported(code, 'contract/new-file.ts')).toEqual([])
  })
})

describe('server/ and contract/ import nothing of src/', () => {
  it.each([
    ["import { api } from '@/lib/api-client'", 'server/rules/new-file.ts'],
    ["import { api } from '../src/lib/api-client'", 'contract/new-file.ts'],
  ])('reports %s in %s', async (line, file) => {
    expect(await reported(`${line}\nexport { api }\n`, file)).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('lets the server import contract/ and domain/', async () => {
    const code = [
      "import { calls } from '~contract/index'",
      "import { findScope } from '~domain/scopes'",
      'export { calls, findScope }',
    ].join('\n')
    expect(await reported(code, 'server/rules/new-file.ts')).toEqual([])
  })
})

describe('no source file over 400 lines', () => {
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => `export const v${i} = ${i}`).join('\n') + '\n'

  it('reports a file of 401 lines of code', async () => {
    expect(await reported(lines(401), 'server/rules/new-file.ts')).toContain('max-lines')
    expect(await reported(lines(401), 'src/lib/new-file.test.ts')).toContain('max-lines')
  })

  it('lets through 400 lines of code, with blank lines and comments besides', async () => {
    const code = `${lines(400)}\n\n// a comment\n/** and another */\n`
    expect(await reported(code, 'server/rules/new-file.ts')).toEqual([])
  })
})
