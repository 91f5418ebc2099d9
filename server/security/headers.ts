import type { MiddlewareHandler } from 'hono'
import type { Services } from '../services'
import { PAGE_HEADERS } from '../static'

/** One year; no includeSubDomains: other hosts of the school's domain may still be http. */
export const HSTS = 'max-age=31536000'

/** HSTS on every answer, when the server knows the request came over TLS. */
export const strictTransport =
  (services: Services): MiddlewareHandler =>
  async (c, next) => {
    await next()
    if (services.viaHttps(c)) c.header('Strict-Transport-Security', HSTS)
  }

/**
 * `Cross-Origin-Opener-Policy: same-origin` on every answer of the server (the app's pages have it
 * in PAGE_HEADERS; the API's answers, its redirects to the school's provider and back, and its
 * errors too): a page of another site that opened ours, or that ours opened, gets no handle on it.
 */
export const openerPolicy: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cross-Origin-Opener-Policy', PAGE_HEADERS['Cross-Origin-Opener-Policy'])
}

/** An HTML page under /api (the API reference) gets the headers of the app's own pages. */
export const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value)
}
