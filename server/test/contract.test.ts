import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../host'
import { silentLogger } from '../services'
import { migratedPglite, testConfig } from './harness'
import { steps } from './contract-steps'
import { pngBytes, uploadForm } from './files'

/**
 * The contract: the same requests, in the same order, sent to the demo backend (the MSW handlers
 * the app's tests and QA's Playwright suite use) and to the server (over HTTP, on PGlite), give
 * the same statuses and answers of the same shape.
 */

type Shape = string | Shape[] | { [key: string]: Shape }

/** The shape of an answer: its keys and the types of its values, not the values themselves. */
function shape(value: unknown): Shape {
  if (value === null) return 'null'
  if (Array.isArray(value)) {
    const shapes = [...new Set(value.map((v) => JSON.stringify(shape(v))))].sort()
    return shapes.map((s) => JSON.parse(s) as Shape)
  }
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    )
  return typeof value
}

type Outcome = { step: string; status: number; contentType: string; shape: Shape }

async function play(base: string): Promise<Outcome[]> {
  const memory: Record<string, unknown> = {}
  const tokens: Record<string, string> = {}
  const login = async (loginId: string, password = 'welkom') => {
    const response = await fetch(`${base}/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_id: loginId, password }),
    })
    return ((await response.json()) as { token: string }).token
  }
  tokens.student = await login('654321')
  tokens.teacher = await login('docent@scalda.nl')
  tokens.admin = await login('admin@scalda.nl')
  const outcomes: Outcome[] = []
  for (const step of steps) {
    if (step.as === 'newcomer') tokens.newcomer = await login('888888')
    const path = typeof step.path === 'function' ? step.path(memory) : step.path
    const url = new URL(`${base}/${path}`)
    for (const [k, v] of Object.entries(step.query ?? {})) url.searchParams.set(k, v)
    const headers: Record<string, string> = {}
    if (step.as) headers.Authorization = `Bearer ${tokens[step.as]}`
    let body: BodyInit | undefined
    if (step.upload) body = uploadForm(pngBytes(), 'logo.png')
    else if (step.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(typeof step.body === 'function' ? step.body(memory) : step.body)
    }
    const response = await fetch(url, { method: step.method, headers, body })
    const contentType = (response.headers.get('Content-Type') ?? '').split(';')[0]!
    const text = await response.text()
    const parsed: unknown = contentType === 'application/json' ? JSON.parse(text) : text
    if (response.ok) step.keep?.(parsed, memory)
    outcomes.push({ step: step.name, status: response.status, contentType, shape: shape(parsed) })
  }
  return outcomes
}

describe('the demo backend and the server keep one contract', () => {
  let server: RunningServer
  let mswServer: { close(): void } | undefined

  beforeAll(async () => {
    // The demo backend as the app's tests run it: MSW in Node, answering http://localhost/api.
    Object.assign(globalThis, { location: new URL('http://localhost/') })
    Object.assign(globalThis, { window: new JSDOM('').window })
    const { setupServer } = await import('msw/node')
    const { handlers } = await import('../../mocks/handlers')
    const { db } = await import('../../mocks/db')
    db.reset()
    const msw = setupServer(...handlers)
    msw.listen({ onUnhandledRequest: 'bypass' })
    mswServer = msw
    // The server over HTTP on a fresh embedded database with the demo data.
    server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1', SEED: 'demo' }), {
      pglite: await migratedPglite(),
      log: silentLogger,
    })
  }, 120_000)

  afterAll(async () => {
    mswServer?.close()
    await server?.close()
  })

  it('answers each request with the same status and an answer of the same shape', async () => {
    const demo = await play('http://localhost/api')
    const real = await play(`${server.url}/api`)
    expect(real).toEqual(demo)
    // The script reaches the refusals too, not only successes.
    expect(new Set(demo.map((o) => o.status))).toEqual(new Set([200, 400, 401, 403, 404, 406, 409]))
  }, 120_000)
})
