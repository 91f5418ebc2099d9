import { describe, expect, it } from 'vitest'
import { searchable, sortRows, tableToCsv, type TableColumn } from './columns'

type Row = { id: string; name: string; count: number | null; paid: boolean }
const columns: TableColumn<Row>[] = [
  { field: 'name', header: 'Naam', value: (r) => r.name },
  { field: 'count', header: 'Aantal', value: (r) => r.count },
  { field: 'paid', header: 'Betaald', value: (r) => r.paid },
]
const rows: Row[] = [
  { id: '1', name: 'Zoë', count: 10, paid: true },
  { id: '2', name: 'émile', count: 2, paid: false },
  { id: '3', name: 'Anna', count: null, paid: false },
  { id: '4', name: 'anna', count: 2, paid: true },
]

describe('sortRows', () => {
  it('sorts text the Dutch way, ignoring case and accents, stable for ties', () => {
    expect(sortRows(rows, columns, { field: 'name', direction: 'asc' }).map((r) => r.id)).toEqual([
      '3',
      '4',
      '2',
      '1',
    ])
  })
  it('sorts numbers as numbers with empty values last, either way', () => {
    expect(sortRows(rows, columns, { field: 'count', direction: 'asc' }).map((r) => r.id)).toEqual([
      '2',
      '4',
      '1',
      '3',
    ])
    expect(sortRows(rows, columns, { field: 'count', direction: 'desc' }).map((r) => r.id)).toEqual(
      ['1', '2', '4', '3'],
    )
  })
  it('keeps the order without a sort or for an unknown column', () => {
    expect(sortRows(rows, columns, undefined)).toEqual(rows)
    expect(sortRows(rows, columns, { field: 'nope', direction: 'asc' })).toEqual(rows)
  })
})

describe('tableToCsv', () => {
  it('exports the columns as shown: headers, text, Ja/Nee', () => {
    expect(tableToCsv(columns, rows.slice(0, 3))).toBe(
      '\uFEFFNaam;Aantal;Betaald\r\nZoë;10;Ja\r\némile;2;Nee\r\nAnna;;Nee\r\n',
    )
  })
})

it('searchable folds case and accents', () => {
  expect(searchable('Zoë Çelik')).toBe('zoe celik')
})
