import type { ReactNode } from 'react'
import { toCsv } from '@/lib/csv'

/**
 * One column of an admin table, defined once as data: the grid shows it, sorting and text
 * search read it, and the CSV export writes it, so what is exported is exactly what is shown.
 */
export type TableColumn<Row> = {
  /** Stable key (also the sort key in the URL). */
  field: string
  /** Dutch header. */
  header: string
  /** The value sorting compares. */
  value: (row: Row) => string | number | boolean | null
  /** The text shown and exported; defaults to the value (booleans as Ja/Nee). */
  text?: (row: Row) => string
  /** A custom cell in the grid (e.g. a switch); the export still uses `text`. */
  render?: (row: Row) => ReactNode
  width?: number
  flex?: number
  sortable?: boolean
  /** false for a column that is only controls (e.g. buttons): the CSV export leaves it out. */
  exported?: boolean
}

export type SortDirection = 'asc' | 'desc'
export type TableSort = { field: string; direction: SortDirection }

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' })

export function cellText<Row>(column: TableColumn<Row>, row: Row): string {
  if (column.text) return column.text(row)
  const value = column.value(row)
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee'
  return value === null ? '' : String(value)
}

/** Rows sorted by one column (stable; Dutch collation, numbers as numbers, empty values last). */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sort: TableSort | undefined,
): Row[] {
  const column = sort && columns.find((c) => c.field === sort.field)
  if (!sort || !column) return [...rows]
  const factor = sort.direction === 'asc' ? 1 : -1
  // Each key is computed once: 10,000 rows sort in a few milliseconds.
  const keyed = rows.map((row, index) => ({ row, index, key: column.value(row) }))
  keyed.sort((a, b) => {
    if (a.key === b.key) return a.index - b.index
    if (a.key === null || a.key === '') return 1
    if (b.key === null || b.key === '') return -1
    const order =
      typeof a.key === 'string' || typeof b.key === 'string'
        ? collator.compare(String(a.key), String(b.key))
        : Number(a.key) - Number(b.key)
    return order * factor || a.index - b.index
  })
  return keyed.map((k) => k.row)
}

/** The CSV text of exactly these rows and columns, in their order. */
export function tableToCsv<Row>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
): string {
  const exported = columns.filter((c) => c.exported !== false)
  return toCsv(
    exported.map((c) => c.header),
    rows.map((row) => exported.map((c) => cellText(c, row))),
  )
}

/** Case- and accent-insensitive text for searching. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}
