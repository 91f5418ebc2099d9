import { Box, TablePagination } from '@mui/material'
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid'
import { nlNL } from '@mui/x-data-grid/locales'
import { memo, useMemo, useState } from 'react'
import { cellText, type TableColumn, type TableSort } from './columns'

export type DataTableProps<Row> = {
  /** Accessible name of the grid. */
  label: string
  rows: readonly Row[]
  columns: readonly TableColumn<Row>[]
  getRowId: (row: Row) => string
  /** The rows arrive sorted (sortRows); the grid only shows and changes the sort. */
  sort?: TableSort
  onSortChange?: (sort: TableSort | undefined) => void
  /** The page shown (0 = the first), when the caller keeps it (e.g. in the URL); else the grid does. */
  page?: number
  onPageChange?: (page: number) => void
  loading?: boolean
  height?: number
}

const gridLocale = nlNL.components.MuiDataGrid.defaultProps.localeText
// nlNL leaves the column menu's name in English.
const localeText = {
  ...gridLocale,
  columnMenuAriaLabel: (columnName: string) => `Kolommenu ${columnName}`,
}
const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
  `${from}–${to} van ${count}`
const PAGE_SIZE = 100
// The grid shows one page, always as its first: the pages are the table's own (see below).
const ONE_PAGE = { page: 0, pageSize: PAGE_SIZE }
const NO_PAGE_SIZES: number[] = []

/**
 * The admin table: MUI X Data Grid (virtualised rows, Dutch words), fed rows that the page has
 * already filtered and sorted, so the URL, the grid and the CSV export agree. The grid gets one
 * page of rows at a time: with 10,000 rows it then never re-processes them all on a filter or a
 * toggle. The pages are the table's own pagination under the grid, not the grid's: the grid fits
 * a page it is given to the row count it had before, so going Back to page 2 of a wider filter
 * would show page 1, and it moves to the first page on its own when it sees a sort. Memoised: a parent's re-render with the same props (typing in
 * a filter whose result is deferred) does not touch the grid. Import it only from lazily loaded
 * code (a route's own chunk, a lazy dialog): the grid never joins the first page.
 */
export const DataTable = memo(DataTableGrid) as typeof DataTableGrid

function DataTableGrid<Row>({
  label,
  rows,
  columns,
  getRowId,
  sort,
  onSortChange,
  page: controlledPage,
  onPageChange,
  loading,
  height = 640,
}: DataTableProps<Row>) {
  const [ownPage, setOwnPage] = useState(0)
  const page = controlledPage ?? ownPage
  const setPage = onPageChange ?? setOwnPage
  const gridColumns = useMemo(
    () =>
      columns.map((column): GridColDef => ({
        field: column.field,
        headerName: column.header,
        width: column.width,
        flex: column.flex ?? (column.width ? undefined : 1),
        minWidth: 90,
        sortable: column.sortable ?? true,
        filterable: false,
        valueGetter: (_value, row) => cellText(column, row as Row),
        renderCell: column.render ? ({ row }) => column.render!(row as Row) : undefined,
      })),
    [columns],
  )
  // One model per sort: a new array on every render counts as a sort change to the grid, which
  // then goes back to the first page.
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort.field, sort: sort.direction }] : []),
    [sort?.field, sort?.direction], // eslint-disable-line react-hooks/exhaustive-deps -- by value
  )
  // A filter may leave fewer pages than the one shown.
  const current = Math.min(page, Math.max(0, Math.ceil(rows.length / PAGE_SIZE) - 1))
  const pageRows = useMemo(
    () => rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE),
    [rows, current],
  )
  return (
    <Box sx={{ height, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          aria-label={label}
          rows={pageRows as Row[] as object[]}
          rowCount={pageRows.length}
          paginationMode="server"
          paginationModel={ONE_PAGE}
          hideFooter
          columns={gridColumns}
          getRowId={(row) => getRowId(row as Row)}
          localeText={localeText}
          loading={loading}
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const first = model[0]
            const next = first?.sort ? { field: first.field, direction: first.sort } : undefined
            // The grid also reports the model it was given (a re-render): that is no change.
            if (next?.field === sort?.field && next?.direction === sort?.direction) return
            onSortChange?.(next)
            // A page the caller keeps goes back to the first with the sort change itself.
            if (controlledPage === undefined) setOwnPage(0)
          }}
          density="compact"
        />
      </Box>
      <TablePagination
        component="div"
        count={rows.length}
        page={current}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={NO_PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        labelDisplayedRows={displayedRows}
        getItemAriaLabel={(type) => gridLocale.paginationItemAriaLabel!(type)}
      />
    </Box>
  )
}
