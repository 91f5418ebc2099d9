import { bigserial, customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at } from './columns'

/** The site's texts, settings and uploads, the Logboek and the mail outbox. */
export const websiteContent = pgTable('website_content', {
  name: text('name').primaryKey(),
  content: text('content').notNull(),
})

export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})

export const uploads = pgTable('uploads', {
  _id: text('id').primaryKey(),
  content_type: text('content_type').notNull(),
  bytes: customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })(
    'bytes',
  ).notNull(),
  created_at: at('created_at').notNull(),
})

/** Every change, appended in the transaction of the change itself; the API never edits one. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    actor_id: text('actor_id'),
    actor_login: text('actor_login'),
    action: text('action').notNull(),
    record_type: text('record_type').notNull(),
    record_id: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_actor').on(t.actor_id, t.id),
    index('audit_log_record').on(t.record_type, t.record_id, t.id),
    index('audit_log_action').on(t.action, t.id),
  ],
)

/**
 * Every mail, written in the transaction of the change that causes it; the sender (server/mail)
 * delivers it and retries with back-off. Without SMTP it stays here for the admins to read.
 */
export const outbox = pgTable(
  'outbox',
  {
    _id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    /** The account the mail is about (its audit entry); kept as text like the audit's actor. */
    user_id: text('user_id'),
    /** 'activation', 'activation-code', 'reset', 'placement', 'waiting-list', 'reminder'. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** 'pending', 'sent', 'failed' (Dutch labels: wachtend, verzonden, mislukt). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may take it (again); a claimed mail's lease ends here too. */
    next_attempt_at: at('next_attempt_at').notNull(),
    /** The SMTP server's answer to the last failed attempt. */
    last_error: text('last_error'),
    created_at: at('created_at').notNull(),
    sent_at: at('sent_at'),
  },
  (t) => [
    index('outbox_due').on(t.state, t.next_attempt_at),
    index('outbox_created').on(t.created_at, t._id),
  ],
)
