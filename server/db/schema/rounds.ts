import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, expressionUnique } from './columns'
import { users } from './accounts'

/** Rounds, friend groups, the fair start's queue and published placements. */
/**
 * The sign-up round of a scope (docs/rounds.md). A scope without a row has the default
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
  /**
   * Parents' consent (issue 44, docs/consent.md): null, it is needed before the window closes (a
   * wish without it is not placed); a moment, it is needed by then, after the placement: a place
   * still without consent at that moment is freed and its waiting list moves.
   */
  consent_deadline: at('consent_deadline'),
  /** When the places without consent were freed at the deadline (once; a new deadline clears it). */
  consent_freed_at: at('consent_freed_at'),
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
