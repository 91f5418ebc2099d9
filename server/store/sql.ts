import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  sql,
  type SQL,
  type Table,
} from 'drizzle-orm'
import {
  auditLog,
  dataVersions,
  excursions,
  outbox,
  profiles,
  rounds,
  secondFactors,
  sessions,
  subscriptions,
  users,
  waitingList,
} from '../db/schema'
import { SqlOps, type Database } from './ops-sql'
import { CoreTx } from './queries'
import {
  DatabaseUnavailable,
  InvalidData,
  LockTimeout,
  UniqueViolation,
  type AuditFilter,
  type AuditInsert,
  type DeletedPerson,
  type ExcursionListFacts,
  type OutboxFilter,
  type SignUpFacts,
  type Store,
  type TransactionOptions,
  type Tx,
  type VersionedList,
} from './store'

export type { Database }

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

class SqlTx extends CoreTx implements Tx {
  protected readonly ops: SqlOps

  constructor(
    private readonly db: Database,
    /** PGlite runs one transaction at a time: a row lock has nothing to wait for. */
    private readonly serial: boolean,
    /** Outside a transaction: the prepared hot reads apply (they run on the pool). */
    private readonly pooled = false,
  ) {
    super()
    this.ops = new SqlOps(db, this.serial, (lists) => this.touch(...lists))
  }

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

  async excursionListFacts(
    filter: { id?: string; name?: string },
    userId: string | null,
  ): Promise<ExcursionListFacts> {
    // A search by name is not a poll: the name filter is written once, in CoreTx.
    if (filter.name) return super.excursionListFacts(filter, userId)
    const conditions = [sql`true`]
    if (filter.id) conditions.push(sql`e.id = ${filter.id}`)
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
    // The poll (no filter) is prepared; a look-up by id has a text of its own.
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
}

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
