import type { Role } from '~contract/access'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  getTableColumns,
  sql,
  type SQL,
  type Table,
} from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import {
  accountTokens,
  auditLog,
  dataVersions,
  excursions,
  fairStartQueue,
  friendGroupMembers,
  friendGroups,
  outbox,
  placementRuns,
  profiles,
  rounds,
  secondFactors,
  sessions,
  settings,
  subscriptions,
  uploads,
  users,
  waitingList,
  websiteContent,
} from '../db/schema'
import {
  DatabaseUnavailable,
  InvalidData,
  LockTimeout,
  UniqueViolation,
  type AuditFilter,
  type AccountTokenRow,
  type AuditInsert,
  type DeletedPerson,
  type ExcursionListFacts,
  type ExcursionRow,
  type FairStartInsert,
  type FairStartRow,
  type FriendGroupRow,
  type FriendMemberRow,
  type OutboxFilter,
  type OutboxInsert,
  type OutboxRow,
  type PlacementRunRow,
  type ProfileInsert,
  type ProfileRow,
  type RoundRow,
  type SecondFactorRow,
  type SessionInsert,
  type SignUpFacts,
  type Store,
  type SubscriptionRow,
  type TransactionOptions,
  type Tx,
  type UploadRow,
  type UserRow,
  type VersionedList,
  type WaitingInsert,
} from './store'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<PgQueryResultHKT, any>

/** Random ids: several server instances make ids at once, so no counter. */
function randomId(prefix: string): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz'
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return prefix + Array.from(bytes, (b) => alphabet[b % 36]).join('')
}

/** The PostgreSQL error code of an error, wherever Drizzle or the driver put it, and all its messages. */
function pgCode(error: unknown): { code?: string; constraint?: string; message: string } {
  const messages: string[] = []
  let found: { code?: string; constraint?: string } = {}
  let e: unknown = error
  for (let depth = 0; e && depth < 6; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown }
    messages.push(String(candidate.message ?? ''))
    if (found.code === undefined && typeof candidate.code === 'string')
      found = {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      }
    e = (e as { cause?: unknown }).cause
  }
  return { ...found, message: messages.join(' | ') }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
])
const RETRY_CODES = new Set(['40001', '40P01']) // serialization failure, deadlock

/** Turns a driver error into the store's own errors (the app maps those to answers). */
export function classifyDatabaseError(error: unknown): unknown {
  if (
    error instanceof LockTimeout ||
    error instanceof DatabaseUnavailable ||
    error instanceof UniqueViolation ||
    error instanceof InvalidData
  )
    return error
  const { code, constraint, message } = pgCode(error)
  if (code === '55P03') return new LockTimeout()
  if (code === '23505') return new UniqueViolation(constraint ?? 'unique')
  // Data exceptions (class 22), a missing or refused value, a value too large for an index.
  if (code && (code.startsWith('22') || ['23502', '23514', '54000', '54001'].includes(code)))
    return new InvalidData(code, 'invalid')
  if (code === '23503') return new InvalidData(code, 'conflict')
  if (
    (code && CONNECTION_CODES.has(code)) ||
    /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended/i.test(
      message,
    )
  )
    return new DatabaseUnavailable(error)
  return error
}

/** The rows of a raw statement, as each driver answers them. */
const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]

/**
 * A raw statement of the hot path as a named prepared statement: PostgreSQL parses and plans it
 * once per connection (PGlite ignores the name). Through Drizzle's own session, so it runs in the
 * transaction like every other statement. Its text must be the same for every use of the name.
 */
function executePrepared(db: Database, name: string, query: SQL): Promise<unknown> {
  const drizzle = db as unknown as {
    dialect: { sqlToQuery(query: SQL): unknown }
    session: {
      prepareQuery(
        query: unknown,
        fields: undefined,
        name: string,
        arrayMode: false,
      ): {
        execute(): Promise<unknown>
      }
    }
  }
  return drizzle.session
    .prepareQuery(drizzle.dialect.sqlToQuery(query), undefined, name, false)
    .execute()
}

/** A row the database wrote as JSON (`row_to_json`), read as Drizzle reads the table's rows. */
function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T['$inferSelect']
}

/** A timestamptz column as the API's ISO text, made by the database. */
const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * The hot reads outside a transaction as prepared statements, built once per database: every
 * authenticated request looks its session up, every poll reads a list's version. Drizzle builds
 * their SQL once, and PostgreSQL parses and plans each once per connection.
 */
function prepareHotReads(db: Database) {
  return {
    session: db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users._id, sessions.user_id))
      .where(eq(sessions.token_hash, sql.placeholder('tokenHash')))
      .prepare('session_with_user'),
    version: db
      .select({ v: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text` })
      .from(dataVersions)
      .where(eq(dataVersions.scope, sql.placeholder('list')))
      .prepare('data_version'),
  }
}
const hotReads = new WeakMap<Database, ReturnType<typeof prepareHotReads>>()
function hotReadsOf(db: Database) {
  let prepared = hotReads.get(db)
  if (!prepared) hotReads.set(db, (prepared = prepareHotReads(db)))
  return prepared
}

class SqlTx implements Tx {
  constructor(
    private readonly db: Database,
    /** PGlite runs one transaction at a time: a row lock has nothing to wait for. */
    private readonly serial: boolean,
    /** Outside a transaction: the prepared hot reads apply (they run on the pool). */
    private readonly pooled = false,
  ) {}

  newId(prefix: string) {
    return randomId(prefix)
  }

  /** The lists this transaction changed: their versions are raised at its end. */
  private readonly touched = new Set<VersionedList>()
  private touch(...lists: VersionedList[]) {
    for (const list of lists) this.touched.add(list)
  }

  /** Audit entries wait for the transaction's last statement (a rule never reads its own back). */
  private readonly audits: AuditInsert[] = []
  private async writeAudits() {
    if (this.audits.length) await this.db.insert(auditLog).values(this.audits.splice(0))
  }

  /**
   * The transaction's last statement: its audit entries, and the versions of the lists it
   * changed raised (so the counters' row locks are held for the commit only, and taken after
   * every other lock). One of 16 stripes at random: parallel sign-ups seldom wait for each
   * other's bump.
   */
  async finish() {
    if (!this.touched.size) return this.writeAudits()
    const stripe = Math.floor(Math.random() * 16)
    const lists = [...this.touched].sort()
    this.touched.clear()
    const raise = this.db
      .insert(dataVersions)
      .values(lists.map((scope) => ({ scope, stripe, version: 1 })))
      .onConflictDoUpdate({
        target: [dataVersions.scope, dataVersions.stripe],
        set: { version: sql`${dataVersions.version} + 1` },
      })
    if (!this.audits.length) return void (await raise)
    const audits = this.db.insert(auditLog).values(this.audits.splice(0))
    await this.db.execute(sql`with audit as (${audits.getSQL()}) ${raise.getSQL()}`)
  }

  async dataVersion(list: VersionedList) {
    if (this.pooled) {
      const [row] = await hotReadsOf(this.db).version.execute({ list })
      return Number(row?.v ?? 0)
    }
    const [row] = await this.db
      .select({ v: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text` })
      .from(dataVersions)
      .where(eq(dataVersions.scope, list))
    return Number(row?.v ?? 0)
  }

  async fairStartEntries(scope: string) {
    return this.db
      .select()
      .from(fairStartQueue)
      .where(eq(fairStartQueue.scope, scope))
      .orderBy(asc(fairStartQueue.id))
  }
  async fairStartWaiting(scope: string) {
    const [row] = await this.db
      .select({ n: count() })
      .from(fairStartQueue)
      .where(and(eq(fairStartQueue.scope, scope), isNull(fairStartQueue.result)))
    return row?.n ?? 0
  }
  async fairStartEntriesOf(studentId: string) {
    return this.db
      .select()
      .from(fairStartQueue)
      .where(eq(fairStartQueue.student_id, studentId))
      .orderBy(asc(fairStartQueue.id))
  }
  async insertFairStartEntry(row: FairStartInsert): Promise<FairStartRow> {
    const [inserted] = await this.db.insert(fairStartQueue).values(row).returning()
    return inserted!
  }
  async updateFairStartEntry(
    id: number,
    patch: Pick<FairStartRow, 'handled_at' | 'result' | 'subscription_id'>,
  ) {
    await this.db.update(fairStartQueue).set(patch).where(eq(fairStartQueue.id, id))
  }

  async userById(id: string) {
    const [row] = await this.db.select().from(users).where(eq(users._id, id))
    return row ?? null
  }
  async userByLogin(loginId: string) {
    const id = loginId.trim().toLowerCase()
    if (!id) return null
    const [direct] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.login_id}) = ${id}`)
    if (direct) return direct
    const [viaProfile] = await this.db
      .select({ user: users })
      .from(profiles)
      .innerJoin(users, eq(users._id, profiles.user_id))
      .where(
        sql`lower(${profiles.email}) = ${id} or (${profiles.number} <> '' and ${profiles.number} = ${id})`,
      )
      .limit(1)
    return viaProfile?.user ?? null
  }
  async listUsers() {
    return this.db.select().from(users).orderBy(asc(users.created_at), asc(users._id))
  }
  async userIdsWithRole(role: Role) {
    const rows = await this.db.select({ id: users._id }).from(users).where(eq(users.role, role))
    return rows.map((r) => r.id)
  }
  async insertUser(row: UserRow) {
    await this.db.insert(users).values(row)
  }
  async updateUser(id: string, patch: Partial<Omit<UserRow, '_id'>>) {
    if (Object.keys(patch).length) await this.db.update(users).set(patch).where(eq(users._id, id))
  }
  async deleteUsers(ids: string[]) {
    this.touch('excursions', 'subscriptions')
    if (ids.length) await this.db.delete(users).where(inArray(users._id, ids))
  }
  async lock(rows: { users?: string[]; excursions?: string[]; rounds?: string[] }) {
    if (this.serial) return
    // Each kind a scalar subquery, evaluated left to right: the order of the columns is the
    // order of the locks, and one statement is one round trip.
    const kinds = [
      ['u', users, users._id, rows.users],
      ['e', excursions, excursions._id, rows.excursions],
      ['r', rounds, rounds.scope, rows.rounds],
    ] as const
    const taken = kinds.filter(([, , , ids]) => ids?.length)
    if (!taken.length) return
    // The ids as one array parameter: one text per combination of kinds, prepared once.
    const parts = taken.map(
      ([, table, key, ids]) =>
        sql`(select count(*) from (select 1 from ${table} where ${key} = any(${sql.param(ids)}) order by ${key} for update) locked)`,
    )
    const name = `lock_${taken.map(([kind]) => kind).join('')}`
    await executePrepared(this.db, name, sql`select ${sql.join(parts, sql`, `)}`)
  }

  async profileOfUser(userId: string) {
    const [row] = await this.db.select().from(profiles).where(eq(profiles.user_id, userId))
    return row ?? null
  }
  async profileById(id: string) {
    const [row] = await this.db.select().from(profiles).where(eq(profiles._id, id))
    return row ?? null
  }
  async profileWithNumber(number: string) {
    if (!number) return null
    const [row] = await this.db.select().from(profiles).where(eq(profiles.number, number))
    return row ?? null
  }
  async listProfiles() {
    return this.db.select().from(profiles).orderBy(asc(profiles._id))
  }
  async insertProfile(row: ProfileInsert) {
    const [inserted] = await this.db.insert(profiles).values(row).returning()
    return inserted!
  }
  async updateProfile(id: string, patch: Partial<Omit<ProfileRow, '_id' | 'user_id'>>) {
    if (!Object.keys(patch).length) return (await this.profileById(id))!
    const [updated] = await this.db
      .update(profiles)
      .set(patch)
      .where(eq(profiles._id, id))
      .returning()
    return updated!
  }

  async sessionWithUser(tokenHash: string) {
    if (this.pooled) {
      const [row] = await hotReadsOf(this.db).session.execute({ tokenHash })
      return row ?? null
    }
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users._id, sessions.user_id))
      .where(eq(sessions.token_hash, tokenHash))
    return row ?? null
  }
  async insertSession(row: SessionInsert) {
    await this.db.insert(sessions).values(row)
  }
  async extendSession(tokenHash: string, expiresAt: string, usedAt: string) {
    await this.db
      .update(sessions)
      .set({ expires_at: expiresAt, last_used_at: usedAt })
      .where(eq(sessions.token_hash, tokenHash))
  }
  async sessionsOfUser(userId: string) {
    return this.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_id, userId))
      .orderBy(desc(sessions.created_at), asc(sessions.token_hash))
  }
  async deleteSession(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.token_hash, tokenHash))
  }
  async deleteSessionsOfUser(userId: string, exceptTokenHash?: string) {
    await this.db
      .delete(sessions)
      .where(
        exceptTokenHash
          ? and(eq(sessions.user_id, userId), ne(sessions.token_hash, exceptTokenHash))
          : eq(sessions.user_id, userId),
      )
  }
  async deleteSessionsExpiredBefore(at: string) {
    const gone = await this.db
      .delete(sessions)
      .where(lt(sessions.expires_at, at))
      .returning({ h: sessions.token_hash })
    return gone.length
  }

  async excursionListFacts(
    filter: { id?: string; name?: string },
    userId: string | null,
  ): Promise<ExcursionListFacts> {
    const conditions = [sql`true`]
    if (filter.id) conditions.push(sql`e.id = ${filter.id}`)
    if (filter.name) conditions.push(sql`e.name ilike ${`%${escapeLike(filter.name)}%`}`)
    const counts = (where: SQL, table: SQL = sql`subscriptions`) => sql`(
      select coalesce(json_object_agg(excursion_id, n), '{}') from (
        select excursion_id, count(*) as n from ${table} where ${where} group by excursion_id) c)`
    const query = sql`
      select
        (select coalesce(json_agg(row_to_json(e) order by e.id), '[]') from excursions e
          where ${sql.join(conditions, sql` and `)}) as rows,
        (select coalesce(json_agg(row_to_json(r) order by r.scope), '[]') from rounds r) as rounds,
        ${counts(sql`true`)} as subscribed,
        ${counts(sql`placed_via is not null`)} as placed,
        ${counts(sql`true`, sql`waiting_list`)} as waiting,
        (select coalesce(json_agg(row_to_json(s) order by s.timestamp, s.id), '[]')
          from subscriptions s where s.student_id = ${userId}) as own,
        (select coalesce(json_agg(row_to_json(w) order by w.id), '[]') from waiting_list w
          where w.excursion_id in (
            select excursion_id from waiting_list where student_id = ${userId})) as lists`
    // The poll (no filter) is prepared; a search has a text of its own.
    const result = await (conditions.length === 1
      ? executePrepared(this.db, 'excursion_list_facts', query)
      : this.db.execute(query))
    type Json = Record<string, unknown>
    const [found] = rowsOf<
      Record<'rows' | 'rounds' | 'own' | 'lists', Json[]> &
        Record<'subscribed' | 'placed' | 'waiting', Record<string, number>>
    >(result)
    const map = (counts: Record<string, number>) => new Map(Object.entries(counts))
    return {
      rows: found!.rows.map((e) => rowFromJson(excursions, e)),
      rounds: found!.rounds.map((r) => rowFromJson(rounds, r)),
      subscribed: map(found!.subscribed),
      placed: map(found!.placed),
      waiting: map(found!.waiting),
      own: found!.own.map((s) => rowFromJson(subscriptions, s)),
      lists: found!.lists.map((w) => rowFromJson(waitingList, w)),
    }
  }
  async listExcursions(filter: { id?: string; name?: string } = {}) {
    const conditions: SQL[] = []
    if (filter.id) conditions.push(eq(excursions._id, filter.id))
    if (filter.name) conditions.push(ilike(excursions.name, `%${escapeLike(filter.name)}%`))
    return this.db
      .select()
      .from(excursions)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(excursions._id))
  }
  async excursionById(id: string) {
    const [row] = await this.db.select().from(excursions).where(eq(excursions._id, id))
    return row ?? null
  }
  async excursionIdsInScopes(scopes: string[]) {
    if (!scopes.length) return []
    const rows = await this.db
      .select({ id: excursions._id })
      .from(excursions)
      .where(inArray(excursions.scope, scopes))
    return rows.map((r) => r.id)
  }
  async insertExcursion(row: ExcursionRow) {
    this.touch('excursions')
    await this.db.insert(excursions).values(row)
  }
  async updateExcursion(id: string, patch: Partial<Omit<ExcursionRow, '_id'>>) {
    this.touch('excursions')
    if (Object.keys(patch).length)
      await this.db.update(excursions).set(patch).where(eq(excursions._id, id))
  }
  async deleteExcursions(ids: string[]) {
    this.touch('excursions', 'subscriptions')
    if (ids.length) await this.db.delete(excursions).where(inArray(excursions._id, ids))
  }

  async listSubscriptions(
    filter: { studentId?: string; excursionId?: string; scope?: string } = {},
  ) {
    const conditions: SQL[] = []
    if (filter.studentId) conditions.push(eq(subscriptions.student_id, filter.studentId))
    if (filter.excursionId) conditions.push(eq(subscriptions.excursion_id, filter.excursionId))
    if (filter.scope) conditions.push(eq(subscriptions.scope, filter.scope))
    return this.db
      .select()
      .from(subscriptions)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(subscriptions.timestamp), asc(subscriptions._id))
  }
  async listSubscriptionsJson(filter: { studentId?: string; markedScopes?: string[] } = {}) {
    const marked = filter.markedScopes?.length
      ? sql`scope in (${sql.join(
          filter.markedScopes.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql`false`
    const rows = await this.db.execute<{ json: string }>(sql`
      select coalesce(json_agg(t order by t.timestamp, t._id), '[]')::text as json from (
        select id as _id, excursion_id, student_id, scope, preference,
          ${sql.raw(isoText('timestamp'))} as timestamp, payed, placed_via, placed_rank,
          (not (${marked}) or placed_via is not null) as placed
        from subscriptions
        ${filter.studentId ? sql`where student_id = ${filter.studentId}` : sql``}
      ) t`)
    const first = (
      Array.isArray(rows) ? rows[0] : (rows as { rows: { json: string }[] }).rows[0]
    ) as { json: string } | undefined
    return first?.json ?? '[]'
  }
  async subscriptionById(id: string) {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions._id, id))
    return row ?? null
  }
  async subscriptionsOfStudent(studentId: string, scope?: string) {
    return this.db
      .select()
      .from(subscriptions)
      .where(
        scope === undefined
          ? eq(subscriptions.student_id, studentId)
          : and(eq(subscriptions.student_id, studentId), eq(subscriptions.scope, scope)),
      )
      .orderBy(asc(subscriptions.timestamp), asc(subscriptions._id))
  }
  async subscriptionCounts() {
    const rows = await this.db
      .select({ id: subscriptions.excursion_id, n: count() })
      .from(subscriptions)
      .groupBy(subscriptions.excursion_id)
    return new Map(rows.map((r) => [r.id, r.n]))
  }
  async countSubscriptions(excursionId: string) {
    const [row] = await this.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.excursion_id, excursionId))
    return row?.n ?? 0
  }
  async placedCounts() {
    const rows = await this.db
      .select({ id: subscriptions.excursion_id, n: count() })
      .from(subscriptions)
      .where(isNotNull(subscriptions.placed_via))
      .groupBy(subscriptions.excursion_id)
    return new Map(rows.map((r) => [r.id, r.n]))
  }
  async countPlaced(excursionId: string) {
    const [row] = await this.db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.excursion_id, excursionId), isNotNull(subscriptions.placed_via)))
    return row?.n ?? 0
  }
  async signUpFacts(studentId: string, excursionId: string): Promise<SignUpFacts | null> {
    // One statement, so one snapshot: taken after the locks (an earlier statement), it sees every
    // sign-up committed before them.
    const result = await executePrepared(
      this.db,
      'sign_up_facts',
      sql`
      with e as (select * from excursions where id = ${excursionId})
      select row_to_json(e) as excursion,
        (select coalesce(json_agg(row_to_json(s) order by s.timestamp, s.id), '[]')
          from subscriptions s where s.student_id = ${studentId} and s.scope = e.scope) as siblings,
        (select row_to_json(r) from rounds r where r.scope = e.scope) as round,
        (select row_to_json(p) from profiles p where p.user_id = ${studentId}) as profile,
        (select count(*) from subscriptions s where s.excursion_id = e.id)::int as subscribed,
        (select count(*) from subscriptions s
          where s.excursion_id = e.id and s.placed_via is not null)::int as placed
      from e`,
    )
    type Json = Record<string, unknown>
    const [found] = rowsOf<{
      excursion: Json
      siblings: Json[]
      round: Json | null
      profile: Json | null
      subscribed: number
      placed: number
    }>(result)
    if (!found) return null
    return {
      excursion: rowFromJson(excursions, found.excursion),
      siblings: found.siblings.map((s) => rowFromJson(subscriptions, s)),
      round: found.round && rowFromJson(rounds, found.round),
      profile: found.profile && rowFromJson(profiles, found.profile),
      subscribed: found.subscribed,
      placed: found.placed,
    }
  }
  async insertSubscription(row: SubscriptionRow) {
    this.touch('excursions', 'subscriptions')
    await this.db.insert(subscriptions).values(row)
  }
  async updateSubscription(id: string, patch: Partial<Omit<SubscriptionRow, '_id'>>) {
    this.touch('excursions', 'subscriptions')
    if (Object.keys(patch).length)
      await this.db.update(subscriptions).set(patch).where(eq(subscriptions._id, id))
  }
  async deleteSubscriptions(ids: string[]) {
    this.touch('excursions', 'subscriptions')
    if (ids.length) await this.db.delete(subscriptions).where(inArray(subscriptions._id, ids))
  }
  async deleteSubscriptionsInScopes(scopes: string[]) {
    this.touch('excursions', 'subscriptions')
    if (!scopes.length) return 0
    const gone = await this.db
      .delete(subscriptions)
      .where(inArray(subscriptions.scope, scopes))
      .returning({ id: subscriptions._id })
    return gone.length
  }

  async listRounds() {
    return this.db.select().from(rounds).orderBy(asc(rounds.scope))
  }
  async roundByScope(scope: string) {
    const [row] = await this.db.select().from(rounds).where(eq(rounds.scope, scope))
    return row ?? null
  }
  async saveRound(row: RoundRow) {
    this.touch('excursions', 'subscriptions')
    const { scope: _scope, ...rest } = row
    await this.db.insert(rounds).values(row).onConflictDoUpdate({ target: rounds.scope, set: rest })
  }

  async insertPlacementRun(row: PlacementRunRow) {
    await this.db.insert(placementRuns).values(row)
  }
  async placementRunById(id: string) {
    const [row] = await this.db.select().from(placementRuns).where(eq(placementRuns._id, id))
    return row ?? null
  }
  async updatePlacementRun(id: string, patch: Partial<Omit<PlacementRunRow, '_id'>>) {
    if (Object.keys(patch).length)
      await this.db.update(placementRuns).set(patch).where(eq(placementRuns._id, id))
  }

  async friendGroups(scope: string) {
    return this.db
      .select()
      .from(friendGroups)
      .where(eq(friendGroups.scope, scope))
      .orderBy(asc(friendGroups.created_at), asc(friendGroups._id))
  }
  async friendGroupById(id: string) {
    const [row] = await this.db.select().from(friendGroups).where(eq(friendGroups._id, id))
    return row ?? null
  }
  async insertFriendGroup(row: FriendGroupRow) {
    await this.db.insert(friendGroups).values(row)
  }
  async updateFriendGroup(id: string, patch: Pick<FriendGroupRow, 'wishes'>) {
    await this.db.update(friendGroups).set(patch).where(eq(friendGroups._id, id))
  }
  async deleteFriendGroups(ids: string[]) {
    if (ids.length) await this.db.delete(friendGroups).where(inArray(friendGroups._id, ids))
  }
  async friendMembers(filter: { scope?: string; groupId?: string; studentId?: string }) {
    const m = friendGroupMembers
    const conditions: SQL[] = []
    if (filter.scope !== undefined) conditions.push(eq(m.scope, filter.scope))
    if (filter.groupId !== undefined) conditions.push(eq(m.group_id, filter.groupId))
    if (filter.studentId !== undefined) conditions.push(eq(m.student_id, filter.studentId))
    return this.db
      .select()
      .from(m)
      .where(and(...conditions))
      .orderBy(asc(m.since), asc(m.student_id))
  }
  async insertFriendMember(row: FriendMemberRow) {
    await this.db.insert(friendGroupMembers).values(row)
  }
  async updateFriendMember(
    groupId: string,
    studentId: string,
    patch: Pick<FriendMemberRow, 'state' | 'since'>,
  ) {
    const m = friendGroupMembers
    await this.db
      .update(m)
      .set(patch)
      .where(and(eq(m.group_id, groupId), eq(m.student_id, studentId)))
  }
  async deleteFriendMember(groupId: string, studentId: string) {
    const m = friendGroupMembers
    await this.db.delete(m).where(and(eq(m.group_id, groupId), eq(m.student_id, studentId)))
  }

  async waitingEntries(filter: { excursionIds?: string[]; studentId?: string } = {}) {
    const conditions: SQL[] = []
    if (filter.excursionIds) {
      if (!filter.excursionIds.length) return []
      conditions.push(inArray(waitingList.excursion_id, filter.excursionIds))
    }
    if (filter.studentId) conditions.push(eq(waitingList.student_id, filter.studentId))
    return this.db
      .select()
      .from(waitingList)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(waitingList.id))
  }
  async waitingCounts() {
    const rows = await this.db
      .select({ id: waitingList.excursion_id, n: count() })
      .from(waitingList)
      .groupBy(waitingList.excursion_id)
    return new Map(rows.map((r) => [r.id, r.n]))
  }
  async insertWaitingEntries(rows: WaitingInsert[]) {
    this.touch('excursions')
    if (!rows.length) return []
    // One statement: the serial ids follow the order of the rows.
    const added = await this.db.insert(waitingList).values(rows).returning()
    return added.sort((a, b) => a.id - b.id)
  }
  async deleteWaitingEntries(ids: number[]) {
    this.touch('excursions')
    if (ids.length) await this.db.delete(waitingList).where(inArray(waitingList.id, ids))
  }

  async contentByName(name: string) {
    const [row] = await this.db
      .select({ content: websiteContent.content })
      .from(websiteContent)
      .where(eq(websiteContent.name, name))
    return row?.content ?? null
  }
  async setContent(name: string, content: string) {
    await this.db
      .insert(websiteContent)
      .values({ name, content })
      .onConflictDoUpdate({ target: websiteContent.name, set: { content } })
  }
  async settingByName(name: string) {
    const [row] = await this.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.name, name))
    return row?.value ?? null
  }
  async setSetting(name: string, value: string) {
    await this.db
      .insert(settings)
      .values({ name, value })
      .onConflictDoUpdate({ target: settings.name, set: { value } })
  }

  async insertUpload(row: UploadRow) {
    await this.db.insert(uploads).values(row)
  }
  async uploadById(id: string) {
    const [row] = await this.db.select().from(uploads).where(eq(uploads._id, id))
    return row ? { ...row, bytes: new Uint8Array(row.bytes) } : null
  }

  async mailsOfUser(userId: string) {
    return this.db
      .select()
      .from(outbox)
      .where(eq(outbox.user_id, userId))
      .orderBy(desc(outbox.created_at), desc(outbox._id))
  }
  async insertMail(row: OutboxInsert) {
    const [inserted] = await this.db.insert(outbox).values(row).returning()
    return inserted!
  }
  async mailById(id: string) {
    const [row] = await this.db.select().from(outbox).where(eq(outbox._id, id))
    return row ?? null
  }
  async listMails(filter: OutboxFilter) {
    const conditions: SQL[] = []
    if (filter.state !== undefined) conditions.push(eq(outbox.state, filter.state))
    if (filter.before)
      conditions.push(
        sql`(${outbox.created_at}, ${outbox._id}) < (${filter.before.created_at}, ${filter.before._id})`,
      )
    return this.db
      .select()
      .from(outbox)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(outbox.created_at), desc(outbox._id))
      .limit(filter.limit)
  }
  async claimDueMails(now: string, leaseUntil: string, limit: number) {
    // One statement: the rows are locked as they are chosen, a row another sender holds is
    // passed over, and the lease is written before the lock goes (at commit).
    const due = this.db
      .select({ id: outbox._id })
      .from(outbox)
      .where(and(eq(outbox.state, 'pending'), lte(outbox.next_attempt_at, now)))
      .orderBy(asc(outbox.next_attempt_at), asc(outbox._id))
      .limit(limit)
      .for('update', { skipLocked: true })
    const claimed = await this.db
      .update(outbox)
      .set({ next_attempt_at: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox._id, due))
      .returning()
    return claimed.sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a._id.localeCompare(b._id),
    )
  }
  async updateMail(id: string, patch: Partial<Omit<OutboxRow, '_id'>>) {
    if (Object.keys(patch).length) await this.db.update(outbox).set(patch).where(eq(outbox._id, id))
  }

  async insertAccountToken(row: AccountTokenRow) {
    await this.db.insert(accountTokens).values(row)
  }
  async accountTokenByHash(tokenHash: string) {
    const [row] = await this.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.token_hash, tokenHash))
    return row ?? null
  }
  async openAccountTokens(userId: string, kind: string, now: string) {
    return this.db
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.user_id, userId),
          eq(accountTokens.kind, kind),
          isNull(accountTokens.used_at),
          gt(accountTokens.expires_at, now),
        ),
      )
      .orderBy(desc(accountTokens.created_at))
  }
  async secondFactorOf(userId: string) {
    const [row] = await this.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.user_id, userId))
    return row ?? null
  }
  async saveSecondFactor(row: SecondFactorRow) {
    const { user_id: _, ...rest } = row
    await this.db
      .insert(secondFactors)
      .values(row)
      .onConflictDoUpdate({ target: secondFactors.user_id, set: rest })
  }
  async takeSecondFactorStep(userId: string, step: number) {
    const taken = await this.db
      .update(secondFactors)
      .set({ last_step: step })
      .where(
        and(
          eq(secondFactors.user_id, userId),
          sql`coalesce(${secondFactors.last_step}, -1) < ${step}`,
        ),
      )
      .returning({ id: secondFactors.user_id })
    return taken.length > 0
  }
  async takeRecoveryHash(userId: string, hash: string) {
    // jsonb `-` removes the text from the array; `?` checks it was there (one statement: one use).
    const taken = await this.db
      .update(secondFactors)
      .set({ recovery_hashes: sql`${secondFactors.recovery_hashes} - ${hash}::text` })
      .where(
        and(
          eq(secondFactors.user_id, userId),
          sql`${secondFactors.recovery_hashes} \? ${hash}::text`,
        ),
      )
      .returning({ id: secondFactors.user_id })
    return taken.length > 0
  }
  async deleteSecondFactor(userId: string) {
    await this.db.delete(secondFactors).where(eq(secondFactors.user_id, userId))
  }

  async consumeAccountToken(id: string, now: string) {
    const [row] = await this.db
      .update(accountTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(accountTokens._id, id),
          isNull(accountTokens.used_at),
          gt(accountTokens.expires_at, now),
        ),
      )
      .returning()
    return row ?? null
  }
  async deleteAccountTokens(userId: string, kinds: string[]) {
    if (kinds.length)
      await this.db
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.user_id, userId),
            inArray(accountTokens.kind, kinds),
            isNull(accountTokens.used_at),
          ),
        )
  }
  async deleteMailsBefore(at: string) {
    const gone = await this.db
      .delete(outbox)
      .where(lt(outbox.created_at, at))
      .returning({ id: outbox._id })
    return gone.length
  }
  async deleteAccountTokensExpiredBefore(at: string) {
    const gone = await this.db
      .delete(accountTokens)
      .where(lt(accountTokens.expires_at, at))
      .returning({ id: accountTokens._id })
    return gone.length
  }

  async insertAudit(row: AuditInsert) {
    this.audits.push(row)
  }
  async listAudit(filter: AuditFilter) {
    await this.writeAudits()
    const conditions: SQL[] = []
    if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before))
    if (filter.actorId !== undefined) conditions.push(eq(auditLog.actor_id, filter.actorId))
    if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action))
    if (filter.recordType !== undefined)
      conditions.push(eq(auditLog.record_type, filter.recordType))
    if (filter.recordId !== undefined) conditions.push(eq(auditLog.record_id, filter.recordId))
    if (filter.from !== undefined) conditions.push(gte(auditLog.at, filter.from))
    if (filter.to !== undefined) conditions.push(lte(auditLog.at, filter.to))
    return this.db
      .select()
      .from(auditLog)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(filter.limit)
  }
  async pseudonymiseAudit(people: DeletedPerson[]) {
    if (!people.length) return
    await this.writeAudits()
    const texts = (values: string[]) =>
      sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    await this.db.execute(sql`
      update audit_log a set actor_login = p.label
      from unnest(${texts(people.map((p) => p.userId))}, ${texts(people.map((p) => p.label))})
        as p(id, label)
      where a.actor_id = p.id`)
    const records = people.flatMap((p) => p.recordIds.map((id) => ({ id, label: p.label })))
    await this.db.execute(sql`
      update audit_log a set
        before = case when a.before is null then null else to_jsonb(p.label) end,
        after = case when a.after is null then null else to_jsonb(p.label) end
      from unnest(${texts(records.map((r) => r.id))}, ${texts(records.map((r) => r.label))})
        as p(id, label)
      where a.record_id = p.id`)
  }
  async deleteAuditBefore(at: string) {
    await this.writeAudits()
    const gone = await this.db
      .delete(auditLog)
      .where(lt(auditLog.at, at))
      .returning({ id: auditLog.id })
    return gone.length
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The store on a real database (PGlite or PostgreSQL). Each transaction sets its own lock
 * time-out; a deadlock or serialization failure is retried a few times, a lock time-out is
 * answered (503, try again), never waited out.
 */
export class SqlStore implements Store {
  constructor(
    private readonly db: Database,
    private readonly options: {
      lockTimeoutMs: number
      /** PGlite: one transaction at a time, so no locks to take and no time-out to set. */
      serial: boolean
      close: () => Promise<void>
    },
  ) {}

  /** Transactions retried since start, by cause (the lock order's test asks: none). */
  readonly retried = { deadlock: 0, serialization: 0 }

  private get serial() {
    return this.options.serial
  }

  async transaction<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}) {
    const lockTimeoutMs = options.lockTimeoutMs ?? this.options.lockTimeoutMs
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          // The pool sets the usual lock time-out on every connection; only another needs a word.
          if (!this.serial && lockTimeoutMs !== this.options.lockTimeoutMs)
            await tx.execute(sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`)
          const sqlTx = new SqlTx(tx as unknown as Database, this.serial)
          const result = await work(sqlTx)
          await sqlTx.finish()
          return result
        })
      } catch (error) {
        const code = pgCode(error).code ?? ''
        if (code === '40P01') this.retried.deadlock++
        if (code === '40001') this.retried.serialization++
        if (attempt < 4 && RETRY_CODES.has(code)) continue
        throw classifyDatabaseError(error)
      }
    }
  }

  async run<T>(work: (tx: Tx) => Promise<T>) {
    try {
      const sqlTx = new SqlTx(this.db, this.serial, true)
      // Outside a transaction the bump follows the write: an ETag may then be older than its
      // data (one needless 200), never newer. What was written stays written, with its entries.
      try {
        return await work(sqlTx)
      } finally {
        await sqlTx.finish()
      }
    } catch (error) {
      throw classifyDatabaseError(error)
    }
  }

  async ping() {
    try {
      await this.db.execute(sql`select 1`)
    } catch (error) {
      throw classifyDatabaseError(error)
    }
  }

  close() {
    return this.options.close()
  }
}
