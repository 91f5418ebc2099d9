import { eq, sql } from 'drizzle-orm'
import { auditLog, dataVersions, sessions, users } from '../db/schema'
import { SqlOps, type Database } from './ops-sql'
import { CoreTx } from './queries'
import { classifyDatabaseError, pgCode, RETRY_CODES } from './sql-errors'
import {
  excursionListOwnInOne,
  excursionListOwnOfMany,
  excursionListSharedInOne,
  lockInOneStatement,
  randomId,
  signUpFactsInOne,
  sqlSignUps,
  versionStripe,
} from './sql-hot'
import {
  type DeletedPerson,
  type ExcursionListOwn,
  type SignUps,
  type Store,
  type TransactionOptions,
  type RunOptions,
  type Tx,
  type VersionedList,
} from './store'
import { SessionCache, type SessionWithUser } from './session-cache'
import { CoalescedLookups, CoalescedVersions, LocalVersions, type Versions } from './versions'

export type { Database }
export { classifyDatabaseError }

/** Every list's version in one statement (CoalescedVersions). */
async function readVersions(db: Database): Promise<Versions> {
  const rows = await hotReadsOf(db).versions.execute()
  return new Map(rows.map((r) => [r.list as VersionedList, Number(r.v)]))
}

/** The sessions asked for at the same time, in one statement (CoalescedLookups). */
async function readSessions(db: Database, tokenHashes: string[]) {
  const rows = await hotReadsOf(db).sessions.execute({ tokenHashes })
  return new Map(rows.map((r) => [r.session.token_hash, r]))
}

/** A timestamptz column as the API's ISO text, made by the database. */
const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * The hot reads outside a transaction as prepared statements, built once per database: every
 * authenticated request looks its session up (the polls', several at once), every poll reads the
 * lists' versions. Drizzle builds
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
    sessions: db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users._id, sessions.user_id))
      .where(sql`${sessions.token_hash} = any(${sql.placeholder('tokenHashes')}::text[])`)
      .prepare('sessions_with_users'),
    versions: db
      .select({
        list: dataVersions.scope,
        v: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text`,
      })
      .from(dataVersions)
      .groupBy(dataVersions.scope)
      .prepare('data_versions'),
  }
}
const hotReads = new WeakMap<Database, ReturnType<typeof prepareHotReads>>()
function hotReadsOf(db: Database) {
  let prepared = hotReads.get(db)
  if (!prepared) hotReads.set(db, (prepared = prepareHotReads(db)))
  return prepared
}

/** What a store's transactions share: its kept sessions and the lists' versions. */
type Kept = {
  /** PGlite runs one transaction at a time: a row lock has nothing to wait for. */
  serial: boolean
  /** Told of every change to sessions and users; looked up through, outside a transaction. */
  sessions: SessionCache | null
  /** PGlite: the versions this process keeps. */
  local: LocalVersions | null
  /** PostgreSQL: the versions read for all the polls at the same time. */
  coalesced: CoalescedVersions | null
  /** PostgreSQL: the sessions of the polls looked up at the same time. */
  sessionReads: CoalescedLookups<SessionWithUser> | null
  /** PostgreSQL: the polls' own parts of the excursion list read at the same time. */
  ownReads: CoalescedLookups<ExcursionListOwn> | null
}

/** A statement outside a transaction (`run`): in the first lane or not, for a request since when. */
type Pooled = { first: boolean; since?: number }

class SqlTx extends CoreTx implements Tx {
  protected readonly ops: SqlOps

  constructor(
    private readonly db: Database,
    private readonly kept: Kept,
    /** Outside a transaction: the prepared hot reads apply (they run on the pool). */
    private readonly pooled: Pooled | null = null,
  ) {
    super()
    this.ops = new SqlOps(
      db,
      (lists) => this.touch(...lists),
      (table, keys) => kept.sessions?.changed(table, keys),
    )
  }

  private get serial() {
    return this.kept.serial
  }

  newId(prefix: string) {
    return randomId(prefix)
  }

  /** The lists this transaction changed: their versions are raised at its end. */
  private readonly touched = new Set<VersionedList>()
  /** The versions as read for this request (PostgreSQL, outside a transaction). */
  private versions: Promise<Versions> | undefined
  /** The lists whose versions `finish` raised. */
  readonly raised: VersionedList[] = []
  private touch(...lists: VersionedList[]) {
    for (const list of lists) this.touched.add(list)
  }

  /**
   * The transaction's last statement: its audit entries, and the versions of the lists it
   * changed raised (so the counters' row locks are held for the commit only, and taken after
   * every other lock), on a stripe at random (`versionStripe`). The raise is `raise_versions`
   * (migration 0010), as in a sign-up's one statement.
   */
  async finish() {
    if (!this.touched.size) return this.flushAudits()
    const stripe = versionStripe()
    const lists = [...this.touched].sort()
    this.touched.clear()
    this.raised.push(...lists)
    const raise = sql`select raise_versions(${sql.param(lists)}::text[], ${stripe}::integer)`
    if (!this.audits.length) return void (await this.db.execute(raise))
    const audits = this.db.insert(auditLog).values(this.audits.splice(0))
    await this.db.execute(sql`with audit as (${audits.getSQL()}) ${raise}`)
  }

  async dataVersion(list: VersionedList) {
    // Outside a transaction (a poll): kept by this process (PGlite), or read for all at once.
    if (this.pooled && this.kept.local) return this.kept.local.get(list)
    if (this.pooled && this.kept.coalesced) {
      // One read of them all, begun after this request arrived, serves each version it asks for.
      this.versions ??= this.kept.coalesced.get(this.pooled.since)
      return (await this.versions).get(list) ?? 0
    }
    const [row] = await this.db
      .select({ v: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text` })
      .from(dataVersions)
      .where(eq(dataVersions.scope, list))
    return Number(row?.v ?? 0)
  }

  async sessionWithUser(tokenHash: string) {
    if (!this.pooled) return super.sessionWithUser(tokenHash)
    const { first, since } = this.pooled
    // A poll's (PostgreSQL): the lists' versions are read beside its session, from its arrival on
    // (its list takes that read, CoalescedVersions), and its session with the others' at the time.
    if (first && since !== undefined) this.kept.coalesced?.get(since).catch(() => undefined)
    const batch = first ? this.kept.sessionReads : null
    const read = batch
      ? async () => (await batch.get(tokenHash)) ?? null
      : async () => (await hotReadsOf(this.db).session.execute({ tokenHash }))[0] ?? null
    return this.kept.sessions ? this.kept.sessions.through(tokenHash, read) : read()
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

  /** On PGlite (one transaction at a time) there is nothing to wait for: no lock is taken. */
  lock(rows: { users?: string[]; excursions?: string[]; rounds?: string[] }) {
    return this.serial ? Promise.resolve() : lockInOneStatement(this.db, rows)
  }
  excursionListShared(filter: { id?: string; name?: string }) {
    // A search by name is not a poll: the name filter is written once, in CoreTx.
    return filter.name
      ? super.excursionListShared(filter)
      : excursionListSharedInOne(this.db, filter)
  }
  excursionListOwn(userId: string | null) {
    if (!userId) return super.excursionListOwn(null)
    // A poll's (PostgreSQL): read with the others' that poll at the same time, after it asked.
    const batch = this.pooled?.first ? this.kept.ownReads : null
    if (!batch) return excursionListOwnInOne(this.db, userId)
    return batch.get(userId).then((own) => own ?? { own: [], lists: [] })
  }
  signUpFacts(studentId: string, excursionId: string) {
    return signUpFactsInOne(this.db, studentId, excursionId)
  }
  async pseudonymiseAudit(people: DeletedPerson[]) {
    if (!people.length) return
    await this.flushAudits()
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
      /**
       * Where `run(…, { first: true })` goes (issue 39): on PostgreSQL a pool of its own
       * (`db`), on PGlite the first lane of its statements (`wrap`, server/db/pglite-client.ts).
       */
      firstLane?: { db?: Database; wrap?: <T>(work: () => Promise<T>) => Promise<T> }
      /** PostgreSQL: how long a session looked up is kept (SESSION_CACHE_MS); 0: not kept. */
      sessionCacheMs?: number
    },
  ) {
    const ttl = options.sessionCacheMs ?? 0
    this.kept = {
      serial: options.serial,
      sessions: options.serial ? new SessionCache() : ttl > 0 ? new SessionCache(ttl) : null,
      local: options.serial ? new LocalVersions() : null,
      coalesced: options.serial
        ? null
        : new CoalescedVersions(() => readVersions(options.firstLane?.db ?? db)),
      sessionReads: options.serial
        ? null
        : new CoalescedLookups((keys) => readSessions(options.firstLane?.db ?? db, keys)),
      ownReads: options.serial
        ? null
        : new CoalescedLookups((keys) => excursionListOwnOfMany(options.firstLane?.db ?? db, keys)),
    }
    this.signUps = sqlSignUps(db, this.kept.local)
  }

  /** The sign-up's read and write, one statement each (./sql-hot.ts). */
  readonly signUps: SignUps

  /** Sessions and versions kept by this process (PGlite: exact; PostgreSQL: sessions briefly). */
  private readonly kept: Kept

  /** Transactions retried since start, by cause (the lock order's test asks: none). */
  readonly retried = { deadlock: 0, serialization: 0 }

  /** A statement ran beside the store (a test's, a check's): what is kept may be stale. */
  forgetCached() {
    this.kept.sessions?.forget()
    this.kept.local?.raiseAll()
  }

  private get serial() {
    return this.options.serial
  }

  async transaction<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}) {
    const lockTimeoutMs = options.lockTimeoutMs ?? this.options.lockTimeoutMs
    for (let attempt = 1; ; attempt++) {
      try {
        let raised: VersionedList[] = []
        const result = await this.db.transaction(async (tx) => {
          // The pool sets the usual lock time-out on every connection; only another needs a word.
          if (!this.serial && lockTimeoutMs !== this.options.lockTimeoutMs)
            await tx.execute(sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`)
          const sqlTx = new SqlTx(tx as unknown as Database, this.kept)
          const result = await work(sqlTx)
          await sqlTx.finish()
          raised = sqlTx.raised
          return result
        })
        // Committed: only now may a poll read the raised versions (never newer than the data).
        this.kept.local?.raised(raised)
        return result
      } catch (error) {
        const code = pgCode(error).code ?? ''
        if (code === '40P01') this.retried.deadlock++
        if (code === '40001') this.retried.serialization++
        if (attempt < 4 && RETRY_CODES.has(code)) continue
        throw classifyDatabaseError(error)
      }
    }
  }

  run<T>(work: (tx: Tx) => Promise<T>, options: RunOptions = {}) {
    const lane = options.first ? this.options.firstLane : undefined
    const go = async () => {
      try {
        const sqlTx = new SqlTx(lane?.db ?? this.db, this.kept, {
          first: !!options.first,
          since: options.since,
        })
        // Outside a transaction the bump follows the write: an ETag may then be older than its
        // data (one needless 200), never newer. What was written stays written, with its entries.
        try {
          return await work(sqlTx)
        } finally {
          try {
            await sqlTx.finish()
          } finally {
            this.kept.local?.raised(sqlTx.raised)
          }
        }
      } catch (error) {
        throw classifyDatabaseError(error)
      }
    }
    return lane?.wrap ? lane.wrap(go) : go()
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
