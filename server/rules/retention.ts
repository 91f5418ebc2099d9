import type { PrivacyOverview } from '~contract/privacy'
import { TOKEN_LIFETIME_MS } from '../security/account-tokens'
import type { Services } from '../services'
import { removeExpiredAccountTokens } from './account-secrets'
import { removeOldAuditEntries } from './audit'
import type { RuleContext } from './context'
import { eraseExpiredIdData } from './privacy'
import { removeExpiredSessions } from './sessions'

const DAY_MS = 24 * 60 * 60 * 1000

/** Mails made more than MAIL_RETENTION_DAYS ago go (their text holds names and links). */
export function removeOldMails(services: Services) {
  const before = new Date(services.now().getTime() - services.settings.mailRetentionDays * DAY_MS)
  return services.store.run((tx) => tx.deleteMailsBefore(before.toISOString()))
}

/**
 * The daily clean-up (storage limitation, AVG art. 5(1)(e)): ended sessions, old login counters,
 * audit entries and mails past their retention, ID data past its own, expired account tokens.
 * The run is an audit entry with its counts: the Beheer page Privacy shows the last one.
 */
export async function dailyCleanUp(services: Services) {
  const { sessions, loginThrottle } = await removeExpiredSessions(services)
  const audit = await removeOldAuditEntries(services)
  const idData = await eraseExpiredIdData(services)
  const accountTokens = await removeExpiredAccountTokens(services)
  const mails = await removeOldMails(services)
  const counts = {
    sessions,
    login_throttle: loginThrottle,
    audit,
    id_data: idData,
    account_tokens: accountTokens,
    mails,
  }
  await services.store.run((tx) =>
    tx.insertAudit({
      at: services.now().toISOString(),
      actor_id: null,
      actor_login: null,
      action: 'privacy.clean-up',
      record_type: 'retention',
      record_id: null,
      before: null,
      after: counts,
      address: null,
    }),
  )
  services.log.info(counts, 'dagelijkse opschoning')
  return counts
}

const count = (values: Record<string, unknown>, key: string) =>
  typeof values[key] === 'number' ? values[key] : 0

/** GET privacy: the retention the server applies (its own settings) and the last clean-up. */
export async function privacyOverview(ctx: RuleContext): Promise<PrivacyOverview> {
  const settings = ctx.services.settings
  const [last, limit] = await ctx.services.store.run(async (tx) => [
    (await tx.listAudit({ action: 'privacy.clean-up', limit: 1 }))[0],
    (await tx.listAudit({ action: 'throttle.address-limit', limit: 1 }))[0],
  ])
  const after = (last?.after ?? {}) as Record<string, unknown>
  const reached = (limit?.after ?? {}) as { prefix?: string; kind?: 'login' | 'mail' | 'links' }
  return {
    retention: {
      session_idle_hours: settings.sessionTtlMs / (60 * 60 * 1000),
      session_max_days: settings.sessionMaxMs / DAY_MS,
      audit_days: settings.auditRetentionDays,
      id_data_days: settings.idDataRetentionDays,
      login_throttle_minutes: settings.loginThrottle.windowMs / 60_000,
      activation_link_days: TOKEN_LIFETIME_MS.activation / DAY_MS,
      activation_code_days: TOKEN_LIFETIME_MS.code / DAY_MS,
      reset_link_minutes: TOKEN_LIFETIME_MS.reset / 60_000,
      mail_days: settings.mailRetentionDays,
    },
    mail_delivery: settings.mailDelivery,
    last_clean_up: last
      ? {
          at: last.at,
          sessions: count(after, 'sessions'),
          login_throttle: count(after, 'login_throttle'),
          audit: count(after, 'audit'),
          id_data: count(after, 'id_data'),
          account_tokens: count(after, 'account_tokens'),
          mails: count(after, 'mails'),
        }
      : null,
    address_limit: limit
      ? { at: limit.at, prefix: reached.prefix ?? '', kind: reached.kind ?? 'login' }
      : null,
  }
}
