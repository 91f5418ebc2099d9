import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { TableColumn, TableSort } from './columns'
import { DataTable } from './data-table'

type Row = { id: string; name: string }
const columns: TableColumn<Row>[] = [{ field: 'name', header: 'Naam', value: (r) => r.name }]
const people = (...names: string[]) => names.map((name) => ({ id: name, name }))
const rowId = (row: Row) => row.id

/** The names in the grid's body, in order. */
function shownNames() {
  return within(screen.getByRole('grid', { name: 'Mensen' }))
    .queryAllByRole('gridcell')
    .map((cell) => cell.textContent)
}

describe('DataTable', () => {
  it('shows each new set of rows it is given (a filter, a sort), in the order given', () => {
    const onSortChange = vi.fn()
    const props = { label: 'Mensen', columns, getRowId: rowId, onSortChange }
    const { rerender } = render(<DataTable {...props} rows={people('Anna', 'Bram', 'Cor')} />)
    expect(shownNames()).toEqual(['Anna', 'Bram', 'Cor'])

    // A filter: fewer rows, none of the first set's left behind.
    rerender(<DataTable {...props} rows={people('Bram')} />)
    expect(shownNames()).toEqual(['Bram'])
    expect(screen.getByText('1–1 van 1')).toBeInTheDocument()

    // A sort: the rows arrive sorted and the header says so; the grid reports no change itself.
    const sort: TableSort = { field: 'name', direction: 'desc' }
    rerender(<DataTable {...props} rows={people('Cor', 'Bram', 'Anna')} sort={sort} />)
    expect(shownNames()).toEqual(['Cor', 'Bram', 'Anna'])
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(onSortChange).not.toHaveBeenCalled()

    // Nothing left: the grid is empty, and the next rows show again.
    rerender(<DataTable {...props} rows={[]} sort={sort} />)
    expect(shownNames()).toEqual([])
    rerender(<DataTable {...props} rows={people('Dirk')} sort={sort} />)
    expect(shownNames()).toEqual(['Dirk'])
  })

  it('shows the page asked for, 100 rows at a time', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ id: String(i), name: `Naam ${i}` }))
    const props = { label: 'Mensen', columns, getRowId: rowId, rows: many }
    const { rerender } = render(<DataTable {...props} page={0} onPageChange={() => {}} />)
    expect(screen.getByText('1–100 van 150')).toBeInTheDocument()
    expect(shownNames()[0]).toBe('Naam 0')
    rerender(<DataTable {...props} page={1} onPageChange={() => {}} />)
    expect(screen.getByText('101–150 van 150')).toBeInTheDocument()
    expect(shownNames()[0]).toBe('Naam 100')
  })
})
