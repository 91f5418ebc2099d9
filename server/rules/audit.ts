import type { z } from 'zod/mini'
import type { auditQuerySchema } from '~contract/schemas/audit'
import type { RuleContext } from './context'
import type { Services } from '../services'

/** Audit entries older than the retention (AUDIT_RETENTION_DAYS) go: the AVG/GDPR keeps no more. */
export async function removeOldAuditEntries(services: Services) {
  const days = services.settings.auditRetentionDays
  const before = new Date(services.now().getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  return services.store.run((tx) => tx.deleteAuditBefore(before))
}

/**
 * GET audit: a page of the log, newest first, filtered; `next` is where the following page
 * starts. Keyset paging on the id (indexed with each filter), so page 1,000 costs what page 1 does.
 */
type AuditQueryInput = z.output<typeof auditQuerySchema>

export async function readAuditLog(ctx: RuleContext, query: AuditQueryInput) {
  const rows = await ctx.services.store.run((tx) =>
    tx.listAudit({
      actorId: query.actor,
      action: query.action,
      recordType: query.record_type,
      recordId: query.record_id,
      from: query.from === undefined ? undefined : new Date(query.from).toISOString(),
      to: query.to === undefined ? undefined : new Date(query.to).toISOString(),
      before: query.before,
      limit: query.limit + 1,
    }),
  )
  const entries = rows.slice(0, query.limit)
  return { entries, next: rows.length > query.limit ? (entries.at(-1)?.id ?? null) : null }
}
