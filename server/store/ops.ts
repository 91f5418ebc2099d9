import { getTableColumns, is, SQL } from 'drizzle-orm'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import { excursions, rounds, schemaTables, subscriptions, waitingList } from '../db/schema'

/**
 * The store's seam: a handful of operations on the Drizzle table objects, with two adapters
 * (SQL in ops-sql.ts, memory in ops-memory.ts). The named queries (queries.ts) are written once
 * on top of them; the memory adapter reads the constraints from the schema.
 */

/**
 * The lists a browser polls and may be answered `304 Not Modified`
 * (docs/polling.md "Conditional polls"): each has a version that every change to what it shows raises, in the change's own transaction. 'catalogue'
 * is the part of the excursion list that staff change (the excursions and their rounds): a shared
 * part of that list is reused for a while only while it stays (http/list-cache.ts).
 */
export type VersionedList = 'excursions' | 'subscriptions' | 'catalogue'

export type Row<T extends PgTable> = T['$inferSelect']
export type Insert<T extends PgTable> = T['$inferInsert']

/** A condition on one column: a value (null: is null), a list (in), or comparisons (all hold). */
type Condition<V> =
  | V
  | readonly V[]
  | { ne?: V; lt?: V; lte?: V; gt?: V; gte?: V }
  | { isNull: boolean }
  /** Case-insensitive: the column's lower case is this (give it in lower case). */
  | { lower: string }

/** Every given column's condition holds (undefined ones are left out). */
export type Filter<T extends PgTable> = { [K in keyof Row<T>]?: Condition<Row<T>[K]> }

type Key<T extends PgTable> = keyof Row<T> & string
/** A column key, ascending, or `-key`, descending (nulls last ascending, first descending). */
type Order<T extends PgTable> = Key<T> | `-${Key<T>}`

export type ReadOptions<T extends PgTable> = {
  orderBy?: Order<T>[]
  limit?: number
  /**
   * Keyset paging: only the rows after this position in `orderBy` (its keys' values, in its
   * order; every key in one direction).
   */
  after?: readonly unknown[]
  /** Locks the rows read, passing over those another transaction holds (a queue's claim). */
  skipLocked?: true
}

export interface TableOps {
  rows<T extends PgTable>(table: T, filter?: Filter<T>, options?: ReadOptions<T>): Promise<Row<T>[]>
  one<T extends PgTable>(table: T, filter: Filter<T>): Promise<Row<T> | null>
  count<T extends PgTable>(table: T, filter?: Filter<T>): Promise<number>
  /** The number of rows per value of a column (a group-by count). */
  countBy<T extends PgTable, K extends Key<T>>(
    table: T,
    column: K,
    filter?: Filter<T>,
  ): Promise<Map<Row<T>[K], number>>
  /** Inserts in the given order (serial ids follow it); answers the rows as stored, unless told not to. */
  insert<T extends PgTable>(
    table: T,
    rows: Insert<T>[],
    options?: { returning: boolean },
  ): Promise<Row<T>[]>
  /** Inserts, or replaces the row with the same primary key. */
  upsert<T extends PgTable>(table: T, row: Insert<T>): Promise<void>
  /** Answers the changed rows (one statement: a filter on the old values makes it a claim). */
  update<T extends PgTable>(table: T, filter: Filter<T>, patch: Partial<Row<T>>): Promise<Row<T>[]>
  /** Answers how many rows went (the schema's cascades take theirs along). */
  delete<T extends PgTable>(table: T, filter: Filter<T>): Promise<number>
  /** Row locks, taken in primary-key order (one order for every transaction). */
  lock<T extends PgTable>(table: T, filter: Filter<T>): Promise<void>
}

type Comparison = { op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte'; value: unknown }
export type Check =
  | Comparison
  | { op: 'in'; values: readonly unknown[] }
  | { op: 'isNull'; value: boolean }
  | { op: 'lower'; value: string }

const operators = new Set(['ne', 'lt', 'lte', 'gt', 'gte', 'isNull', 'lower'])

/** A filter as a list of checks per column key (shared by both adapters). */
export function checksOf(filter: object = {}): [string, Check][] {
  const checks: [string, Check][] = []
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue
    if (condition === null) checks.push([key, { op: 'isNull', value: true }])
    else if (Array.isArray(condition)) checks.push([key, { op: 'in', values: condition }])
    else if (typeof condition === 'object' && !(condition instanceof Uint8Array)) {
      const entries = Object.entries(condition) as [Check['op'], unknown][]
      // An object that is a value (a Date, a JSON value) is no condition: said, not matched loosely.
      if (!entries.length || entries.some(([op]) => !operators.has(op)))
        throw new Error(`${key}: not a condition`)
      for (const [op, value] of entries) {
        if (value !== undefined)
          checks.push([key, op === 'isNull' ? { op, value: Boolean(value) } : { op, value }] as [
            string,
            Check,
          ])
      }
    } else checks.push([key, { op: 'eq', value: condition }])
  }
  return checks
}

export function ordersOf(orderBy: readonly string[] = []) {
  return orderBy.map((o) =>
    o.startsWith('-') ? { key: o.slice(1), desc: true } : { key: o, desc: false },
  )
}

/** The direction of a keyset page (`after`): its order's one direction. */
export function keysetOf(options: ReadOptions<PgTable>) {
  const orders = ordersOf(options.orderBy)
  if (!options.after) return null
  if (options.after.length !== orders.length || orders.some((o) => o.desc !== orders[0]!.desc))
    throw new Error('a keyset page needs one value per order key, all in one direction')
  return { keys: orders.map((o) => o.key), values: options.after, desc: orders[0]!.desc }
}

/** What a table's constraints are, read from the Drizzle schema (memoised). */
type TableMeta = {
  name: string
  columns: Record<string, PgColumn>
  /** Column key by SQL name. */
  keyOf: Map<string, string>
  primaryKey: string[]
  /** Primary key and plain unique indexes, by constraint name, as column keys. */
  uniques: { name: string; keys: string[] }[]
  /** Foreign keys of this table: the referenced table and what a delete there does. */
  references: { keys: string[]; table: PgTable; foreignKeys: string[]; onDelete: string }[]
}

const metas = new WeakMap<PgTable, TableMeta>()
export function metaOf(table: PgTable): TableMeta {
  let meta = metas.get(table)
  if (meta) return meta
  const config = getTableConfig(table)
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const keyOf = new Map(Object.entries(columns).map(([key, c]) => [c.name, key]))
  const keys = (cs: { name: string }[]) => cs.map((c) => keyOf.get(c.name)!)
  const single = Object.keys(columns).filter((k) => columns[k]!.primary)
  const composite = config.primaryKeys[0]
  const primaryKey = composite ? keys(composite.columns) : single
  const uniques = [
    { name: composite ? composite.getName() : `${config.name}_pkey`, keys: primaryKey },
    // Expression and partial uniques are declared for the memory store beside their tables (server/db/schema/).
    ...config.indexes
      .filter(
        (i) => i.config.unique && !i.config.where && !i.config.columns.some((c) => is(c, SQL)),
      )
      .map((i) => ({ name: i.config.name!, keys: keys(i.config.columns as PgColumn[]) })),
  ]
  const references = config.foreignKeys.map((fk) => {
    const ref = fk.reference()
    const foreign = getTableColumns(ref.foreignTable) as Record<string, PgColumn>
    const foreignKeyOf = new Map(Object.entries(foreign).map(([key, c]) => [c.name, key]))
    return {
      keys: keys(ref.columns),
      table: ref.foreignTable,
      foreignKeys: ref.foreignColumns.map((c) => foreignKeyOf.get(c.name)!),
      onDelete: fk.onDelete ?? 'no action',
    }
  })
  meta = { name: config.name, columns, keyOf, primaryKey, uniques, references }
  metas.set(table, meta)
  return meta
}

/** A column's value when an insert leaves it out (not for serials): its default, or null. */
export function defaultOf(column: PgColumn): unknown {
  if (column.defaultFn) return column.defaultFn()
  return column.default !== undefined ? structuredClone(column.default) : null
}

/** The values an insert fills in for the columns with a default or without `not null`. */
export function defaultsOf(table: PgTable): Record<string, unknown> {
  const columns = Object.entries(metaOf(table).columns)
  return Object.fromEntries(
    columns.filter(([, c]) => c.hasDefault || !c.notNull).map(([key, c]) => [key, defaultOf(c)]),
  )
}

/**
 * Which polled lists show a table: a write to it raises their versions
 * (docs/polling.md "Conditional polls"). A delete raises those of the tables its cascade reaches too (a user's subscriptions go with them).
 */
const listsOfTable = new Map<PgTable, VersionedList[]>([
  [subscriptions, ['excursions', 'subscriptions']],
  [rounds, ['excursions', 'subscriptions', 'catalogue']],
  [excursions, ['excursions', 'catalogue']],
  [waitingList, ['excursions']],
])
export function listsOf(table: PgTable): VersionedList[] {
  return listsOfTable.get(table) ?? []
}

/** Every table of the schema (a delete looks among them for the rows its cascade reaches). */
const storeTables: PgTable[] = Object.values(schemaTables)

/** The tables a delete from `table` reaches through `on delete cascade`, itself included. */
export function cascadeReach(table: PgTable, tables: Iterable<PgTable> = storeTables): PgTable[] {
  const reached = [table]
  for (let i = 0; i < reached.length; i++)
    for (const child of tables)
      if (
        !reached.includes(child) &&
        metaOf(child).references.some((r) => r.table === reached[i] && r.onDelete === 'cascade')
      )
        reached.push(child)
  return reached
}
