// How a driver error reads as the store's own errors (the app maps those to answers).
import { DatabaseUnavailable, InvalidData, LockTimeout, UniqueViolation } from './store'

/** The PostgreSQL error code of an error, wherever Drizzle or the driver put it, and all its messages. */
export function pgCode(error: unknown): { code?: string; constraint?: string; message: string } {
  const messages: string[] = []
  let found: { code?: string; constraint?: string } = {}
  let e: unknown = error
  for (let depth = 0; e && depth < 6; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown }
    messages.push(String(candidate.message ?? ''))
    if (found.code === undefined && typeof candidate.code === 'string')
      found = {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      }
    e = (e as { cause?: unknown }).cause
  }
  return { ...found, message: messages.join(' | ') }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
])
export const RETRY_CODES = new Set(['40001', '40P01']) // serialization failure, deadlock

/** Turns a driver error into the store's own errors (the app maps those to answers). */
export function classifyDatabaseError(error: unknown): unknown {
  if (
    error instanceof LockTimeout ||
    error instanceof DatabaseUnavailable ||
    error instanceof UniqueViolation ||
    error instanceof InvalidData
  )
    return error
  const { code, constraint, message } = pgCode(error)
  if (code === '55P03') return new LockTimeout()
  if (code === '23505') return new UniqueViolation(constraint ?? 'unique')
  // Data exceptions (class 22), a missing or refused value, a value too large for an index.
  if (code && (code.startsWith('22') || ['23502', '23514', '54000', '54001'].includes(code)))
    return new InvalidData(code, 'invalid')
  if (code === '23503') return new InvalidData(code, 'conflict')
  if (
    (code && CONNECTION_CODES.has(code)) ||
    /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended/i.test(
      message,
    )
  )
    return new DatabaseUnavailable(error)
  return error
}
