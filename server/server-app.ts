import { API_BASE, createApp, endOfApi } from './app'
import { openApiRegistrar } from './http/openapi-registrar'
import { apiReferencePage, openApiDocument } from './http/openapi'
import { pageHeaders, strictTransport } from './security/headers'
import type { Services } from './services'

/** The server's app: the API declared with @hono/zod-openapi, and its published contract. */
export function createServerApp(services: Services) {
  const registrar = openApiRegistrar()
  registrar.app.use('*', strictTransport(services))
  registrar.app.use(`${API_BASE}/docs`, pageHeaders)
  const app = createApp(services, registrar)
  app.get(`${API_BASE}/openapi.json`, (c) => c.json(openApiDocument(registrar.app)))
  app.get(`${API_BASE}/docs`, (c) => c.html(apiReferencePage(openApiDocument(registrar.app))))
  return endOfApi(app)
}
