import { gunzipSync, inflateSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compressAnswers } from './compress'

const big = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ i, naam: `Activiteit ${i}` })))
const app = new Hono()
app.use('*', compressAnswers())
app.get('/groot', (c) => c.body(big, 200, { 'Content-Type': 'application/json', ETag: '"v1"' }))
app.get('/klein', (c) => c.json({ ok: true }))
app.get('/ongewijzigd', () => new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } }))
app.get('/plaatje', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
app.get('/niet', (c) =>
  c.body(big, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }),
)

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  })
const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer())

describe('compressAnswers', () => {
  it('gzips an answer over 1 KB, whole and with a weak ETag, when gzip is accepted', async () => {
    const answer = await get('/groot', 'gzip, deflate, br')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Encoding')).toBe('gzip')
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding')
    expect(answer.headers.get('ETag')).toBe('W/"v1"')
    expect(answer.headers.get('Content-Type')).toBe('application/json')
    expect(gunzipSync(await bytes(answer)).toString()).toBe(big)
  })

  it('deflates when only deflate is accepted, and honours q=0', async () => {
    const answer = await get('/groot', 'gzip;q=0, deflate')
    expect(answer.headers.get('Content-Encoding')).toBe('deflate')
    expect(inflateSync(await bytes(answer)).toString()).toBe(big)
  })

  it('leaves the answer as it is without an accepted encoding, but says it varies', async () => {
    for (const header of [undefined, 'identity', 'gzip;q=0']) {
      const answer = await get('/groot', header)
      expect(answer.headers.get('Content-Encoding')).toBeNull()
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding')
      expect((await bytes(answer)).toString()).toBe(big)
    }
  })

  it('leaves small answers, 304s, HEAD, images and no-transform answers alone', async () => {
    const small = await get('/klein', 'gzip')
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
    const notModified = await get('/ongewijzigd', 'gzip')
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('Content-Encoding')).toBeNull()
    expect((await get('/groot', 'gzip', 'HEAD')).headers.get('Content-Encoding')).toBeNull()
    const image = await get('/plaatje', 'gzip')
    expect(image.headers.get('Content-Encoding')).toBeNull()
    expect((await bytes(image)).length).toBe(4096)
    const kept = await get('/niet', 'gzip')
    expect(kept.headers.get('Content-Encoding')).toBeNull()
    expect((await bytes(kept)).toString()).toBe(big)
  })
})
