import { sql } from 'drizzle-orm'
import type { Role } from '~contract/access'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type PgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The one database schema, for PGlite and PostgreSQL alike (migrations in server/db/migrations,
 * written by drizzle-kit from this file). Property names are the API's (`_id`, snake_case fields),
 * so a row is what a call answers.
 */

/** timestamptz read and written as an ISO 8601 text, the API's timestamp format. */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp(3) with time zone',
  toDriver: (value) => value,
  fromDriver: (value) => new Date(value).toISOString(),
})
const at = (name: string) => isoTimestamp(name)

/**
 * A unique index SQL states with an expression or a partial `where`, or a deferred constraint:
 * the memory store cannot read those from the schema, so each is declared once more beside its
 * table as a key of a row (null: the index leaves the row out). Plain uniques, primary keys and
 * foreign keys it reads from the schema itself (server/store/ops.ts).
 */
export type ExpressionUnique = {
  table: PgTable
  name: string
  key: (row: never) => unknown[] | null
  /** Checked when the transaction ends (SQL: `deferrable initially deferred`). */
  deferred: boolean
}
export const expressionUniques: ExpressionUnique[] = []
function expressionUnique<T extends PgTable>(
  table: T,
  name: string,
  key: (row: T['$inferSelect']) => unknown[] | null,
  deferred = false,
) {
  expressionUniques.push({ table, name, key, deferred })
}

export const users = pgTable(
  'users',
  {
    _id: text('id').primaryKey(),
    // The app's roles (a check on write is the rules'; the column type only tells TypeScript).
    role: text('role').$type<Role>().notNull(),
    login_id: text('login_id').notNull(),
    /** scrypt (server) or the demo hash, with its parameters: `scrypt$N$r$p$salt$hash`. */
    password_hash: text('password_hash').notNull(),
    created_at: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_login_id_unique').on(sql`lower(${t.login_id})`)],
)
expressionUnique(users, 'users_login_id_unique', (u) => [u.login_id.toLowerCase()])

export const profiles = pgTable(
  'profiles',
  {
    _id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    last_name_prefix: text('last_name_prefix').notNull().default(''),
    email: text('email').notNull().default(''),
    login_id: text('login_id').notNull().default(''),
    accept_privacy_policy: boolean('accept_privacy_policy').notNull().default(false),
    accept_reis_terms: boolean('accept_reis_terms').notNull().default(false),
    accept_activity_terms: boolean('accept_activity_terms').notNull().default(false),
    accept_keuzedelen_terms: boolean('accept_keuzedelen_terms').notNull().default(false),
    nationality: text('nationality').notNull().default(''),
    bday: text('bday').notNull().default(''),
    gender: text('gender').notNull().default(''),
    document_type: text('document_type').notNull().default(''),
    document_number: text('document_number').notNull().default(''),
    document_issue_date: text('document_issue_date').notNull().default(''),
    document_validity_date: text('document_validity_date').notNull().default(''),
    document_country: text('document_country').notNull().default(''),
    document_first_name: text('document_first_name').notNull().default(''),
    document_surname: text('document_surname').notNull().default(''),
    number: text('number').notNull().default(''),
    phone: text('phone').notNull().default(''),
    grade: text('grade').notNull().default(''),
    hours: integer('hours'),
    /** The student's own choice: mail about a placement and a move up from a waiting list. */
    mail_placement: boolean('mail_placement').notNull().default(true),
    /** The student's own choice: reminders of what their sign-up still lacks. */
    mail_reminders: boolean('mail_reminders').notNull().default(true),
  },
  (t) => [
    uniqueIndex('profiles_user_id_unique').on(t.user_id),
    // Login by e-mail address (users.login_id is the other way in).
    index('profiles_email_lower').on(sql`lower(${t.email})`),
    // A student number belongs to one account; staff have none ('').
    uniqueIndex('profiles_number_unique')
      .on(t.number)
      .where(sql`${t.number} <> ''`),
  ],
)
expressionUnique(profiles, 'profiles_number_unique', (p) => (p.number === '' ? null : [p.number]))

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token; the token itself is never stored. */
    token_hash: text('token_hash').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    created_at: at('created_at').notNull(),
    expires_at: at('expires_at').notNull(),
    /** When it was last used (updated with the sliding extension, at most once a minute). */
    last_used_at: at('last_used_at'),
    /** The browser and system it was made on, from its User-Agent (the account page lists it). */
    device: text('device').notNull().default(''),
  },
  (t) => [index('sessions_user_id').on(t.user_id), index('sessions_expires_at').on(t.expires_at)],
)

/**
 * A staff member's second factor (TOTP, RFC 6238). `secret` is base32; an enrolment waits for
 * its first code (`confirmed_at` null) before login asks for one. Recovery codes are kept as
 * SHA-256 hashes, each removed when used. `last_step` is the time step of the last code taken:
 * a code is good once (no replay).
 */
export const secondFactors = pgTable('second_factors', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users._id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmed_at: at('confirmed_at'),
  recovery_hashes: jsonb('recovery_hashes').$type<string[]>().notNull().default([]),
  last_step: bigint('last_step', { mode: 'number' }),
  created_at: at('created_at').notNull(),
})

export const excursions = pgTable(
  'excursions',
  {
    _id: text('id').primaryKey(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    hours: integer('hours').notNull(),
    /** DD-MM-YYYY, as the API writes it (DESIGN.md). */
    datetime: text('datetime').notNull(),
    description: text('description'),
    location: text('location'),
    /** Maximum number of subscriptions; null means no limit. */
    capacity: integer('capacity'),
    /** The smallest group the excursion runs with (placement); null means no minimum. */
    minimum: integer('minimum'),
    /** The day of return, DD-MM-YYYY like `datetime`; null when not given (a day trip). */
    return_date: text('return_date'),
  },
  (t) => [index('excursions_scope').on(t.scope)],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    _id: text('id').primaryKey(),
    excursion_id: text('excursion_id')
      .notNull()
      .references(() => excursions._id, { onDelete: 'cascade' }),
    student_id: text('student_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** The excursion's scope, kept here so ranks can be unique per student and scope. */
    scope: text('scope').notNull(),
    preference: integer('preference').notNull(),
    timestamp: at('timestamp').notNull(),
    payed: boolean('payed').notNull().default(false),
    /**
     * A published placement (preference rounds): how the student got this place ('wish', 'pin',
     * 'leftover', 'waiting-list'); null when this subscription is a wish without a place.
     */
    placed_via: text('placed_via'),
    /** The wish's rank when the student was placed (kept when other wishes go and ranks close up). */
    placed_rank: integer('placed_rank'),
  },
  (t) => [
    uniqueIndex('subscriptions_student_excursion_unique').on(t.student_id, t.excursion_id),
    // One place per student and scope in a published placement.
    uniqueIndex('subscriptions_placed_unique')
      .on(t.student_id, t.scope)
      .where(sql`${t.placed_via} is not null`),
    index('subscriptions_excursion_id').on(t.excursion_id),
    index('subscriptions_student_scope').on(t.student_id, t.scope),
    // The unique rank per student and scope is a deferrable constraint (a swap passes through a
    // moment with two equal ranks), which drizzle-kit cannot declare: it is written by hand at the
    // end of migrations/0000_init.sql.
  ],
)
expressionUnique(subscriptions, 'subscriptions_placed_unique', (x) =>
  x.placed_via === null ? null : [x.student_id, x.scope],
)
expressionUnique(
  subscriptions,
  'subscriptions_student_scope_preference_unique',
  (x) => [x.student_id, x.scope, x.preference],
  true,
)

/**
 * The sign-up round of a scope (README "Inschrijfrondes"). A scope without a row has the default
 * round: first come, first served, no window, no limit on wishes.
 */
export const rounds = pgTable('rounds', {
  scope: text('scope').primaryKey(),
  /** 'first-come' or 'preference'. */
  mode: text('mode').notNull().default('first-come'),
  /** The sign-up window; null: open from always, or until always. */
  opens_at: at('opens_at'),
  closes_at: at('closes_at'),
  min_wishes: integer('min_wishes').notNull().default(0),
  /** null: no maximum. */
  max_wishes: integer('max_wishes'),
  /** The policy students are told about (and the published placement's). */
  policy: text('policy').notNull().default('rank-maximal'),
  /** The placement run that is published, while it is. */
  published_run: text('published_run'),
  updated_at: at('updated_at').notNull(),
  /** Reminders go by themselves this many days before the window closes; null: only by hand. */
  remind_days_before: integer('remind_days_before'),
  /** When the scheduled reminders went (once per window; a new window or N clears it). */
  reminded_at: at('reminded_at'),
  /**
   * 'Eerlijke start' (first-come rounds with an opening time): sign-ups in the first this many
   * seconds are queued and handled in a drawn order; null: off.
   */
  fair_start_seconds: integer('fair_start_seconds'),
  /** The draw's seed (an unsigned 32-bit integer), drawn when the queue closes; null before. */
  fair_start_seed: bigint('fair_start_seed', { mode: 'number' }),
  /**
   * A preference round's lottery seed (an unsigned 32-bit integer), fixed when the round is set
   * up; only SHA-256 of `seed:nonce` is shown until the placement is published (docs/rounds.md).
   */
  draw_seed: bigint('draw_seed', { mode: 'number' }),
  /** 128 random bits (hex): without it the seed could be found from its hash by trying all. */
  draw_nonce: text('draw_nonce'),
  draw_committed_at: at('draw_committed_at'),
  /** When publishing showed the seed; a round set up again after this draws a new one. */
  draw_revealed_at: at('draw_revealed_at'),
  /**
   * Friend groups (issue 27): a group that cannot be placed together falls back to placing its
   * members one by one (by the shared list); false: the group stays unplaced.
   */
  group_fallback: boolean('group_fallback').notNull().default(false),
})

/**
 * A friend group of a preference round (issue 27): 2–4 students with one shared wish list
 * (excursion ids, best first), placed together or not at all.
 */
export const friendGroups = pgTable(
  'friend_groups',
  {
    _id: text('id').primaryKey(),
    scope: text('scope').notNull(),
    wishes: jsonb('wishes').$type<string[]>().notNull(),
    created_at: at('created_at').notNull(),
    created_by: text('created_by'),
  },
  (t) => [index('friend_groups_scope').on(t.scope)],
)

/** Who is in a friend group ('member') or invited to it ('invited'), per round (scope). */
export const friendGroupMembers = pgTable(
  'friend_group_members',
  {
    group_id: text('group_id')
      .notNull()
      .references(() => friendGroups._id, { onDelete: 'cascade' }),
    student_id: text('student_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    state: text('state').$type<'member' | 'invited'>().notNull(),
    invited_by: text('invited_by'),
    since: at('since').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.student_id] }),
    // One group per student and round.
    uniqueIndex('friend_group_members_one_group')
      .on(t.scope, t.student_id)
      .where(sql`${t.state} = 'member'`),
    index('friend_group_members_student').on(t.student_id),
  ],
)
expressionUnique(friendGroupMembers, 'friend_group_members_one_group', (m) =>
  m.state === 'member' ? [m.scope, m.student_id] : null,
)

/**
 * The fair start's queue: sign-ups that arrived in its first seconds, in arrival order (id), each
 * with its outcome once handled (`result`: null while waiting, 'ok', or the refusal's text).
 */
export const fairStartQueue = pgTable(
  'fair_start_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    student_id: text('student_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    excursion_id: text('excursion_id').notNull(),
    preference: integer('preference').notNull(),
    arrived_at: at('arrived_at').notNull(),
    handled_at: at('handled_at'),
    result: text('result'),
    subscription_id: text('subscription_id'),
  },
  (t) => [index('fair_start_queue_scope').on(t.scope, t.id)],
)

/**
 * A version counter per cached list ('excursions', 'subscriptions'), bumped in the transaction
 * of every change to what the list shows; its sum over the stripes is the list's ETag. Stripes
 * spread the bumps of parallel sign-ups over several rows (one row would serialise them).
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    scope: text('scope').notNull(),
    stripe: integer('stripe').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.stripe] })],
)

/** A published placement: what was asked (policy, seed, pins) and what came out. */
export const placementRuns = pgTable(
  'placement_runs',
  {
    _id: text('id').primaryKey(),
    scope: text('scope').notNull(),
    policy: text('policy').notNull(),
    /** The lottery's seed (an unsigned 32-bit integer): the same input and seed, the same placement. */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    place_without_wishes: boolean('place_without_wishes').notNull(),
    /** The admin's pins: `{ student_id, excursion_id, reason }[]`. */
    pins: jsonb('pins').notNull(),
    /** The outcome's summary (histogram, fills, unplaced, dropped excursions). */
    summary: jsonb('summary').notNull(),
    /** Subscriptions the placement added (a pin or a leftover seat outside the wishes). */
    created_subscriptions: jsonb('created_subscriptions').notNull(),
    /** A fingerprint of the scope's places and waiting lists right after publishing (undo). */
    state_after: text('state_after').notNull(),
    published_at: at('published_at').notNull(),
    published_by: text('published_by'),
    undone_at: at('undone_at'),
    /**
     * The anonymised input, seed, nonce and outcome as published ('Exporteren voor controle',
     * server/placement/verify.ts); null for runs published before it existed.
     */
    verification: jsonb('verification'),
    /** Why each student got their place or none (reason.ts), by student id (issue 27). */
    reasons: jsonb('reasons').$type<Record<string, string>>(),
  },
  (t) => [index('placement_runs_scope').on(t.scope, t.published_at)],
)

/** Waiting lists: first in line is the lowest id (ids only grow). */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    excursion_id: text('excursion_id')
      .notNull()
      .references(() => excursions._id, { onDelete: 'cascade' }),
    student_id: text('student_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    joined_at: at('joined_at').notNull(),
  },
  (t) => [
    uniqueIndex('waiting_list_student_excursion_unique').on(t.student_id, t.excursion_id),
    index('waiting_list_excursion').on(t.excursion_id, t.id),
  ],
)

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

/**
 * The login throttle's counters (rate-limiter-flexible's Drizzle store): one row a key, shared by
 * every instance on PostgreSQL. Keys are an account id, a typed login id without an account, or
 * an address, each with its counter's prefix.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, precision: 3, mode: 'date' }),
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

/**
 * Single-use secrets of an account: activation links (7 days), reset links (1 hour), printed
 * activation codes (14 days). Only a hash is kept: SHA-256 of a 256-bit link token, a slow
 * password hash of a short code (a code is found by its student's account, never by its hash).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    _id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** 'activation', 'reset' or 'code'. */
    kind: text('kind').notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: at('created_at').notNull(),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.token_hash),
    index('account_tokens_user').on(t.user_id, t.kind),
  ],
)

export const schemaTables = {
  users,
  profiles,
  sessions,
  excursions,
  subscriptions,
  websiteContent,
  settings,
  uploads,
  loginThrottle,
  auditLog,
  rounds,
  placementRuns,
  waitingList,
  outbox,
  accountTokens,
  secondFactors,
  friendGroups,
  friendGroupMembers,
}

export type UserRow = typeof users.$inferSelect
export type ProfileRow = typeof profiles.$inferSelect
export type SessionRow = typeof sessions.$inferSelect
export type ExcursionRow = typeof excursions.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type UploadRow = typeof uploads.$inferSelect
export type AuditRow = typeof auditLog.$inferSelect
export type RoundRow = typeof rounds.$inferSelect
export type PlacementRunRow = typeof placementRuns.$inferSelect
export type WaitingRow = typeof waitingList.$inferSelect
export type FairStartRow = typeof fairStartQueue.$inferSelect
export type OutboxRow = typeof outbox.$inferSelect
export type AccountTokenRow = typeof accountTokens.$inferSelect
export type SecondFactorRow = typeof secondFactors.$inferSelect
export type FriendGroupRow = typeof friendGroups.$inferSelect
export type FriendMemberRow = typeof friendGroupMembers.$inferSelect
