import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readServerConfig } from '../config'
import { CONTENT_SECURITY_POLICY } from '../csp'
import type { OpenedDatabase } from '../db/open'
import { servicesFor, startServer, type RunningServer } from '../host'
import { HSTS } from '../security/headers'
import { proxyTrust } from '../security/proxies'
import { silentLogger } from '../services'
import { PAGE_HEADERS } from '../static'
import { migratedPglite, openTarget, type Target, testConfig } from './harness'

// Operations (issue 25): settings refused at start, HSTS, the API reference's headers, and a
// connection closed after an answer given before the body was read.

const refusal = (env: Record<string, string>) => {
  try {
    readServerConfig(env)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** Production needs the printed codes' key (password-hash.test.ts). */
const CODE_KEY = 'k'.repeat(32)
// TOTP_KEY: 32 bytes in base64, as production needs it (issue 43).
const TOTP_KEY = 'A'.repeat(43) + '='

describe('settings refused at start', () => {
  it('TRUST_PROXY without TRUSTED_PROXIES, or a list with no address in it', () => {
    expect(refusal({ TRUST_PROXY: 'true' })).toMatch(/TRUSTED_PROXIES/)
    expect(refusal({ TRUSTED_PROXIES: '10.0.0.1, proxy.school' })).toMatch(/IP-adressen/)
    expect(refusal({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16, ::1' })).toBe(
      null,
    )
  })

  it('SEED on a production PostgreSQL, unless ALLOW_DEMO_SEED=1', () => {
    const env = {
      SEED: 'demo',
      DATABASE_URL: 'postgres://x@db/x',
      NODE_ENV: 'production',
      CODE_KEY,
      TOTP_KEY,
    }
    expect(refusal(env)).toMatch(/SEED/)
    expect(refusal({ ...env, ALLOW_DEMO_SEED: '1' })).toBe(null)
    expect(refusal({ ...env, NODE_ENV: 'development' })).toBe(null)
  })

  it('the embedded database in production (no fsync), unless ACCEPT_EMBEDDED_RISK=1', () => {
    const production = { NODE_ENV: 'production', CODE_KEY, TOTP_KEY }
    expect(refusal(production)).toMatch(/fsync/)
    expect(refusal({ ...production, ACCEPT_EMBEDDED_RISK: '1' })).toBe(null)
    expect(refusal({ ...production, DATABASE_URL: 'postgres://x@db/x' })).toBe(null)
  })
})

describe('the caller behind trusted proxies', () => {
  const request = (peer: string, headers: Record<string, string> = {}) =>
    ({
      env: { incoming: { socket: { remoteAddress: peer } } },
      req: { header: (name: string) => headers[name] },
    }) as never
  const proxies = proxyTrust(['10.0.0.2', '172.16.0.0/12', '::1'])

  it('believes X-Forwarded-For only from a listed peer, right to left past the listed proxies', () => {
    const forwarded = { 'X-Forwarded-For': '6.6.6.6, 198.51.100.9, 172.16.4.4' }
    expect(proxies.clientAddress(request('10.0.0.2', forwarded))).toBe('198.51.100.9')
    expect(proxies.clientAddress(request('::ffff:10.0.0.2', forwarded))).toBe('198.51.100.9')
    expect(proxies.clientAddress(request('::1', { 'X-Forwarded-For': '198.51.100.10' }))).toBe(
      '198.51.100.10',
    )
    // A direct caller's own header is ignored.
    expect(proxies.clientAddress(request('203.0.113.1', forwarded))).toBe('203.0.113.1')
    // Garbage the client wrote stops the walk at the last address a proxy wrote.
    expect(proxies.clientAddress(request('10.0.0.2', { 'X-Forwarded-For': 'x, 172.16.0.9' }))).toBe(
      '172.16.0.9',
    )
    expect(proxies.clientAddress(request('10.0.0.2'))).toBe('10.0.0.2')
  })

  it('believes X-Forwarded-Proto only from a listed peer', () => {
    const https = { 'X-Forwarded-Proto': 'https' }
    expect(proxies.forwardedHttps(request('10.0.0.2', https))).toBe(true)
    expect(proxies.forwardedHttps(request('203.0.113.1', https))).toBe(false)
    expect(proxies.forwardedHttps(request('10.0.0.2', { 'X-Forwarded-Proto': 'http' }))).toBe(false)
  })
})

describe('security headers', () => {
  let t: Target
  beforeAll(async () => {
    t = await openTarget('pglite')
  }, 120_000)
  afterAll(() => t.close())

  it('HSTS only when the request came over TLS: from a trusted proxy saying https', async () => {
    const https = { 'X-Forwarded-Proto': 'https' }
    expect(
      (await t.call('GET', 'excursions', { headers: https })).headers.get(
        'Strict-Transport-Security',
      ),
    ).toBe(HSTS)
    expect((await t.call('GET', 'excursions')).headers.get('Strict-Transport-Security')).toBeNull()
    // A direct caller's own X-Forwarded-Proto is not believed.
    const forged = await t.call('GET', 'excursions', { headers: https, peer: '192.0.2.60' })
    expect(forged.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('HSTS on every answer when APP_URL is https', async () => {
    const services = servicesFor(
      testConfig({ APP_URL: 'https://xweek.scalda.nl' }),
      { store: t.store, db: {} } as unknown as OpenedDatabase,
      silentLogger,
    )
    expect(services.viaHttps({ req: { header: () => undefined } } as never)).toBe(true)
  })

  it('/api/docs has the CSP and frame headers of the app’s pages', async () => {
    const docs = await t.call('GET', 'docs')
    expect(docs.status).toBe(200)
    expect(docs.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(docs.headers.get('X-Frame-Options')).toBe('DENY')
    expect(docs.headers.get('Referrer-Policy')).toBe('same-origin')
  })

  it('Cross-Origin-Opener-Policy: same-origin on the API’s answers, its errors and its pages', async () => {
    for (const answer of [
      await t.call('GET', 'excursions'),
      await t.call('GET', 'no-such-call'),
      await t.call('GET', 'docs'),
    ])
      expect(answer.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(PAGE_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })
})

describe('answers before the body was read', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1', SEED: 'demo' }), {
      pglite: await migratedPglite(),
      log: silentLogger,
    })
  }, 120_000)
  afterAll(() => server?.close())

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const send = (method: string, path: string, body?: Buffer) =>
    new Promise<{ status: number; connection: string | undefined }>((done, fail) => {
      const request = http.request(
        `${server.url}${path}`,
        {
          method,
          agent,
          headers: body
            ? { 'Content-Type': 'application/json', 'Content-Length': body.length }
            : {},
        },
        (response) => {
          response.resume()
          response.on('end', () =>
            done({ status: response.statusCode!, connection: response.headers.connection }),
          )
        },
      )
      request.on('error', fail)
      // The server may answer (and stop reading) before the whole body is written.
      if (body) request.end(body)
      else request.end()
    })

  it('a 413 says Connection: close, and the client’s next request on a new connection works', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 'a')
    const refused = await send('POST', '/api/users/login', big)
    expect(refused).toEqual({ status: 413, connection: 'close' })
    const next = await send('GET', '/api/health')
    expect(next.status).toBe(200)
    expect(next.connection).toBe('keep-alive')
  })

  it('a refusal before the body (unknown call, no access) closes too; a read body keeps alive', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'x' }))
    expect(await send('POST', '/api/onbekend', body)).toEqual({ status: 404, connection: 'close' })
    expect(await send('POST', '/api/excursions/add', body)).toEqual({
      status: 401,
      connection: 'close',
    })
    const login = Buffer.from(JSON.stringify({ login_id: '654321', password: 'fout' }))
    expect(await send('POST', '/api/users/login', login)).toEqual({
      status: 401,
      connection: 'keep-alive',
    })
  })
})

describe('the drain when the server stops', () => {
  it('connections the kernel completed but the server had not yet accepted are still answered', async () => {
    const server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1', SEED: 'demo' }), {
      pglite: await migratedPglite(),
      log: silentLogger,
    })
    // Opened and the server told to stop in the same turn of the event loop: none of them has
    // been accepted yet (Node accepts one connection per round).
    const answers = Array.from({ length: 20 }, () => {
      const socket = net.connect(server.port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      )
      return new Promise<string>((done) => {
        let text = ''
        socket.on('data', (chunk) => (text += chunk))
        socket.on('end', () => done(text))
        socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'))
      })
    })
    const closing = server.close()
    const texts = await Promise.all(answers)
    expect(texts.map((text) => text.slice(0, 15))).toEqual(Array(20).fill('HTTP/1.1 200 OK'))
    expect(texts.every((text) => /connection: close/i.test(text))).toBe(true)
    await closing
  }, 60_000)
})
