import { useCallback } from 'react'
import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import * as calls from '~contract/subscriptions'
import { api, errorMessage, isApiError } from '@/lib/api-client'
import { subscriptionMessages } from '@/lib/subscriptions/messages'
import { notify } from '@/lib/notify'
import type { QueryConfig } from '@/lib/query'
import { sessionStore } from '@/lib/session'
import { excursionKeys } from '@/lib/excursions/api'
import { showOwnConsent } from '@/lib/consent/cache'
import type { Excursion } from '~contract/schemas/excursions'
import {
  movePreference,
  ownFromExcursions,
  removeSubscription,
  renameSubscription,
  withOwnSubscriptions,
  DEFAULT_PREFERENCE,
  type ScopeOf,
} from '~domain/preferences'
import {
  type FairStartEntry,
  type PayedInput,
  type SubscribeInput,
  type Subscription,
} from '~contract/schemas/subscriptions'

export const subscriptionKeys = { all: ['subscriptions'] as const }
export const fairStartKeys = { own: ['fair-start'] as const }

/** While a sign-up waits in a fair start's line, its place is asked for this often. */
const FAIR_START_POLL_MS = 3_000

/**
 * GET subscriptions/queue: the student's sign-ups in a fair start's line. Asked again every few
 * seconds only while one waits; when one is decided, the lists are refreshed.
 */
export function useFairStartQueue(enabled: boolean) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: fairStartKeys.own,
    queryFn: async () => {
      const before = queryClient.getQueryData<FairStartEntry[]>(fairStartKeys.own) ?? []
      const entries = await api.call(calls.fairStartQueue)
      const decided = entries.some(
        (e) => e.result !== null && before.some((b) => b.id === e.id && b.result === null),
      )
      if (decided)
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
          queryClient.invalidateQueries({ queryKey: excursionKeys.all }),
        ])
      return entries
    },
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.result === null) ? FAIR_START_POLL_MS : false,
  })
}

// GET subscriptions/all: a student gets their own, an admin everyone's
export function getSubscriptions() {
  return api.call(calls.subscriptions)
}
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.all,
    // A paid flag being saved shows as clicked, whatever a refetch meanwhile answers (another
    // change's refetch can answer before the flag's save is in).
    queryFn: async ({ client }) => withPayedWanted(client, await getSubscriptions()),
  })
export function useSubscriptions(queryConfig?: QueryConfig) {
  return useQuery({ ...subscriptionsQueryOptions(), ...queryConfig })
}

/** The caller's subscriptions (an admin's: all); the poll scheduler reloads them every minute (SPEC §7). */
export function useLiveSubscriptions() {
  return useSubscriptions()
}

// POST subscriptions/subscribe
export function subscribe(input: SubscribeInput) {
  return api.call(calls.subscribe, input)
}
// POST subscriptions/unsubscribe
export function unsubscribe(id: string) {
  return api.call(calls.unsubscribe, { id })
}
// POST subscriptions/unsubscribe/all
export function unsubscribeAll(scope: string) {
  return api.call(calls.unsubscribeAll, { scope })
}
// POST subscriptions/payed
export function setPayed(input: PayedInput) {
  return api.call(calls.setPayed, input)
}

/**
 * An admin's change of others' subscriptions, run from a confirmation (ConfirmDialog), which
 * shows a failure in SPEC §8's words (`subscriptionErrorText`). Excursions carry the
 * subscription counts, so both are refreshed after a change.
 */
export function useSubscriptionMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: excursionKeys.all }),
      ]),
  })
}

/** A short plain text to show as it is (SPEC §8's 406 body), never an HTML page or JSON. */
export function readableText(body: string): string | null {
  const text = body.trim()
  return text && text.length <= 500 && !/^[<{[]/.test(text) ? text : null
}

/** SPEC §8: a 406 shows the server's own text; anything else 'Error occurred:' plus the detail. */
export function subscriptionErrorText(error: unknown): string {
  if (isApiError(error, 406)) return readableText(error.body) ?? errorMessage(error)
  return `${subscriptionMessages.errorPrefix} ${errorMessage(error)}`
}

/** Subscriptions made optimistically carry this id until the server's answer replaces it. */
const OPTIMISTIC_ID_PREFIX = 'optimistic-'
export const isOptimisticId = (id: string) => id.startsWith(OPTIMISTIC_ID_PREFIX)

type CacheSnapshot = {
  excursions: [QueryKey, Excursion[] | undefined][]
  subscriptions: Subscription[] | undefined
}

function snapshotCaches(queryClient: QueryClient): CacheSnapshot {
  return {
    excursions: queryClient.getQueriesData<Excursion[]>({ queryKey: excursionKeys.all }),
    subscriptions: queryClient.getQueryData<Subscription[]>(subscriptionKeys.all),
  }
}

function restoreCaches(queryClient: QueryClient, snapshot: CacheSnapshot) {
  for (const [key, data] of snapshot.excursions) queryClient.setQueryData(key, data)
  queryClient.setQueryData(subscriptionKeys.all, snapshot.subscriptions)
}

/** Writes the caller's new subscriptions into both caches: the list itself and the excursions that mirror it. */
function writeOwnSubscriptions(queryClient: QueryClient, own: Subscription[], hadList: boolean) {
  if (hadList) queryClient.setQueryData<Subscription[]>(subscriptionKeys.all, own)
  queryClient.setQueriesData<Excursion[]>(
    { queryKey: excursionKeys.all },
    (old) => old && withOwnSubscriptions(old, own),
  )
}

type OptimisticChange<T> = (
  own: Subscription[],
  input: T,
  scopeOf: ScopeOf,
  studentId: string,
) => Subscription[]

/**
 * A subscription change that shows at once: both caches are updated before the call, put back
 * when it fails (with the SPEC §8 alert), and refetched when it settles. One such change runs
 * at a time (`useSubscriptionBusy`), so a rollback never undoes another change.
 */
function useOptimisticSubscriptionMutation<T, A>(
  mutationFn: (input: T) => Promise<A>,
  change: OptimisticChange<T>,
  onSuccess?: (queryClient: QueryClient, answer: A, input: T) => void,
) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationKey: subscriptionKeys.all,
    mutationFn,
    onMutate: async (input: T) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: excursionKeys.all }),
        queryClient.cancelQueries({ queryKey: subscriptionKeys.all }),
      ])
      const snapshot = snapshotCaches(queryClient)
      const scopes = new Map<string, string>()
      for (const [, list] of snapshot.excursions)
        for (const e of list ?? []) scopes.set(e._id, e.scope)
      const scopeOf: ScopeOf = (id) => scopes.get(id)
      const studentId = sessionStore.user()?._id ?? ''
      const own =
        snapshot.subscriptions?.filter((s) => s.student_id === studentId) ??
        ownFromExcursions(snapshot.excursions[0]?.[1] ?? []).map((s) => ({
          ...s,
          student_id: studentId,
          ...unknownDetails,
        }))
      writeOwnSubscriptions(
        queryClient,
        change(own, input, scopeOf, studentId),
        snapshot.subscriptions !== undefined,
      )
      return snapshot
    },
    onSuccess: (answer, input) => onSuccess?.(queryClient, answer, input),
    onError: (error, _input, snapshot) => {
      if (snapshot) restoreCaches(queryClient, snapshot)
      notify.error(subscriptionErrorText(error))
    },
    // Returned, so the change counts as busy until both lists are fresh again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: excursionKeys.all }),
      ]),
  })
  // One change at a time, asked of the cache at call time: a double click can land before any
  // re-render shows the first change as busy.
  const mutate = (input: T) => {
    if (!isSubscriptionChangeRunning(queryClient)) mutation.mutate(input)
  }
  return { ...mutation, mutate }
}

/** What a subscription shown before the server's answer carries until the refetch: the defaults. */
const unknownDetails = {
  timestamp: '',
  payed: false,
  placed: true,
  placed_via: null,
  placed_rank: null,
} as const

const optimisticId = (excursionId: string) => `${OPTIMISTIC_ID_PREFIX}${excursionId}`

/**
 * POST subscriptions/subscribe. Without `_id` a new subscription (at `preference`); with the
 * `_id` of one's own subscription a move to `preference`, swapping with the one holding it.
 */
export function useSubscribe() {
  return useOptimisticSubscriptionMutation(
    subscribe,
    (own, input, scopeOf, studentId) => {
      const preference = input.preference ?? DEFAULT_PREFERENCE
      if (input._id) return movePreference(own, input._id, preference, scopeOf)
      const added: Subscription = {
        _id: optimisticId(input.excursion_id),
        excursion_id: input.excursion_id,
        student_id: studentId,
        preference,
        ...unknownDetails,
        timestamp: new Date().toISOString(),
      }
      return [...own.filter((s) => s.excursion_id !== input.excursion_id), added]
    },
    // The server's id replaces the temporary one at once, before the refetch.
    (queryClient, created, input) => {
      // Queued in a fair start: the line's state is shown until the draw decides.
      if (created && 'queued' in created)
        return void queryClient.invalidateQueries({ queryKey: fairStartKeys.own })
      if (input._id || !created) return
      // The parent was asked (issue 44): the trip page shows the consent as the server answered.
      if (created.consent) void showOwnConsent(queryClient, created.consent)
      const from = optimisticId(input.excursion_id)
      const own = queryClient.getQueryData<Subscription[]>(subscriptionKeys.all)
      if (own)
        queryClient.setQueryData(subscriptionKeys.all, renameSubscription(own, from, created._id))
      queryClient.setQueriesData<Excursion[]>({ queryKey: excursionKeys.all }, (old) =>
        old?.map((e) => (e.subscribed === from ? { ...e, subscribed: created._id } : e)),
      )
    },
  )
}

/** POST subscriptions/unsubscribe of one's own subscription; the ranks left in its scope close up. */
export function useUnsubscribe() {
  return useOptimisticSubscriptionMutation(unsubscribe, (own, id, scopeOf) =>
    removeSubscription(own, id, scopeOf),
  )
}

/** Whether a subscription change is under way (controls wait for it, so changes never overlap). */
export function useSubscriptionBusy(): boolean {
  return useIsMutating({ mutationKey: subscriptionKeys.all }) > 0
}

/** The same question asked of the cache at call time (see useOptimisticSubscriptionMutation). */
export function isSubscriptionChangeRunning(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: subscriptionKeys.all }) > 0
}

/** A row whose paid flag is being saved: the value the server holds and the one last clicked. */
type PayedRow = { saved: boolean; wanted: boolean }
const payedRowsByClient = new WeakMap<QueryClient, Map<string, PayedRow>>()
function payedRows(queryClient: QueryClient): Map<string, PayedRow> {
  let rows = payedRowsByClient.get(queryClient)
  if (!rows) payedRowsByClient.set(queryClient, (rows = new Map()))
  return rows
}

/** Whether a paid flag is being saved (the minute poll waits: it could show an older value). */
export const isPayedToggleRunning = (queryClient: QueryClient) => payedRows(queryClient).size > 0

function withPayedWanted(queryClient: QueryClient, list: Subscription[]): Subscription[] {
  const rows = payedRows(queryClient)
  if (rows.size === 0) return list
  return list.map((s) => {
    const row = rows.get(s._id)
    return row && row.wanted !== s.payed ? { ...s, payed: row.wanted } : s
  })
}

function showPayed(queryClient: QueryClient, id: string, payed: boolean) {
  queryClient.setQueryData<Subscription[]>(subscriptionKeys.all, (old) =>
    old?.map((s) => (s._id === id ? { ...s, payed } : s)),
  )
}

/**
 * POST subscriptions/payed from the overview. The switch moves at once. Per row one call runs at
 * a time; a click meanwhile only changes the value wanted, which is sent when the running call
 * returns. So the last click wins, whatever order parallel answers would have arrived in. A
 * failure puts the row back to the value the server holds (where the admin started, or the last
 * value saved), never to one the admin only passed through, and alerts as SPEC §8 says. The list
 * is refetched once every row is saved.
 */
export function togglePayed(queryClient: QueryClient, { id, payed }: PayedInput) {
  // A refetch under way would bring back the value from before the click.
  void queryClient.cancelQueries({ queryKey: subscriptionKeys.all })
  const rows = payedRows(queryClient)
  const running = rows.get(id)
  if (running) {
    running.wanted = payed
    showPayed(queryClient, id, payed)
    return
  }
  const shown = queryClient
    .getQueryData<Subscription[]>(subscriptionKeys.all)
    ?.find((s) => s._id === id)?.payed
  const row: PayedRow = { saved: shown ?? !payed, wanted: payed }
  rows.set(id, row)
  showPayed(queryClient, id, payed)
  void savePayed(queryClient, id, row)
}

async function savePayed(queryClient: QueryClient, id: string, row: PayedRow) {
  const rows = payedRows(queryClient)
  try {
    while (row.wanted !== row.saved) {
      const sending = row.wanted
      await setPayed({ id, payed: sending })
      row.saved = sending
    }
  } catch (error) {
    showPayed(queryClient, id, row.saved)
    notify.error(subscriptionErrorText(error))
  } finally {
    rows.delete(id)
    if (rows.size === 0) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
  }
}

/** The overview's paid switch: `togglePayed` on this page's query client. */
export function useTogglePayed() {
  const queryClient = useQueryClient()
  return useCallback((input: PayedInput) => togglePayed(queryClient, input), [queryClient])
}

/** POST subscriptions/unsubscribe of any student (admins). */
export const useUnsubscribeStudent = () => useSubscriptionMutation(unsubscribe)

/** POST subscriptions/unsubscribe/all for each of a page's scopes (the X-Week page has two). */
export const useUnsubscribeAllInScopes = () =>
  useSubscriptionMutation(async (scopes: readonly string[]) => {
    for (const scope of scopes) await unsubscribeAll(scope)
  })
