import DownloadIcon from '@mui/icons-material/Download'
import { Button, Skeleton, Stack } from '@mui/material'
import { Loading } from '@/components/skeleton'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert } from '@/components/alert'
import { sortRows, type TableColumn, type TableSort } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { Panel } from '@/components/panel'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { useClassStudents, type ClassesAnswer, type ClassStudent } from '../api'
import { downloadClassCsv, downloadClassXlsx, exportName } from '../export'
import { classMessages as t } from '../messages'
import { ClassReminderButton } from './class-reminder-button'

const h = t.headers
const yesNo = (value: boolean | null) => (value === null ? '–' : value ? t.yes : t.no)

const columns: TableColumn<ClassStudent>[] = [
  { field: 'name', header: h.name, value: (s) => s.name, fit: true, maxWidth: 260 },
  { field: 'number', header: h.number, value: (s) => s.number, fit: true },
  { field: 'wishes', header: h.wishes, value: (s) => s.wishes, width: 90 },
  {
    field: 'placed',
    header: h.placed,
    value: (s) => s.placed,
    text: (s) => yesNo(s.placed),
    width: 110,
  },
  {
    field: 'id',
    header: h.idComplete,
    value: (s) => s.id_complete,
    text: (s) => yesNo(s.id_complete),
    width: 190,
  },
  { field: 'paid', header: h.paid, value: (s) => s.paid, text: (s) => yesNo(s.paid), width: 100 },
  {
    field: 'lacks',
    header: h.lacks,
    value: (s) => s.lacks.join(', '),
    text: (s) => s.lacks.join(', ') || t.nothing,
    wrap: true,
    width: 220,
  },
]
const rowId = (s: ClassStudent) => s.user_id

/** One class's students with what each lacks; its reminder and its export. */
export function ClassStudents({
  overview,
  className,
}: {
  overview: ClassesAnswer
  className: string
}) {
  const scope = overview.scope
  const students = useClassStudents(scope, className)
  const [sort, setSort] = useState<TableSort | undefined>()
  const rows = useMemo(
    () => sortRows(students.data?.students ?? [], columns, sort),
    [students.data, sort],
  )
  const [exporting, setExporting] = useState(false)
  const label = className || t.noClass
  const list = students.data?.students ?? []
  const name = exportName(className, scope)
  // The list opens below the classes: brought into view, the focus stays where it was.
  const panel = useRef<HTMLElement>(null)
  // In braces: Chromium's scrollIntoView answers a promise, and an effect may return only a
  // clean-up function (React calls what it returns when the class closes).
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])

  return (
    <Panel ref={panel} title={students.data ? t.chosen(label, list.length) : label}>
      {students.isError && <Alert severity="error">{errorMessage(students.error)}</Alert>}
      {students.isPending && (
        <Loading label={t.loadingStudents}>
          <Skeleton variant="rounded" height={320} />
        </Loading>
      )}
      {students.data && (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            {overview.can_remind && (
              <ClassReminderButton scope={scope} className={className} label={label} />
            )}
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={list.length === 0}
              onClick={() => downloadClassCsv(name, rows, className)}
            >
              {t.exportCsv}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={list.length === 0}
              loading={exporting}
              onClick={() => {
                setExporting(true)
                downloadClassXlsx(name, rows, className)
                  .catch(() => notify.error(t.exportFailed))
                  .finally(() => setExporting(false))
              }}
            >
              {t.exportXlsx}
            </Button>
          </Stack>
          <DataTable
            label={t.studentsTable(label)}
            rows={rows}
            columns={columns}
            getRowId={rowId}
            sort={sort}
            onSortChange={setSort}
            height={Math.min(640, 120 + rows.length * 48)}
          />
        </>
      )}
    </Panel>
  )
}
