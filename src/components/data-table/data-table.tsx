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
  loading?: boolean
  height?: number
}

// nlNL leaves a few words in English: the page's row count and the column menu's name.
const localeText = {
  ...nlNL.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} van ${count}`,
  columnMenuAriaLabel: (columnName: string) => `Kolommenu ${columnName}`,
}
const PAGE_SIZE = 100

/**
 * The admin table: MUI X Data Grid (virtualised rows, Dutch words), fed rows that the page has
 * already filtered and sorted, so the URL, the grid and the CSV export agree. The grid gets one
 * page of rows at a time (server-style pagination): with 10,000 rows it then never re-processes
 * them all on a filter or a toggle. Memoised: a parent's re-render with the same props (typing in
 * a filter whose result is deferred) does not touch the grid. Import it lazily (route code or
 * `LazyDataTable`): the grid never joins the first page.
 */
export const DataTable = memo(DataTableGrid) as typeof DataTableGrid

function DataTableGrid<Row>({
  label,
  rows,
  columns,
  getRowId,
  sort,
  onSortChange,
  loading,
  height = 640,
}: DataTableProps<Row>) {
  const [page, setPage] = useState(0)
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
  const sortModel: GridSortModel = sort ? [{ field: sort.field, sort: sort.direction }] : []
  // A filter may leave fewer pages than the one shown.
  const current = Math.min(page, Math.max(0, Math.ceil(rows.length / PAGE_SIZE) - 1))
  const pageRows = useMemo(
    () => rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE),
    [rows, current],
  )
  return (
    <div style={{ height, width: '100%' }}>
      <DataGrid
        aria-label={label}
        rows={pageRows as Row[] as object[]}
        rowCount={rows.length}
        paginationMode="server"
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
          onSortChange?.(first?.sort ? { field: first.field, direction: first.sort } : undefined)
          setPage(0)
        }}
        paginationModel={{ page: current, pageSize: PAGE_SIZE }}
        onPaginationModelChange={(model) => setPage(model.page)}
        pageSizeOptions={[PAGE_SIZE]}
        density="compact"
      />
    </div>
  )
}
