import { calls } from '~contract/index'
import { API_BASE, createApp, endOfApi } from './app'
import { apiReferencePage, openApiDocument } from './http/openapi'
import { pageHeaders, strictTransport } from './security/headers'
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

/** The server's app: the API, and its contract published from the same table. */
export function createServerApp(services: Services) {
  const app = createApp(services, { first: [strictTransport(services)] })
  app.use(`${API_BASE}/docs`, pageHeaders)
  app.get(`${API_BASE}/openapi.json`, (c) => c.json(contract().document))
  app.get(`${API_BASE}/docs`, (c) => c.html(contract().page))
  return endOfApi(app)
}
