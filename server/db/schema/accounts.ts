import { sql } from 'drizzle-orm'
import type { Role } from '~domain/access'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, expressionUnique } from './columns'

/** Accounts: users, their profiles, sessions, second factors, tokens and the login throttle. */
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
  /**
   * The codes' own counter (issue 43): codes tried in the window that began at `failed_since`
   * (a right one starts it again); at 5 the account waits out the window's 15 minutes.
   */
  failed_codes: integer('failed_codes').notNull().default(0),
  failed_since: at('failed_since'),
})

/**
 * An account's school account (OpenID Connect): the provider's issuer and subject, bound at the
 * first sign-in that matched the account by its verified e-mail address. Afterwards that
 * subject is the way in, and no other subject of the same provider is (issue 43).
 */
export const schoolAccounts = pgTable(
  'school_accounts',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    user_id: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    created_at: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    uniqueIndex('school_accounts_user_issuer_unique').on(t.user_id, t.issuer),
  ],
)

/**
 * When a student's ID data goes while no sign-up needs it (issue 43), kept by the daily clean-up:
 * `basis` 'school-year' (entered, never used: the end of the school year), 'sign-up' (a sign-up
 * that needs it was seen: its trip's return plus ID_DATA_RETENTION_DAYS), 'released' (that
 * sign-up ended or was removed: ID_DATA_RETENTION_DAYS after it was seen gone).
 */
export const idDataRetention = pgTable('id_data_retention', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users._id, { onDelete: 'cascade' }),
  erase_on: at('erase_on').notNull(),
  basis: text('basis').$type<'school-year' | 'sign-up' | 'released'>().notNull(),
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
