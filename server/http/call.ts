import { createRoute, type OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { z } from 'zod/mini'
import { can, type Permission, type Role } from '@/lib/access'
import { ApiError } from '../errors'
import { serverMessages } from '../messages'
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
export type App = OpenAPIHono<AppEnv>

type Schema = z.core.$ZodType

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
function accessGuard(access: Access) {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (access !== 'public') {
      const user = c.get('user')
      if (!user) throw new ApiError(401, serverMessages.session.required)
      if (!can(user as unknown as { role: Role }, access))
        throw new ApiError(403, serverMessages.session.forbidden)
    }
    await next()
  }
}

const jsonContent = (schema: unknown, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/**
 * Registers one call on the app: declared with @hono/zod-openapi (published in
 * /api/openapi.json), guarded by its access rule, its body and query parsed with the app's own zod
 * schemas (400 with a Dutch detail), then handed to `handler` with the rule context.
 */
export function registerCall<B extends Schema | undefined, Q extends Schema | undefined>(
  app: App,
  services: Services,
  spec: CallSpec<B, Q>,
  handler: (ctx: RuleContext, input: Input<B, Q>, c: Context<AppEnv>) => Promise<unknown>,
) {
  const params = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  const refusals = { ...accessRefusals(spec.access), ...spec.refusals }
  const route = createRoute({
    method: spec.method,
    path: `/api/${spec.path}`,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    middleware: [accessGuard(spec.access)] as never,
    request: {
      ...(spec.body
        ? {
            body: {
              required: true,
              content: { 'application/json': { schema: spec.body as never } },
            },
          }
        : spec.multipart
          ? {
              body: {
                required: true,
                content: {
                  'multipart/form-data': {
                    schema: {
                      type: 'object',
                      properties: { [spec.multipart.field]: { type: 'string', format: 'binary' } },
                      required: [spec.multipart.field],
                    } as never,
                  },
                },
              },
            }
          : {}),
      ...(spec.query ? { query: spec.query as never } : {}),
    },
    responses: {
      200: spec.answer ? jsonContent(spec.answer, 'Gelukt') : { description: 'Gelukt' },
      ...Object.fromEntries(
        Object.entries(refusals).map(([status, when]) => [
          status,
          status === '406'
            ? { description: when, content: { 'text/plain': { schema: { type: 'string' } } } }
            : jsonContent({ type: 'object', properties: { message: { type: 'string' } } }, when),
        ]),
      ),
    } as never,
    ...({ 'x-access': spec.access, 'x-path-params': params } as object),
  })
  app.openapi(
    route as never,
    (async (c: Context<AppEnv>) => {
      const ctx: RuleContext = {
        services,
        user: c.get('user'),
        tokenHash: c.get('tokenHash'),
        address: services.clientAddress(c),
        now: services.now(),
      }
      const input = {
        body: spec.body ? (c.req.valid as (t: 'json') => unknown)('json') : undefined,
        query: spec.query ? (c.req.valid as (t: 'query') => unknown)('query') : undefined,
      } as Input<B, Q>
      const result = await handler(ctx, input, c)
      return result instanceof Response ? result : c.json(result ?? { ok: true })
    }) as never,
  )
}
