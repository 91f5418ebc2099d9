import { http, HttpResponse, delay } from 'msw'
import { setupWorker } from 'msw/browser'
import { db, localStoragePersistence } from './db'
import { handlers } from './handlers'

export const worker = setupWorker(...handlers)

/**
 * Starts the demo backend in the browser. `?demo-reset` in the URL puts the seed data back;
 * `?demo-data=large` loads the large data set (3,000 students, 10,000 subscriptions).
 */
export async function startDemoBackend() {
  db.usePersistence(localStoragePersistence)
  const url = new URL(window.location.href)
  const dataSet = url.searchParams.get('demo-data')
  if (url.searchParams.has('demo-reset') || dataSet !== null) {
    db.reset(dataSet === 'large' ? 'large' : 'seed')
    url.searchParams.delete('demo-reset')
    url.searchParams.delete('demo-data')
    window.history.replaceState(null, '', url)
  }
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  // Exposed once it answers, so the Playwright suite can make the backend fail on purpose (406,
  // network errors) and knows when it may call it (e2e/fixtures.ts, loginThroughApi).
  Object.assign(window, { __demoBackend: { worker, http, HttpResponse, delay, db } })
}
