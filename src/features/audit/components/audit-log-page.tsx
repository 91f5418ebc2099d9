import DownloadIcon from '@mui/icons-material/Download'
import {
  Autocomplete,
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
  TextField,
  Typography,
  createFilterOptions,
} from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import type { Dayjs } from 'dayjs'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { errorMessage } from '@/lib/api-client'
import { downloadCsv } from '@/lib/csv'
import { DATE_FORMAT, dayjs } from '~domain/dates'
import { notify } from '@/lib/notify'
import type { SearchNavigate } from '@/lib/url-search'
import { tableToCsv, type TableColumn } from '@/components/data-table/columns'
import { DutchDateProvider } from '@/components/dutch-date-provider'
import { FilterSelect, type FilterOption } from '@/components/filter-select'
import { Page } from '@/components/page'
import { ResultCount } from '@/components/result-count'
import { useAllProfiles, useAllUsers } from '@/features/accounts/api'
import { useExcursions } from '@/features/excursions/api'
import { LoadError } from '@/features/excursions/components/load-error'
import type { ListedUser } from '~contract/schemas/accounts'
import { fullName, type Profile } from '~contract/schemas/profile'
import { useSubscriptions } from '@/features/subscriptions/api'
import { exportFileName } from '@/features/subscriptions/overview'
import { getAllAuditEntries, useAuditPage } from '../api'
import { auditColumns, auditNames, recordText, toAuditQuery } from '../entries'
import { auditMessages as words } from '../messages'
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditEntry } from '../schemas'
import type { AuditSearch } from '../search'

/** Entries per page; the server reads each page by key, so page 1,000 costs what page 1 does. */
const PAGE_SIZE = 100
/** The export's limit: what a spreadsheet still opens. */
const EXPORT_MAX = 100_000
const URL_DAY = 'YYYY-MM-DD'

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
      <Stack spacing={1} aria-busy="true" aria-label={words.loading}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={480} />
      </Stack>
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

// Built once, so the memoised selects are not handed new arrays on each render.
const ACTION_OPTIONS: readonly FilterOption[] = Object.entries(AUDIT_ACTIONS)
const RECORD_TYPE_OPTIONS: readonly FilterOption[] = Object.entries(AUDIT_RECORD_TYPES)

type Person = { id: string; label: string }
const personFilter = createFilterOptions<Person>({ limit: 50 })

/** The filters, each written into the URL as it is chosen (a history entry each). */
const Filters = memo(function Filters({
  search,
  set,
  users,
  profiles,
}: {
  search: AuditSearch
  set: (change: Partial<AuditSearch>) => void
  users: readonly ListedUser[] | undefined
  profiles: readonly Profile[] | undefined
}) {
  const f = words.filters
  const people = useMemo(() => {
    const nameOf = new Map((profiles ?? []).map((p) => [p.user_id, fullName(p)]))
    return (users ?? []).map((u): Person => {
      const name = nameOf.get(u._id)
      const login = u.login_id ?? u._id
      return { id: u._id, label: name ? `${name} (${login})` : login }
    })
  }, [users, profiles])
  const person =
    search.actor === undefined
      ? null
      : (people.find((p) => p.id === search.actor) ?? {
          id: search.actor,
          label: users ? f.unknownOption(search.actor) : search.actor,
        })
  const anySet = Object.values(search).some((v) => v !== undefined)
  return (
    <Stack
      role="group"
      aria-label={f.heading}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
    >
      <Autocomplete
        options={people}
        value={person}
        loading={!users}
        filterOptions={personFilter}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, value) => set({ actor: value?.id })}
        noOptionsText={f.noPeople}
        sx={{ minWidth: 280, flexGrow: 1 }}
        renderInput={(params) => (
          <TextField {...params} label={f.person} placeholder={f.personHint} />
        )}
      />
      <FilterSelect
        label={f.action}
        value={search.action}
        options={ACTION_OPTIONS}
        onChange={(action) => set({ action })}
        allText={f.all}
        unknownText={f.unknownOption}
        minWidth={200}
      />
      <FilterSelect
        label={f.recordType}
        value={search.record_type}
        options={RECORD_TYPE_OPTIONS}
        onChange={(record_type) => set({ record_type })}
        allText={f.all}
        unknownText={f.unknownOption}
        minWidth={200}
      />
      <TextField
        // Remounted when the URL's value changes (Back, a row's record link, 'Filters wissen').
        key={search.record_id ?? ''}
        label={f.recordId}
        defaultValue={search.record_id ?? ''}
        helperText={f.recordIdHint}
        onBlur={(event) => {
          const value = event.target.value.trim() || undefined
          if (value !== search.record_id) set({ record_id: value })
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          const value = (event.target as HTMLInputElement).value.trim() || undefined
          if (value !== search.record_id) set({ record_id: value })
        }}
        sx={{ minWidth: 160 }}
      />
      <DutchDateProvider>
        <DayFilter label={f.from} value={search.from} onChange={(from) => set({ from })} />
        <DayFilter
          label={f.to}
          value={search.to}
          min={search.from}
          onChange={(to) => set({ to })}
        />
      </DutchDateProvider>
      <Button
        onClick={() =>
          set({
            actor: undefined,
            action: undefined,
            record_type: undefined,
            record_id: undefined,
            from: undefined,
            to: undefined,
          })
        }
        disabled={!anySet}
        sx={{ alignSelf: { md: 'center' } }}
      >
        {f.clear}
      </Button>
    </Stack>
  )
})

/**
 * A day of the date range. What is typed stays in the field while it is incomplete; a whole
 * day (or an emptied field) goes into the URL, and a change of the URL (Back) shows in the field.
 */
function DayFilter({
  label,
  value,
  min,
  onChange,
}: {
  label: string
  value: string | undefined
  min?: string
  onChange: (value: string | undefined) => void
}) {
  const fromUrl = (text: string | undefined) => (text ? dayjs(text, URL_DAY, true) : null)
  const [shown, setShown] = useState<Dayjs | null>(() => fromUrl(value))
  const [urlValue, setUrlValue] = useState(value)
  if (urlValue !== value) {
    setUrlValue(value)
    setShown(fromUrl(value))
  }
  return (
    <DatePicker
      label={label}
      value={shown}
      format={DATE_FORMAT}
      minDate={min ? (fromUrl(min) ?? undefined) : undefined}
      onChange={(day) => {
        setShown(day)
        if (day === null) {
          if (value !== undefined) onChange(undefined)
        } else if (day.isValid() && day.year() >= 2000) {
          const text = day.format(URL_DAY)
          if (text !== value) onChange(text)
        }
      }}
      slotProps={{ textField: { sx: { width: 190 } }, field: { clearable: true } }}
    />
  )
}
