// First-page weight: the entry chunk and everything it imports statically, gzipped, from the
// build manifest. Lazy chunks (routes, date pickers, editor, demo backend) are listed apart.
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
const manifestPath = join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run 'vite build --manifest' first (npm run bench does).`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const kb = (n) => (n / 1024).toFixed(1)
const sizeOf = (file) => {
  const buf = readFileSync(join(dist, file))
  return { raw: buf.length, gzip: gzipSync(buf).length }
}

const initial = new Set()
const visit = (key) => {
  const chunk = manifest[key]
  if (!chunk || initial.has(chunk.file)) return
  initial.add(chunk.file)
  for (const css of chunk.css ?? []) initial.add(css)
  for (const dep of chunk.imports ?? []) visit(dep)
}
visit(entryKey)

let raw = 0
let gzip = 0
for (const file of initial) {
  const s = sizeOf(file)
  raw += s.raw
  gzip += s.gzip
}
console.log(`first page: ${initial.size} files, ${kb(raw)} KB min, ${kb(gzip)} KB gzip`)

const lazy = Object.values(manifest)
  .filter((c) => !initial.has(c.file) && c.file.endsWith('.js'))
  .map((c) => ({ name: c.name ?? c.file, ...sizeOf(c.file) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 8)
console.log('largest lazy chunks:')
for (const c of lazy)
  console.log(
    `  ${c.name.padEnd(32)} ${kb(c.raw).padStart(7)} KB min ${kb(c.gzip).padStart(7)} KB gzip`,
  )

const budget = Number(process.env.FIRST_PAGE_BUDGET_KB ?? 230)
if (gzip / 1024 > budget) {
  console.error(`first page is over its budget of ${budget} KB gzip`)
  process.exit(1)
}
