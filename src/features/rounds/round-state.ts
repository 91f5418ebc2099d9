import type { Excursion } from '~contract/schemas/excursions'
import type { Subscription } from '~contract/schemas/subscriptions'
import { roundMessages } from '@/lib/rounds/messages'
import type { Round } from '~contract/schemas/rounds'
import { windowState } from '~domain/window'

/**
 * What the pages show of a round (docs/rounds.md), as pure functions of the answers:
 * rounds, excursions (with the caller's place in a waiting list) and the caller's subscriptions.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

/** A round worth a notice: a window, or preference mode. The default round shows nothing. */
export const hasNotice = (round: Round | undefined): round is Round =>
  round !== undefined && (round.mode === 'preference' || !!round.opens_at || !!round.closes_at)

/** The rounds of these scopes that show a notice, each with its scope, in the scopes' order. */
export function noticeRounds<S extends { id: string }>(
  scopes: readonly S[],
  rounds: readonly Round[] | undefined,
): { scope: S; round: Round }[] {
  return scopes
    .map((scope) => ({ scope, round: rounds?.find((r) => r.scope === scope.id) }))
    .filter((s): s is { scope: S; round: Round } => hasNotice(s.round))
}

/** 'Opent over 2 uur en 5 minuten' when the window opens within 24 hours; otherwise null. */
export function countdownText(round: Round, now: Date): string | null {
  if (!round.opens_at || windowState(round, now) !== 'not-yet-open') return null
  const left = Date.parse(round.opens_at) - now.getTime()
  if (left > DAY_MS) return null
  const minutes = Math.ceil(left / MINUTE_MS)
  if (left < MINUTE_MS) return roundMessages.notice.opensIn(roundMessages.notice.lessThanAMinute)
  return roundMessages.notice.opensIn(
    roundMessages.notice.duration(Math.floor(minutes / 60), minutes % 60),
  )
}

/** Whether the page should re-render soon: the window opens or closes within a day. */
export function windowChangesSoon(round: Round | undefined, now: Date): boolean {
  if (!round) return false
  return [round.opens_at, round.closes_at].some((at) => {
    if (!at) return false
    const left = Date.parse(at) - now.getTime()
    return left > 0 && left <= DAY_MS
  })
}

/** How many wishes (subscriptions) the caller has in a scope. */
export const wishCount = (excursions: readonly Excursion[], scope: string) =>
  excursions.filter((e) => e.scope === scope && e.subscribed !== null).length

export type Placement = {
  placed: { excursion: Excursion; rank: number | null } | null
  waiting: { excursion: Excursion; position: number }[]
}

/** The caller's outcome in a scope: where they are placed (and by which wish), and where they wait. */
export function placementIn(
  scope: string,
  excursions: readonly Excursion[],
  subscriptions: readonly Subscription[],
): Placement {
  const inScope = new Map(excursions.filter((e) => e.scope === scope).map((e) => [e._id, e]))
  const sub = subscriptions.find((s) => s.placed && inScope.has(s.excursion_id))
  return {
    placed: sub
      ? {
          excursion: inScope.get(sub.excursion_id)!,
          // A pin or a seat left over is no wish: no rank to tell.
          rank:
            sub.placed_via === 'wish' || sub.placed_via === 'waiting-list' ? sub.placed_rank : null,
        }
      : null,
    waiting: [...inScope.values()]
      .filter((e) => e.waiting_position !== null)
      .map((e) => ({ excursion: e, position: e.waiting_position! }))
      .sort((a, b) => a.position - b.position),
  }
}
