import type { AuditAction } from '~contract/schemas/audit'
import { ApiError } from '../errors'
import { serverMessages } from '../messages'
import { auditSafe, idFieldsChanged } from './privacy'
import type { Services } from '../services'
import type { AuditInsert, Tx, UserRow } from '../store/store'

/** What a rule knows of the request it serves. */
export type RuleContext = {
  services: Services
  /** The caller, when a valid token came with the request. */
  user: UserRow | null
  /** The hash of the caller's token (logout, sessions kept on a new password). */
  tokenHash: string | null
  address: string
  now: Date
  /** When the request arrived (`performance.now()`): a poll's reads take what was read since. */
  arrivedAt?: number
}

/** The caller of a call whose access rule already asked for one. */
export function caller(ctx: RuleContext): UserRow {
  if (!ctx.user) throw new ApiError(401, serverMessages.session.required)
  return ctx.user
}

/** The values an audit entry may keep of a record: no password (hash), no ID field's value. */
function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null
  return auditSafe(value)
}

export type AuditEntry = {
  /** One of the Logboek's actions (its Dutch label is in AUDIT_ACTIONS). */
  action: AuditAction
  recordType: string
  recordId?: string | null
  before?: unknown
  after?: unknown
}

/**
 * Appends one entry to the audit log, in the transaction of the change itself: who, when, what,
 * the record, and the values before and after.
 */
export async function audit(tx: Tx, ctx: RuleContext, entry: AuditEntry) {
  await tx.insertAudit(auditRow(ctx, entry))
}

/**
 * A Logboek entry as written: by whom, when and from where. Of the ID data only which fields
 * changed (`id_fields_changed`), never their values (issue 43).
 */
export function auditRow(ctx: RuleContext, entry: AuditEntry): AuditInsert {
  const idChanged = idFieldsChanged(entry.before, entry.after)
  const after = snapshot(entry.after)
  return {
    at: ctx.now.toISOString(),
    actor_id: ctx.user?._id ?? null,
    actor_login: ctx.user?.login_id ?? null,
    action: entry.action,
    record_type: entry.recordType,
    record_id: entry.recordId ?? null,
    before: snapshot(entry.before),
    after: idChanged.length
      ? { ...(after && typeof after === 'object' ? after : {}), id_fields_changed: idChanged }
      : after,
    address: ctx.address,
  }
}

/** One transaction with the configured lock time-out. */
export function transaction<T>(ctx: RuleContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.services.store.transaction(work, {
    lockTimeoutMs: ctx.services.settings.lockTimeoutMs,
  })
}
