import type { Role } from '~contract/access'
import {
  accountTokens,
  auditLog,
  excursions,
  fairStartQueue,
  friendGroupMembers,
  friendGroups,
  outbox,
  placementRuns,
  profiles,
  rounds,
  secondFactors,
  schoolAccounts,
  idDataRetention,
  sessions,
  settings,
  subscriptions,
  uploads,
  users,
  waitingList,
  websiteContent,
} from '../db/schema'
import { consentQueries } from './consents'
import { excursionListOwnOf, excursionListSharedOf, signUpFactsOf } from './facts'
import type { TableOps } from './ops'
import type { AuditFilter, AuditInsert, OutboxFilter } from './store'
import type {
  AccountTokenRow,
  ExcursionRow,
  FairStartRow,
  FriendGroupRow,
  FriendMemberRow,
  OutboxRow,
  PlacementRunRow,
  ProfileRow,
  RoundRow,
  SecondFactorRow,
  SchoolAccountRow,
  IdDataRetentionRow,
  SessionRow,
  SubscriptionRow,
  UploadRow,
  UserRow,
  WaitingRow,
} from '../db/schema'

/** A profile as written: every field but the identity may be left out (the table's defaults). */
export type { ExcursionListOwn, ExcursionListShared, SignUpFacts } from './facts'

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

/**
 * The store's named queries, written once over the table operations (ops.ts); the SQL and the
 * memory store extend this with the few reads tuned for SQL. Their meaning is documented on the
 * `Tx` interface (store.ts).
 */
export abstract class CoreTx {
  protected abstract readonly ops: TableOps

  /** Parents' consents for trips (issue 44; their queries in ./consents.ts). */
  get consents() {
    return consentQueries(this.ops)
  }

  /**
   * Row locks, in one order for every transaction: users by id, then excursions by id, then
   * rounds by scope (server/rules/locks.ts). The SQL store takes them in one statement.
   */
  async lock(rows: { users?: string[]; excursions?: string[]; rounds?: string[] }) {
    if (rows.users?.length) await this.ops.lock(users, { _id: rows.users })
    if (rows.excursions?.length) await this.ops.lock(excursions, { _id: rows.excursions })
    if (rows.rounds?.length) await this.ops.lock(rounds, { scope: rows.rounds })
  }

  /**
   * A sign-up's facts in one read (the hot path: one round trip on SQL), taken after the
   * student's and the excursion's locks, so it sees what the transactions before them wrote.
   * Null: no such excursion.
   */
  signUpFacts(studentId: string, excursionId: string) {
    return signUpFactsOf(this, studentId, excursionId)
  }
  /**
   * The excursion list's inputs: the part that is the same for everyone, and the caller's own
   * part (the polled list: one round trip each on SQL).
   */
  excursionListShared(filter: { id?: string; name?: string }) {
    return excursionListSharedOf(this, filter)
  }
  excursionListOwn(userId: string | null) {
    return excursionListOwnOf(this, userId)
  }

  /** A fair start's queue of a scope, in arrival order. */
  readonly fairStartEntries = async (scope: string) =>
    this.ops.rows(fairStartQueue, { scope }, { orderBy: ['id'] })
  /** How many of a scope's queued sign-ups wait to be handled. */
  readonly fairStartWaiting = async (scope: string) =>
    this.ops.count(fairStartQueue, { scope, result: null })
  /** A student's entries of every scope, in arrival order. */
  readonly fairStartEntriesOf = async (studentId: string) =>
    this.ops.rows(fairStartQueue, { student_id: studentId }, { orderBy: ['id'] })
  async insertFairStartEntry(row: FairStartInsert) {
    const [inserted] = await this.ops.insert(fairStartQueue, [row])
    return inserted!
  }
  readonly updateFairStartEntry = async (
    id: number,
    patch: Pick<FairStartRow, 'handled_at' | 'result' | 'subscription_id'>,
  ) => void (await this.ops.update(fairStartQueue, { id }, patch))

  readonly userById = async (id: string) => this.ops.one(users, { _id: id })
  /** By login id or the profile's e-mail address (both case-insensitive) or student number. */
  async userByLogin(loginId: string) {
    const id = loginId.trim().toLowerCase()
    if (!id) return null
    const direct = await this.ops.one(users, { login_id: { lower: id } })
    if (direct) return direct
    const profile =
      (await this.ops.one(profiles, { email: { lower: id } })) ??
      (await this.ops.one(profiles, { number: id }))
    return profile && this.userById(profile.user_id)
  }
  readonly listUsers = async () => this.ops.rows(users, {}, { orderBy: ['created_at', '_id'] })
  readonly userIdsWithRole = async (role: Role) =>
    (await this.ops.rows(users, { role })).map((u) => u._id)
  readonly insertUser = async (row: UserRow) => void (await this.ops.insert(users, [row]))
  readonly updateUser = async (id: string, patch: Partial<Omit<UserRow, '_id'>>) =>
    void (await this.ops.update(users, { _id: id }, patch))
  /** Removes the user with their profile, sessions and subscriptions (the foreign keys' cascade). */
  readonly deleteUsers = async (ids: string[]) => void (await this.ops.delete(users, { _id: ids }))

  readonly profileOfUser = async (userId: string) => this.ops.one(profiles, { user_id: userId })
  readonly profileById = async (id: string) => this.ops.one(profiles, { _id: id })
  readonly profileWithNumber = async (number: string) =>
    number ? this.ops.one(profiles, { number }) : null
  readonly listProfiles = async () => this.ops.rows(profiles, {}, { orderBy: ['_id'] })
  async insertProfile(row: ProfileInsert) {
    const [inserted] = await this.ops.insert(profiles, [row])
    return inserted!
  }
  async updateProfile(id: string, patch: Partial<Omit<ProfileRow, '_id' | 'user_id'>>) {
    const [updated] = await this.ops.update(profiles, { _id: id }, patch)
    return updated!
  }

  readonly insertSession = async (row: SessionInsert) =>
    void (await this.ops.insert(sessions, [row]))
  /** A session in use: its new end and when it was used. */
  readonly extendSession = async (tokenHash: string, expiresAt: string, usedAt: string) =>
    void (await this.ops.update(
      sessions,
      { token_hash: tokenHash },
      { expires_at: expiresAt, last_used_at: usedAt },
    ))
  /** The sessions of a user (expired ones included until the clean-up), newest first. */
  readonly sessionsOfUser = async (userId: string) =>
    this.ops.rows(sessions, { user_id: userId }, { orderBy: ['-created_at', 'token_hash'] })
  readonly deleteSession = async (tokenHash: string) =>
    void (await this.ops.delete(sessions, { token_hash: tokenHash }))
  readonly deleteSessionsOfUser = async (userId: string, exceptTokenHash?: string) =>
    void (await this.ops.delete(sessions, {
      user_id: userId,
      token_hash: exceptTokenHash ? { ne: exceptTokenHash } : undefined,
    }))
  readonly deleteSessionsExpiredBefore = async (at: string) =>
    this.ops.delete(sessions, { expires_at: { lt: at } })

  /** The name search filters here, not in SQL: the excursions are a few hundred at most. */
  async listExcursions(filter: { id?: string; name?: string } = {}) {
    const rows = await this.ops.rows(
      excursions,
      { _id: filter.id || undefined },
      { orderBy: ['_id'] },
    )
    const name = filter.name?.toLowerCase()
    return name ? rows.filter((e) => e.name.toLowerCase().includes(name)) : rows
  }
  readonly excursionById = async (id: string) => this.ops.one(excursions, { _id: id })
  readonly excursionIdsInScopes = async (scopes: string[]) =>
    (await this.ops.rows(excursions, { scope: scopes })).map((e) => e._id)
  readonly insertExcursion = async (row: ExcursionRow) =>
    void (await this.ops.insert(excursions, [row]))
  readonly updateExcursion = async (id: string, patch: Partial<Omit<ExcursionRow, '_id'>>) =>
    void (await this.ops.update(excursions, { _id: id }, patch))
  /** Removes the excursions with their subscriptions. */
  readonly deleteExcursions = async (ids: string[]) =>
    void (await this.ops.delete(excursions, { _id: ids }))

  readonly listSubscriptions = async (
    filter: { studentId?: string; excursionId?: string; scope?: string } = {},
  ) =>
    this.ops.rows(
      subscriptions,
      {
        student_id: filter.studentId || undefined,
        excursion_id: filter.excursionId || undefined,
        scope: filter.scope || undefined,
      },
      { orderBy: ['timestamp', '_id'] },
    )
  readonly subscriptionById = async (id: string) => this.ops.one(subscriptions, { _id: id })
  readonly subscriptionsOfStudent = async (studentId: string, scope?: string) =>
    this.ops.rows(
      subscriptions,
      { student_id: studentId, scope },
      { orderBy: ['timestamp', '_id'] },
    )
  /** The number of subscriptions of each excursion that has any. */
  readonly subscriptionCounts = async () => this.ops.countBy(subscriptions, 'excursion_id')
  readonly countSubscriptions = async (excursionId: string) =>
    this.ops.count(subscriptions, { excursion_id: excursionId })
  /** The number of placed subscriptions (`placed_via` set) of each excursion that has any. */
  readonly placedCounts = async () =>
    this.ops.countBy(subscriptions, 'excursion_id', { placed_via: { isNull: false } })
  readonly countPlaced = async (excursionId: string) =>
    this.ops.count(subscriptions, {
      excursion_id: excursionId,
      placed_via: { isNull: false },
    })
  readonly insertSubscription = async (row: SubscriptionRow) =>
    void (await this.ops.insert(subscriptions, [row]))
  readonly updateSubscription = async (id: string, patch: Partial<Omit<SubscriptionRow, '_id'>>) =>
    void (await this.ops.update(subscriptions, { _id: id }, patch))
  readonly deleteSubscriptions = async (ids: string[]) =>
    void (await this.ops.delete(subscriptions, { _id: ids }))
  /** Removes every subscription in these scopes; answers how many went. */
  readonly deleteSubscriptionsInScopes = async (scopes: string[]) =>
    this.ops.delete(subscriptions, { scope: scopes })

  readonly listRounds = async () => this.ops.rows(rounds, {}, { orderBy: ['scope'] })
  readonly roundByScope = async (scope: string) => this.ops.one(rounds, { scope })
  /** Inserts or replaces the round of `row.scope`. */
  readonly saveRound = async (row: RoundRow) => void (await this.ops.upsert(rounds, row))

  readonly insertPlacementRun = async (row: PlacementRunRow) =>
    void (await this.ops.insert(placementRuns, [row]))
  readonly placementRunById = async (id: string) => this.ops.one(placementRuns, { _id: id })
  readonly updatePlacementRun = async (id: string, patch: Partial<Omit<PlacementRunRow, '_id'>>) =>
    void (await this.ops.update(placementRuns, { _id: id }, patch))

  /** The friend groups of a round (issue 27), oldest first. */
  readonly friendGroups = async (scope: string) =>
    this.ops.rows(friendGroups, { scope }, { orderBy: ['created_at', '_id'] })
  readonly friendGroupById = async (id: string) => this.ops.one(friendGroups, { _id: id })
  readonly insertFriendGroup = async (row: FriendGroupRow) =>
    void (await this.ops.insert(friendGroups, [row]))
  readonly updateFriendGroup = async (id: string, patch: Pick<FriendGroupRow, 'wishes'>) =>
    void (await this.ops.update(friendGroups, { _id: id }, patch))
  /** Removes the groups with their members and invitations. */
  readonly deleteFriendGroups = async (ids: string[]) =>
    void (await this.ops.delete(friendGroups, { _id: ids }))
  /** Members and invitations, filtered, oldest first (then by student id). */
  readonly friendMembers = async (filter: {
    scope?: string
    groupId?: string
    studentId?: string
  }) =>
    this.ops.rows(
      friendGroupMembers,
      { scope: filter.scope, group_id: filter.groupId, student_id: filter.studentId },
      { orderBy: ['since', 'student_id'] },
    )
  readonly insertFriendMember = async (row: FriendMemberRow) =>
    void (await this.ops.insert(friendGroupMembers, [row]))
  readonly updateFriendMember = async (
    groupId: string,
    studentId: string,
    patch: Pick<FriendMemberRow, 'state' | 'since'>,
  ) =>
    void (await this.ops.update(
      friendGroupMembers,
      { group_id: groupId, student_id: studentId },
      patch,
    ))
  readonly deleteFriendMember = async (groupId: string, studentId: string) =>
    void (await this.ops.delete(friendGroupMembers, { group_id: groupId, student_id: studentId }))

  /** Waiting-list entries, first in line first (by id), filtered by excursions and/or student. */
  readonly waitingEntries = async (filter: { excursionIds?: string[]; studentId?: string } = {}) =>
    this.ops.rows(
      waitingList,
      { excursion_id: filter.excursionIds, student_id: filter.studentId || undefined },
      { orderBy: ['id'] },
    )
  /** The number of entries of each excursion that has any. */
  readonly waitingCounts = async () => this.ops.countBy(waitingList, 'excursion_id')
  /** Appends entries in the given order (later ones are further back in line). */
  async insertWaitingEntries(rows: WaitingInsert[]) {
    // One statement: the serial ids follow the order of the rows.
    return (await this.ops.insert(waitingList, rows)).sort((a, b) => a.id - b.id)
  }
  readonly deleteWaitingEntries = async (ids: number[]) =>
    void (await this.ops.delete(waitingList, { id: ids }))

  readonly contentByName = async (name: string) =>
    (await this.ops.one(websiteContent, { name }))?.content ?? null
  readonly setContent = async (name: string, content: string) =>
    void (await this.ops.upsert(websiteContent, { name, content }))
  readonly settingByName = async (name: string) =>
    (await this.ops.one(settings, { name }))?.value ?? null
  readonly setSetting = async (name: string, value: string) =>
    void (await this.ops.upsert(settings, { name, value }))

  /** Not returning: the bytes need not come back. */
  readonly insertUpload = async (row: UploadRow) =>
    void (await this.ops.insert(uploads, [row], { returning: false }))
  async uploadById(id: string) {
    const row = await this.ops.one(uploads, { _id: id })
    // The driver's Buffer as the plain bytes the API sends.
    return row ? { ...row, bytes: new Uint8Array(row.bytes) } : null
  }

  /** The mails about one account, newest first ('Mijn gegevens downloaden'). */
  readonly mailsOfUser = async (userId: string) =>
    this.ops.rows(outbox, { user_id: userId }, { orderBy: ['-created_at', '-_id'] })
  /** Appends a mail to the outbox (in the transaction of the change that causes it). */
  async insertMail(row: OutboxInsert) {
    const [inserted] = await this.ops.insert(outbox, [row])
    return inserted!
  }
  readonly mailById = async (id: string) => this.ops.one(outbox, { _id: id })
  readonly updateMail = async (id: string, patch: Partial<Omit<OutboxRow, '_id'>>) =>
    void (await this.ops.update(outbox, { _id: id }, patch))
  /** Removes the mails made before `at`, whatever their state (MAIL_RETENTION_DAYS). */
  readonly deleteMailsBefore = async (at: string) =>
    this.ops.delete(outbox, { created_at: { lt: at } })

  readonly insertAccountToken = async (row: AccountTokenRow) =>
    void (await this.ops.insert(accountTokens, [row]))
  readonly accountTokenByHash = async (tokenHash: string) =>
    this.ops.one(accountTokens, { token_hash: tokenHash })
  /** The unused tokens of a user of one kind (a printed code is checked against each). */
  readonly openAccountTokens = async (userId: string, kind: string, now: string) =>
    this.ops.rows(
      accountTokens,
      { user_id: userId, kind, used_at: null, expires_at: { gt: now } },
      { orderBy: ['-created_at'] },
    )
  /**
   * Marks the token used if it is unused and unexpired, in one statement (two requests with one
   * link: one wins); answers the row, or null.
   */
  async consumeAccountToken(id: string, now: string) {
    // One statement: of two requests with one link, one finds it unused.
    const [row] = await this.ops.update(
      accountTokens,
      { _id: id, used_at: null, expires_at: { gt: now } },
      { used_at: now },
    )
    return row ?? null
  }
  /**
   * Gives an unused, unexpired token a new secret (a link mail's, as it is sent); answers whether
   * it was still open.
   */
  async rekeyAccountToken(id: string, tokenHash: string, now: string) {
    const rows = await this.ops.update(
      accountTokens,
      { _id: id, used_at: null, expires_at: { gt: now } },
      { token_hash: tokenHash },
    )
    return rows.length > 0
  }
  /**
   * Removes a user's unused tokens of these kinds (a new one replaces them; a new password ends
   * them). Used ones stay until they expire: a second use is told it was used.
   */
  readonly deleteAccountTokens = async (userId: string, kinds: string[]) =>
    void (await this.ops.delete(accountTokens, { user_id: userId, kind: kinds, used_at: null }))
  readonly deleteAccountTokensExpiredBefore = async (at: string) =>
    this.ops.delete(accountTokens, { expires_at: { lt: at } })

  readonly secondFactorOf = async (userId: string) =>
    this.ops.one(secondFactors, { user_id: userId })
  /** Inserts or replaces the user's second factor. */
  readonly saveSecondFactor = async (row: SecondFactorRow) =>
    void (await this.ops.upsert(secondFactors, row))
  /**
   * Takes a TOTP time step for the user if it is later than the last one taken, in one statement
   * (two requests with one code: one wins); answers whether it was taken.
   */
  async takeSecondFactorStep(userId: string, step: number) {
    // Each statement a claim on the old value: of two requests with one code, one takes it.
    const first = await this.ops.update(
      secondFactors,
      { user_id: userId, last_step: null },
      { last_step: step },
    )
    if (first.length) return true
    const later = await this.ops.update(
      secondFactors,
      { user_id: userId, last_step: { lt: step } },
      { last_step: step },
    )
    return later.length > 0
  }
  readonly deleteSecondFactor = async (userId: string) =>
    void (await this.ops.delete(secondFactors, { user_id: userId }))
  /**
   * Takes one code attempt from the user's second-factor counter (in a transaction: under the
   * row's lock, so parallel guesses cannot pass the limit): the attempts of the window so far,
   * this one included, or the window's start when `limit` were already taken. Null: no factor.
   */
  async takeCodeAttempt(userId: string, now: string, windowStart: string, limit: number) {
    await this.ops.lock(secondFactors, { user_id: userId })
    const row = await this.secondFactorOf(userId)
    if (!row) return null
    const current = row.failed_since !== null && row.failed_since > windowStart
    const taken = current ? row.failed_codes : 0
    if (taken >= limit) return { taken, since: row.failed_since!, refused: true }
    const since = current ? row.failed_since! : now
    await this.ops.update(
      secondFactors,
      { user_id: userId },
      { failed_codes: taken + 1, failed_since: since },
    )
    return { taken: taken + 1, since, refused: false }
  }
  /** A right code: the counter starts again. */
  readonly clearCodeAttempts = async (userId: string) =>
    void (await this.ops.update(
      secondFactors,
      { user_id: userId },
      { failed_codes: 0, failed_since: null },
    ))
  /** The (sealed) secret of the user's second factor, replaced. */
  readonly replaceSecondFactorSecret = async (userId: string, secret: string) =>
    void (await this.ops.update(secondFactors, { user_id: userId }, { secret }))

  /** The account a school account (issuer, subject) is bound to, if any. */
  readonly schoolAccountOf = async (issuer: string, subject: string) =>
    this.ops.one(schoolAccounts, { issuer, subject })
  /** The school account of this provider an account is bound to, if any. */
  readonly schoolAccountOfUser = async (userId: string, issuer: string) =>
    this.ops.one(schoolAccounts, { user_id: userId, issuer })
  readonly bindSchoolAccount = async (row: SchoolAccountRow) =>
    void (await this.ops.insert(schoolAccounts, [row]))

  /** When a student's ID data goes while no sign-up needs it (the daily clean-up keeps it). */
  readonly idDataRetentionOf = async (userId: string) =>
    this.ops.one(idDataRetention, { user_id: userId })
  readonly listIdDataRetention = async () => this.ops.rows(idDataRetention, {})
  readonly saveIdDataRetention = async (row: IdDataRetentionRow) =>
    void (await this.ops.upsert(idDataRetention, row))
  readonly deleteIdDataRetention = async (userId: string) =>
    void (await this.ops.delete(idDataRetention, { user_id: userId }))

  /** Removes one recovery hash if present (in a transaction: under the row's lock); answers whether it was there. */
  async takeRecoveryHash(userId: string, hash: string) {
    await this.ops.lock(secondFactors, { user_id: userId })
    const row = await this.secondFactorOf(userId)
    if (!row?.recovery_hashes.includes(hash)) return false
    const left = row.recovery_hashes.filter((h) => h !== hash)
    await this.ops.update(secondFactors, { user_id: userId }, { recovery_hashes: left })
    return true
  }

  /** A session with its user (every authenticated call asks this; SQL: one prepared read). */
  async sessionWithUser(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null> {
    const session = await this.ops.one(sessions, { token_hash: tokenHash })
    const user = session && (await this.userById(session.user_id))
    return session && user ? { session, user } : null
  }

  /** Mails, newest first (keyset paging on created_at, id). */
  readonly listMails = async (filter: OutboxFilter) =>
    this.ops.rows(
      outbox,
      { state: filter.state },
      {
        orderBy: ['-created_at', '-_id'],
        limit: filter.limit,
        after: filter.before && [filter.before.created_at, filter.before._id],
      },
    )
  /**
   * Takes up to `limit` pending mails due at `now` (oldest due first) and leases them until
   * `leaseUntil` (their next attempt moves there, attempts + 1). Rows another transaction holds
   * are passed over (`FOR UPDATE SKIP LOCKED`), so two senders never take the same mail.
   */
  async claimDueMails(now: string, leaseUntil: string, limit: number) {
    const due = await this.ops.rows(
      outbox,
      { state: 'pending', next_attempt_at: { lte: now } },
      { orderBy: ['next_attempt_at', '_id'], limit, skipLocked: true },
    )
    // One statement per count of attempts among them (mostly one): each count goes up by one.
    const claimed: OutboxRow[] = []
    for (const attempts of new Set(due.map((m) => m.attempts))) {
      const ids = due.filter((m) => m.attempts === attempts).map((m) => m._id)
      const lease = { next_attempt_at: leaseUntil, attempts: attempts + 1 }
      claimed.push(...(await this.ops.update(outbox, { _id: ids, attempts }, lease)))
    }
    return claimed.sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a._id.localeCompare(b._id),
    )
  }

  /** Audit entries wait for the transaction's end (a rule never reads its own entry back). */
  protected readonly audits: AuditInsert[] = []
  async insertAudit(row: AuditInsert) {
    this.audits.push(row)
  }
  /** Writes the entries waiting (before the log is read, and at the transaction's end). */
  async flushAudits() {
    if (this.audits.length)
      await this.ops.insert(auditLog, this.audits.splice(0), { returning: false })
  }
  /** Newest first (keyset paging on the id). */
  async listAudit(filter: AuditFilter) {
    await this.flushAudits()
    return this.ops.rows(
      auditLog,
      {
        id: filter.before === undefined ? undefined : { lt: filter.before },
        actor_id: filter.actorId,
        action: filter.action,
        record_type: filter.recordType,
        record_id: filter.recordId,
        at: { gte: filter.from, lte: filter.to },
      },
      { orderBy: ['-id'], limit: filter.limit },
    )
  }
  readonly deleteAuditBefore = async (at: string) => this.ops.delete(auditLog, { at: { lt: at } })
  /** The Logboek rows about these kinds of record (the daily run strips old ID values from them). */
  readonly auditRowsOfTypes = async (types: string[]) =>
    this.ops.rows(auditLog, { record_type: types })
  readonly updateAuditValues = async (id: number, before: unknown, after: unknown) =>
    void (await this.ops.update(auditLog, { id }, { before, after }))
}
