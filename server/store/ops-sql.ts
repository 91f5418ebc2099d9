import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
} from 'drizzle-orm'
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core'
import {
  cascadeReach,
  checksOf,
  keysetOf,
  listsOf,
  metaOf,
  ordersOf,
  type Filter,
  type Insert,
  type ReadOptions,
  type Row,
  type TableOps,
  type VersionedList,
} from './ops'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<PgQueryResultHKT, any>

/** Drizzle's builders typed for one table; here the table is a parameter, so they are loose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

const comparisons = { eq, ne, lt, lte, gt, gte }

/** A filter as a Drizzle condition (an empty list: no row). */
function whereOf(table: PgTable, filter: object | undefined) {
  const { columns } = metaOf(table)
  const conditions = checksOf(filter).map(([key, check]) => {
    const column = columns[key]!
    if (check.op === 'isNull') return check.value ? isNull(column) : isNotNull(column)
    if (check.op === 'lower') return sql`lower(${column}) = ${check.value}`
    if (check.op === 'in') return check.values.length ? inArray(column, check.values) : sql`false`
    return comparisons[check.op](column, check.value)
  })
  return conditions.length ? and(...conditions) : undefined
}

const primaryColumns = (table: PgTable) => {
  const { columns, primaryKey } = metaOf(table)
  return primaryKey.map((k) => columns[k]!)
}

/** The SQL adapter (PGlite or PostgreSQL): each operation one statement. */
export class SqlOps implements TableOps {
  constructor(
    private readonly db: Database,
    /** Marks lists whose versions the transaction raises (the memory store sees its writes). */
    private readonly touch: (lists: VersionedList[]) => void,
    /** Told after rows were changed or deleted: their primary keys (null: unknown which). */
    private readonly changed: (table: PgTable, keys: unknown[] | null) => void = () => {},
  ) {}

  async rows<T extends PgTable>(table: T, filter?: Filter<T>, options: ReadOptions<T> = {}) {
    const { columns } = metaOf(table)
    const keyset = keysetOf(options)
    const where = whereOf(table, filter)
    const page = keyset
      ? sql`(${sql.join(
          keyset.keys.map((k) => columns[k]!),
          sql`, `,
        )}) ${sql.raw(keyset.desc ? '<' : '>')} (${sql.join(
          keyset.values.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : undefined
    let query: Loose = this.db
      .select()
      .from(table as Loose)
      .where(page ? and(where, page) : where)
    if (options.orderBy)
      query = query.orderBy(
        ...ordersOf(options.orderBy).map(({ key, desc: down }) =>
          down ? desc(columns[key]!) : asc(columns[key]!),
        ),
      )
    if (options.limit !== undefined) query = query.limit(options.limit)
    if (options.skipLocked) query = query.for('update', { skipLocked: true })
    return (await query) as Row<T>[]
  }
  async one<T extends PgTable>(table: T, filter: Filter<T>) {
    const [row] = await this.rows(table, filter, { limit: 1 })
    return row ?? null
  }
  async count<T extends PgTable>(table: T, filter?: Filter<T>) {
    const [row] = await this.db
      .select({ n: count() })
      .from(table as Loose)
      .where(whereOf(table, filter))
    return row?.n ?? 0
  }
  async countBy<T extends PgTable, K extends keyof Row<T> & string>(
    table: T,
    column: K,
    filter?: Filter<T>,
  ) {
    const by = metaOf(table).columns[column]!
    const rows = await this.db
      .select({ value: by, n: count() })
      .from(table as Loose)
      .where(whereOf(table, filter))
      .groupBy(by)
    return new Map(rows.map((r) => [r.value as Row<T>[K], r.n]))
  }

  async insert<T extends PgTable>(table: T, rows: Insert<T>[], { returning = true } = {}) {
    this.touch(listsOf(table))
    if (!rows.length) return []
    const insert = this.db.insert(table).values(rows as Loose)
    if (returning) return (await insert.returning()) as Row<T>[]
    await insert
    return []
  }
  async upsert<T extends PgTable>(table: T, row: Insert<T>) {
    this.touch(listsOf(table))
    const { primaryKey } = metaOf(table)
    const set = Object.fromEntries(
      Object.entries(row as object).filter(([key]) => !primaryKey.includes(key)),
    )
    await this.db
      .insert(table)
      .values(row as Loose)
      .onConflictDoUpdate({ target: primaryColumns(table), set: set as Loose })
    this.changed(table, null)
  }
  async update<T extends PgTable>(table: T, filter: Filter<T>, patch: Partial<Row<T>>) {
    this.touch(listsOf(table))
    if (!Object.keys(patch).length) return this.rows(table, filter)
    const rows = (await this.db
      .update(table)
      .set(patch as Loose)
      .where(whereOf(table, filter))
      .returning()) as Row<T>[]
    const [key] = metaOf(table).primaryKey
    this.changed(
      table,
      rows.map((row) => (row as Record<string, unknown>)[key!]),
    )
    return rows
  }
  async delete<T extends PgTable>(table: T, filter: Filter<T>) {
    this.touch(cascadeReach(table).flatMap(listsOf))
    const [first] = primaryColumns(table) as PgColumn[]
    const gone = await this.db
      .delete(table)
      .where(whereOf(table, filter))
      .returning({ key: first! })
    this.changed(
      table,
      gone.map((row) => row.key),
    )
    return gone.length
  }
  /** Row locks one table at a time (SqlTx.lock takes all of a transaction's in one statement). */
  async lock<T extends PgTable>(table: T, filter: Filter<T>) {
    const columns = primaryColumns(table)
    await this.db
      .select({ key: columns[0]! })
      .from(table as Loose)
      .where(whereOf(table, filter))
      .orderBy(...columns.map((c) => asc(c)))
      .for('update')
  }
}
