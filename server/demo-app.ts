import { createApp, endOfApi } from './app'
import { plainRegistrar } from './http/plain-registrar'
import type { Services } from './services'

/** The demo backend's app (MSW): the same calls and rules, on plain Hono. */
export function createDemoApp(services: Services) {
  return endOfApi(createApp(services, plainRegistrar()))
}
