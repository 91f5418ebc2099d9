import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { CONTENT_SECURITY_POLICY } from './csp'
import { compressAnswers } from './http/compress'

/** The headers every page of the app is served with (docs/security.md "Security headers"). */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // No window of another site keeps a handle on ours (window.opener: tab-nabbing, XS-Leaks).
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/**
 * Serves the built app (`npm run build` -> dist/): hashed assets cached for a year, index.html for
 * every route of the app and never cached, each page with the security headers.
 */
export function serveApp(app: Hono, staticDir: string) {
  const root = resolve(staticDir)
  const indexFile = join(root, 'index.html')
  if (!existsSync(indexFile))
    throw new Error(`${indexFile} ontbreekt: bouw de app eerst met npm run build`)
  const indexHtml = readFileSync(indexFile, 'utf8')

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next()
    await next()
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value)
  })
  app.use('*', compressAnswers())
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        c.header('Cache-Control', path.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600')
      },
    }),
  )
  // Every other path is a route of the app: its page, fresh each time.
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound()
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml)
  })
}
