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
  /** The width in px (with `wrap`: the least width; the column takes a share of the rest). */
  width?: number
  flex?: number
  /** As wide as its longest text, never cut off (names, titles). */
  fit?: boolean
  /** With `fit`: at most this wide; a longer text wraps onto a second line. */
  maxWidth?: number
  /** Its text (and header) wraps onto a second line instead of being cut off. */
  wrap?: boolean
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
  // Each key is computed once, and text is ranked once per distinct value: the collator, the
  // slow part, then sees a few thousand names or a few dozen excursions, not every row.
  const keys = rows.map((row) => column.value(row))
  const ranks = textRanks(keys)
  const sortKey = (key: string | number | boolean | null) =>
    typeof key === 'string' ? ranks.get(key)! : Number(key)
  const keyed = rows.map((row, index) => {
    const key = keys[index]!
    return {
      row,
      index,
      empty: key === null || key === '',
      key: sortKey(key),
      text: typeof key === 'string',
    }
  })
  keyed.sort((a, b) => {
    if (a.empty || b.empty) return a.empty === b.empty ? a.index - b.index : a.empty ? 1 : -1
    // Text sorts after numbers where a column holds both (as the collator compares them as text).
    if (a.text !== b.text) return (a.text ? 1 : -1) * factor
    return (a.key - b.key) * factor || a.index - b.index
  })
  return keyed.map((k) => k.row)
}

/** Each distinct text's place in Dutch order; texts the collator finds equal share a place. */
function textRanks(keys: readonly (string | number | boolean | null)[]): Map<string, number> {
  const distinct = [...new Set(keys.filter((k): k is string => typeof k === 'string'))].sort(
    collator.compare,
  )
  const ranks = new Map<string, number>()
  let rank = 0
  distinct.forEach((text, i) => {
    if (i > 0 && collator.compare(distinct[i - 1]!, text) !== 0) rank = i
    ranks.set(text, rank)
  })
  return ranks
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

/** The texts of a column with the most characters: the candidates for its widest text. */
export function longestTexts<Row>(
  rows: readonly Row[],
  column: TableColumn<Row>,
  count: number,
): string[] {
  const seen = new Set<string>()
  const longest: string[] = []
  for (const row of rows) {
    const text = cellText(column, row)
    if (seen.has(text)) continue
    seen.add(text)
    if (longest.length === count && text.length <= longest[count - 1]!.length) continue
    longest.push(text)
    longest.sort((a, b) => b.length - a.length)
    if (longest.length > count) longest.pop()
  }
  return longest
}
