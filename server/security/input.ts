import type { Context } from 'hono'
import { ApiError } from '../errors'
import { serverMessages } from '../messages'

/** Control characters no text of the app holds (tab, line feed and carriage return are text). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
/** The largest value of an integer column (int4). */
export const INT4_MAX = 2_147_483_647
/** Fields stored in a bigint column, which may go beyond int4 (a placement's seed). */
const BIGINT_FIELDS = new Set(['seed'])
/** Deeper than any body of the API: refused before anything walks it. */
export const MAX_DEPTH = 32

/**
 * What in a parsed JSON body the database cannot take: a control character (PostgreSQL refuses
 * NUL in text), a number beyond its integer columns, nesting deeper than any call has. The
 * field's path and a Dutch reason, or null. Iterative, so a deep body cannot overflow the stack.
 */
export function oddInput(body: unknown): string | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value: body, path: 'body', depth: 0 },
  ]
  while (pending.length) {
    const { value, path, depth } = pending.pop()!
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return `${path}: bevat een stuurteken (zoals NUL), dat kan niet`
    } else if (typeof value === 'number') {
      const field = path.slice(path.lastIndexOf('.') + 1)
      if (!BIGINT_FIELDS.has(field) && Math.abs(value) > INT4_MAX)
        return `${path}: getal te groot (hoogstens ${INT4_MAX})`
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return `${path}: te diep genest (hoogstens ${MAX_DEPTH} niveaus)`
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL.test(key)) return `${path}: een veldnaam met een stuurteken`
        pending.push({ value: item, path: `${path}.${key}`, depth: depth + 1 })
      }
    }
  }
  return null
}

/** The Dutch 400 for a JSON body with odd input (after the access rule and the schema). */
export async function refuseOddInput(c: Context) {
  const type = c.req.header('Content-Type') ?? ''
  if (!/^application\/([\w.-]+\+)?json\b/i.test(type)) return
  const odd = oddInput(await c.req.json())
  if (odd) throw new ApiError(400, serverMessages.request.invalid(odd))
}
