import type { PgTable } from 'drizzle-orm/pg-core'
import { storeTables, type TableName } from '../db/schema'
import { metaOf, type Filter, type Insert, type Row, type TableOps } from './ops'

/**
 * A table's reads and writes by its primary key: the one typed accessor for what needs no name
 * of its own (`tx.users.get(id)`, `tx.subscriptions.update(id, patch)`). The queries whose name
 * carries meaning (a filter, an order, a claim) stay named in queries*.ts.
 */
export type Keyed<T extends PgTable, K extends keyof Row<T>> = {
  get(key: Row<T>[K]): Promise<Row<T> | null>
  /** Not returning: the row is the caller's already (an upload's bytes need not come back). */
  insert(row: Insert<T>): Promise<void>
  /** Inserts, or replaces the row with the same key. */
  save(row: Insert<T>): Promise<void>
  update(key: Row<T>[K], patch: Partial<Omit<Row<T>, K>>): Promise<void>
  /** The rows with this key, or with any of these keys (the schema's cascades take theirs along). */
  delete(keys: Row<T>[K] | Row<T>[K][]): Promise<void>
  /** The row's lock, to the transaction's end (a counter read and raised under it). */
  lock(key: Row<T>[K]): Promise<void>
}

type Columns<T extends PgTable> = T['_']['columns']
/** The column of a one-column primary key (never for a composite one). */
type KeyOf<T extends PgTable> = {
  [K in keyof Columns<T>]: Columns<T>[K]['_']['isPrimaryKey'] extends true ? K : never
}[keyof Columns<T>] &
  keyof Row<T>
type Table<N extends TableName> = (typeof storeTables)[N]

/**
 * The accessor of every table of the registry (server/db/schema.ts `storeTables`) with a
 * one-column primary key, under its registry name: a new table needs no line here.
 */
export type KeyedTables = {
  readonly [N in TableName as [KeyOf<Table<N>>] extends [never] ? never : N]: Keyed<
    Table<N>,
    KeyOf<Table<N>>
  >
}

function keyed(ops: () => TableOps, table: PgTable, key: string) {
  const where = (value: unknown) => ({ [key]: value }) as Filter<PgTable>
  return {
    get: (value: unknown) => ops().one(table, where(value)),
    insert: async (row: object) => void (await ops().insert(table, [row], { returning: false })),
    save: (row: object) => ops().upsert(table, row),
    update: async (value: unknown, patch: object) =>
      void (await ops().update(table, where(value), patch)),
    delete: async (values: unknown) => void (await ops().delete(table, where(values))),
    lock: (value: unknown) => ops().lock(table, where(value)),
  }
}

/** A base whose instances hold `KeyedTables` over their `ops` (read when a query runs). */
export const WithKeyedTables = class {
  constructor() {
    const ops = () => (this as unknown as { ops: TableOps }).ops
    for (const [name, table] of Object.entries(storeTables)) {
      const [key, ...more] = metaOf(table).primaryKey
      if (!more.length) Object.assign(this, { [name]: keyed(ops, table, key!) })
    }
  }
} as unknown as abstract new () => KeyedTables
