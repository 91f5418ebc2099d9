/**
 * The store's types in one file (no circle: store.ts, queries.ts and facts.ts read them, this
 * file reads only the schema): the row types, derived from the table registry
 * (server/db/schema.ts `storeTables`), and the shapes the named queries take and answer.
 */
import type { storeTables, TableName } from '../db/schema'
import type { Row, VersionedList } from './ops'

export type { TableName, VersionedList }

/** The row type of a table of the registry. */
export type RowOf<K extends TableName> = Row<(typeof storeTables)[K]>

export type UserRow = RowOf<'users'>
export type ProfileRow = RowOf<'profiles'>
export type SessionRow = RowOf<'sessions'>
export type ExcursionRow = RowOf<'excursions'>
export type SubscriptionRow = RowOf<'subscriptions'>
export type UploadRow = RowOf<'uploads'>
export type AuditRow = RowOf<'audit'>
export type RoundRow = RowOf<'rounds'>
export type PlacementRunRow = RowOf<'placementRuns'>
export type WaitingRow = RowOf<'waitingList'>
export type FairStartRow = RowOf<'fairStart'>
export type OutboxRow = RowOf<'outbox'>
export type AccountTokenRow = RowOf<'accountTokens'>
export type SecondFactorRow = RowOf<'secondFactors'>
export type SchoolAccountRow = RowOf<'schoolAccounts'>
export type IdDataRetentionRow = RowOf<'idDataRetention'>
export type FriendGroupRow = RowOf<'friendGroups'>
export type FriendMemberRow = RowOf<'friendMembers'>
export type ParentConsentRow = RowOf<'parentConsents'>

/** A profile as written: every field but the identity may be left out (the table's defaults). */
export type ProfileInsert = Pick<ProfileRow, '_id' | 'user_id'> & Partial<ProfileRow>

/** A new session: when it was last used and its device start empty when not given. */
export type SessionInsert = Omit<SessionRow, 'last_used_at' | 'device'> &
  Partial<Pick<SessionRow, 'last_used_at' | 'device'>>

export type WaitingInsert = Omit<WaitingRow, 'id'>
export type FairStartInsert = Omit<FairStartRow, 'id' | 'handled_at' | 'result' | 'subscription_id'>

/** A mail as the outbox takes it: delivery's columns start at their defaults. */
export type OutboxInsert = Omit<OutboxRow, 'state' | 'attempts' | 'last_error' | 'sent_at'> &
  Partial<Pick<OutboxRow, 'state'>>

export type AuditInsert = Omit<AuditRow, 'id'>
/** A deleted person as the audit log names them from now on. */
export type DeletedPerson = { userId: string; recordIds: string[]; label: string }

export type OutboxFilter = {
  state?: string
  /** Mails created before this one (keyset paging on created_at, id; newest first). */
  before?: { created_at: string; _id: string }
  limit: number
}

export type AuditFilter = {
  actorId?: string
  action?: string
  recordType?: string
  recordId?: string
  from?: string
  to?: string
  /** Entries with an id below this one (keyset paging, newest first). */
  before?: number
  limit: number
}

export type RunOptions = {
  /**
   * Short reads a waiting user needs now (a session's look-up, a poll of a list): they go before
   * a rush's writes and their locks (issue 39). On PGlite the first lane of its statements, on
   * PostgreSQL a small pool of their own (POLL_POOL_SIZE); the memory store has no queue.
   */
  first?: boolean
  /**
   * When the request arrived (`performance.now()`, at or after it): a first-lane read on
   * PostgreSQL takes the lists' versions from a read begun since (one its session's look-up began).
   */
  since?: number
}

export type TransactionOptions = {
  /** How long a lock may be waited for before the transaction gives up (503, try again). */
  lockTimeoutMs?: number
}

/**
 * At a trip with a class share or kept places (issue 44; domain/balance.ts): its subscriptions by
 * students of the signing student's class, and by students outside its kept group, each also as
 * placed. Zero elsewhere.
 */
export type BalanceCounts = {
  class_subscribed: number
  class_placed: number
  outside_subscribed: number
  outside_placed: number
}

/** A count the sign-up's write holds against a limit (Store.signUps.write's `limits`). */
export type BalanceCountName = keyof BalanceCounts

/** What a sign-up is decided on (server/rules/sign-up/decide.ts), read in one go. */
export type SignUpFacts = BalanceCounts & {
  excursion: ExcursionRow
  /** The student's subscriptions in the excursion's scope, oldest first. */
  siblings: SubscriptionRow[]
  round: RoundRow | null
  profile: ProfileRow | null
  /** The excursion's subscriptions, and how many of them are placed (`placed_via` set). */
  subscribed: number
  placed: number
  /**
   * What the decision read besides the counts (the excursion, the siblings, the round, the
   * profile), as one text: equal texts, equal facts. Store.signUps.write compares it.
   */
  fingerprint: string
}

/**
 * A new subscription to write if its sign-up still stands (Store.signUps.write): the facts it was
 * decided on (their fingerprint), and the count the capacity is held against, if any.
 */
export type SignUpWrite = {
  fingerprint: string
  capacity: { count: 'subscribed' | 'placed'; of: number } | null
  /** A balanced trip's limits (issue 44), each held like the capacity. */
  limits?: { count: BalanceCountName; of: number }[]
  row: SubscriptionRow
  audit: AuditInsert
}
/** Written; or not, with the facts now (null: the excursion is gone) to decide again on. */
export type SignUpWritten = { written: true } | { written: false; facts: SignUpFacts | null }

/**
 * What the excursion list is made of (server/rules/excursions.ts): the part that is the same for
 * everyone, and the caller's own part, each read in one go.
 */
export type ExcursionListShared = {
  rows: ExcursionRow[]
  rounds: RoundRow[]
  /** Per excursion that has any: its subscriptions, the placed ones, its waiting list's length. */
  subscribed: Map<string, number>
  placed: Map<string, number>
  waiting: Map<string, number>
  /**
   * Per student who has any: their subscriptions' excursions (and whether each is placed), and
   * the waiting lists they are on. A part older than a caller's own changes is set right for
   * them with it (rules/excursions.ts `asSeenBy`).
   */
  members: Record<string, [excursionId: string, placed: boolean][]>
  waiters: Record<string, string[]>
}
export type ExcursionListOwn = {
  /** The caller's subscriptions (oldest first), and every entry of the waiting lists they are on. */
  own: SubscriptionRow[]
  lists: WaitingRow[]
}
