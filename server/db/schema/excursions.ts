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

/** Excursions, their subscriptions and waiting lists, and the polled lists' versions. */
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
    /**
     * Whether a parent's consent is needed (issue 44): 'minors', 'everyone' or 'none'; null: the
     * scope's default (domain/consent.ts: minors for trips abroad, none otherwise).
     */
    consent: text('consent'),
    /**
     * The balance (issue 44; domain/balance.ts): at most this percentage of the places for one
     * class (the profile's Mentor/Coach group); null: no share. Needs a capacity.
     */
    class_share: integer('class_share'),
    /** Places kept for a group until the placement; null: none. Needs a capacity. */
    kept_places: integer('kept_places'),
    /** The kept places' group: classes (the profile's Mentor/Coach group) … */
    kept_classes: jsonb('kept_classes').$type<string[]>().notNull().default([]),
    /** … and students, by login id (shown to admins only). */
    kept_students: jsonb('kept_students').$type<string[]>().notNull().default([]),
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
