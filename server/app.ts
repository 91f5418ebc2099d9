import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { config as configureZod } from 'zod/v4/core'
import nl from 'zod/v4/locales/nl.js'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '~domain/upload-rules'
import { ApiError } from './errors'
import { HashPoolBusyError } from './security/hash-busy'
import { calls } from '~contract/index'
import { newApiApp, registerCalls, type ApiApp, type AppEnv } from './http/call'
import { serverMessages } from './messages'
import { handlers } from './routes/index'
import { authenticate } from './rules/sessions'
import type { Services } from './services'
import { DatabaseUnavailable, InvalidData, LockTimeout, UniqueViolation } from './store/store'

// zod's own messages (a field of the wrong type, a missing field) in Dutch, for the API's 400s.
configureZod(nl())

export const API_BASE = '/api'
/** JSON bodies up to 1 MB; an upload's form may carry a 2 MB file and its wrapping. */
export const JSON_LIMIT_MB = 1
const UPLOAD_FORM_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024

const json = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
  fields: Record<string, unknown> = {},
) =>
  new Response(JSON.stringify({ ...fields, message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  })

/** A unique constraint the rules did not foresee (a race they lost): the refusal it stands for. */
function uniqueRefusal(constraint: string): Response {
  if (constraint.includes('student_excursion'))
    return new Response(serverMessages.subscriptions.already, {
      status: 406,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  if (constraint.includes('preference'))
    return new Response(serverMessages.subscriptions.rankConflict, {
      status: 406,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  if (constraint.includes('number')) return json(409, serverMessages.accounts.numberTaken)
  return json(409, serverMessages.accounts.emailTaken)
}

/**
 * What the log may hold of an unexpected error: its stack, but never a query's values. Drizzle's
 * query errors carry the parameters in their message (`params: …`), so those log the SQL text,
 * the PostgreSQL code and the stack frames only.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { err: typeof error }
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
  if ('params' in error) {
    const cause = error.cause as { code?: unknown } | undefined
    return {
      err: `${error.name}: ${String((error as { query?: unknown }).query ?? '')}`,
      code: typeof cause?.code === 'string' ? cause.code : undefined,
      stack: frames,
    }
  }
  return { err: error.stack ?? error.message }
}

/**
 * Every error becomes an answer here, in one place: a refusal as it was thrown, a busy or lost
 * database as 503, anything else as 500 with a Dutch message. No stack trace, SQL or path ever
 * leaves the server; the log has them, with the request id.
 */
function errorResponse(error: unknown, c: Context<AppEnv>, services: Services): Response {
  if (error instanceof ApiError) {
    return error.kind === 'text'
      ? new Response(error.message, {
          status: error.status,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', ...error.headers },
        })
      : json(error.status, error.message, error.headers, error.fields)
  }
  // A password check that cannot be served in time (server/security/hash-busy.ts).
  if (error instanceof HashPoolBusyError)
    return json(503, serverMessages.session.busy, { 'Retry-After': '60' })
  if (error instanceof LockTimeout)
    return json(503, serverMessages.request.busy, { 'Retry-After': '2' })
  if (error instanceof DatabaseUnavailable) {
    services.log.warn(
      { requestId: c.get('requestId'), ...loggableError(error.cause) },
      'database unavailable',
    )
    return json(503, serverMessages.request.databaseDown, { 'Retry-After': '10' })
  }
  if (error instanceof UniqueViolation) return uniqueRefusal(error.constraint)
  if (error instanceof InvalidData) {
    // The code only: the refused value may be personal data.
    services.log.warn(
      { requestId: c.get('requestId'), code: error.code },
      'database refused a value',
    )
    return error.kind === 'conflict'
      ? json(409, serverMessages.request.conflict)
      : json(400, serverMessages.request.invalidValue)
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return json(413, serverMessages.request.tooLarge(JSON_LIMIT_MB))
    if (error.status === 415)
      return json(
        400,
        serverMessages.request.invalid('verwacht JSON (Content-Type: application/json)'),
      )
    if (error.status === 400) return json(400, serverMessages.request.invalidJson)
    return json(error.status, serverMessages.request.failed)
  }
  services.log.error({ requestId: c.get('requestId'), ...loggableError(error) }, 'unexpected error')
  return json(500, serverMessages.request.failed)
}

/**
 * The API (SPEC §7) as one Hono app over the services it is given: the server runs it on
 * PGlite or PostgreSQL, the demo backend (MSW) in the browser and in vitest on the memory store.
 */
export function createApp(
  services: Services,
  options: { first?: MiddlewareHandler<AppEnv>[] } = {},
) {
  const app = newApiApp()
  let requests = 0
  // The host's own, before everything (the server's HSTS header).
  for (const middleware of options.first ?? []) app.use('*', middleware)

  app.use(`${API_BASE}/*`, async (c, next) => {
    const started = performance.now()
    c.set('requestId', c.req.header('X-Request-Id')?.slice(0, 64) || `r${(requests += 1)}`)
    await next()
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    // Method, path and status; never a query string, a body or a header.
    services.log.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })

  app.use(`${API_BASE}/*`, async (c, next) => {
    const limit =
      c.req.path === `${API_BASE}/uploader` ? UPLOAD_FORM_LIMIT : JSON_LIMIT_MB * 1024 * 1024
    return bodyLimit({
      maxSize: limit,
      onError: () =>
        json(
          413,
          serverMessages.request.tooLarge(
            limit === UPLOAD_FORM_LIMIT ? UPLOAD_MAX_MB : JSON_LIMIT_MB,
          ),
        ),
    })(c, next)
  })

  // The caller: a valid token, none, or an invalid one (401 on every call, also the public ones).
  app.use(`${API_BASE}/*`, async (c, next) => {
    c.set('user', null)
    c.set('tokenHash', null)
    c.set('arrivedAt', performance.now())
    if (c.req.path === `${API_BASE}/health`) return next()
    // A read (a poll) looks its session up in the first lane; a write's waits with the writes.
    const found = await authenticate(services, c.req.header('Authorization'), {
      first: c.req.method === 'GET',
      since: c.get('arrivedAt'),
    })
    if (found === 'invalid') throw new ApiError(401, serverMessages.session.invalid)
    if (found) {
      c.set('user', found.user)
      c.set('tokenHash', found.tokenHash)
    }
    await next()
  })

  registerCalls(app, services, calls, handlers)

  // For load balancers: 200 while the database answers.
  app.get(`${API_BASE}/health`, async (c) => {
    await services.store.ping()
    return c.json({ status: 'ok' })
  })
  app.onError((error, c) => errorResponse(error, c as Context<AppEnv>, services))
  return app
}

/** After the calls (and, on the server, the contract's pages): any other /api path is a 404. */
export function endOfApi(app: ApiApp) {
  app.all(`${API_BASE}/*`, () => json(404, serverMessages.request.unknownCall))
  return app
}
