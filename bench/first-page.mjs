// What a page needs before it can render, read from a build's manifest: the entry, its static
// imports, and the route chunks of the page with their static imports. With source maps
// (`vite build --sourcemap hidden`), the bytes of each chunk are attributed to the packages and
// files they came from.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The route files of each measured page (TanStack Router splits each into `?tsr-split=` chunks). */
export const PAGE_ROUTES = {
  '/': ['src/routes/index.tsx'],
  '/activiteiten/x-week': [
    'src/routes/activiteiten/$scope/route.tsx',
    'src/routes/activiteiten/$scope/index.tsx',
  ],
}

/** Code that must never be on the first page: editor, pickers, data grid, demo backend. */
export const FORBIDDEN_ON_FIRST_PAGE = [
  { label: 'Tiptap', pattern: /node_modules\/@tiptap\// },
  { label: 'ProseMirror', pattern: /node_modules\/(prosemirror-|@tiptap\/pm)/ },
  { label: 'MUI X date pickers', pattern: /node_modules\/@mui\/x-date-pickers/ },
  { label: 'MUI X data grid', pattern: /node_modules\/@mui\/x-data-grid/ },
  { label: 'MSW', pattern: /node_modules\/(msw|@mswjs)\/|\/mocks\// },
]

export function readManifest(dist) {
  const path = join(dist, '.vite', 'manifest.json')
  if (!existsSync(path)) throw new Error(`No ${path}: build with 'vite build --manifest'.`)
  return JSON.parse(readFileSync(path, 'utf8'))
}

/**
 * Manifest keys of a route file's chunks (the file itself, or its `?tsr-split=` pieces). None
 * when the route is not split: its code is then part of the entry's chunks.
 */
function routeKeys(manifest, routeFile) {
  if (!existsSync(routeFile)) throw new Error(`No route file ${routeFile}.`)
  return Object.keys(manifest).filter((k) => k === routeFile || k.startsWith(`${routeFile}?`))
}

/** The files a page loads before it renders: entry + static imports + route chunks + theirs. */
export function firstPageFiles(manifest, page = '/') {
  const routes = PAGE_ROUTES[page]
  if (!routes) throw new Error(`Unknown page ${page}; known: ${Object.keys(PAGE_ROUTES)}`)
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
  visit(entry)
  for (const route of routes) for (const key of routeKeys(manifest, route)) visit(key)
  return [...files]
}

/**
 * Scripts the HTML itself loads that the manifest does not list: the few-byte boot script that
 * starts the entry once the app shell is painted (vite.config.ts, paintShellFirst).
 */
export function htmlScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)].map((m) => m[1])
}

function withoutSourceMapComment(buf) {
  return Buffer.from(buf.toString('utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, ''))
}

/** Raw and gzip bytes of each file (gzip level 9, what a server's static compression sends). */
export function measure(dist, files) {
  const rows = files.map((file) => {
    const buf = withoutSourceMapComment(readFileSync(join(dist, file)))
    return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
  })
  const js = rows.filter((r) => r.file.endsWith('.js'))
  return {
    files: rows,
    js: {
      count: js.length,
      raw: js.reduce((s, r) => s + r.raw, 0),
      gzip: js.reduce((s, r) => s + r.gzip, 0),
    },
  }
}

// --- source-map attribution -------------------------------------------------------------------

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
)

function decodeVlq(segment) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = B64[char]
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** Which package (or app folder) a source path belongs to. */
export function ownerOf(source) {
  const nm = source.lastIndexOf('node_modules/')
  if (nm !== -1) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  const app = /(?:^|\/)(src|mocks)\/(.*)$/.exec(source)
  return app ? `${app[1]}/${app[2]}` : source
}

/** Minified bytes of one chunk per source file, from its `.map` beside it. */
export function attribute(dist, file) {
  const mapPath = join(dist, `${file}.map`)
  if (!existsSync(mapPath)) return null
  const map = JSON.parse(readFileSync(mapPath, 'utf8'))
  const lines = readFileSync(join(dist, file), 'utf8').split('\n')
  const bytes = new Map()
  const mappingLines = map.mappings.split(';')
  let source = 0
  for (let l = 0; l < mappingLines.length && l < lines.length; l++) {
    const line = lines[l]
    let column = 0
    const segments = mappingLines[l] ? mappingLines[l].split(',').map(decodeVlq) : []
    for (let s = 0; s < segments.length; s++) {
      const seg = segments[s]
      column += seg[0]
      if (seg.length >= 4) source += seg[1]
      // A segment covers up to the next one (or the end of the line).
      const next = s + 1 < segments.length ? column + segments[s + 1][0] : line.length
      if (seg.length < 4) continue
      const name = map.sources[source] ?? '?'
      bytes.set(name, (bytes.get(name) ?? 0) + Buffer.byteLength(line.slice(column, next)))
    }
  }
  return bytes
}

/** Minified bytes of the given files per owner (package or app file), largest first. */
export function composition(dist, files) {
  const byOwner = new Map()
  let mapped = false
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const bytes = attribute(dist, file)
    if (!bytes) continue
    mapped = true
    for (const [source, n] of bytes) {
      const owner = ownerOf(source)
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + n)
    }
  }
  if (!mapped) return null
  return [...byOwner.entries()].sort((a, b) => b[1] - a[1])
}

/**
 * The sources of the given files that match a forbidden pattern, and the files without a source
 * map (the bundler's own tiny runtime has none).
 */
export function forbiddenSources(dist, files) {
  const found = []
  const unmapped = []
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const mapPath = join(dist, `${file}.map`)
    if (!existsSync(mapPath)) {
      unmapped.push({ file, raw: readFileSync(join(dist, file)).length })
      continue
    }
    const { sources } = JSON.parse(readFileSync(mapPath, 'utf8'))
    for (const source of sources) {
      for (const rule of FORBIDDEN_ON_FIRST_PAGE) {
        if (rule.pattern.test(source)) found.push({ file, source, label: rule.label })
      }
    }
  }
  return { found, unmapped }
}

export const kb = (n) => (n / 1024).toFixed(1)
