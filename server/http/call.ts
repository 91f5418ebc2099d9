import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod/mini'
import { can, type Permission } from '@/lib/access'
import { ApiError } from '../errors'
import { serverMessages } from '../messages'
import { refuseOddInput } from '../security/input'
import type { RuleContext } from '../rules/context'
import type { Services } from '../services'
import type { UserRow } from '../store/store'

export type Access = 'public' | Permission

/** What the middleware leaves on each request (server/app.ts). */
export type AppEnv = {
  Variables: {
    user: UserRow | null
    tokenHash: string | null
    requestId: string
  }
}

export type Schema = z.core.$ZodType

/** One call of SPEC §7, declared once: the route, its access rule, its input and its answer. */
export type CallSpec<B extends Schema | undefined, Q extends Schema | undefined> = {
  method: 'get' | 'post'
  /** Below /api, OpenAPI style (`uploads/{id}`). */
  path: string
  access: Access
  summary: string
  description?: string
  tag: string
  body?: B
  query?: Q
  /** A multipart upload (read by the handler itself; documented as a file field). */
  multipart?: { field: string }
  /** The answer's shape on success (documentation; the tests check answers against it). */
  answer?: Schema
  /** The refusals this call gives besides the access rule's (status -> when). */
  refusals?: Record<number, string>
}

type Input<B, Q> = {
  body: B extends Schema ? z.output<B> : undefined
  query: Q extends Schema ? z.output<Q> : undefined
}

/** The refusals the access rule itself gives (documentation and the access matrix test). */
export function accessRefusals(access: Access): Record<number, string> {
  if (access === 'public') return { 401: 'Een meegestuurd token is verlopen of onbekend' }
  return {
    401: 'Geen of een verlopen/onbekend token',
    403: `Rol zonder het recht '${access}'`,
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

/** What a call's handler gets: its rule context, the parsed body and query, the request. */
export type CallRun = (
  c: Context<AppEnv>,
  input: { body: unknown; query: unknown },
) => Promise<Response>

/**
 * How calls become routes of a Hono app. The server declares them with @hono/zod-openapi
 * (openapi-registrar.ts: validation and the published contract); the demo backend in the
 * browser with plain Hono and the same schemas (plain-registrar.ts), since importing
 * @hono/zod-openapi there would extend classic zod and put 63 KB more on the first page.
 */
export type Registrar = {
  app: Hono<AppEnv>
  register(
    spec: CallSpec<Schema | undefined, Schema | undefined>,
    guard: MiddlewareHandler<AppEnv>,
    run: CallRun,
  ): void
}

/** The Dutch 400 of a payload that fails the app's schema: each field and what is wrong. */
export function refuseInvalid(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): never {
  const detail = issues
    .map((i) => `${i.path.map(String).join('.') || 'body'}: ${i.message}`)
    .join('; ')
  throw new ApiError(400, serverMessages.request.invalid(detail))
}

/**
 * Registers one call: guarded by its access rule, its body and query parsed with the app's own
 * zod schemas (400 with a Dutch detail), then handed to `handler` with the rule context.
 */
export function registerCall<B extends Schema | undefined, Q extends Schema | undefined>(
  registrar: Registrar,
  services: Services,
  spec: CallSpec<B, Q>,
  handler: (ctx: RuleContext, input: Input<B, Q>, c: Context<AppEnv>) => Promise<unknown>,
) {
  registrar.register(spec, accessGuard(spec.access), async (c, input) => {
    // NUL, numbers beyond int4, deep nesting: a Dutch 400, never the database's 500.
    if (spec.body) await refuseOddInput(c)
    const ctx: RuleContext = {
      services,
      user: c.get('user'),
      tokenHash: c.get('tokenHash'),
      address: services.clientAddress(c),
      now: services.now(),
    }
    const result = await handler(ctx, input as Input<B, Q>, c)
    return result instanceof Response ? result : c.json(result ?? { ok: true })
  })
}
