import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

// The code cites the documentation as `docs/<file>.md`, `docs/<file>.md "<heading>"`,
// `docs/<file>.md#<anchor>` or `README "<heading>"` (issue 40). Each must resolve: the file
// exists, and the heading (or a paragraph's bold lead, `**Heading.**`) is in it.
const CITATION = /(README|docs\/[\w-]+\.md)(?:#([\w-]+)| "([^"]+)")?/g

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')

function headingsOf(file: string) {
  const text = readFileSync(file, 'utf8')
  const headings = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1]!.trim())
  const leads = [...text.matchAll(/\*\*([^*]+?)\.?\*\*/g)].map((m) => m[1]!.trim())
  return { titles: [...headings, ...leads], anchors: new Set(headings.map(slug)) }
}

describe('citations of the docs in the code', () => {
  it('every docs/… and README "…" citation resolves to a file and a heading', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && existsSync(f) && !f.endsWith('citations.test.ts'))
    const dangling: string[] = []
    let cited = 0
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, i) => {
        for (const [text, doc, anchor, heading] of line.matchAll(CITATION)) {
          // Only citations: a README "…" needs its heading; a bare README is a word.
          if (doc === 'README' && !heading) continue
          cited += 1
          const path = doc === 'README' ? 'README.md' : doc!
          const where = `${file}:${i + 1}: ${text}`
          if (!existsSync(path)) {
            dangling.push(`${where} (no such file)`)
            continue
          }
          const { titles, anchors } = headingsOf(path)
          if (anchor && !anchors.has(anchor)) dangling.push(`${where} (no heading #${anchor})`)
          if (heading && !titles.some((t) => t.startsWith(heading)))
            dangling.push(`${where} (no heading "${heading}")`)
        }
      })
    }
    expect(cited).toBeGreaterThan(30)
    expect(dangling).toEqual([])
  })
})
