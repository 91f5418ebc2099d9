import type { PgTable } from 'drizzle-orm/pg-core'
import type { Filter, Insert, Row, TableOps } from './ops'

/**
 * A table's reads and writes by its primary key: the one typed accessor for what needs no name
 * of its own (`tx.users.get(id)`, `tx.subscriptions.update(id, patch)`). The queries whose name
 * carries meaning (a filter, an order, a claim) stay named in queries*.ts.
 */
export type Keyed<T extends PgTable, K extends keyof Row<T>> = {
  get(key: Row<T>[K]): Promise<Row<T> | null>
  insert(row: Insert<T>): Promise<void>
  /** Inserts, or replaces the row with the same key. */
  save(row: Insert<T>): Promise<void>
  update(key: Row<T>[K], patch: Partial<Omit<Row<T>, K>>): Promise<void>
  /** The rows with this key, or with any of these keys (the schema's cascades take theirs along). */
  delete(keys: Row<T>[K] | Row<T>[K][]): Promise<void>
}

/** The accessor of `table` by its key column `key`, over the operations `ops()` answers. */
export function keyed<T extends PgTable, K extends keyof Row<T> & string>(
  ops: () => TableOps,
  table: T,
  key: K,
): Keyed<T, K> {
  const where = (value: unknown) => ({ [key]: value }) as Filter<T>
  return {
    get: (value) => ops().one(table, where(value)),
    insert: async (row) => void (await ops().insert(table, [row])),
    save: (row) => ops().upsert(table, row),
    update: async (value, patch) =>
      void (await ops().update(table, where(value), patch as Partial<Row<T>>)),
    delete: async (values) => void (await ops().delete(table, where(values))),
  }
}
