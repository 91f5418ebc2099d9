// The size check of `npm test` (npm run test:size builds dist-test/app first, e2e/test-build.ts): the JavaScript that `/`
// needs before it can render stays within its budget and holds no editor, picker, grid or MSW.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import {
  composition,
  firstPageFiles,
  forbiddenSources,
  htmlScripts,
  kb,
  measure,
  readManifest,
} from './first-page.mjs'

/**
 * First-page JavaScript budget of `/`, gzip: issue 12's 170 KB. Going live had raised it to 172 KB;
 * it is back at 170 since MUI's createTheme stopped carrying its unused CSS-variables builder
 * (vite.config.ts, themeWithoutCssVariables: 171.9 → 167.5 KB, docs/performance.md).
 */
const BUDGET_KB = 170

// The one production build that the e2e run serves too (its sources unchanged, it is reused).
const dist = process.env.FIRST_PAGE_DIST ?? 'dist-test/app'
const manifest = readManifest(dist)
// The boot script of the HTML counts too: every page loads it before it renders.
const files = [...new Set([...htmlScripts(dist), ...firstPageFiles(manifest, '/')])]

test('the boot script is counted, and starts the entry', () => {
  const boot = htmlScripts(dist)
  assert.equal(boot.length, 1, `one script in index.html, found ${boot.join(', ') || 'none'}`)
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  assert.match(readFileSync(join(dist, boot[0]), 'utf8'), new RegExp(entry.file))
})

test(`the JavaScript of / is at most ${BUDGET_KB} KB gzip`, () => {
  const { js } = measure(dist, files)
  const largest = (composition(dist, files) ?? [])
    .slice(0, 8)
    .map(([owner, bytes]) => `${owner} ${kb(bytes)} KB`)
    .join(', ')
  console.log(`/ loads ${js.count} JavaScript files, ${kb(js.raw)} KB min, ${kb(js.gzip)} KB gzip`)
  assert.ok(
    js.gzip <= BUDGET_KB * 1024,
    `/ needs ${kb(js.gzip)} KB gzip of JavaScript, over ${BUDGET_KB} KB. Largest (min): ${largest}`,
  )
})

test('no editor, date picker, data grid or demo backend code is on the first page', () => {
  const { found, unmapped } = forbiddenSources(dist, files)
  assert.deepEqual(
    found.map((f) => `${f.label}: ${f.source} in ${f.file}`),
    [],
  )
  // Only the bundler's own runtime comes without a source map; it must stay tiny.
  for (const u of unmapped) assert.ok(u.raw < 2048, `${u.file} has no source map`)
})

test('the check sees the heavy code where it belongs: in lazy chunks of the same build', () => {
  const all = Object.values(manifest).map((c) => c.file)
  const labels = new Set(forbiddenSources(dist, all).found.map((f) => f.label))
  // Tiptap arrives with the content editor (issue 10), the data grid with the admin overviews;
  // the pickers and MSW are in the build already.
  for (const label of ['MUI X date pickers', 'MSW']) assert.ok(labels.has(label), label)
})

test('the route chunk of / and its imports count, lazy chunks do not', () => {
  const synthetic = {
    'index.html': { file: 'entry.js', isEntry: true, imports: ['_shared.js'], dynamicImports: [] },
    '_shared.js': { file: 'shared.js' },
    '_heavy.js': { file: 'heavy.js' },
    'src/routes/index.tsx?tsr-split=component': {
      file: 'home.js',
      isDynamicEntry: true,
      imports: ['_shared.js', '_page.js'],
      dynamicImports: ['src/editor.tsx'],
    },
    '_page.js': { file: 'page.js', css: ['page.css'] },
    'src/editor.tsx': { file: 'editor.js', isDynamicEntry: true, imports: ['_heavy.js'] },
    'src/routes/contact.tsx?tsr-split=component': { file: 'contact.js', isDynamicEntry: true },
  }
  assert.deepEqual(firstPageFiles(synthetic, '/').sort(), [
    'entry.js',
    'home.js',
    'page.css',
    'page.js',
    'shared.js',
  ])
})
