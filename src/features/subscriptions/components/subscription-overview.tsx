import { notify } from '@/lib/notify'
import { errorMessage } from '@/lib/api-client'
import { useAllConsents, useRemindConsents } from '@/lib/consent/api'
import { CONSENT_STATE_LABELS } from '~domain/consent'
import { consentMessages } from '~domain/messages/consent'
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep'
import DownloadIcon from '@mui/icons-material/Download'
import { Button, FormControlLabel, Skeleton, Stack, Switch, TextField } from '@mui/material'
import { Loading } from '@/components/skeleton'
import { useCallback, useMemo, useState } from 'react'
import { downloadCsv, exportFileName } from '@/lib/csv'
import { adminMessages } from '~domain/messages/admin'
import { scopeRegistry, type ScopeInfo } from '~domain/scopes'
import { useUrlSearch, type SearchNavigate } from '@/lib/url-search'
import { sortRows, tableToCsv, type TableSort } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { FilterSelect, type FilterOption } from '@/components/filter-select'
import { Page } from '@/components/page'
import { ResultCount } from '@/components/result-count'
import { useAllProfiles } from '@/lib/accounts/api'
import { SkippedRecordsNote } from '@/components/skipped-records-note'
import { useLiveExcursions } from '@/lib/excursions/api'
import { LoadError } from '@/components/load-error'
import { useLiveSubscriptions, useTogglePayed } from '@/lib/subscriptions/api'
import {
  buildOverviewRows,
  filterOverviewRows,
  mentorsOf,
  overviewColumns,
  overviewSort,
  summarize,
  type OverviewRow,
  type OverviewSearch,
} from '../overview'
import { PaidSwitch, unsubscribeIcon, cellStyles, Summary } from './overview-cells'
import { UnsubscribeDialog, UnsubscribeAllDialog } from './unsubscribe-dialogs'

const words = adminMessages.overview

export type SubscriptionOverviewProps = {
  title: string
  /** Which overview (scope registry `group`): its scopes come from the registry. */
  group: ScopeInfo['group']
  /** The page's name in the export's file name. */
  exportName: string
  search: OverviewSearch
  onSearchChange: SearchNavigate<OverviewSearch>
}

/**
 * An admin's subscription overview: one row per subscription of the page's scopes, filtered and
 * sorted through the URL's search params, with per-excursion counts, paid toggling, unsubscribe,
 * 'Alle inschrijvingen verwijderen' and the CSV export of exactly the rows and columns shown.
 */
const consentOptions: FilterOption[] = [
  ['pending', CONSENT_STATE_LABELS.pending],
  ['given', CONSENT_STATE_LABELS.given],
  ['refused', CONSENT_STATE_LABELS.refused],
  ['missing', CONSENT_STATE_LABELS.missing],
  ['none', 'Niet nodig'],
]

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
  const consents = useAllConsents()
  const remind = useRemindConsents()
  const togglePayed = useTogglePayed()
  const [unsubscribing, setUnsubscribing] = useState<OverviewRow | null>(null)
  const [clearing, setClearing] = useState(false)
  // The URL is the one source of truth; `view` adds the text being typed (deferred, so typing
  // stays responsive).
  const { view, text, settled, set, setPage, setText } = useUrlSearch(search, onSearchChange)

  const ready = subscriptions.data && excursions.data && profiles.data
  const rows = useMemo(() => {
    if (!subscriptions.data || !excursions.data || !profiles.data) return []
    // For npm run bench:overview: the data is in; rows and grid follow.
    performance.mark('overview:data')
    return buildOverviewRows(
      subscriptions.data,
      excursions.data,
      profiles.data,
      scopes,
      consents.data,
    )
  }, [subscriptions.data, excursions.data, profiles.data, scopes, consents.data])
  const columns = useMemo(
    () =>
      overviewColumns(scopes, {
        // Plain elements styled once for the whole grid (cellStyles): every page change mounts
        // a switch and a button per row, and MUI's cost a quarter of a filter's time.
        paid: (row) => (
          <PaidSwitch
            checked={row.payed}
            label={words.paidLabel(row.name, row.excursion)}
            onToggle={(payed) => togglePayed({ id: row.id, payed })}
          />
        ),
        actions: (row) => (
          <button
            type="button"
            className="overview-action"
            aria-label={words.unsubscribeLabel(row.name, row.excursion)}
            title={words.unsubscribe}
            onClick={() => setUnsubscribing(row)}
          >
            {unsubscribeIcon}
          </button>
        ),
      }),
    [scopes, togglePayed],
  )
  const sort = useMemo(() => overviewSort(view), [view.sort, view.dir]) // eslint-disable-line react-hooks/exhaustive-deps -- by value
  // Sorted once per sort, then filtered (which keeps the order): typing never sorts again.
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort])
  const shown = useMemo(() => filterOverviewRows(sorted, view), [sorted, view])
  const summaries = useMemo(
    () => summarize(rows, excursions.data ?? [], scopes),
    [rows, excursions.data, scopes],
  )
  const excursionOptions = useMemo(
    () => summaries.map(({ excursion }): FilterOption => [excursion._id, excursion.name]),
    [summaries],
  )
  const mentorOptions = useMemo(
    () => mentorsOf(rows).map((mentor): FilterOption => [mentor, mentor]),
    [rows],
  )
  const changeSort = useCallback(
    (next: TableSort | undefined) => set({ sort: next?.field, dir: next?.direction }),
    [set],
  )
  const changePage = useCallback((page: number) => setPage(page + 1), [setPage])
  const setExcursion = useCallback((excursion?: string) => set({ excursion }), [set])
  const setMentor = useCallback((mentor?: string) => set({ mentor }), [set])

  let body
  if (subscriptions.isError || excursions.isError || profiles.isError) {
    const failed = [subscriptions, excursions, profiles].find((q) => q.isError)!
    body = <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
  } else if (!ready) {
    body = (
      <Loading label={words.loading}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={480} />
      </Loading>
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
            onChange={(event) => setText(event.target.value)}
            sx={{ flexGrow: 1, minWidth: 240 }}
          />
          <FilterSelect
            label={words.excursion}
            value={view.excursion}
            options={excursionOptions}
            onChange={setExcursion}
            allText={words.all}
            unknownText={words.unknownOption}
            minWidth={220}
          />
          <FilterSelect
            label={words.mentor}
            value={view.mentor}
            options={mentorOptions}
            onChange={setMentor}
            allText={words.all}
            unknownText={words.unknownOption}
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
            allText={words.all}
            unknownText={words.unknownOption}
            minWidth={140}
          />
          <FilterSelect
            label="Toestemming"
            value={view.consent}
            options={consentOptions}
            onChange={(consent) => set({ consent: consent as OverviewSearch['consent'] })}
            allText={words.all}
            unknownText={words.unknownOption}
            minWidth={180}
          />
          <Button
            variant="outlined"
            loading={remind.isPending}
            onClick={() =>
              void Promise.all(scopes.map((s) => remind.mutateAsync(s.id))).then(
                (answers) =>
                  notify.success(consentMessages.reminded(answers.reduce((n, a) => n + a.sent, 0))),
                (error: unknown) => notify.error(errorMessage(error)),
              )
            }
          >
            Herinnering aan ouders zonder antwoord
          </Button>
          <FormControlLabel
            control={
              <Switch
                checked={view.first ?? false}
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
          <ResultCount
            text={words.shown(shown.length, rows.length)}
            settled={settled}
            sx={{ flexGrow: 1 }}
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            // An empty file helps nobody: with no rows shown there is nothing to export.
            disabled={shown.length === 0}
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
          page={(view.page ?? 1) - 1}
          onPageChange={changePage}
          sx={cellStyles}
          fitRows={rows}
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
