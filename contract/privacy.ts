import { z } from 'zod/mini'
import type { Call } from './call'

const days = z.number()

/**
 * The Beheer page 'Privacy' (AVG art. 5(1)(e), 25): the retention the server applies, read from
 * its own settings, and what the last daily clean-up removed. The page words it in Dutch.
 */
export const privacyOverviewSchema = z.object({
  retention: z.object({
    /** A session ends this long after its last use (SESSION_TTL_HOURS). */
    session_idle_hours: z.number(),
    /** … and this long after its login at the latest (SESSION_MAX_DAYS). */
    session_max_days: days,
    /** Audit entries older than this go (AUDIT_RETENTION_DAYS). */
    audit_days: days,
    /** ID data goes this long after the last trip that needs it (ID_DATA_RETENTION_DAYS). */
    id_data_days: days,
    /** A login counter's window. */
    login_throttle_minutes: z.number(),
    /** How long an activation link, a printed code and a reset link are valid. */
    activation_link_days: days,
    activation_code_days: days,
    reset_link_minutes: z.number(),
    /** Mails in the outbox go this long after they were made; null: kept until removed by hand. */
    mail_days: z.nullable(days),
  }),
  /** Mail leaves the server (SMTP_URL); otherwise it waits in the outbox. */
  mail_delivery: z.boolean(),
  /** The last daily clean-up: when, and how many rows of each kind it removed; null: none yet. */
  last_clean_up: z.nullable(
    z.object({
      at: z.string(),
      sessions: z.number(),
      login_throttle: z.number(),
      audit: z.number(),
      id_data: z.number(),
      account_tokens: z.number(),
      mails: z.number(),
    }),
  ),
  /**
   * The last time an address reached a limit of the login throttle (failed logins, mail
   * requests, refused links): when, its network (IPv4 /24, IPv6 /64) and which; null: never.
   */
  address_limit: z.nullable(
    z.object({
      at: z.string(),
      prefix: z.string(),
      kind: z.enum(['login', 'mail', 'links']),
    }),
  ),
})
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>

export const privacyOverview = {
  method: 'get',
  path: 'privacy',
  access: 'privacy:read',
  answer: privacyOverviewSchema,
  docs: {
    tag: 'Logboek',
    summary:
      'Privacy: wat de server bewaart en hoe lang (uit de echte instellingen), en wat de laatste dagelijkse opschoning verwijderde',
  },
} as const satisfies Call
