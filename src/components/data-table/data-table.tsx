import { Box, TablePagination, useTheme, type SxProps, type Theme } from '@mui/material'
import { DataGrid, useGridApiRef, type GridColDef, type GridSortModel } from '@mui/x-data-grid'
import { nlNL } from '@mui/x-data-grid/locales'
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { cellText, longestTexts, type TableColumn, type TableSort } from './columns'

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
  /** Styles for the grid (e.g. of elements the cells render). */
  sx?: SxProps<Theme>
  /** A click anywhere on a row (give the row a button too: keyboards do not click rows). */
  onRowClick?: (row: Row) => void
  /** The rows `fit` columns are sized by (default: `rows`); all of them keeps widths steady across filters and pages. */
  fitRows?: readonly Row[]
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
// Cell padding (10 px a side, and 2 to spare for rounding) and the header's sort icon, beside
// the text itself.
const CELL_PADDING = 22
const HEADER_ICON = 30
// Two lines of text where a column wraps.
const WRAPPED_ROW_HEIGHT = 48
const wrapStyles = {
  // The grid centres one line by its line height; two lines are centred as a flex box.
  '& .MuiDataGrid-cell.data-table-wrap': {
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'normal',
    lineHeight: 1.3,
  },
  '& .data-table-wrap .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
} as const

/** A header that may break after a slash ('Mentor/' 'Coach') where its column wraps. */
const breakAfterSlash = (header: string) =>
  header
    .split('/')
    .flatMap((part, i, parts) => (i < parts.length - 1 ? [`${part}/`, <wbr key={i} />] : [part]))

// Text is measured on a canvas: no layout of the page, however often the rows change.
let measuring: OffscreenCanvasRenderingContext2D | null | undefined
const measured = new Map<string, number>()

/** Text widths in a CSS font; 0 where nothing can measure (jsdom). */
function textWidths(texts: readonly string[], font: string): number[] {
  measuring ??=
    typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
  const context = measuring
  if (!context) return texts.map(() => 0)
  context.font = font
  return texts.map((text) => {
    const key = `${font}\u0000${text}`
    let width = measured.get(key)
    if (width === undefined) measured.set(key, (width = context.measureText(text).width))
    return width
  })
}

/** A `fit` column's width: its widest text (or header), measured, plus padding. */
function fittedWidth<Row>(column: TableColumn<Row>, rows: readonly Row[], theme: Theme): number {
  const { fontFamily, htmlFontSize = 16, body2 } = theme.typography
  // A canvas knows no root font size (rem) and has no letter spacing (em): both in px.
  const px = (length: string | number | undefined, em: number) =>
    typeof length === 'number'
      ? length
      : parseFloat(length ?? '0') *
        (length?.endsWith('rem') ? htmlFontSize : length?.endsWith('em') ? em : 1)
  const size = px(body2.fontSize, htmlFontSize)
  const spacing = px(body2.letterSpacing, size)
  const texts = longestTexts(rows, column, 12)
  const [header = 0, ...widths] = [
    ...textWidths([column.header], `500 ${size}px ${fontFamily}`),
    ...textWidths(texts, `400 ${size}px ${fontFamily}`),
  ]
  const widest = Math.max(
    header + spacing * column.header.length + HEADER_ICON,
    ...widths.map((width, i) => width + spacing * texts[i]!.length),
  )
  // Nothing measured (no canvas, as in jsdom): an estimate from the number of characters. A
  // column of controls only (a checkbox) has no text: its header alone is measured.
  const text = [header, ...widths].some((width) => width > 0)
    ? widest
    : 8 * Math.max(column.header.length, ...texts.map((t) => t.length))
  return Math.ceil(text) + CELL_PADDING
}

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
  sx,
  onRowClick,
  fitRows = rows,
}: DataTableProps<Row>) {
  const theme = useTheme()
  const [ownPage, setOwnPage] = useState(0)
  const page = controlledPage ?? ownPage
  const setPage = onPageChange ?? setOwnPage
  // The fitted widths, by value: rows that change (a paid toggle) but fit the same keep the
  // grid's columns as they are.
  const fits = columns.some((column) => column.fit)
  const widthsKey = useMemo(
    () =>
      fits
        ? columns
            .map((column) =>
              column.fit
                ? Math.min(fittedWidth(column, fitRows, theme), column.maxWidth ?? Infinity)
                : '',
            )
            .join()
        : '',
    // Rows matter only to fitted columns: other tables keep their columns when rows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, fits ? fitRows : null, theme],
  )
  const gridColumns = useMemo(() => {
    const widths = widthsKey.split(',')
    return columns.map((column, i): GridColDef => {
      const fitted = column.fit ? Number(widths[i]) : undefined
      return {
        field: column.field,
        headerName: column.header,
        width: fitted ?? column.width,
        flex: fitted ? undefined : (column.flex ?? (column.width && !column.wrap ? undefined : 1)),
        minWidth: fitted ?? column.width ?? 90,
        sortable: column.sortable ?? true,
        filterable: false,
        cellClassName: column.wrap ? 'data-table-wrap' : undefined,
        headerClassName: column.wrap ? 'data-table-wrap' : undefined,
        renderHeader:
          column.wrap && column.header.includes('/')
            ? () => (
                <span className="MuiDataGrid-columnHeaderTitle">
                  {breakAfterSlash(column.header)}
                </span>
              )
            : undefined,
        valueGetter: (_value, row) => cellText(column, row as Row),
        renderCell: column.render ? ({ row }) => column.render!(row as Row) : undefined,
      }
    })
  }, [columns, widthsKey])
  const wraps = columns.some((column) => column.wrap)
  const gridSx = useMemo<SxProps<Theme>>(
    () => [wrapStyles, ...(Array.isArray(sx) ? sx : [sx])],
    [sx],
  )
  // One model per sort: a new array on every render counts as a sort change to the grid, which
  // then goes back to the first page.
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort.field, sort: sort.direction }] : []),
    [sort?.field, sort?.direction], // eslint-disable-line react-hooks/exhaustive-deps -- by value
  )
  // One function for the grid's life: a new one makes it take in its rows again.
  const latestGetRowId = useRef(getRowId)
  useEffect(() => {
    latestGetRowId.current = getRowId
  })
  const getGridRowId = useCallback((row: object) => latestGetRowId.current(row as Row), [])
  const latestRowClick = useRef(onRowClick)
  useEffect(() => {
    latestRowClick.current = onRowClick
  })
  const clickable = onRowClick !== undefined
  const rowClick = useCallback(
    ({ row }: { row: object }) => latestRowClick.current?.(row as Row),
    [],
  )
  // A filter may leave fewer pages than the one shown (and a page from the URL may be anything).
  const last = Math.max(0, Math.ceil(rows.length / PAGE_SIZE) - 1)
  const current = Math.max(0, Math.min(Math.floor(page) || 0, last))
  const pageRows = useMemo(
    () => rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE),
    [rows, current],
  )
  // Each new page of rows goes in through the grid's API, not its `rows` prop: a new prop
  // renders every part of the grid (all its props are every part's context) before the grid
  // even takes the rows in, which doubled the work of a filter. The prop keeps the first page.
  const apiRef = useGridApiRef()
  const [firstRows] = useState(pageRows)
  const shownRows = useRef(firstRows)
  useLayoutEffect(() => {
    if (shownRows.current === pageRows) return
    shownRows.current = pageRows
    apiRef.current?.setRows(pageRows as Row[] as object[])
  }, [apiRef, pageRows])
  // A new function only with a new sort: the grid (memoised) then sits out a filter's render.
  const controlled = controlledPage !== undefined
  const changeSortModel = useCallback(
    (model: GridSortModel) => {
      const first = model[0]
      const next = first?.sort ? { field: first.field, direction: first.sort } : undefined
      // The grid also reports the model it was given (a re-render): that is no change.
      if (next?.field === sort?.field && next?.direction === sort?.direction) return
      onSortChange?.(next)
      // A page the caller keeps goes back to the first with the sort change itself.
      if (!controlled) setOwnPage(0)
    },
    [sort?.field, sort?.direction, onSortChange, controlled],
  )
  return (
    <Box sx={{ height, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          aria-label={label}
          apiRef={apiRef}
          rows={firstRows as Row[] as object[]}
          paginationModel={ONE_PAGE}
          hideFooter
          columns={gridColumns}
          getRowId={getGridRowId}
          onRowClick={clickable ? rowClick : undefined}
          localeText={localeText}
          loading={loading}
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          // No column menu: columns hidden there would still be exported (and sorting is the
          // header's click). One row drawn beyond the view instead of three: fewer rows to mount.
          disableColumnMenu
          // No column resizing either: it is only a drag of the header's edge, with no button or
          // key to do the same (WCAG 2.5.7), and the columns fit their texts or wrap already.
          disableColumnResize
          rowBufferPx={48}
          sx={gridSx}
          sortModel={sortModel}
          onSortModelChange={changeSortModel}
          // Two lines where a column wraps, else the compact rows.
          density={wraps ? 'standard' : 'compact'}
          rowHeight={wraps ? WRAPPED_ROW_HEIGHT : undefined}
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
