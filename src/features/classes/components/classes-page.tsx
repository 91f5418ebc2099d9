import { Box, Skeleton, TextField, Typography } from '@mui/material'
import { Loading } from '@/components/skeleton'
import { useCallback, useMemo, useState } from 'react'
import { Alert } from '@/components/alert'
import { sortRows, type TableColumn, type TableSort } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { Page } from '@/components/page'
import { errorMessage } from '@/lib/api-client'
import type { SearchNavigate } from '@/lib/url-search'
import { findScope, scopeRegistry } from '~domain/scopes'
import { useClasses, type ClassRow } from '../api'
import { classMessages as t } from '../messages'
import type { ClassesSearch } from '../search'
import { ClassStudents } from './class-students'

const h = t.headers
/** The scope shown first: the X-Week's activities. */
const DEFAULT_SCOPE = 'x-week'
/** The students without a Mentor/Coach, in the URL ('' would drop out of it). */
const NO_CLASS_PARAM = '-'

const className = (row: ClassRow) => row.class || t.noClass
const count = (value: number | null) => (value === null ? '–' : String(value))

const rowId = (row: ClassRow) => `klas:${row.class}`

/**
 * Beheer > Klassen (issue 27, teachers and admins): one row per class with how far its students
 * are in one scope's round; a row (or its button) opens the class's students below.
 */
export function ClassesPage({
  search,
  onSearchChange,
}: {
  search: ClassesSearch
  onSearchChange: SearchNavigate<ClassesSearch>
}) {
  const scope = findScope(search.soort ?? '') ? search.soort! : DEFAULT_SCOPE
  const chosen =
    search.klas === undefined ? undefined : search.klas === NO_CLASS_PARAM ? '' : search.klas
  const overview = useClasses(scope)
  const [sort, setSort] = useState<TableSort | undefined>()
  const open = useCallback(
    (row: ClassRow) =>
      onSearchChange((prev) => ({ ...prev, klas: row.class || NO_CLASS_PARAM }), {
        replace: false,
      }),
    [onSearchChange],
  )
  const columns = useMemo<TableColumn<ClassRow>[]>(
    () => [
      {
        field: 'class',
        header: h.class,
        value: (row) => (row.class === '' ? null : row.class),
        text: className,
        render: (row) => (
          <button
            type="button"
            className="class-open"
            aria-label={t.open(className(row))}
            onClick={(event) => {
              event.stopPropagation()
              open(row)
            }}
          >
            {className(row)}
          </button>
        ),
        fit: true,
        maxWidth: 280,
      },
      { field: 'students', header: h.students, value: (r) => r.students, width: 110 },
      { field: 'given', header: h.wishesGiven, value: (r) => r.wishes_given, width: 150 },
      { field: 'missing', header: h.wishesMissing, value: (r) => r.wishes_missing, width: 160 },
      {
        field: 'placed',
        header: h.placed,
        value: (r) => r.placed,
        text: (r) => count(r.placed),
        width: 110,
      },
      { field: 'id', header: h.idComplete, value: (r) => r.id_complete, width: 190 },
      {
        field: 'paid',
        header: h.paid,
        value: (r) => r.paid,
        text: (r) => count(r.paid),
        width: 100,
      },
      { field: 'lacking', header: h.lacking, value: (r) => r.lacking, width: 110 },
    ],
    [open],
  )
  const data = overview.data?.scope === scope ? overview.data : undefined
  const rows = useMemo(() => sortRows(data?.classes ?? [], columns, sort), [data, columns, sort])

  return (
    <Page title={t.title}>
      <Typography sx={{ mb: 2 }}>{t.intro}</Typography>
      <TextField
        select
        label={t.scope}
        value={scope}
        onChange={(event) =>
          onSearchChange((prev) => ({ ...prev, soort: event.target.value, klas: undefined }), {
            replace: true,
          })
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 260, mb: 2 }}
      >
        {scopeRegistry.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </TextField>
      {overview.isError && <Alert severity="error">{errorMessage(overview.error)}</Alert>}
      {!data && !overview.isError && (
        <Loading label={t.loading}>
          <Skeleton variant="rounded" height={320} />
        </Loading>
      )}
      {data && (
        <>
          <Typography sx={{ mb: 1 }}>
            {data.min_wishes > 0 && `${t.minWishes(data.min_wishes)} `}
            {!data.placement_known && t.notPlacedYet}
          </Typography>
          {data.classes.length === 0 ? (
            <Typography>{t.empty}</Typography>
          ) : (
            <Box sx={{ mb: 3 }}>
              <DataTable
                key={scope}
                label={t.classesTable}
                rows={rows}
                columns={columns}
                getRowId={rowId}
                sort={sort}
                onSortChange={setSort}
                onRowClick={open}
                height={Math.min(560, 110 + rows.length * 36)}
                sx={openStyles}
              />
            </Box>
          )}
          {chosen !== undefined && (
            <ClassStudents key={`${scope}:${chosen}`} overview={data} className={chosen} />
          )}
        </>
      )}
    </Page>
  )
}

/** The class's button looks like a link in the grid; the rows show they can be clicked. */
const openStyles = {
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  '& .class-open': {
    font: 'inherit',
    color: 'primary.main',
    textDecoration: 'underline',
    background: 'none',
    border: 0,
    p: 0,
    cursor: 'pointer',
    textAlign: 'left',
  },
} as const
