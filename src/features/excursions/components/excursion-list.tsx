import { Box, Button, Chip, List, ListItem, Skeleton, Stack, Typography } from '@mui/material'
import { Loading } from '@/components/skeleton'
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { can } from '~domain/access'
import { formatLongDate } from '~domain/dates'
import { messages } from '~domain/messages/general'
import { listMessages } from '../messages'
import { subscriptionMessages } from '@/lib/subscriptions/messages'
import { excursionPath, findScope, type ScopeInfo } from '~domain/scopes'
import { useSessionUser } from '@/lib/session'
import { OutlinedNativeSelect, OutlinedTextField } from '@/components/outlined-fields'
import { RouterLink } from '@/components/router-link'
import { useRounds } from '@/lib/rounds/api'
import { roundMessages } from '@/lib/rounds/messages'
import type { Round } from '~contract/schemas/rounds'
import { useLiveExcursions } from '@/lib/excursions/api'
import {
  excursionSortSchema,
  filterExcursions,
  balanceDetails,
  hoursText,
  LIST_PAGE_SIZE,
  placesText,
  sortExcursions,
  type ExcursionSort,
} from '@/lib/excursions/list'
import type { Excursion } from '~contract/schemas/excursions'
import { ExcursionActions, ExcursionListAdmin } from './excursion-admin-lazy'
import { LoadError } from '@/components/load-error'

const sortLabels: Record<ExcursionSort, string> = {
  'date-asc': listMessages.sortDateAsc,
  'date-desc': listMessages.sortDateDesc,
  name: listMessages.sortName,
}

/**
 * The excursions of some scopes, searchable by name and sorted by date or name. Long lists show
 * LIST_PAGE_SIZE items at a time ('Meer tonen'), so 500 excursions stay quick.
 */
export function ExcursionList({ scopes }: { scopes: readonly ScopeInfo[] }) {
  const user = useSessionUser()
  const showStatus = can(user, 'subscriptions:own')
  const manage = can(user, 'excursions:manage')
  // A fresh answer re-renders the list in slices (a deferred value), never in one long task.
  const excursions = useDeferredValue(useLiveExcursions())
  const rounds = useRounds()
  const roundOf = useMemo(
    () => new Map((rounds.data ?? []).map((r) => [r.scope, r])),
    [rounds.data],
  )
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<ExcursionSort>('date-asc')
  const [limit, setLimit] = useState(LIST_PAGE_SIZE)
  const deferredSearch = useDeferredValue(search)
  const listRef = useRef<HTMLUListElement>(null)
  const focusIndex = useRef<number | null>(null)

  const scopeKey = scopes.map((s) => s.id).join(' ')
  const scopeIds = useMemo(() => new Set(scopeKey.split(' ')), [scopeKey])
  const inScope = useMemo(
    () => filterExcursions(excursions.data ?? [], scopeIds, ''),
    [excursions.data, scopeIds],
  )
  const matching = useMemo(
    () => sortExcursions(filterExcursions(inScope, scopeIds, deferredSearch), sort),
    [inScope, scopeIds, deferredSearch, sort],
  )
  const visible = matching.slice(0, limit)

  // 'Meer tonen' moves focus to the first item it revealed.
  useEffect(() => {
    if (focusIndex.current === null) return
    listRef.current?.querySelectorAll<HTMLAnchorElement>('li a')[focusIndex.current]?.focus()
    focusIndex.current = null
  }, [limit])

  if (excursions.isPending)
    return (
      <Loading label={messages.excursions.loading}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Loading>
    )
  // A failed refresh keeps the list (and the search, sort and place in it) with a notice.
  if (excursions.isLoadingError)
    return <LoadError error={excursions.error} onRetry={() => void excursions.refetch()} />
  const admin = manage && <ExcursionListAdmin scopes={scopes} excursions={inScope} />
  if (inScope.length === 0)
    return (
      <Box>
        {admin}
        <Typography>{listMessages.empty}</Typography>
      </Box>
    )

  return (
    <Box>
      {admin}
      {excursions.isRefetchError && (
        <Box sx={{ mb: 2 }}>
          <LoadError error={excursions.error} onRetry={() => void excursions.refetch()} />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <OutlinedTextField
          type="search"
          label={listMessages.search}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setLimit(LIST_PAGE_SIZE)
          }}
          sx={{ flexGrow: 1 }}
        />
        <OutlinedNativeSelect
          label={listMessages.sort}
          value={sort}
          onChange={(event) => {
            setSort(excursionSortSchema.parse(event.target.value))
            setLimit(LIST_PAGE_SIZE)
          }}
          sx={{ minWidth: 220 }}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </OutlinedNativeSelect>
      </Stack>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {matching.length === 0
          ? listMessages.noMatches
          : listMessages.shownCount(visible.length, matching.length)}
      </Typography>
      {visible.length > 0 && (
        <List
          ref={listRef}
          disablePadding
          sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}
        >
          {visible.map((e, i) => (
            <ExcursionListItem
              key={e._id}
              excursion={e}
              round={roundOf.get(e.scope)}
              showScope={scopes.length > 1}
              showStatus={showStatus}
              manage={manage}
              last={i === visible.length - 1}
            />
          ))}
        </List>
      )}
      {matching.length > visible.length && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => {
            focusIndex.current = limit
            setLimit(limit + LIST_PAGE_SIZE)
          }}
        >
          {listMessages.showMore(matching.length - visible.length)}
        </Button>
      )}
    </Box>
  )
}

const ExcursionListItem = memo(function ExcursionListItem({
  excursion,
  round,
  showScope,
  showStatus,
  manage,
  last,
}: {
  excursion: Excursion
  round: Round | undefined
  showScope: boolean
  showStatus: boolean
  manage: boolean
  last: boolean
}) {
  const scope = findScope(excursion.scope)
  const details = [
    formatLongDate(excursion.datetime),
    hoursText(excursion),
    showScope ? scope?.label : undefined,
    placesText(excursion),
    // Admins see the trip's consent setting and class share at a glance.
    ...(manage ? balanceDetails(excursion) : []),
  ]
  return (
    <ListItem divider={!last} sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <RouterLink {...excursionPath(excursion)} sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
          {excursion.name}
        </RouterLink>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {details.filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {round?.dropped.includes(excursion._id) && (
        <Chip size="small" label={roundMessages.placement.dropped} />
      )}
      {showStatus && <StatusChip excursion={excursion} round={round} />}
      {manage && <ExcursionActions excursion={excursion} />}
    </ListItem>
  )
})

/**
 * The student's own state of an excursion: subscribed (with the rank), a wish, placed there, or
 * waiting (with the place in line). A first-come round's subscription is a place, as before.
 */
function StatusChip({ excursion, round }: { excursion: Excursion; round: Round | undefined }) {
  const words = roundMessages.placement
  if (excursion.waiting_position !== null)
    return (
      <Chip size="small" color="warning" label={words.chipWaiting(excursion.waiting_position)} />
    )
  if (excursion.subscribed === null) return null
  if (round?.mode === 'preference') {
    if (excursion.placed) return <Chip size="small" color="success" label={words.chipPlaced} />
    return <Chip size="small" label={words.chipWish(excursion.preference ?? 1)} />
  }
  return (
    <Chip
      color="success"
      size="small"
      label={subscriptionMessages.subscribedBadge(excursion.preference)}
    />
  )
}
