import DeleteSweepIcon from '@mui/icons-material/DeleteSweep'
import DownloadIcon from '@mui/icons-material/Download'
import {
  Box,
  Button,
  FormControlLabel,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { downloadCsv } from '@/lib/csv'
import { adminMessages } from '@/lib/admin-messages'
import { notify } from '@/lib/notify'
import { scopeRegistry, type ScopeInfo } from '@/lib/scopes'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { sortRows, tableToCsv, type TableSort } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { Page } from '@/components/page'
import { Panel } from '@/components/panel'
import { useAllProfiles } from '@/features/accounts/api'
import { SkippedRecordsNote } from '@/features/accounts/components/skipped-records-note'
import { useLiveExcursions } from '@/features/excursions/api'
import { placesText } from '@/features/excursions/list'
import { LoadError } from '@/features/excursions/components/load-error'
import {
  useLiveSubscriptions,
  useTogglePayed,
  useUnsubscribeAllInScopes,
  useUnsubscribeStudent,
} from '../api'
import {
  buildOverviewRows,
  exportFileName,
  filterOverviewRows,
  mentorsOf,
  overviewColumns,
  overviewSort,
  summarize,
  type ExcursionSummary,
  type OverviewRow,
  type OverviewSearch,
} from '../overview'

const words = adminMessages.overview
const URL_TEXT_DELAY_MS = 300

export type SubscriptionOverviewProps = {
  title: string
  /** Which overview (scope registry `group`): its scopes come from the registry. */
  group: ScopeInfo['group']
  /** The page's name in the export's file name. */
  exportName: string
  search: OverviewSearch
  onSearchChange: (update: (previous: OverviewSearch) => OverviewSearch) => void
}

/**
 * An admin's subscription overview: one row per subscription of the page's scopes, filtered and
 * sorted through the URL's search params, with per-excursion counts, paid toggling, unsubscribe,
 * 'Alle inschrijvingen verwijderen' and the CSV export of exactly the rows and columns shown.
 */
export function SubscriptionOverview({
  title,
  group,
  exportName,
  search,
  onSearchChange,
}: SubscriptionOverviewProps) {
  const scopes = useMemo(() => scopeRegistry.filter((s) => s.group === group), [group])
  const subscriptions = useLiveSubscriptions()
  const excursions = useLiveExcursions()
  const profiles = useAllProfiles()
  const togglePayed = useTogglePayed()
  const [unsubscribing, setUnsubscribing] = useState<OverviewRow | null>(null)
  const [clearing, setClearing] = useState(false)
  const [text, setText] = useState(search.q ?? '')
  // The table follows what is typed at once (not the URL's round trip through the router), as
  // a deferred render, so typing stays responsive.
  const typed = useMemo(() => ({ ...search, q: text || undefined }), [search, text])
  const view = useDeferredValue(typed)

  const ready = subscriptions.data && excursions.data && profiles.data
  const rows = useMemo(() => {
    if (!subscriptions.data || !excursions.data || !profiles.data) return []
    // For npm run bench:overview: the data is in; rows and grid follow.
    performance.mark('overview:data')
    return buildOverviewRows(subscriptions.data, excursions.data, profiles.data, scopes)
  }, [subscriptions.data, excursions.data, profiles.data, scopes])
  const toggle = togglePayed.mutate
  const columns = useMemo(
    () =>
      overviewColumns(scopes, {
        paid: (row) => (
          <Switch
            size="small"
            checked={row.payed}
            onChange={(event) => toggle({ id: row.id, payed: event.target.checked })}
            slotProps={{ input: { 'aria-label': words.paidLabel(row.name, row.excursion) } }}
          />
        ),
        actions: (row) => (
          <Button
            size="small"
            color="error"
            aria-label={words.unsubscribeLabel(row.name, row.excursion)}
            onClick={() => setUnsubscribing(row)}
          >
            {words.unsubscribe}
          </Button>
        ),
      }),
    [scopes, toggle],
  )
  const sort = useMemo(() => overviewSort(view), [view])
  const filtered = useMemo(() => filterOverviewRows(rows, view), [rows, view])
  const shown = useMemo(() => sortRows(filtered, columns, sort), [filtered, columns, sort])
  const summaries = useMemo(
    () => summarize(rows, excursions.data ?? [], scopes),
    [rows, excursions.data, scopes],
  )
  const mentors = useMemo(() => mentorsOf(rows), [rows])

  // One stable function for the memoised grid, always writing through the latest navigate.
  const latestChange = useRef(onSearchChange)
  useEffect(() => {
    latestChange.current = onSearchChange
  })
  const set = useCallback(
    (change: Partial<OverviewSearch>) =>
      latestChange.current((previous) => ({ ...previous, ...change })),
    [],
  )
  // The typed text goes into the URL once typing pauses: a navigation per key is wasted work.
  const textTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const writeText = (value: string) => {
    clearTimeout(textTimer.current)
    textTimer.current = setTimeout(() => set({ q: value || undefined }), URL_TEXT_DELAY_MS)
  }
  useEffect(() => () => clearTimeout(textTimer.current), [])
  const changeSort = useCallback(
    (next: TableSort | undefined) => set({ sort: next?.field, dir: next?.direction }),
    [set],
  )

  let body
  if (subscriptions.isError || excursions.isError || profiles.isError) {
    const failed = [subscriptions, excursions, profiles].find((q) => q.isError)!
    body = <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
  } else if (!ready) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={words.loading}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={480} />
      </Stack>
    )
  } else {
    body = (
      <>
        <Summary summaries={summaries} showScope={scopes.length > 1} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <TextField
            type="search"
            label={words.search}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              writeText(event.target.value)
            }}
            sx={{ flexGrow: 1, minWidth: 240 }}
          />
          <FilterSelect
            label={words.excursion}
            value={search.excursion}
            options={summaries.map(({ excursion }) => [excursion._id, excursion.name])}
            onChange={(excursion) => set({ excursion })}
            minWidth={220}
          />
          <FilterSelect
            label={words.mentor}
            value={search.mentor}
            options={mentors.map((mentor) => [mentor, mentor])}
            onChange={(mentor) => set({ mentor })}
            minWidth={180}
          />
          <FilterSelect
            label={words.placed}
            value={search.placed === undefined ? undefined : String(search.placed)}
            options={[
              ['true', words.placedOptions.true],
              ['false', words.placedOptions.false],
            ]}
            onChange={(placed) =>
              set({ placed: placed === undefined ? undefined : placed === 'true' })
            }
            minWidth={140}
          />
          <FormControlLabel
            control={
              <Switch
                checked={search.first ?? false}
                onChange={(event) => set({ first: event.target.checked || undefined })}
              />
            }
            label={words.firstChoices}
          />
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography role="status" variant="body2" sx={{ flexGrow: 1, color: 'text.secondary' }}>
            {words.shown(shown.length, rows.length)}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => downloadCsv(exportFileName(exportName), tableToCsv(columns, shown))}
          >
            {words.export}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteSweepIcon />}
            disabled={rows.length === 0}
            onClick={() => setClearing(true)}
          >
            {words.unsubscribeAll}
          </Button>
        </Stack>
        <DataTable
          label={words.table}
          rows={shown}
          columns={columns}
          getRowId={rowId}
          sort={sort}
          onSortChange={changeSort}
        />
      </>
    )
  }

  return (
    <Page title={title}>
      <SkippedRecordsNote users={false} />
      {body}
      {unsubscribing && (
        <UnsubscribeDialog row={unsubscribing} onClose={() => setUnsubscribing(null)} />
      )}
      {clearing && (
        <UnsubscribeAllDialog
          scopes={scopes}
          count={rows.length}
          onClose={() => setClearing(false)}
        />
      )}
    </Page>
  )
}

const rowId = (row: OverviewRow) => row.id

/** A native select with 'Alle' first; 'Alle' is no filter (undefined). */
function FilterSelect({
  label,
  value,
  options,
  onChange,
  minWidth,
}: {
  label: string
  value: string | undefined
  options: [value: string, text: string][]
  onChange: (value: string | undefined) => void
  minWidth: number
}) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      <option value="">{words.all}</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </TextField>
  )
}

const Summary = memo(function Summary({
  summaries,
  showScope,
}: {
  summaries: ExcursionSummary[]
  showScope: boolean
}) {
  const c = words.columns
  return (
    <Panel title={words.summary}>
      <Box
        tabIndex={0}
        role="group"
        aria-label={words.summary}
        sx={{ maxHeight: 280, overflow: 'auto' }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{c.excursion}</TableCell>
              {showScope && <TableCell>{c.scope}</TableCell>}
              <TableCell align="right">{c.count}</TableCell>
              <TableCell align="right">{c.firstChoices}</TableCell>
              <TableCell align="right">{c.paid}</TableCell>
              <TableCell>{c.capacity}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summaries.map(({ excursion, count, firstChoices, payed }) => (
              <TableRow key={excursion._id}>
                <TableCell component="th" scope="row">
                  {excursion.name}
                </TableCell>
                {showScope && (
                  <TableCell>
                    {scopeRegistry.find((s) => s.id === excursion.scope)?.label}
                  </TableCell>
                )}
                <TableCell align="right">{count}</TableCell>
                <TableCell align="right">{firstChoices}</TableCell>
                <TableCell align="right">{payed}</TableCell>
                <TableCell>
                  {excursion.capacity === null
                    ? words.noCapacity
                    : `${excursion.capacity} · ${placesText({ capacity: excursion.capacity, subscriptions: count })}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Panel>
  )
})

function UnsubscribeDialog({ row, onClose }: { row: OverviewRow; onClose: () => void }) {
  const unsubscribe = useUnsubscribeStudent()
  return (
    <ConfirmActionDialog
      open
      title={words.unsubscribeTitle}
      confirmLabel={words.unsubscribe}
      pending={unsubscribe.isPending}
      onClose={onClose}
      onConfirm={() =>
        unsubscribe.mutateAsync(row.id).then(
          () => {
            notify.success(words.unsubscribed(row.name))
            onClose()
          },
          () => {}, // alerted by the hook; the dialog stays for another try
        )
      }
    >
      {words.unsubscribeText(row.name, row.excursion)}
    </ConfirmActionDialog>
  )
}

function UnsubscribeAllDialog({
  scopes,
  count,
  onClose,
}: {
  scopes: readonly ScopeInfo[]
  count: number
  onClose: () => void
}) {
  const unsubscribeAll = useUnsubscribeAllInScopes()
  return (
    <ConfirmActionDialog
      open
      title={words.unsubscribeAllTitle}
      confirmLabel={words.unsubscribeAll}
      pending={unsubscribeAll.isPending}
      onClose={onClose}
      onConfirm={() =>
        unsubscribeAll.mutateAsync(scopes.map((s) => s.id)).then(
          () => {
            notify.success(words.unsubscribedAll(count))
            onClose()
          },
          () => {},
        )
      }
    >
      {words.unsubscribeAllText(count, scopes.map((s) => s.label).join(' en '))}
    </ConfirmActionDialog>
  )
}
