/** SPEC §4, §9: the default preference of a subscription. */
export const DEFAULT_PREFERENCE = 1

/**
 * An excursion as the caller's rules read it (the API's excursion, contract/schemas/excursions.ts,
 * has these and more): the caller's own subscription and rank, the subscriptions counted.
 */
export type OwnExcursion = {
  _id: string
  scope: string
  hours: number
  subscribed: string | null
  preference: number | null
  subscriptions: number
}

/**
 * Pure preference-rank logic, used by the optimistic cache update and by the demo backend
 * (mocks/handlers/subscriptions.ts), so both show the same order.
 */
export type Ranked = { _id: string; excursion_id: string; preference: number }

/** Which scope an excursion belongs to, as far as the client knows. */
export type ScopeOf = (excursionId: string) => string | undefined

/** The rank a new subscription gets in a scope: the lowest rank not in use (1 when there is none). */
export function nextFreePreference(inScope: readonly { preference: number | null }[]): number {
  const used = new Set(inScope.map((s) => s.preference))
  let rank = DEFAULT_PREFERENCE
  while (used.has(rank)) rank += 1
  return rank
}

/** First choice first; equal ranks (should not happen) keep their order. */
export function byPreference<T extends { preference: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.preference - b.preference)
}

/** The subscriptions in the same scope as the excursion `excursionId`. */
export function siblingsOf<T extends Ranked>(
  items: readonly T[],
  excursionId: string,
  scopeOf: ScopeOf,
): T[] {
  const scope = scopeOf(excursionId)
  return scope === undefined
    ? items.filter((s) => s.excursion_id === excursionId)
    : items.filter((s) => scopeOf(s.excursion_id) === scope)
}

/**
 * Moves subscription `id` to rank `to`; the subscription holding `to` in the same scope takes
 * the old rank (a swap, as the backend does). Other scopes are untouched.
 */
export function movePreference<T extends Ranked>(
  items: readonly T[],
  id: string,
  to: number,
  scopeOf: ScopeOf,
): T[] {
  const moved = items.find((s) => s._id === id)
  if (!moved || moved.preference === to) return [...items]
  const holder = siblingsOf(items, moved.excursion_id, scopeOf).find(
    (s) => s._id !== id && s.preference === to,
  )
  return items.map((s) => {
    if (s === moved) return { ...s, preference: to }
    if (s === holder) return { ...s, preference: moved.preference }
    return s
  })
}

/** Removes subscription `id`; the ranks left in its scope become 1..n again in their order. */
export function removeSubscription<T extends Ranked>(
  items: readonly T[],
  id: string,
  scopeOf: ScopeOf,
): T[] {
  const removed = items.find((s) => s._id === id)
  if (!removed) return [...items]
  const rest = items.filter((s) => s !== removed)
  const compacted = new Map(
    byPreference(siblingsOf(rest, removed.excursion_id, scopeOf)).map(
      (s, i) => [s, i + 1] as const,
    ),
  )
  return rest.map((s) => {
    const rank = compacted.get(s)
    return rank === undefined || rank === s.preference ? s : { ...s, preference: rank }
  })
}

/** The rank one step up (towards 1) or down from `id` within its scope, or null at the edge. */
export function neighbourRank<T extends Ranked>(
  items: readonly T[],
  id: string,
  direction: 'up' | 'down',
  scopeOf: ScopeOf,
): number | null {
  const item = items.find((s) => s._id === id)
  if (!item) return null
  const ranked = byPreference(siblingsOf(items, item.excursion_id, scopeOf))
  const index = ranked.indexOf(item) + (direction === 'up' ? -1 : 1)
  return ranked[index]?.preference ?? null
}

/** Replaces a temporary (optimistic) id by the one the server gave. */
export function renameSubscription<T extends Ranked>(
  items: readonly T[],
  from: string,
  to: string,
): T[] {
  return items.map((s) => (s._id === from ? { ...s, _id: to } : s))
}

type ExcursionState = Pick<OwnExcursion, '_id' | 'subscribed' | 'preference' | 'subscriptions'>

/**
 * Excursions carry the caller's own subscription (`subscribed`, `preference`) and the number of
 * subscriptions; this brings them in line with the caller's subscriptions. Unchanged excursions
 * keep their identity, so memoised list items do not re-render.
 */
export function withOwnSubscriptions<E extends ExcursionState>(
  excursions: readonly E[],
  own: readonly Ranked[],
): E[] {
  const byExcursion = new Map(own.map((s) => [s.excursion_id, s]))
  return excursions.map((e) => {
    const sub = byExcursion.get(e._id)
    const subscribed = sub?._id ?? null
    const preference = sub?.preference ?? null
    if (subscribed === e.subscribed && preference === e.preference) return e
    const delta = (sub ? 1 : 0) - (e.subscribed === null ? 0 : 1)
    return { ...e, subscribed, preference, subscriptions: Math.max(0, e.subscriptions + delta) }
  })
}

/** The caller's subscriptions as the excursions tell them (when the subscriptions list is not loaded). */
export function ownFromExcursions(
  excursions: readonly Pick<OwnExcursion, '_id' | 'subscribed' | 'preference'>[],
): Ranked[] {
  return excursions.flatMap((e) =>
    e.subscribed === null
      ? []
      : [
          {
            _id: e.subscribed,
            excursion_id: e._id,
            preference: e.preference ?? DEFAULT_PREFERENCE,
          },
        ],
  )
}
