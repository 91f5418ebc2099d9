import { createApp, endOfApi } from './app'
import type { Services } from './services'

/** The demo backend's app (MSW): the server's own calls and rules, without the API's docs pages. */
export function createDemoApp(services: Services) {
  return endOfApi(createApp(services))
}
