import { PGlite } from '@electric-sql/pglite'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../host'
import { silentLogger } from '../services'
import { testConfig } from './harness'
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

type Step = {
  name: string
  method: 'GET' | 'POST'
  path: string | ((memory: Record<string, unknown>) => string)
  as?: 'student' | 'teacher' | 'admin' | 'newcomer'
  body?: object | ((memory: Record<string, unknown>) => object)
  query?: Record<string, string>
  upload?: boolean
  /** Keeps a value of the answer for later steps (each backend its own). */
  keep?: (answer: unknown, memory: Record<string, unknown>) => void
}

const steps: Step[] = [
  { name: 'visitor lists excursions', method: 'GET', path: 'excursions' },
  { name: 'visitor reads home', method: 'GET', path: 'website_content', query: { name: 'home' } },
  { name: 'unknown content', method: 'GET', path: 'website_content', query: { name: 'nieuw' } },
  { name: 'version', method: 'GET', path: 'settings/version' },
  { name: 'policy setting', method: 'GET', path: 'settings', query: { name: 'policy' } },
  {
    name: 'wrong login',
    method: 'POST',
    path: 'users/login',
    body: { login_id: '654321', password: 'nee' },
  },
  {
    name: 'invalid login id',
    method: 'POST',
    path: 'users/login',
    body: { login_id: 'x', password: 'nee' },
  },
  { name: 'session check', method: 'GET', path: 'users', as: 'student' },
  { name: 'own profile', method: 'GET', path: 'users_info', as: 'student' },
  {
    name: 'save own profile',
    method: 'POST',
    path: 'users_info/update/self',
    as: 'student',
    body: { phone: '+31699999999', grade: 'K. Wit' },
  },
  { name: 'student lists excursions', method: 'GET', path: 'excursions', as: 'student' },
  { name: 'student subscriptions', method: 'GET', path: 'subscriptions/all', as: 'student' },
  {
    name: 'sign up',
    method: 'POST',
    path: 'subscriptions/subscribe',
    as: 'student',
    body: { excursion_id: 'x2', preference: 3 },
    keep: (a, m) => (m.sub = (a as { _id: string })._id),
  },
  {
    name: 'sign up again',
    method: 'POST',
    path: 'subscriptions/subscribe',
    as: 'student',
    body: { excursion_id: 'x2', preference: 4 },
  },
  {
    name: 'move rank',
    method: 'POST',
    path: 'subscriptions/subscribe',
    as: 'student',
    body: (m) => ({ _id: m.sub, excursion_id: 'x2', preference: 1 }),
  },
  {
    name: 'staff cannot sign up',
    method: 'POST',
    path: 'subscriptions/subscribe',
    as: 'teacher',
    body: { excursion_id: 'x2' },
  },
  {
    name: 'unsubscribe',
    method: 'POST',
    path: 'subscriptions/unsubscribe',
    as: 'student',
    body: (m) => ({ id: m.sub }),
  },
  {
    name: 'unsubscribe again',
    method: 'POST',
    path: 'subscriptions/unsubscribe',
    as: 'student',
    body: (m) => ({ id: m.sub }),
  },
  {
    name: 'not anyone else’s',
    method: 'POST',
    path: 'subscriptions/unsubscribe',
    as: 'student',
    body: { id: 's5' },
  },
  { name: 'all users', method: 'GET', path: 'users/all', as: 'teacher' },
  { name: 'all profiles', method: 'GET', path: 'users_info/all', as: 'teacher' },
  { name: 'student: no overview', method: 'GET', path: 'users/all', as: 'student' },
  {
    name: 'add account',
    method: 'POST',
    path: 'users/add',
    as: 'teacher',
    body: {
      role: 'student',
      first_name: 'Nieuw',
      last_name: 'Lid',
      email: '888888@student.scalda.nl',
      number: '888888',
      grade: 'X',
      hours: 20,
    },
    keep: (a, m) => {
      m.profile = (a as { _id: string })._id
      m.user = (a as { user_id: string }).user_id
    },
  },
  {
    name: 'add it again',
    method: 'POST',
    path: 'users/add',
    as: 'teacher',
    body: {
      role: 'student',
      first_name: 'Nieuw',
      last_name: 'Lid',
      email: '888888@student.scalda.nl',
      number: '888889',
      grade: 'X',
      hours: 20,
    },
  },
  {
    name: 'teacher adds admin',
    method: 'POST',
    path: 'users/add',
    as: 'teacher',
    body: { role: 'admin', first_name: 'A', last_name: 'B', email: 'baas@scalda.nl' },
  },
  { name: 'newcomer logs in', method: 'GET', path: 'users', as: 'newcomer' },

  {
    name: 'edit account',
    method: 'POST',
    path: 'users_info/update',
    as: 'teacher',
    body: (m) => ({ _id: m.profile, grade: 'Y' }),
  },
  {
    name: 'teacher edits admin',
    method: 'POST',
    path: 'users_info/update',
    as: 'teacher',
    body: { _id: 'p-beheer', phone: '+31600000000' },
  },
  {
    name: 'new password',
    method: 'POST',
    path: 'users/new_password',
    as: 'admin',
    body: (m) => ({ id: m.user }),
  },
  {
    name: 'forgot password',
    method: 'POST',
    path: 'users/forgot_password',
    body: { email: '654321' },
  },
  {
    name: 'forgot unknown',
    method: 'POST',
    path: 'users/forgot_password',
    body: { email: '999999' },
  },
  {
    name: 'delete account',
    method: 'POST',
    path: 'users/delete',
    as: 'teacher',
    body: (m) => ({ id: m.user }),
  },
  {
    name: 'delete own',
    method: 'POST',
    path: 'users/delete',
    as: 'admin',
    body: { id: 'u-admin' },
  },
  {
    name: 'add excursion',
    method: 'POST',
    path: 'excursions/add',
    as: 'admin',
    body: { name: 'Eén plek', scope: 'x-week', hours: 2, datetime: '01-05-2027', capacity: 1 },
    keep: (a, m) => (m.excursion = (a as { _id: string })._id),
  },
  {
    name: 'bad excursion',
    method: 'POST',
    path: 'excursions/add',
    as: 'admin',
    body: { name: '', scope: 'maan', hours: -1, datetime: 'morgen' },
  },
  {
    name: 'update excursion',
    method: 'POST',
    path: 'excursions/update',
    as: 'admin',
    body: (m) => ({
      _id: m.excursion,
      name: 'Eén plek!',
      scope: 'x-week',
      hours: 2,
      datetime: '01-05-2027',
      capacity: 1,
    }),
  },
  {
    name: 'take the place',
    method: 'POST',
    path: 'subscriptions/subscribe',
    as: 'student',
    body: (m) => ({ excursion_id: m.excursion, preference: 3 }),
  },
  {
    name: 'wait for one’s own place',
    method: 'POST',
    path: 'waiting_list/join',
    as: 'student',
    body: (m) => ({ excursion_id: m.excursion }),
  },
  { name: 'visitor reads rounds', method: 'GET', path: 'rounds' },
  {
    name: 'set a round',
    method: 'POST',
    path: 'rounds/set',
    as: 'admin',
    body: {
      scope: 'buitenland',
      mode: 'preference',
      opens_at: '2026-01-01T08:00:00.000Z',
      closes_at: '2026-02-01T17:00:00.000Z',
      min_wishes: 1,
      max_wishes: 3,
      policy: 'minimise-worst',
    },
  },
  {
    name: 'preview',
    method: 'POST',
    path: 'rounds/preview',
    as: 'admin',
    body: { scope: 'buitenland', policies: ['rank-maximal', 'lottery'] },
  },
  {
    name: 'publish',
    method: 'POST',
    path: 'rounds/publish',
    as: 'admin',
    body: { scope: 'buitenland', policy: 'lottery' },
  },
  { name: 'admin reads rounds', method: 'GET', path: 'rounds', as: 'admin' },
  { name: 'overview', method: 'GET', path: 'subscriptions/all', as: 'admin' },
  {
    name: 'paid',
    method: 'POST',
    path: 'subscriptions/payed',
    as: 'admin',
    body: { id: 's1', payed: true },
  },
  {
    name: 'unsubscribe all',
    method: 'POST',
    path: 'subscriptions/unsubscribe/all',
    as: 'admin',
    body: { scope: 'keuzedeel' },
  },
  {
    name: 'delete excursion',
    method: 'POST',
    path: 'excursions/delete',
    as: 'admin',
    body: (m) => ({ id: m.excursion }),
  },
  {
    name: 'delete all excursions',
    method: 'POST',
    path: 'excursions/delete/all',
    as: 'admin',
    body: { scope: 'keuzedeel' },
  },
  {
    name: 'set content',
    method: 'POST',
    path: 'website_content/set',
    as: 'admin',
    body: { name: 'faq', content: '<p>Vraag<script>x</script></p>' },
  },
  {
    name: 'set setting',
    method: 'POST',
    path: 'settings/set',
    as: 'admin',
    body: { name: 'version', value: '2.0.0' },
  },
  {
    name: 'policy without text',
    method: 'POST',
    path: 'settings/set',
    as: 'admin',
    body: { name: 'policy', value: 'niets' },
  },
  {
    name: 'upload',
    method: 'POST',
    path: 'uploader',
    as: 'admin',
    upload: true,
    keep: (a, m) => (m.upload = (a as { url: string }).url),
  },
  { name: 'read upload', method: 'GET', path: (m) => String(m.upload).replace('/api/', '') },
  { name: 'delete students', method: 'POST', path: 'users/delete/students', as: 'admin' },
  { name: 'logout', method: 'POST', path: 'users/logout', as: 'admin' },
  { name: 'unknown call', method: 'GET', path: 'nergens' },
]

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
      pglite: await PGlite.create(),
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
