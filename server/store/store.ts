import { profiles } from '../db/schema'
import { defaultsOf } from './ops'
import type { CoreTx } from './queries'
import type {
  DeletedPerson,
  ProfileRow,
  SignUpFacts,
  SignUpWrite,
  SignUpWritten,
  RunOptions,
  TransactionOptions,
  VersionedList,
} from './types'

export type * from './types'

/** The defaults of the profiles table (server/db/schema/). */
export const profileDefaults = defaultsOf(profiles) as Omit<ProfileRow, '_id' | 'user_id'>

/**
 * The storage the rules work on: plain reads and writes, no rule of the product. The named
 * queries are written once (`CoreTx`, server/store/queries.ts) over a few table operations with
 * two adapters, SQL through Drizzle (PGlite or PostgreSQL) and memory (the demo backend in the
 * browser and in vitest). Only the members below are written twice, tuned for SQL in
 * server/store/sql.ts and plain in server/store/memory.ts; the rules (server/rules/) hold the logic.
 */
export interface Tx extends Pick<CoreTx, keyof CoreTx> {
  newId(prefix: string): string

  /**
   * A sign-up's facts in one read (the hot path: one statement on SQL), taken after the
   * student's and the excursion's locks, so it sees what the transactions before them wrote.
   * Null: no such excursion. The same read as Store.signUps.read, inside a transaction.
   */
  signUpFacts(studentId: string, excursionId: string): Promise<SignUpFacts | null>

  /**
   * The current version of a list (read it before the list: then an answer's ETag is never newer
   * than its data). Every write to subscriptions, excursions, rounds, waiting lists or users
   * raises both lists' versions in its transaction.
   */
  dataVersion(list: VersionedList): Promise<number>

  /**
   * The subscriptions (oldest first) as one JSON text (the overview of 10,000 subscriptions: made by the database),
   * each with `placed`: in `markedScopes` a subscription holds a place only when `placed_via` is
   * set (preference rounds); elsewhere every one does.
   */
  listSubscriptionsJson(filter?: { studentId?: string; markedScopes?: string[] }): Promise<string>

  /**
   * Deleted people (AVG): their entries keep the action, `label` takes their name, and the
   * values of the entries about `recordIds` (their account, their profile). One pass for all.
   */
  pseudonymiseAudit(people: DeletedPerson[]): Promise<void>
}

/**
 * A new sign-up's read and write (server/rules/sign-up/subscribe.ts: read, decide, write),
 * defined together in one file per adapter, so the write goes back only to the file of the read.
 */
export interface SignUps {
  /**
   * The facts in one read, no lock (one statement on SQL), and the id the subscription would
   * take. Null facts: no such excursion.
   */
  read(studentId: string, excursionId: string): Promise<{ facts: SignUpFacts | null; id: string }>
  /**
   * A new subscription, decided on facts read before, written only if that decision still
   * stands: under the student's and the excursion's locks the facts are read again; if their
   * fingerprint is the one decided on and the count is still under the capacity, the row and its
   * audit entry are written (and the lists' versions raised). Otherwise the facts now are
   * answered, to decide again. On SQL one statement; the locks last no longer than it does.
   */
  write(write: SignUpWrite): Promise<SignUpWritten>
}

export interface Store {
  /** Runs `work` in one transaction: all of its writes, or none. */
  transaction<T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>
  /** Runs reads (or a single write) outside a transaction. */
  run<T>(work: (tx: Tx) => Promise<T>, options?: RunOptions): Promise<T>
  /** A new sign-up's read and its write, one file per adapter (sql-hot.ts, sign-up-memory.ts). */
  readonly signUps: SignUps
  /** Answers when the database answers (health check). */
  ping(): Promise<void>
  close(): Promise<void>
}

/** Thrown by a store when a lock could not be had in time (mapped to 503, try again). */
export class LockTimeout extends Error {
  constructor() {
    super('lock timeout')
  }
}

/** Thrown by a store when the database cannot be reached (mapped to 503). */
export class DatabaseUnavailable extends Error {
  constructor(cause?: unknown) {
    super('database unavailable', { cause })
  }
}

/**
 * Thrown by a store when the database refuses a value the rules let through: a data error
 * (too long, out of range, a NUL, wrong type) is 'invalid' (400), a reference to a row that is
 * gone a 'conflict' (409). Only the PostgreSQL error code is kept: never a value.
 */
export class InvalidData extends Error {
  constructor(
    readonly code: string,
    readonly kind: 'invalid' | 'conflict',
  ) {
    super(`invalid data: ${code}`)
  }
}

/** Thrown by a store when a unique constraint refuses a write (the rules check first). */
export class UniqueViolation extends Error {
  constructor(readonly constraint: string) {
    super(`unique violation: ${constraint}`)
  }
}
