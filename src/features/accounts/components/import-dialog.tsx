import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material'
import { Alert } from '@/components/alert'
import { UnreviewedTextsWarning } from '@/components/unreviewed-texts-warning'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { decodeCsv, downloadCsv, type CsvEncoding } from '@/lib/csv'
import { adminMessages } from '~domain/messages/admin'
import type { TableColumn } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { useUnsavedChanges } from '@/components/form'
import { fullName } from '~domain/profile'
import { invalidateAccountViews, saveAccount } from '@/lib/accounts/api'
import { existingAccounts, type AccountRow } from '../account-rows'
import { failedRowsCsv, readClassList, type ClassListRow } from '../class-list'
import { importInBatches, type ImportResult } from '../import'

type Step =
  | { kind: 'choose'; error: string | null }
  | { kind: 'preview'; rows: ClassListRow[]; encoding: CsvEncoding }
  | { kind: 'running'; rows: ClassListRow[]; progress: ImportResult<ClassListRow> }
  | {
      kind: 'report'
      rows: ClassListRow[]
      result: ImportResult<ClassListRow>
      stopped: boolean
    }

const t = adminMessages.classList

const previewColumns: TableColumn<ClassListRow>[] = [
  { field: 'line', header: t.lineColumn, value: (r) => r.line, width: 80 },
  { field: 'number', header: 'Studentnummer', value: (r) => r.values.number, width: 130 },
  {
    field: 'name',
    header: 'Naam',
    value: (r) => fullName(r.values),
    width: 200,
  },
  { field: 'email', header: 'E-mail', value: (r) => r.values.email, width: 220 },
  { field: 'grade', header: 'Mentor/Coach', value: (r) => r.values.grade, width: 140 },
  { field: 'phone', header: 'Telefoon', value: (r) => r.values.phone, width: 130 },
  {
    field: 'status',
    header: t.statusColumn,
    value: (r) => (r.status === 'valid' ? t.statusValid : r.reason),
    flex: 1,
  },
]

const lineId = (row: ClassListRow) => String(row.line)
const rowName = (row: ClassListRow) => `${fullName(row.values)} (${row.values.number})`

/**
 * `Importeren`: a class list from the student information system (CSV) becomes student accounts.
 * Preview with each row's check, then POST /users/add a few at a time with a progress bar and a
 * stop button, then a report (added, skipped, failed with the reason) whose failed rows can be
 * downloaded. A stop or a broken connection always ends in that report: nothing half-done silently.
 */
export function ImportDialog({
  accounts,
  onClose,
}: {
  accounts: readonly AccountRow[]
  onClose: () => void
}) {
  const titleId = useId()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>({ kind: 'choose', error: null })
  const abort = useRef<AbortController | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const existing = useMemo(() => existingAccounts(accounts), [accounts])

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // Read as bytes: Dutch Excel's CSV is Windows-1252, which file.text() would garble.
    const { text, encoding } = decodeCsv(await file.arrayBuffer())
    const list = readClassList(text, existing)
    setStep(
      list.ok
        ? { kind: 'preview', rows: list.rows, encoding }
        : { kind: 'choose', error: list.error },
    )
  }

  const start = async (rows: ClassListRow[]) => {
    const valid = rows.filter((r) => r.status === 'valid')
    const controller = new AbortController()
    abort.current = controller
    const empty: ImportResult<ClassListRow> = {
      added: [],
      failed: [],
      notProcessed: [],
      interruption: null,
    }
    setStep({ kind: 'running', rows, progress: empty })
    const result = await importInBatches(valid, (row) => saveAccount(row.account!), {
      signal: controller.signal,
      onProgress: (progress) => setStep({ kind: 'running', rows, progress }),
    })
    abort.current = null
    setStep({ kind: 'report', rows, result, stopped: controller.signal.aborted })
    void invalidateAccountViews(queryClient)
  }

  const running = step.kind === 'running'
  // A running import holds back a reload for a new version or a stale chunk until it ends, and
  // its report until it is closed: the reload would cut the batches off, or the report away.
  useUnsavedChanges(running || step.kind === 'report')
  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        {step.kind === 'choose' && (
          <Stack spacing={2}>
            <UnreviewedTextsWarning />
            <DialogContentText>{t.intro}</DialogContentText>
            {step.error && <Alert severity="error">{step.error}</Alert>}
            <Box>
              {/* The file input itself stays hidden: a button opens it (one control, one name). */}
              <input
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                aria-label={t.file}
                hidden
                onChange={(event) => void chooseFile(event)}
              />
              <Button variant="contained" onClick={() => fileInput.current?.click()}>
                {t.chooseFile}
              </Button>
            </Box>
          </Stack>
        )}
        {step.kind === 'preview' && <Preview rows={step.rows} encoding={step.encoding} />}
        {step.kind === 'running' && <Progress step={step} />}
        {step.kind === 'report' && <Report step={step} />}
      </DialogContent>
      <DialogActions>
        {step.kind === 'preview' && (
          <>
            <Button onClick={() => setStep({ kind: 'choose', error: null })}>{t.chooseFile}</Button>
            <Button onClick={onClose}>{adminMessages.accounts.cancel}</Button>
            <Button
              variant="contained"
              disabled={!step.rows.some((r) => r.status === 'valid')}
              onClick={() => void start(step.rows)}
            >
              {t.start(step.rows.filter((r) => r.status === 'valid').length)}
            </Button>
          </>
        )}
        {running && (
          <Button color="error" onClick={() => abort.current?.abort()}>
            {t.stop}
          </Button>
        )}
        {(step.kind === 'choose' || step.kind === 'report') && (
          <Button onClick={onClose}>{adminMessages.accounts.close}</Button>
        )}
      </DialogActions>
    </Dialog>
  )
}

function counts(rows: readonly ClassListRow[]) {
  const of = (status: ClassListRow['status']) => rows.filter((r) => r.status === status).length
  return { valid: of('valid'), existing: of('existing'), invalid: of('invalid') }
}

const statusOrder = { invalid: 0, existing: 1, valid: 2 } as const

function Preview({ rows, encoding }: { rows: ClassListRow[]; encoding: CsvEncoding }) {
  const c = counts(rows)
  // The rows that need attention first, each group in file order (a class list is small).
  const ordered = [...rows].sort(
    (a, b) => statusOrder[a.status] - statusOrder[b.status] || a.line - b.line,
  )
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {t.summary(rows.length, c.valid, c.existing, c.invalid)}
      </Typography>
      <Typography variant="body2">{t.encoding(encoding)}</Typography>
      <DataTable
        label={t.previewLabel}
        rows={ordered}
        columns={previewColumns}
        getRowId={lineId}
        height={420}
      />
    </Stack>
  )
}

function Progress({ step }: { step: Extract<Step, { kind: 'running' }> }) {
  const total = step.rows.filter((r) => r.status === 'valid').length
  const done = step.progress.added.length + step.progress.failed.length
  return (
    <Stack spacing={2}>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (done / total) * 100}
        aria-label={t.progressLabel}
      />
      <Typography role="status">{t.progress(done, total)}</Typography>
    </Stack>
  )
}

function Report({ step }: { step: Extract<Step, { kind: 'report' }> }) {
  const { rows, result, stopped } = step
  const skipped = rows.filter((r) => r.status === 'existing')
  // Failed: rows the check refused, then rows the server refused; then what was never tried.
  const failed = [
    ...rows.filter((r) => r.status === 'invalid').map((row) => ({ row, reason: row.reason })),
    ...result.failed.map(({ item, reason }) => ({ row: item, reason })),
  ]
  const notProcessed = result.notProcessed.map((row) => ({ row, reason: t.notProcessedReason }))
  const notAdded = [...failed, ...notProcessed].sort((a, b) => a.row.line - b.row.line)
  const severity = stopped || result.interruption ? 'warning' : failed.length ? 'info' : 'success'
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        {t.reportTitle}
      </Typography>
      <Alert severity={severity} role="status">
        {stopped && <Box sx={{ mb: 1 }}>{t.stopped}</Box>}
        {result.interruption && <Box sx={{ mb: 1 }}>{t.interrupted(result.interruption)}</Box>}
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          <li>{t.reportAdded(result.added.length)}</li>
          <li>{t.reportSkipped(skipped.length)}</li>
          <li>{t.reportFailed(failed.length)}</li>
          {notProcessed.length > 0 && <li>{t.reportNotProcessed(notProcessed.length)}</li>}
        </Box>
      </Alert>
      {notAdded.length > 0 && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => downloadCsv(t.failedFileName, failedRowsCsv(notAdded))}
          >
            {t.downloadFailed}
          </Button>
        </Box>
      )}
      <RowList
        title={t.failedList}
        items={notAdded.map(
          ({ row, reason }) => `${t.lineColumn} ${row.line}: ${rowName(row)}: ${reason}`,
        )}
      />
      <RowList title={t.addedList} items={result.added.map(rowName)} />
    </Stack>
  )
}

function RowList({ title, items }: { title: string; items: string[] }) {
  const id = useId()
  if (items.length === 0) return null
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {`${title} (${items.length})`}
      </Typography>
      <List
        dense
        aria-labelledby={id}
        sx={{ maxHeight: 200, overflow: 'auto', border: 1, borderColor: 'divider' }}
        tabIndex={0}
      >
        {items.map((item, i) => (
          <ListItem key={i}>{item}</ListItem>
        ))}
      </List>
    </Box>
  )
}
