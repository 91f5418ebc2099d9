import type { Services } from '../services'

/** Audit entries older than the retention (AUDIT_RETENTION_DAYS) go: the AVG/GDPR keeps no more. */
export async function removeOldAuditEntries(services: Services) {
  const days = services.settings.auditRetentionDays
  const before = new Date(services.now().getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  return services.store.run((tx) => tx.deleteAuditBefore(before))
}
