/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import ts from 'typescript'
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'
import { messages } from './domain/messages/general.ts'
import { aliases, appTestProjects, serverTestProjects } from './vitest.shared.ts'

type OutputChunk = Rolldown.OutputChunk

const { '@': src, '~contract': contract, '~mocks': mocks } = aliases

/**
 * The contract's `docs` (summary, refusals: what /api/docs says of a call) are the server's only:
 * the browser build blanks the `docs` property of each call declared in contract/, so a page
 * pays only for the method, path, access and schemas of the calls it makes. Blanked, not cut:
 * every other position stays where the source map has it.
 */
function contractDocsOnServerOnly(): Plugin {
  return {
    name: 'contract-docs-on-server-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(`${contract}/`) || !id.endsWith('.ts')) return null
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true)
      const ranges: [number, number][] = []
      const visit = (node: ts.Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          node.name.getText(source) === 'docs' &&
          ts.isObjectLiteralExpression(node.parent) &&
          node.parent.properties.some((p) => p.name?.getText(source) === 'method')
        ) {
          const comma = code.slice(node.end).match(/^\s*,/)
          ranges.push([node.getStart(source), node.end + (comma?.[0].length ?? 0)])
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      if (ranges.length === 0) return null
      let out = code
      for (const [from, to] of ranges)
        out = out.slice(0, from) + out.slice(from, to).replace(/[^\n]/g, ' ') + out.slice(to)
      return { code: out, map: null }
    },
  }
}

/**
 * Lazy chunks the first page needs right after the entry (ky for its API calls, DOMPurify for the
 * content they bring) are preloaded from the HTML: they download beside the entry instead of
 * after it, and still stay out of the JavaScript that must run before the first render.
 */
function preloadBesideEntry(packages: string[]): Plugin {
  let base = '/'
  return {
    name: 'preload-beside-entry',
    apply: 'build',
    configResolved: (config) => {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter(
            (chunk) =>
              chunk.type === 'chunk' &&
              !chunk.isEntry &&
              chunk.moduleIds.some((id) =>
                packages.some((p) => id.includes(`/node_modules/${p}/`)),
              ),
          )
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
    },
  }
}

/**
 * The page's first script: after the shell's first frame (at once in a tab opened in the
 * background, which paints no frame), each file in its own task; a file that does not arrive
 * leaves the SPEC's chunk-load message in the shell, with a link that reloads.
 */
function bootScript(files: string[], failed: string, retry: string) {
  return `const files=${JSON.stringify(files)};
const nextTask=()=>new Promise((resolve)=>setTimeout(resolve));
const start=async()=>{
  try{for(const file of files){await nextTask();await import(file)}}
  catch{
    const note=document.createElement('p');note.className='shell-noscript';note.setAttribute('role','alert');
    const reload=document.createElement('a');reload.href=location.href;reload.textContent=${JSON.stringify(retry)};
    note.append(${JSON.stringify(failed)}+' ',reload);document.querySelector('.shell-main')?.append(note);
  }
};
if(document.visibilityState==='hidden')start();else requestAnimationFrame(start);
`
}

/**
 * The HTML app shell is painted before any JavaScript runs: the entry chunk is only preloaded from
 * the HTML (it downloads at once), and a few-byte script starts it after the first frame. Without
 * this, a fast network lets the entry's evaluation and first render run before the browser has
 * painted the shell, and the page stays blank for that time.
 */
function paintShellFirst(): Plugin {
  return {
    name: 'paint-shell-first',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find(
        (file) => file.type === 'asset' && file.fileName === 'index.html',
      )
      const entry = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
      )
      if (!html || html.type !== 'asset' || !entry) this.error('index.html or its entry not found')
      const tag = new RegExp(
        `<script type="module" crossorigin src="([^"]*/${entry.fileName})"></script>`,
      )
      const source = String(html.source)
      const src = tag.exec(source)?.[1]
      if (!src) this.error(`the entry's script tag for ${entry.fileName} was not found`)
      // The entry's own imports first, each evaluated in a task of its own, then the entry: no
      // single long task for all of the first page's code.
      const base = src.slice(0, src.length - entry.fileName.length)
      const steps = [...entry.imports.map((file) => `${base}${file}`), src]
      const start = bootScript(steps, messages.errors.chunkLoad, messages.errors.retry)
      const bootName = `assets/boot-${createHash('sha256').update(start).digest('hex').slice(0, 8)}.js`
      this.emitFile({ type: 'asset', fileName: bootName, source: start })
      // No script is needed for the first paint: every one of them says so (fetchpriority low),
      // which also keeps Lighthouse from counting one that happens to arrive early as blocking it.
      html.source = source
        .replace(
          tag,
          `<link rel="modulepreload" crossorigin href="${src}">\n    <script type="module" src="${src.replace(entry.fileName, bootName)}"></script>`,
        )
        .replaceAll(/<(link rel="modulepreload"|script type="module")/g, '<$1 fetchpriority="low"')
    },
  }
}

/**
 * MUI's createTheme holds both of its builders: the plain one, and the CSS-variables one with its
 * variables' parser, colour-scheme selectors and stringifier (about 17 KB minified, 4.4 KB gzip on
 * the first page). The app's theme and MUI's default theme are plain (no `cssVariables`), so the
 * build gives createTheme a stand-in for the other that says so if a theme ever asks for it. Other
 * importers of it (extendTheme) keep the real one.
 */
function themeWithoutCssVariables(): Plugin {
  const importLine = 'import createThemeWithVars from "./createThemeWithVars.mjs";'
  return {
    name: 'theme-without-css-variables',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('/node_modules/@mui/material/styles/createTheme.mjs')) return null
      if (!code.includes(importLine))
        this.error(`${id}: the import of createThemeWithVars was not found`)
      return {
        code: code.replace(
          importLine,
          `const createThemeWithVars = () => { throw new Error('createTheme: this build has no cssVariables (vite.config.ts, themeWithoutCssVariables)') };`,
        ),
        map: null,
      }
    },
  }
}

/**
 * Route chunks through the app's loadChunk (SPEC §7: 120 s timeout, chunk-load error): the router
 * plugin writes `lazyRouteComponent` from '@tanstack/react-router' into each route it splits;
 * this takes the app's wrapper of it instead. A route file that splits without it stops the build.
 */
function routeChunksThroughLoadChunk(): Plugin {
  const routerImport =
    /import\s*\{\s*lazyRouteComponent\s*\}\s*from\s*["']@tanstack\/react-router["'];?/
  return {
    name: 'route-chunks-through-load-chunk',
    transform(code, id) {
      if (!id.startsWith(`${src}/routes/`) || id.includes('?') || !code.includes('tsr-split'))
        return null
      if (!routerImport.test(code))
        this.error(`${id}: the router's lazyRouteComponent import was not found`)
      return {
        code: code.replace(routerImport, "import { lazyRouteComponent } from '@/lib/lazy-route';"),
        map: null,
      }
    },
  }
}

type ChunkingContext = {
  getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null
}

/**
 * The list pages' code in four chunks instead of three dozen (issue 39). Left to the bundler, every
 * module the list shares with some other lazy page (MUI's small pieces, the list's API and schema
 * parts) lands in a chunk per set of pages that use it: a visitor's list asked for 50 scripts, and
 * on a phone each is a request before the largest paint. This names the modules a list page
 * statically needs: 'list-route' (the route's component: title, invitation), 'list-page' (the
 * list, the excursions' API, the round gate, loaded beside it), 'my-subscriptions' (what a
 * student's list adds), and 'list-page-ui' (what the list shares with a part of the first page
 * that loads on intent: menus, dialogs, drawer; so that those never load the list's own code).
 * Left out, in their own chunks as before: the first page's code, and what the layout's own lazy
 * parts (footer, services, alerts, popups) use, so that `/` loads none of these chunks
 * (e2e/chunks.spec.ts). The module graph is read before tree-shaking: a barrel (`@mui/material`)
 * counts with all it re-exports, so MUI's pieces the first page could use stay out. Another page
 * that shares a module with the list loads its chunk (the excursion pages share most of it).
 */
function listPageChunks() {
  const roots = {
    // The page itself (title, invitation: its largest paint) apart from the list, which it loads
    // beside it: the list's code is not on the way to the first paint.
    'list-route': [
      'routes/activiteiten/$scope/route.tsx?tsr-split=component',
      'routes/activiteiten/$scope/index.tsx?tsr-split=component',
      'routes/activiteiten/index.tsx?tsr-split=component',
      'routes/keuzedelen/index.tsx?tsr-split=component',
    ],
    'list-page': [
      'features/excursions/components/excursion-list.tsx',
      'lib/excursions/api.ts',
      'features/rounds/components/round-notices-when-set.tsx',
    ],
    'my-subscriptions': ['features/subscriptions/components/my-subscriptions.tsx'],
  }
  let names: Map<string, string> | undefined
  /** `ids` and everything they import, statically (before tree-shaking: all of a barrel). */
  const closure = (ids: string[], ctx: ChunkingContext, into = new Set<string>()) => {
    const stack = [...ids]
    while (stack.length > 0) {
      const id = stack.pop()!
      if (into.has(id)) continue
      const info = ctx.getModuleInfo(id)
      if (!info) throw new Error(`listPageChunks: no module ${id}`)
      into.add(id)
      stack.push(...info.importedIds)
    }
    return into
  }
  const chunkNames = (ctx: ChunkingContext) => {
    const at = (path: string) => `${src}/${path}`
    const initial = closure([at('main.tsx')], ctx)
    const listRoots = Object.values(roots).flat().map(at)
    // The layout's own lazy parts, loaded on every page (footer, services, alerts, popups).
    const everyPage = closure(
      ctx.getModuleInfo(at('app/layout/root-layout.tsx'))!.dynamicallyImportedIds,
      ctx,
      new Set(initial),
    )
    // Everything else the first page loads on intent (menus, dialogs, drawer), not the routes'
    // code and not the demo backend.
    const onIntent = closure(
      [...initial]
        .flatMap((id) => ctx.getModuleInfo(id)!.dynamicallyImportedIds)
        .filter((id) => !id.includes('?tsr-split') && !id.startsWith(mocks))
        .filter((id) => !listRoots.includes(id)),
      ctx,
    )
    const map = new Map<string, string>()
    for (const [name, paths] of Object.entries(roots))
      for (const id of closure(paths.map(at), ctx)) {
        if (everyPage.has(id) || map.has(id)) continue
        // Shared with a part of the first page that loads on intent: one chunk for those, so
        // that a dialog or menu of `/` does not load the list's own code.
        if (onIntent.has(id)) {
          if (name !== 'my-subscriptions') map.set(id, 'list-page-ui')
        } else map.set(id, name)
      }
    return map
  }
  return (id: string, ctx: ChunkingContext) => (names ??= chunkNames(ctx)).get(id) ?? null
}

export default defineConfig(({ mode }) => ({
  // The router plugin must come before react(): it writes src/routeTree.gen.ts and splits route code.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The home page is where most visits start: its route code comes with the first chunk
      // instead of being discovered after it (one round trip less on a phone).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
    }),
    routeChunksThroughLoadChunk(),
    contractDocsOnServerOnly(),
    themeWithoutCssVariables(),
    react(),
    preloadBesideEntry(['ky', 'dompurify']),
    paintShellFirst(),
  ],
  resolve: { alias: aliases },
  // `npm run dev`: the browser talks to the real API server (server/dev.mjs starts it on API_PORT);
  // with the demo backend (`npm run dev:mock`) the service worker answers instead.
  server: {
    proxy: ['true', '1', 'on'].includes(
      process.env.VITE_API_MOCKING ?? loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING ?? '',
    )
      ? undefined
      : { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` } },
  },
  // `vite preview` serves a build on its own (the e2e suite's, with the demo backend).
  preview: { proxy: {} },
  // Pre-bundled up front so the dev server does not reload the page when a lazy chunk first needs them.
  optimizeDeps: {
    include: [
      '@mui/x-date-pickers/DatePicker',
      '@mui/x-date-pickers/LocalizationProvider',
      '@mui/x-date-pickers/AdapterDayjs',
      '@mui/x-date-pickers/locales',
      '@mui/material/Autocomplete',
    ],
  },
  build: {
    // Lazy chunks (editor, date pickers, admin pages, MSW) stay out of the first page.
    chunkSizeWarningLimit: 600,
    // Every browser the app supports has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: fewer requests on the critical chain
          // and better compression than two dozen small shared chunks.
          // The libraries in a chunk of their own, evaluated in a task before the app's code.
          groups: [
            { name: 'libs', tags: ['$initial'], test: /node_modules/, priority: 1 },
            { name: 'app', tags: ['$initial'] },
            // Captured modules only: their imports outside the list stay where they were.
            {
              name: listPageChunks(),
              debugName: 'list-page',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    // vitest.shared.ts: the app's projects scan its test files, so only when vitest runs.
    projects: process.env.VITEST ? [...appTestProjects(), ...serverTestProjects()] : [],
    // vitest's default is cores − 1: one worker on the 2-core machine (issue 41).
    maxWorkers: 2,
  },
}))
