// The production build as a deployer serves it: static files from a build folder (gzip, long
// caching for hashed assets, index.html for every app route) and an API under /api answered by
// the demo backend's own handlers running here in Node, with its seed data. No MSW on the page.
//
//   node bench/server.mjs [--dist dist] [--port 4400] [--csp]
//
// --csp sends the Content-Security-Policy documented in the README (bench/csp.mjs).
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { CONTENT_SECURITY_POLICY } from './csp.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map'])

/**
 * Loads the demo backend's handlers (TypeScript, with the app's aliases) through Vite, so the
 * API answers exactly what the demo backend answers, from the same seed.
 */
async function loadDemoBackend(origin) {
  // apiUrl() builds absolute URLs from location.origin, as in the browser.
  globalThis.location = new URL(origin)
  const { createServer: createVite } = await import('vite')
  const vite = await createVite({
    root,
    // Only the module loader: the app's aliases, none of its build plugins.
    configFile: false,
    resolve: { alias: { '@': join(root, 'src'), '~mocks': join(root, 'mocks') } },
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    // The handlers validate with the app's schemas; no artificial delay on the server side.
    define: { 'import.meta.env.VITE_REQUEST_DELAY_MS': '"0"' },
  })
  const [{ handlers }, { getResponse }] = await Promise.all([
    vite.ssrLoadModule('/mocks/handlers.ts'),
    import('msw'),
  ])
  return {
    async answer(request) {
      return (
        (await getResponse(handlers, request)) ??
        Response.json({ message: 'Onbekende API-aanroep' }, { status: 404 })
      )
    },
    close: () => vite.close(),
  }
}

function readBody(req) {
  return new Promise((done, fail) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => done(Buffer.concat(chunks)))
    req.on('error', fail)
  })
}

export async function startServer({ dist = 'dist', port = 4400, csp = false } = {}) {
  const distDir = resolve(root, dist)
  await stat(join(distDir, 'index.html')).catch(() => {
    throw new Error(`No ${join(dist, 'index.html')}: build the app first (vite build).`)
  })
  const origin = `http://127.0.0.1:${port}`
  const backend = await loadDemoBackend(origin)
  const cache = new Map()

  async function file(path) {
    if (cache.has(path)) return cache.get(path)
    const body = await readFile(path)
    const ext = extname(path)
    const entry = {
      body,
      gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 6 }) : null,
      type: TYPES[ext] ?? 'application/octet-stream',
    }
    cache.set(path, entry)
    return entry
  }

  function headersFor(extra) {
    return {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      ...(csp ? { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } : {}),
      ...extra,
    }
  }

  async function sendFile(req, res, path, cacheControl) {
    const f = await file(path)
    const gzip = f.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    const body = gzip ? f.gzip : f.body
    res.writeHead(
      200,
      headersFor({
        'Content-Type': f.type,
        'Content-Length': body.length,
        'Cache-Control': cacheControl,
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      }),
    )
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  async function api(req, res, url) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const request = new Request(new URL(url.pathname + url.search, origin), {
      method: req.method,
      headers,
      body,
    })
    const answer = await backend.answer(request)
    const payload = Buffer.from(await answer.arrayBuffer())
    res.writeHead(
      answer.status,
      headersFor({
        'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
        'Content-Length': payload.length,
        'Cache-Control': 'no-store',
      }),
    )
    res.end(payload)
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin)
      if (url.pathname === '/api' || url.pathname.startsWith('/api/'))
        return await api(req, res, url)
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, headersFor({ Allow: 'GET, HEAD' }))
        return res.end()
      }
      const path = normalize(join(distDir, decodeURIComponent(url.pathname)))
      if (!path.startsWith(distDir + sep) && path !== distDir) {
        res.writeHead(400, headersFor({}))
        return res.end()
      }
      const isFile = await stat(path)
        .then((s) => s.isFile())
        .catch(() => false)
      if (isFile) {
        const hashed = url.pathname.startsWith('/assets/')
        return await sendFile(
          req,
          res,
          path,
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      }
      // Every other path is an app route: the router decides (page-not-found included).
      return await sendFile(req, res, join(distDir, 'index.html'), 'no-cache')
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, headersFor({}))
      res.end()
    }
  })
  await new Promise((done) => server.listen(port, '127.0.0.1', done))
  return {
    origin,
    async close() {
      await new Promise((done) => server.close(done))
      await backend.close()
    },
  }
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startServer({
    dist: arg('dist', 'dist'),
    port: Number(arg('port', 4400)),
    csp: process.argv.includes('--csp'),
  })
  console.log(`serving on ${server.origin}`)
  const stop = () => void server.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
