import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { safeParseAsync } from 'zod/v4/core'
import { can } from '~domain/access'
import type { Access, Call, CallParsed, Schema } from '~contract/call'
import { ApiError } from '../errors'
import { serverMessages } from '../messages'
import { refuseOddInput } from '../security/input'
import { StoredFile, TaggedJson, WithStatus } from '../rules/answers'
import type { RuleContext } from '../rules/context'
import { jsonWithTag, matchesTag, notModified } from './etag'
import { mustEnrol, secondFactorRequired } from '../rules/second-factor'
import type { Services } from '../services'
import type { UserRow } from '../store/store'

/** What the middleware leaves on each request (server/app.ts). */
export type AppEnv = {
  Variables: {
    user: UserRow | null
    tokenHash: string | null
    requestId: string
    /** When the request arrived (`performance.now()`, RunOptions' `since`). */
    arrivedAt: number
  }
}

/** The app both hosts run: the server (PGlite, PostgreSQL) and the demo backend (memory, MSW). */
export type ApiApp = Hono<AppEnv>
export const newApiApp = (): ApiApp => new Hono<AppEnv>()

/** What serves one call: its rule context, the parsed body and query, the request. */
export type Handler<C extends Call> = (
  ctx: RuleContext,
  input: CallParsed<C>,
  c: Context<AppEnv>,
) => Promise<unknown>

/** A handler for every call of a table (or an area's module): one missing fails to compile. */
export type Handlers<T> = {
  [K in keyof T as T[K] extends Call ? K : never]: T[K] extends Call ? Handler<T[K]> : never
}

/** The Dutch 400 of a payload that fails the app's schema: each field and what is wrong. */
function refuseInvalid(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): never {
  const detail = issues
    .map((i) => `${i.path.map(String).join('.') || 'body'}: ${i.message}`)
    .join('; ')
  throw new ApiError(400, serverMessages.request.invalid(detail))
}

async function parse(schema: Schema, value: unknown) {
  const result = await safeParseAsync(schema, value)
  return result.success ? result.data : refuseInvalid(result.error.issues)
}

/** A JSON body: JSON content only, and well-formed. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? ''
  if (!/^application\/([\w.-]+\+)?json\b/i.test(type))
    throw new ApiError(400, serverMessages.request.invalid(serverMessages.request.expectJson))
  try {
    return JSON.parse(await c.req.text())
  } catch {
    throw new ApiError(400, serverMessages.request.invalidJson)
  }
}

/** The rule that guards a call: a user is needed (401) with the permission (403). */
function accessGuard(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access !== 'public') {
      const user = c.get('user')
      if (!user) throw new ApiError(401, serverMessages.session.required)
      if (!can(user, access)) throw new ApiError(403, serverMessages.session.forbidden)
    }
    await next()
  }
}

/**
 * Registers every call of the table with its handler: guarded by its access rule, its body and
 * query parsed with the contract's schemas (400 with a Dutch detail), then handed to the handler
 * with the rule context; an answer that is not a Response goes out as JSON.
 */
export function registerCalls<T extends Record<string, Call>>(
  app: ApiApp,
  services: Services,
  table: T,
  handlers: Handlers<T>,
) {
  for (const name of Object.keys(table) as (keyof T & string)[]) {
    const call = table[name]!
    const handler = (handlers as Record<string, Handler<Call>>)[name]!
    const path = `/api/${call.path.replace(/\{(\w+)\}/g, ':$1')}`
    app.on(call.method.toUpperCase(), path, accessGuard(call.access), async (c) => {
      // REQUIRE_2FA: until they set up a second factor, only the session and enrolment calls.
      const user = c.get('user')
      if (
        user &&
        call.access !== 'public' &&
        !call.beforeSecondFactor &&
        secondFactorRequired(services.settings, user.role) &&
        (await services.store.run((tx) => mustEnrol(tx, services.settings, user)))
      )
        throw new ApiError(403, serverMessages.secondFactor.setupFirst)
      const input = {
        body: call.body ? await parse(call.body, await jsonBody(c)) : undefined,
        query: call.query ? await parse(call.query, c.req.query()) : undefined,
      }
      // NUL, numbers beyond int4, deep nesting: a Dutch 400, never the database's 500.
      if (call.body) await refuseOddInput(c)
      const ctx: RuleContext = {
        services,
        user: c.get('user'),
        tokenHash: c.get('tokenHash'),
        address: services.clientAddress(c),
        now: services.now(),
        arrivedAt: c.get('arrivedAt'),
      }
      return toResponse(c, call, await handler(ctx, input as CallParsed<Call>, c))
    })
  }
}

/** A rule's answer on the wire (server/rules/answers.ts); anything else goes out as JSON. */
function toResponse(c: Context<AppEnv>, call: Call, result: unknown): Response {
  if (result instanceof Response) return result
  if (result instanceof TaggedJson) {
    if (!call.conditional) throw new Error(`${call.path}: a tagged answer needs \`conditional\``)
    return matchesTag(c.req.header('If-None-Match'), result.tag)
      ? notModified(result.tag)
      : jsonWithTag(result.json, result.tag)
  }
  if (result instanceof WithStatus) return c.json(result.body as object, result.status)
  if (result instanceof StoredFile)
    return new Response(result.bytes as BodyInit, {
      headers: {
        'Content-Type': result.contentType,
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
        ...(result.immutable && { 'Cache-Control': 'public, max-age=31536000, immutable' }),
      },
    })
  return c.json(result ?? { ok: true })
}
