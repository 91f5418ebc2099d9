// The schema's own column type, and the uniques the memory store cannot read (gathered in server/db/schema.ts).
import { customType, type PgTable } from 'drizzle-orm/pg-core'

/** timestamptz read and written as an ISO 8601 text, the API's timestamp format. */
export const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp(3) with time zone',
  toDriver: (value) => value,
  fromDriver: (value) => new Date(value).toISOString(),
})
export const at = (name: string) => isoTimestamp(name)

/**
 * A unique index SQL states with an expression or a partial `where`, or a deferred constraint:
 * the memory store cannot read those from the schema, so each is declared once more beside its
 * table as a key of a row (null: the index leaves the row out). Plain uniques, primary keys and
 * foreign keys it reads from the schema itself (server/store/ops.ts).
 */
export type ExpressionUnique = {
  table: PgTable
  name: string
  key: (row: never) => unknown[] | null
  /** Checked when the transaction ends (SQL: `deferrable initially deferred`). */
  deferred: boolean
}
export const expressionUniques: ExpressionUnique[] = []
export function expressionUnique<T extends PgTable>(
  table: T,
  name: string,
  key: (row: T['$inferSelect']) => unknown[] | null,
  deferred = false,
) {
  expressionUniques.push({ table, name, key, deferred })
}
