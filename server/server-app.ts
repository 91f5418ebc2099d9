import { calls } from '~contract/index'
import { API_BASE, createApp, endOfApi } from './app'
import { compressAnswers } from './http/compress'
import { apiReferencePage, openApiDocument } from './http/openapi'
import type { OidcClient } from './oidc/client'
import { registerOidcRoutes } from './oidc/routes'
import { openerPolicy, pageHeaders, strictTransport } from './security/headers'
import type { Services } from './services'

// The table does not change while the server runs: both pages are written once, when first asked.
let published: { document: ReturnType<typeof openApiDocument>; page: string } | undefined
function contract() {
  if (!published) {
    const document = openApiDocument(calls)
    published = { document, page: apiReferencePage(document) }
  }
  return published
}

/**
 * The server's app: the API, its contract published from the same table, and the sign-in with
 * the school's account when it is configured.
 */
export function createServerApp(services: Services, options: { oidc?: OidcClient | null } = {}) {
  // Answers over 1 KB gzip-compressed (the overview's 10,000 subscriptions are 2 MB of JSON),
  // off the server's thread (http/compress.ts); the 304s of the polls carry no body at all.
  const app = createApp(services, {
    first: [strictTransport(services), openerPolicy, compressAnswers()],
  })
  if (options.oidc) registerOidcRoutes(app, services, options.oidc)
  app.use(`${API_BASE}/docs`, pageHeaders)
  app.get(`${API_BASE}/openapi.json`, (c) => c.json(contract().document))
  app.get(`${API_BASE}/docs`, (c) => c.html(contract().page))
  return endOfApi(app)
}
