import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { accessRefusals, refuseInvalid, type AppEnv, type Registrar } from './call'

const jsonContent = (schema: unknown, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/**
 * The server's calls, declared with @hono/zod-openapi: each a `createRoute` with the app's own
 * schemas, validated by its validators and published in /api/openapi.json (openapi.ts).
 */
export function openApiRegistrar(): Registrar & { app: OpenAPIHono<AppEnv> } {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: ((result: { success: boolean; error?: { issues: never[] } }) => {
      if (!result.success) refuseInvalid(result.error?.issues ?? [])
    }) as never,
  })
  return {
    app,
    register(spec, guard, run) {
      const params = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
      const refusals = { ...accessRefusals(spec.access), ...spec.refusals }
      const route = createRoute({
        method: spec.method,
        path: `/api/${spec.path}`,
        tags: [spec.tag],
        summary: spec.summary,
        description: spec.description,
        middleware: [guard] as never,
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
                          properties: {
                            [spec.multipart.field]: { type: 'string', format: 'binary' },
                          },
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
                : jsonContent(
                    { type: 'object', properties: { message: { type: 'string' } } },
                    when,
                  ),
            ]),
          ),
        } as never,
        ...({ 'x-access': spec.access, 'x-path-params': params } as object),
      })
      app.openapi(
        route as never,
        ((c: Context<AppEnv>) =>
          run(c, {
            body: spec.body ? (c.req.valid as (t: 'json') => unknown)('json') : undefined,
            query: spec.query ? (c.req.valid as (t: 'query') => unknown)('query') : undefined,
          })) as never,
      )
    },
  }
}
