/**
 * The server's answers over 1 KB (the API's and the app's files), gzip- or deflate-compressed for
 * a client that accepts it: the same rules as Hono's `compress` (hono/compress), but one call of
 * Node's zlib on libuv's thread pool instead of a web CompressionStream on the server's thread.
 * The server sends whole texts and files, never endless streams, so an answer is compressed in one
 * piece; for the excursion list (60 excursions,
 * 25 KB) that is about a fifth of the stream's CPU time, and none of it on the thread that runs
 * the requests (and, on the embedded database, PGlite). docs/benchmarks.md has the figures.
 * Node only: the demo backend in the browser answers uncompressed.
 */
import { promisify } from 'node:util'
import { deflate, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { accepts } from 'hono/accepts'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'

const THRESHOLD_BYTES = 1024
const encoders = { gzip: promisify(gzip), deflate: promisify(deflate) }
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('Content-Type')
    if (
      !res.body ||
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    )
      return
    const vary = res.headers.get('Vary')
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = accepts(c, {
      header: 'Accept-Encoding',
      supports: ['gzip', 'deflate'],
      default: 'identity',
    })
    if (encoding !== 'gzip' && encoding !== 'deflate') return
    const body = Buffer.from(await res.arrayBuffer())
    if (body.length < THRESHOLD_BYTES) {
      c.res = new Response(body, c.res)
      return
    }
    c.res = new Response(await encoders[encoding](body), c.res)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', encoding)
    const etag = c.res.headers.get('ETag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
  }
}
