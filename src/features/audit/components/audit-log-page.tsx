import DownloadIcon from '@mui/icons-material/Download'
import {
  Box,
  Button,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { errorMessage } from '@/lib/api-client'
import { downloadCsv, exportFileName } from '@/lib/csv'
import { notify } from '@/lib/notify'
import type { SearchNavigate } from '@/lib/url-search'
import { tableToCsv, type TableColumn } from '@/components/data-table/columns'
import { Page } from '@/components/page'
import { Loading } from '@/components/skeleton'
import { ResultCount } from '@/components/result-count'
import { useAllProfiles, useAllUsers } from '@/lib/accounts/api'
import { useExcursions } from '@/lib/excursions/api'
import { LoadError } from '@/components/load-error'
import { useSubscriptions } from '@/lib/subscriptions/api'
import { getAllAuditEntries, useAuditPage } from '../api'
import { auditColumns, auditNames, recordText, toAuditQuery } from '../entries'
import { auditMessages as words } from '../messages'
import { type AuditEntry } from '../schemas'
import type { AuditSearch } from '../search'
import { Filters } from './audit-filters'

/** Entries per page; the server reads each page by key, so page 1,000 costs what page 1 does. */
const PAGE_SIZE = 100
/** The export's limit: what a spreadsheet still opens. */
const EXPORT_MAX = 100_000

export type AuditLogPageProps = {
  search: AuditSearch
  onSearchChange: SearchNavigate<AuditSearch>
}

/**
 * Logboek (admins): the audit log, newest first, one page at a time (keyset: 'Volgende' asks for
 * the entries before the last one shown, 'Vorige' goes back along the cursors walked), filtered
 * by person, kind, record and days through the URL, and exported as CSV with the same columns.
 */
export function AuditLogPage({ search, onSearchChange }: AuditLogPageProps) {
  const searchKey = JSON.stringify(search)
  // By value: the router hands over a new object for an unchanged search.
  const query = useMemo(() => toAuditQuery(search), [searchKey]) // eslint-disable-line react-hooks/exhaustive-deps
  const queryKey = JSON.stringify(query)

  // The pages walked so far for these filters; other filters start again at the newest.
  const [paging, setPaging] = useState({ key: queryKey, cursors: [] as number[], before: 0 })
  if (paging.key !== queryKey) setPaging({ key: queryKey, cursors: [], before: 0 })
  const before = paging.key === queryKey ? paging.before : 0
  const page = useAuditPage(
    { ...query, before: before || undefined, limit: PAGE_SIZE },
    // The log grows with every change elsewhere: never served from an older visit.
    { staleTime: 0 },
  )

  // Names for the ids in the log; each list fills them in when it arrives, none holds the log up.
  const profiles = useAllProfiles()
  const users = useAllUsers()
  const excursions = useExcursions()
  const subscriptions = useSubscriptions()
  const names = useMemo(
    () =>
      auditNames({
        profiles: profiles.data,
        excursions: excursions.data,
        subscriptions: subscriptions.data,
      }),
    [profiles.data, excursions.data, subscriptions.data],
  )

  // One stable function for the memoised filters and columns, always writing through the latest
  // navigate. Each filter change is a history entry.
  const latestChange = useRef(onSearchChange)
  useEffect(() => {
    latestChange.current = onSearchChange
  })
  const set = useCallback(
    (change: Partial<AuditSearch>) =>
      latestChange.current((previous) => ({ ...previous, ...change }), { replace: false }),
    [],
  )
  const showRecord = useCallback(
    (entry: AuditEntry) =>
      set({ record_type: entry.record_type, record_id: entry.record_id ?? undefined }),
    [set],
  )
  const columns = useMemo(
    () =>
      auditColumns(names, {
        record: (entry) => {
          const text = recordText(entry, names)
          if (!entry.record_id) return text
          return (
            <Link
              component="button"
              type="button"
              variant="body2"
              sx={{ textAlign: 'left' }}
              title={words.showRecord}
              aria-label={words.showRecordLabel(text)}
              onClick={() => showRecord(entry)}
            >
              {text}
            </Link>
          )
        },
        changes: (_entry, lines) =>
          lines.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </Box>
          ),
      }),
    [names, showRecord],
  )

  const [exported, setExported] = useState<number | null>(null)
  const exportCsv = async () => {
    setExported(0)
    try {
      const entries = await getAllAuditEntries(query, {
        max: EXPORT_MAX + 1,
        onProgress: setExported,
      })
      downloadCsv(exportFileName('logboek'), tableToCsv(columns, entries.slice(0, EXPORT_MAX)))
      if (entries.length > EXPORT_MAX) notify.info(words.exportCapped(EXPORT_MAX))
    } catch (error) {
      notify.error(`${words.exportFailed} ${errorMessage(error)}`)
    } finally {
      setExported(null)
    }
  }

  const entries = page.data?.entries
  const next = page.data?.next ?? null
  const filtered = Object.values(query).some((v) => v !== undefined)
  const pageNumber = paging.cursors.length + 1

  let body
  if (page.isError) {
    body = <LoadError error={page.error} onRetry={() => void page.refetch()} />
  } else if (!entries) {
    body = (
      <Loading label={words.loading}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={480} />
      </Loading>
    )
  } else {
    const loading = page.isPlaceholderData
    body = (
      <>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <ResultCount
            text={
              exported === null ? words.page(pageNumber, entries.length) : words.exporting(exported)
            }
            settled={!loading}
            sx={{ flexGrow: 1 }}
          />
          <Stack component="nav" aria-label={words.pager} direction="row" spacing={1}>
            <Button
              variant="outlined"
              disabled={paging.cursors.length === 0 || loading}
              onClick={() =>
                setPaging((p) => ({
                  ...p,
                  cursors: p.cursors.slice(0, -1),
                  before: p.cursors.at(-1) ?? 0,
                }))
              }
            >
              {words.previous}
            </Button>
            <Button
              variant="outlined"
              disabled={next === null || loading}
              onClick={() =>
                next !== null &&
                setPaging((p) => ({ ...p, cursors: [...p.cursors, p.before], before: next }))
              }
            >
              {words.next}
            </Button>
          </Stack>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={entries.length === 0 || exported !== null}
            onClick={() => void exportCsv()}
          >
            {words.export}
          </Button>
        </Stack>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={words.loading} />}</Box>
        {entries.length === 0 ? (
          <Typography sx={{ py: 2 }}>{filtered ? words.emptyFiltered : words.empty}</Typography>
        ) : (
          <AuditTable entries={entries} columns={columns} busy={loading} />
        )}
      </>
    )
  }

  return (
    <Page title={words.title}>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{words.intro}</Typography>
      <Filters search={search} set={set} users={users.data} profiles={profiles.data} />
      {body}
    </Page>
  )
}

const AuditTable = memo(function AuditTable({
  entries,
  columns,
  busy,
}: {
  entries: readonly AuditEntry[]
  columns: readonly TableColumn<AuditEntry>[]
  busy: boolean
}) {
  const [at, ...rest] = columns
  return (
    // Scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it too.
    <TableContainer tabIndex={0} role="group" aria-label={words.table} aria-busy={busy}>
      <Table size="small" aria-label={words.table}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.field} sx={{ fontWeight: 'bold' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {at!.text!(entry)}
              </TableCell>
              {rest.map((column) => (
                <TableCell
                  key={column.field}
                  sx={{
                    overflowWrap: 'anywhere',
                    minWidth: column.field === 'changes' ? 260 : 140,
                  }}
                >
                  {column.render ? column.render(entry) : String(column.value(entry) ?? '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
})
