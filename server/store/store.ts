import type { Role } from '~contract/access'
import type {
  AccountTokenRow,
  AuditRow,
  ExcursionRow,
  FairStartRow,
  FriendGroupRow,
  FriendMemberRow,
  PlacementRunRow,
  ProfileRow,
  RoundRow,
  SecondFactorRow,
  SessionRow,
  SubscriptionRow,
  UploadRow,
  UserRow,
  WaitingRow,
  OutboxRow,
} from '../db/schema'

export type {
  AccountTokenRow,
  AuditRow,
  ExcursionRow,
  FairStartRow,
  FriendGroupRow,
  FriendMemberRow,
  PlacementRunRow,
  ProfileRow,
  RoundRow,
  SecondFactorRow,
  SessionRow,
  SubscriptionRow,
  UploadRow,
  UserRow,
  WaitingRow,
  OutboxRow,
}

/** A profile as written: every field but the identity may be left out (the table's defaults). */
export type ProfileInsert = Pick<ProfileRow, '_id' | 'user_id'> & Partial<ProfileRow>

/** The defaults of the profiles table (server/db/schema.ts). */
export const profileDefaults: Omit<ProfileRow, '_id' | 'user_id'> = {
  first_name: '',
  last_name: '',
  last_name_prefix: '',
  email: '',
  login_id: '',
  accept_privacy_policy: false,
  accept_reis_terms: false,
  accept_activity_terms: false,
  accept_keuzedelen_terms: false,
  nationality: '',
  bday: '',
  gender: '',
  document_type: '',
  document_number: '',
  document_issue_date: '',
  document_validity_date: '',
  document_country: '',
  document_first_name: '',
  document_surname: '',
  number: '',
  phone: '',
  grade: '',
  hours: null,
  mail_placement: true,
  mail_reminders: true,
}

/** A new session: when it was last used and its device start empty when not given. */
export type SessionInsert = Omit<SessionRow, 'last_used_at' | 'device'> &
  Partial<Pick<SessionRow, 'last_used_at' | 'device'>>

export type AuditInsert = Omit<AuditRow, 'id'>
/** A deleted person as the audit log names them from now on. */
export type DeletedPerson = { userId: string; recordIds: string[]; label: string }

export type WaitingInsert = Omit<WaitingRow, 'id'>
export type FairStartInsert = Omit<FairStartRow, 'id' | 'handled_at' | 'result' | 'subscription_id'>

/**
 * The lists a browser polls and may be answered `304 Not Modified` (README "ETag"): each has a
 * version that every change to what it shows raises, in the change's own transaction.
 */
export type VersionedList = 'excursions' | 'subscriptions'

/** What the excursion list is made of (server/rules/excursions.ts), read in one go. */
export type ExcursionListFacts = {
  rows: ExcursionRow[]
  rounds: RoundRow[]
  /** Per excursion that has any: its subscriptions, the placed ones, its waiting list's length. */
  subscribed: Map<string, number>
  placed: Map<string, number>
  waiting: Map<string, number>
  /** The caller's subscriptions (oldest first), and every entry of the waiting lists they are on. */
  own: SubscriptionRow[]
  lists: WaitingRow[]
}

/** What a sign-up is decided on (server/rules/subscriptions.ts), read in one go. */
export type SignUpFacts = {
  excursion: ExcursionRow
  /** The student's subscriptions in the excursion's scope, oldest first. */
  siblings: SubscriptionRow[]
  round: RoundRow | null
  profile: ProfileRow | null
  /** The excursion's subscriptions, and how many of them are placed (`placed_via` set). */
  subscribed: number
  placed: number
}

/** A mail as the outbox takes it: delivery's columns start at their defaults. */
export type OutboxInsert = Omit<OutboxRow, 'state' | 'attempts' | 'last_error' | 'sent_at'> &
  Partial<Pick<OutboxRow, 'state'>>

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

/**
 * The storage the rules work on: plain reads and writes, no rule of the product. Two
 * implementations: SQL through Drizzle (PGlite or PostgreSQL, server/store/sql.ts) and memory
 * (the demo backend in the browser and in vitest, server/store/memory.ts). Every method is
 * simple enough to be obviously the same in both; the rules (server/rules/) hold the logic.
 */
export interface Tx {
  newId(prefix: string): string

  /**
   * The current version of a list (read it before the list: then an answer's ETag is never newer
   * than its data). Every write to subscriptions, excursions, rounds, waiting lists or users
   * raises both lists' versions in its transaction.
   */
  dataVersion(list: VersionedList): Promise<number>

  /** A fair start's queue of a scope, in arrival order. */
  fairStartEntries(scope: string): Promise<FairStartRow[]>
  /** How many of a scope's queued sign-ups wait to be handled. */
  fairStartWaiting(scope: string): Promise<number>
  /** A student's entries of every scope, in arrival order. */
  fairStartEntriesOf(studentId: string): Promise<FairStartRow[]>
  insertFairStartEntry(row: FairStartInsert): Promise<FairStartRow>
  updateFairStartEntry(
    id: number,
    patch: Pick<FairStartRow, 'handled_at' | 'result' | 'subscription_id'>,
  ): Promise<void>

  userById(id: string): Promise<UserRow | null>
  /** By login id or the profile's e-mail address (both case-insensitive) or student number. */
  userByLogin(loginId: string): Promise<UserRow | null>
  listUsers(): Promise<UserRow[]>
  userIdsWithRole(role: Role): Promise<string[]>
  insertUser(row: UserRow): Promise<void>
  updateUser(id: string, patch: Partial<Omit<UserRow, '_id'>>): Promise<void>
  /** Removes the user with their profile, sessions and subscriptions (the foreign keys' cascade). */
  deleteUsers(ids: string[]): Promise<void>
  /**
   * Row locks, in one statement and one order for every transaction: users by id, then
   * excursions by id, then rounds by scope (server/rules/locks.ts).
   */
  lock(rows: { users?: string[]; excursions?: string[]; rounds?: string[] }): Promise<void>

  profileOfUser(userId: string): Promise<ProfileRow | null>
  profileById(id: string): Promise<ProfileRow | null>
  profileWithNumber(number: string): Promise<ProfileRow | null>
  listProfiles(): Promise<ProfileRow[]>
  insertProfile(row: ProfileInsert): Promise<ProfileRow>
  updateProfile(
    id: string,
    patch: Partial<Omit<ProfileRow, '_id' | 'user_id'>>,
  ): Promise<ProfileRow>

  /** A session with its user, in one read (every authenticated call asks this). */
  sessionWithUser(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null>
  insertSession(row: SessionInsert): Promise<void>
  /** A session in use: its new end and when it was used. */
  extendSession(tokenHash: string, expiresAt: string, usedAt: string): Promise<void>
  /** The sessions of a user (expired ones included until the clean-up), newest first. */
  sessionsOfUser(userId: string): Promise<SessionRow[]>
  deleteSession(tokenHash: string): Promise<void>
  deleteSessionsOfUser(userId: string, exceptTokenHash?: string): Promise<void>
  deleteSessionsExpiredBefore(at: string): Promise<number>

  /** The excursion list's inputs in one read (the polled list: one round trip). */
  excursionListFacts(
    filter: { id?: string; name?: string },
    userId: string | null,
  ): Promise<ExcursionListFacts>
  listExcursions(filter?: { id?: string; name?: string }): Promise<ExcursionRow[]>
  excursionById(id: string): Promise<ExcursionRow | null>
  excursionIdsInScopes(scopes: string[]): Promise<string[]>
  insertExcursion(row: ExcursionRow): Promise<void>
  updateExcursion(id: string, patch: Partial<Omit<ExcursionRow, '_id'>>): Promise<void>
  /** Removes the excursions with their subscriptions. */
  deleteExcursions(ids: string[]): Promise<void>

  listSubscriptions(filter?: {
    studentId?: string
    excursionId?: string
    scope?: string
  }): Promise<SubscriptionRow[]>
  /**
   * The same list as its JSON text (the overview of 10,000 subscriptions: made by the database),
   * each with `placed`: in `markedScopes` a subscription holds a place only when `placed_via` is
   * set (preference rounds); elsewhere every one does.
   */
  listSubscriptionsJson(filter?: { studentId?: string; markedScopes?: string[] }): Promise<string>
  subscriptionById(id: string): Promise<SubscriptionRow | null>
  subscriptionsOfStudent(studentId: string, scope?: string): Promise<SubscriptionRow[]>
  /** The number of subscriptions of each excursion that has any. */
  subscriptionCounts(): Promise<Map<string, number>>
  countSubscriptions(excursionId: string): Promise<number>
  /** The number of placed subscriptions (`placed_via` set) of each excursion that has any. */
  placedCounts(): Promise<Map<string, number>>
  countPlaced(excursionId: string): Promise<number>
  /**
   * A sign-up's facts in one read (the hot path: one round trip), taken after the student's and
   * the excursion's locks, so it sees what the transactions before them wrote. Null: no such
   * excursion.
   */
  signUpFacts(studentId: string, excursionId: string): Promise<SignUpFacts | null>
  insertSubscription(row: SubscriptionRow): Promise<void>
  updateSubscription(id: string, patch: Partial<Omit<SubscriptionRow, '_id'>>): Promise<void>
  deleteSubscriptions(ids: string[]): Promise<void>
  /** Removes every subscription in these scopes; answers how many went. */
  deleteSubscriptionsInScopes(scopes: string[]): Promise<number>

  listRounds(): Promise<RoundRow[]>
  roundByScope(scope: string): Promise<RoundRow | null>
  /** Inserts or replaces the round of `row.scope`. */
  saveRound(row: RoundRow): Promise<void>

  insertPlacementRun(row: PlacementRunRow): Promise<void>
  placementRunById(id: string): Promise<PlacementRunRow | null>
  updatePlacementRun(id: string, patch: Partial<Omit<PlacementRunRow, '_id'>>): Promise<void>

  /** The friend groups of a round (issue 27), oldest first. */
  friendGroups(scope: string): Promise<FriendGroupRow[]>
  friendGroupById(id: string): Promise<FriendGroupRow | null>
  insertFriendGroup(row: FriendGroupRow): Promise<void>
  updateFriendGroup(id: string, patch: Pick<FriendGroupRow, 'wishes'>): Promise<void>
  /** Removes the groups with their members and invitations. */
  deleteFriendGroups(ids: string[]): Promise<void>
  /** Members and invitations, filtered, oldest first (then by student id). */
  friendMembers(filter: {
    scope?: string
    groupId?: string
    studentId?: string
  }): Promise<FriendMemberRow[]>
  insertFriendMember(row: FriendMemberRow): Promise<void>
  updateFriendMember(
    groupId: string,
    studentId: string,
    patch: Pick<FriendMemberRow, 'state' | 'since'>,
  ): Promise<void>
  deleteFriendMember(groupId: string, studentId: string): Promise<void>

  /** Waiting-list entries, first in line first (by id), filtered by excursions and/or student. */
  waitingEntries(filter?: { excursionIds?: string[]; studentId?: string }): Promise<WaitingRow[]>
  /** The number of entries of each excursion that has any. */
  waitingCounts(): Promise<Map<string, number>>
  /** Appends entries in the given order (later ones are further back in line). */
  insertWaitingEntries(rows: WaitingInsert[]): Promise<WaitingRow[]>
  deleteWaitingEntries(ids: number[]): Promise<void>

  contentByName(name: string): Promise<string | null>
  setContent(name: string, content: string): Promise<void>
  settingByName(name: string): Promise<string | null>
  setSetting(name: string, value: string): Promise<void>

  insertUpload(row: UploadRow): Promise<void>
  uploadById(id: string): Promise<UploadRow | null>

  /** Appends a mail to the outbox (in the transaction of the change that causes it). */
  insertMail(row: OutboxInsert): Promise<OutboxRow>
  mailById(id: string): Promise<OutboxRow | null>
  /** Newest first. */
  listMails(filter: OutboxFilter): Promise<OutboxRow[]>
  /** The mails about one account, newest first ('Mijn gegevens downloaden'). */
  mailsOfUser(userId: string): Promise<OutboxRow[]>
  /**
   * Takes up to `limit` pending mails due at `now` (oldest due first) and leases them until
   * `leaseUntil` (their next attempt moves there, attempts + 1). Rows another transaction holds
   * are skipped (`FOR UPDATE SKIP LOCKED`), so two senders never take the same mail.
   */
  claimDueMails(now: string, leaseUntil: string, limit: number): Promise<OutboxRow[]>
  updateMail(id: string, patch: Partial<Omit<OutboxRow, '_id'>>): Promise<void>
  /** Removes the mails made before `at`, whatever their state (MAIL_RETENTION_DAYS). */
  deleteMailsBefore(at: string): Promise<number>

  insertAccountToken(row: AccountTokenRow): Promise<void>
  accountTokenByHash(tokenHash: string): Promise<AccountTokenRow | null>
  /** The unused tokens of a user of one kind (a printed code is checked against each). */
  openAccountTokens(userId: string, kind: string, now: string): Promise<AccountTokenRow[]>
  /**
   * Marks the token used if it is unused and unexpired, in one statement (two requests with one
   * link: one wins); answers the row, or null.
   */
  consumeAccountToken(id: string, now: string): Promise<AccountTokenRow | null>
  /**
   * Removes a user's unused tokens of these kinds (a new one replaces them; a new password ends
   * them). Used ones stay until they expire: a second use is told it was used.
   */
  deleteAccountTokens(userId: string, kinds: string[]): Promise<void>
  deleteAccountTokensExpiredBefore(at: string): Promise<number>

  secondFactorOf(userId: string): Promise<SecondFactorRow | null>
  /** Inserts or replaces the user's second factor. */
  saveSecondFactor(row: SecondFactorRow): Promise<void>
  /**
   * Takes a TOTP time step for the user if it is later than the last one taken, in one statement
   * (two requests with one code: one wins); answers whether it was taken.
   */
  takeSecondFactorStep(userId: string, step: number): Promise<boolean>
  /** Removes one recovery hash if present, in one statement; answers whether it was there. */
  takeRecoveryHash(userId: string, hash: string): Promise<boolean>
  deleteSecondFactor(userId: string): Promise<void>

  /** Written with the transaction's last statement (a rule never reads its own entry back). */
  insertAudit(row: AuditInsert): Promise<void>
  listAudit(filter: AuditFilter): Promise<AuditRow[]>
  deleteAuditBefore(at: string): Promise<number>
  /**
   * Deleted people (AVG): their entries keep the action, `label` takes their name, and the
   * values of the entries about `recordIds` (their account, their profile). One pass for all.
   */
  pseudonymiseAudit(people: DeletedPerson[]): Promise<void>
}

export type TransactionOptions = {
  /** How long a lock may be waited for before the transaction gives up (503, try again). */
  lockTimeoutMs?: number
}

export interface Store {
  /** Runs `work` in one transaction: all of its writes, or none. */
  transaction<T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>
  /** Runs reads (or a single write) outside a transaction. */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>
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
