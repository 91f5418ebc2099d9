import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { can, type Permission } from '@/lib/access'
import { apiUrl } from '@/lib/config'
import { db } from './db'
import type { UserRecord } from './seed'

/** Thrown by a handler to answer an error; the wrapper turns it into the response. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** 'json' answers { message }, 'text' a plain Dutch text body (the 406 subscription refusals). */
    readonly kind: 'json' | 'text' = 'json',
  ) {
    super(message)
  }
}

export const refuse = (status: number, message: string): never => {
  throw new Refusal(status, message)
}
/** SPEC §8: a refused subscription answers 406 with a text body that the app shows as is. */
export const refuseSubscription = (message: string): never => {
  throw new Refusal(406, message, 'text')
}

type Access = 'public' | Permission

type Context<B> = {
  user: UserRecord | null
  body: B
  url: URL
  request: Request
  token: string | null
}
type Resolver<B> = (ctx: Context<B>) => unknown

function currentUser(request: Request): {
  token: string | null
  user: UserRecord | null
  invalid: boolean
} {
  const header = request.headers.get('Authorization')
  if (!header) return { token: null, user: null, invalid: false }
  const token = /^Bearer (.+)$/.exec(header)?.[1] ?? null
  const userId = token ? db.state.sessions[token] : undefined
  const user = db.state.users.find((u) => u._id === userId) ?? null
  return { token, user, invalid: user === null }
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('multipart/form-data')) return request.formData()
  const text = await request.text()
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new Refusal(400, 'Ongeldige JSON')
  }
}

/**
 * One endpoint of the demo backend. Session lookup (401), the access rule (403), payload
 * validation with the app's own schema (400) and persistence happen here, so a handler holds
 * only its logic.
 */
export function endpoint<S extends z.core.$ZodType | undefined = undefined>(
  method: 'get' | 'post',
  path: string,
  options: { access: Access; body?: S },
  resolver: Resolver<S extends z.core.$ZodType ? z.output<S> : unknown>,
) {
  return http[method](apiUrl(path), async ({ request }) => {
    try {
      const { token, user, invalid } = currentUser(request)
      // A token the backend does not know is an expired session, on every call.
      if (invalid) throw new Refusal(401, 'Sessie verlopen of ongeldig')
      if (options.access !== 'public') {
        if (!user) throw new Refusal(401, 'Niet ingelogd')
        if (!can(user, options.access)) throw new Refusal(403, 'Geen toegang')
      }
      const raw = await readBody(request)
      let body: unknown = raw
      if (options.body) {
        const parsed = z.safeParse(options.body, raw)
        if (!parsed.success) {
          const detail = parsed.error.issues
            .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
            .join('; ')
          throw new Refusal(400, `Ongeldige gegevens: ${detail}`)
        }
        body = parsed.data
      }
      const result = await resolver({
        user,
        token,
        body: body as never,
        url: new URL(request.url),
        request,
      })
      if (method === 'post') db.save()
      return result instanceof Response ? result : HttpResponse.json(result ?? { ok: true })
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      return error.kind === 'text'
        ? new HttpResponse(error.message, {
            status: error.status,
            headers: { 'Content-Type': 'text/plain; charset=utf-8' },
          })
        : HttpResponse.json({ message: error.message }, { status: error.status })
    }
  })
}

/** The caller, for handlers behind a non-public access rule. */
export function requireUser(user: UserRecord | null): UserRecord {
  return user ?? refuse(401, 'Niet ingelogd')
}
