import { Hono, type Context } from 'hono'
import { safeParseAsync } from 'zod/v4/core'
import { ApiError } from '../errors'
import { serverMessages } from '../messages'
import { refuseInvalid, type AppEnv, type Registrar, type Schema } from './call'

async function parse(schema: Schema, value: unknown) {
  const result = await safeParseAsync(schema, value)
  return result.success ? result.data : refuseInvalid(result.error.issues)
}

/** A JSON body as @hono/zod-openapi reads one: JSON content only, and well-formed. */
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

/**
 * The demo backend's calls on plain Hono: the same declarations, guards and schemas as the
 * server's, without @hono/zod-openapi (call.ts says why). The contract test holds the two alike.
 */
export function plainRegistrar(): Registrar {
  const app = new Hono<AppEnv>()
  return {
    app,
    register(spec, guard, run) {
      const path = `/api/${spec.path.replace(/\{(\w+)\}/g, ':$1')}`
      app.on(spec.method.toUpperCase(), path, guard, async (c) =>
        run(c, {
          body: spec.body ? await parse(spec.body, await jsonBody(c)) : undefined,
          query: spec.query ? await parse(spec.query, c.req.query()) : undefined,
        }),
      )
    },
  }
}
