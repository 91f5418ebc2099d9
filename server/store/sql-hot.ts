// The hot path on SQL, one statement each (issue 26; docs/benchmarks.md "The hot path in
// statements"): the row locks of a transaction, the excursion list's inputs, and the sign-up's
// read and write (Store.signUps; its memory twin is sign-up-memory.ts). CoreTx (queries.ts)
// writes the same reads once over the table operations; these replace them on PGlite and
// PostgreSQL.
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm'
import {
  auditLog,
  excursions,
  profiles,
  rounds,
  subscriptions,
  users,
  waitingList,
} from '../db/schema'
import { listsOf } from './ops'
import type { Database } from './ops-sql'
import { classifyDatabaseError } from './sql-errors'
import type { SignUps } from './store'
import type { LocalVersions } from './versions'
import type {
  ExcursionListOwn,
  ExcursionListShared,
  SignUpFacts,
  SignUpWrite,
  SignUpWritten,
} from './types'

/** Random ids: several server instances make ids at once, so no counter. */
export function randomId(prefix: string): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz'
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return prefix + Array.from(bytes, (b) => alphabet[b % 36]).join('')
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

/** Row locks in one statement (SqlTx.lock on PostgreSQL). */
export async function lockInOneStatement(
  db: Database,
  rows: { users?: string[]; excursions?: string[]; rounds?: string[] },
) {
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
  await executePrepared(db, name, sql`select ${sql.join(parts, sql`, `)}`)
}

/** The excursion list's part for everyone in one statement (SqlTx.excursionListShared, without a name). */
export async function excursionListSharedInOne(
  db: Database,
  filter: { id?: string },
): Promise<ExcursionListShared> {
  const counts = (where: SQL, table: SQL = sql`subscriptions`) => sql`(
    select coalesce(json_object_agg(excursion_id, n), '{}') from (
      select excursion_id, count(*) as n from ${table} where ${where} group by excursion_id) c)`
  const query = sql`
    select
      (select coalesce(json_agg(row_to_json(e) order by e.id), '[]') from excursions e
        where ${filter.id ? sql`e.id = ${filter.id}` : sql`true`}) as rows,
      (select coalesce(json_agg(row_to_json(r) order by r.scope), '[]') from rounds r) as rounds,
      ${counts(sql`true`)} as subscribed,
      ${counts(sql`placed_via is not null`)} as placed,
      ${counts(sql`true`, sql`waiting_list`)} as waiting,
      (select coalesce(json_object_agg(student_id, m), '{}') from (
        select student_id, json_agg(json_build_array(excursion_id, placed_via is not null)) as m
        from subscriptions group by student_id) s) as members,
      (select coalesce(json_object_agg(student_id, m), '{}') from (
        select student_id, json_agg(excursion_id) as m from waiting_list group by student_id) w
      ) as waiters`
  // The poll (no filter) is prepared; a look-up by id has a text of its own.
  const result = await (filter.id
    ? db.execute(query)
    : executePrepared(db, 'excursion_list_shared', query))
  type Json = Record<string, unknown>
  const [found] = rowsOf<
    Record<'rows' | 'rounds', Json[]> &
      Record<'subscribed' | 'placed' | 'waiting', Record<string, number>> &
      Pick<ExcursionListShared, 'members' | 'waiters'>
  >(result)
  const map = (counts: Record<string, number>) => new Map(Object.entries(counts))
  return {
    rows: found!.rows.map((e) => rowFromJson(excursions, e)),
    rounds: found!.rounds.map((r) => rowFromJson(rounds, r)),
    subscribed: map(found!.subscribed),
    placed: map(found!.placed),
    waiting: map(found!.waiting),
    members: found!.members,
    waiters: found!.waiters,
  }
}

/** The caller's part of the excursion list in one statement (SqlTx.excursionListOwn). */
export async function excursionListOwnInOne(
  db: Database,
  userId: string,
): Promise<ExcursionListOwn> {
  const result = await executePrepared(
    db,
    'excursion_list_own',
    sql`
    select
      (select coalesce(json_agg(row_to_json(s) order by s.timestamp, s.id), '[]')
        from subscriptions s where s.student_id = ${userId}) as own,
      (select coalesce(json_agg(row_to_json(w) order by w.id), '[]') from waiting_list w
        where w.excursion_id in (
          select excursion_id from waiting_list where student_id = ${userId})) as lists`,
  )
  const [found] = rowsOf<Record<'own' | 'lists', Record<string, unknown>[]>>(result)
  return {
    own: found!.own.map((s) => rowFromJson(subscriptions, s)),
    lists: found!.lists.map((w) => rowFromJson(waitingList, w)),
  }
}

/**
 * The callers' parts of the excursion list in one statement, for polls asking at the same time
 * (issue 39, CoalescedLookups): each as `excursionListOwnInOne` reads it.
 */
export async function excursionListOwnOfMany(
  db: Database,
  userIds: string[],
): Promise<Map<string, ExcursionListOwn>> {
  const result = await executePrepared(
    db,
    'excursion_list_own_many',
    sql`
    select u.id as user_id,
      (select coalesce(json_agg(row_to_json(s) order by s.timestamp, s.id), '[]')
        from subscriptions s where s.student_id = u.id) as own,
      (select coalesce(json_agg(row_to_json(w) order by w.id), '[]') from waiting_list w
        where w.excursion_id in (
          select excursion_id from waiting_list where student_id = u.id)) as lists
    from unnest(${sql.param(userIds)}::text[]) as u(id)`,
  )
  const rows = rowsOf<{ user_id: string } & Record<'own' | 'lists', Record<string, unknown>[]>>(
    result,
  )
  return new Map(
    rows.map((found) => [
      found.user_id,
      {
        own: found.own.map((s) => rowFromJson(subscriptions, s)),
        lists: found.lists.map((w) => rowFromJson(waitingList, w)),
      },
    ]),
  )
}

/** A sign-up's facts as the database writes them (`sign_up_facts`, migrations 0010, 0014). */
function signUpFactsFromJson(found: Record<string, unknown> | null): SignUpFacts | null {
  if (!found) return null
  type Json = Record<string, unknown>
  const { excursion, siblings, round, profile } = found as Record<
    'excursion' | 'round' | 'profile',
    Json | null
  > & { siblings: Json[] }
  return {
    excursion: rowFromJson(excursions, excursion!),
    siblings: siblings.map((s) => rowFromJson(subscriptions, s)),
    round: round && rowFromJson(rounds, round),
    profile: profile && rowFromJson(profiles, profile),
    subscribed: Number(found.subscribed),
    placed: Number(found.placed),
    class_subscribed: Number(found.class_subscribed),
    class_placed: Number(found.class_placed),
    outside_subscribed: Number(found.outside_subscribed),
    outside_placed: Number(found.outside_placed),
    fingerprint: String(found.fingerprint),
  }
}

/** A sign-up's facts in one statement (SqlTx.signUpFacts): one statement, so one snapshot. */
export async function signUpFactsInOne(
  db: Database,
  studentId: string,
  excursionId: string,
): Promise<SignUpFacts | null> {
  const result = await executePrepared(
    db,
    'sign_up_facts',
    sql`select sign_up_facts(${studentId}, ${excursionId}) as facts`,
  )
  const [found] = rowsOf<{ facts: Record<string, unknown> | null }>(result)
  return signUpFactsFromJson(found?.facts ?? null)
}

/** A row by its SQL column names, as the database takes it from JSON (`jsonb_populate_record`). */
function rowToJson<T extends Table>(table: T, row: T['$inferInsert']): Record<string, unknown> {
  const json: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = (row as Record<string, unknown>)[key]
    // A jsonb value stays itself (its driver value would be its text: JSON inside JSON).
    json[column.name] =
      value === null || value === undefined || column.columnType === 'PgJsonb'
        ? (value ?? null)
        : column.mapToDriverValue(value)
  }
  return json
}

/**
 * The stripe of the lists' versions a write raises (`raise_versions`): one of 16 at random, so
 * parallel writes seldom wait for each other's raise.
 */
export const versionStripe = () => Math.floor(Math.random() * 16)

/** Store.signUps.write in one statement (`sign_up_write`, migrations 0010 and 0014). */
async function writeSignUpInOne(db: Database, write: SignUpWrite): Promise<SignUpWritten> {
  const stripe = versionStripe()
  const result = await executePrepared(
    db,
    'sign_up_write',
    sql`select sign_up_write(${write.fingerprint}, ${write.capacity?.count ?? null}::text,
      ${write.capacity?.of ?? null}::integer, ${JSON.stringify(write.limits ?? [])}::jsonb,
      ${JSON.stringify(rowToJson(subscriptions, write.row))}::jsonb,
      ${JSON.stringify(rowToJson(auditLog, write.audit))}::jsonb,
      ${sql.param(listsOf(subscriptions))}::text[], ${stripe}::integer) as answer`,
  )
  const [found] = rowsOf<{ answer: { facts: Record<string, unknown> | null } | null }>(result)
  const answer = found?.answer ?? null
  return answer ? { written: false, facts: signUpFactsFromJson(answer.facts) } : { written: true }
}

/**
 * Store.signUps on SQL: the read and the write, one statement each and no transaction around
 * them (`sign_up_write` is its own). On PGlite a write raises the versions this process keeps
 * (`local`), as a committed transaction does.
 */
export function sqlSignUps(db: Database, local: LocalVersions | null): SignUps {
  return {
    async read(studentId, excursionId) {
      try {
        return { facts: await signUpFactsInOne(db, studentId, excursionId), id: randomId('s-') }
      } catch (error) {
        throw classifyDatabaseError(error)
      }
    },
    async write(write) {
      try {
        const written = await writeSignUpInOne(db, write)
        if (written.written) local?.raised(listsOf(subscriptions))
        return written
      } catch (error) {
        throw classifyDatabaseError(error)
      }
    },
  }
}
