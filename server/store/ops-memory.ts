import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { expressionUniques } from '../db/schema'
import {
  checksOf,
  defaultOf,
  keysetOf,
  metaOf,
  ordersOf,
  type Check,
  type Filter,
  type Insert,
  type ReadOptions,
  type Row,
  type TableOps,
} from './ops'
import { InvalidData, UniqueViolation } from './store'

/** A table's rows in memory: never changed in place, a write hands over a new array. */
export type MemoryTable = { get(): object[]; set(rows: object[]): void }

type AnyRow = Record<string, unknown>
type Unique = { name: string; key: (row: AnyRow) => unknown[] | null; deferred: boolean }

const uniquesOf = new WeakMap<PgTable, Unique[]>()
/** The primary key, plain unique indexes (from the schema) and the expression ones (server/db/schema/). */
function uniques(table: PgTable): Unique[] {
  let found = uniquesOf.get(table)
  if (found) return found
  found = [
    ...metaOf(table).uniques.map(({ name, keys }) => ({
      name,
      // SQL lets rows with a null in the key be (nulls are distinct).
      key: (row: AnyRow) => {
        const values = keys.map((k) => row[k])
        return values.includes(null) ? null : values
      },
      deferred: false,
    })),
    ...expressionUniques
      .filter((u) => u.table === table)
      .map((u) => ({ ...u, key: u.key as (row: AnyRow) => unknown[] | null })),
  ]
  uniquesOf.set(table, found)
  return found
}

const sameKey = (a: unknown[], b: unknown[]) => a.every((v, i) => v === b[i])

/** Throws the constraint's UniqueViolation when a changed row's key is another row's too. */
function checkUniques(table: PgTable, rows: AnyRow[], changed: AnyRow[], deferred: boolean) {
  for (const unique of uniques(table)) {
    if (unique.deferred !== deferred) continue
    const keys: unknown[][] = []
    const seen = new Set<string>()
    for (const row of changed) {
      const key = unique.key(row)
      if (!key) continue
      const text = JSON.stringify(key)
      if (seen.has(text)) throw new UniqueViolation(unique.name)
      seen.add(text)
      keys.push(key)
    }
    if (!keys.length) continue
    const mine = new Set(changed)
    // One or a few changed rows (the usual write): compare values, no text per row.
    const taken =
      keys.length <= 8
        ? (key: unknown[]) => keys.some((k) => sameKey(k, key))
        : (key: unknown[]) => seen.has(JSON.stringify(key))
    for (const row of rows) {
      if (mine.has(row)) continue
      const key = unique.key(row)
      if (key && taken(key)) throw new UniqueViolation(unique.name)
    }
  }
}

const comparisons = {
  eq: (a: unknown, b: unknown) => a === b,
  ne: (a: unknown, b: unknown) => a !== b,
  lt: (a: unknown, b: unknown) => (a as string) < (b as string),
  lte: (a: unknown, b: unknown) => (a as string) <= (b as string),
  gt: (a: unknown, b: unknown) => (a as string) > (b as string),
  gte: (a: unknown, b: unknown) => (a as string) >= (b as string),
}

function test(check: Check, value: unknown): boolean {
  if (check.op === 'isNull') return (value === null) === check.value
  // A comparison with null is never true in SQL.
  if (value === null || value === undefined) return false
  if (check.op === 'in') return check.values.includes(value)
  if (check.op === 'lower') return String(value).toLowerCase() === check.value
  return comparisons[check.op](value, check.value)
}

function matcher(filter: object | undefined) {
  const checks = checksOf(filter)
  return (row: AnyRow) => checks.every(([key, check]) => test(check, row[key]))
}

/** SQL's order: nulls after every value ascending, before them descending. */
function comparator(orderBy: readonly string[] | undefined) {
  const orders = ordersOf(orderBy)
  return (a: AnyRow, b: AnyRow) => {
    for (const { key, desc } of orders) {
      const x = a[key] as string | null
      const y = b[key] as string | null
      if (x === y) continue
      const c = x === null ? 1 : y === null ? -1 : x < y ? -1 : 1
      return desc ? -c : c
    }
    return 0
  }
}

/**
 * The memory adapter: the demo backend's tables as arrays. It keeps the schema's rules: column
 * defaults and serial ids on insert, unique keys, and on delete the foreign keys' cascade or
 * `set null` (a reference that would dangle is refused, like SQL's 23503).
 */
export class MemoryOps implements TableOps {
  /** The keys of deferred uniques this transaction wrote, checked at its end. */
  private readonly deferredKeys = new Map<
    Unique,
    { table: PgTable; texts: Set<string>; firsts: Set<unknown> }
  >()

  constructor(private readonly tables: Map<PgTable, MemoryTable>) {}

  private all(table: PgTable): AnyRow[] {
    const stored = this.tables.get(table)
    if (!stored) throw new Error(`the memory store has no table ${metaOf(table).name}`)
    return stored.get() as AnyRow[]
  }
  private put(table: PgTable, rows: AnyRow[]) {
    this.tables.get(table)!.set(rows)
  }

  async rows<T extends PgTable>(table: T, filter?: Filter<T>, options: ReadOptions<T> = {}) {
    let rows = this.all(table).filter(matcher(filter))
    if (options.orderBy) rows = rows.sort(comparator(options.orderBy))
    const keyset = keysetOf(options)
    if (keyset) {
      const position = Object.fromEntries(keyset.keys.map((k, i) => [k, keyset.values[i]]))
      const compare = comparator(options.orderBy)
      rows = rows.filter((row) => compare(row, position) > 0)
    }
    if (options.limit !== undefined) rows = rows.slice(0, options.limit)
    return rows as Row<T>[]
  }
  async one<T extends PgTable>(table: T, filter: Filter<T>) {
    return (this.all(table).find(matcher(filter)) ?? null) as Row<T> | null
  }
  async count<T extends PgTable>(table: T, filter?: Filter<T>) {
    return this.all(table).filter(matcher(filter)).length
  }
  async countBy<T extends PgTable, K extends keyof Row<T> & string>(
    table: T,
    column: K,
    filter?: Filter<T>,
  ) {
    const counts = new Map<Row<T>[K], number>()
    for (const row of this.all(table).filter(matcher(filter))) {
      const value = row[column] as Row<T>[K]
      counts.set(value, (counts.get(value) ?? 0) + 1)
    }
    return counts
  }

  async insert<T extends PgTable>(table: T, rows: Insert<T>[], { returning = true } = {}) {
    if (!rows.length) return []
    const { columns } = metaOf(table)
    const stored = this.all(table)
    const added: AnyRow[] = []
    for (const input of rows as AnyRow[]) {
      const row: AnyRow = {}
      for (const [key, column] of Object.entries(columns))
        row[key] = input[key] !== undefined ? input[key] : this.fresh(column, key, stored, added)
      added.push(row)
    }
    const all = [...stored, ...added]
    checkUniques(table, all, added, false)
    this.noteDeferred(table, added)
    this.put(table, all)
    return (returning ? added : []) as Row<T>[]
  }

  /** A column's value when an insert leaves it out: the next serial, or its default. */
  private fresh(column: PgColumn, key: string, stored: AnyRow[], added: AnyRow[]) {
    if (column.columnType.includes('Serial'))
      return [...stored, ...added].reduce((max, r) => Math.max(max, r[key] as number), 0) + 1
    return defaultOf(column)
  }

  async upsert<T extends PgTable>(table: T, row: Insert<T>) {
    const { primaryKey } = metaOf(table)
    const input = row as AnyRow
    const same = (r: AnyRow) => primaryKey.every((k) => r[k] === input[k])
    if (this.all(table).some(same)) this.change(table, same, input)
    else await this.insert(table, [row])
  }

  async update<T extends PgTable>(table: T, filter: Filter<T>, patch: Partial<Row<T>>) {
    return this.change(table, matcher(filter), patch as AnyRow) as Row<T>[]
  }

  private change(table: PgTable, match: (row: AnyRow) => boolean, patch: AnyRow): AnyRow[] {
    // Drizzle leaves out a column set to undefined.
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
    const changed: AnyRow[] = []
    const rows = this.all(table).map((r) => {
      if (!match(r)) return r
      const next = { ...r, ...defined }
      changed.push(next)
      return next
    })
    if (!changed.length) return []
    checkUniques(table, rows, changed, false)
    this.noteDeferred(table, changed)
    this.put(table, rows)
    return changed
  }

  async delete<T extends PgTable>(table: T, filter: Filter<T>) {
    return this.remove(table, matcher(filter))
  }

  private remove(table: PgTable, match: (row: AnyRow) => boolean): number {
    const rows = this.all(table)
    const gone = rows.filter(match)
    if (!gone.length) return 0
    this.put(
      table,
      rows.filter((r) => !match(r)),
    )
    for (const child of this.tables.keys())
      for (const ref of metaOf(child).references) {
        if (ref.table !== table) continue
        const keyOf = (r: AnyRow, keys: string[]) => JSON.stringify(keys.map((k) => r[k]))
        const goneKeys = new Set(gone.map((r) => keyOf(r, ref.foreignKeys)))
        const hit = (r: AnyRow) => goneKeys.has(keyOf(r, ref.keys))
        if (ref.onDelete === 'cascade') this.remove(child, hit)
        else if (ref.onDelete === 'set null') {
          this.change(child, hit, Object.fromEntries(ref.keys.map((k) => [k, null])))
        } else if (this.all(child).some(hit)) throw new InvalidData('23503', 'conflict')
      }
    return gone.length
  }

  /** One transaction at a time: nothing to wait for. */
  async lock() {}

  private noteDeferred(table: PgTable, rows: AnyRow[]) {
    for (const unique of uniques(table).filter((u) => u.deferred)) {
      const noted = this.deferredKeys.get(unique) ?? { table, texts: new Set(), firsts: new Set() }
      for (const row of rows) {
        const key = unique.key(row)
        if (!key) continue
        noted.texts.add(JSON.stringify(key))
        noted.firsts.add(key[0])
      }
      this.deferredKeys.set(unique, noted)
    }
  }

  /** The deferred uniques (at the end of a transaction, like SQL's): only the keys it wrote. */
  checkDeferred() {
    for (const [unique, { table, texts, firsts }] of this.deferredKeys) {
      const seen = new Set<string>()
      for (const row of this.all(table)) {
        const key = unique.key(row)
        // The first value (the student) rules out almost every row without a text.
        if (!key || !firsts.has(key[0])) continue
        const text = JSON.stringify(key)
        if (!texts.has(text)) continue
        if (seen.has(text)) throw new UniqueViolation(unique.name)
        seen.add(text)
      }
    }
  }
}
