import { http } from 'msw'
import { apiUrl, config } from '@/lib/config'
import { sanitizeHtml } from '~domain/sanitize'
import { API_BASE } from '../server/app'
import { createDemoApp } from '../server/demo-app'
import { demoServices } from '../server/demo'
import { store } from './db'

/**
 * The demo backend is the API server's own app (server/app.ts: the same routes, access rules,
 * validation, rules and messages) over the memory store, answering in the browser's service
 * worker and in vitest.
 */
export const demoApp = createDemoApp(demoServices(store, sanitizeHtml))

/** The part of a URL after the API base the app calls (VITE_API_URL). */
const apiBasePath = new URL(apiUrl('')).pathname.replace(/\/$/, '')

export const handlers = [
  http.all(apiUrl('*'), async ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith(apiBasePath) || config.apiUrl === API_BASE)
      return demoApp.fetch(request)
    // The server's app lives at /api: a request to another base is handed over there.
    const target = new URL(`${API_BASE}${url.pathname.slice(apiBasePath.length)}${url.search}`, url)
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer()
    return demoApp.fetch(
      new Request(target, { method: request.method, headers: request.headers, body }),
    )
  }),
]
