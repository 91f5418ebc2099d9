import type { FairStartEntry } from '~contract/schemas/subscriptions'
import { compareIds, drawLottery } from '../../placement/lottery'
import type { FairStartRow, RoundRow } from '../../store/store'

/**
 * 'Eerlijke start' (docs/rounds.md): in a first-come round with an opening time, the
 * sign-ups of the first `fair_start_seconds` after opening are queued instead of raced. When the
 * queue closes a seed is drawn (stored with the round, shown in Logboek), and the queue is
 * handled in the order it gives, by the same sign-up rule as any other request. Then first come,
 * first served resumes. These functions are the order itself: pure, so a draw can be run again.
 */

/** When a round's queue closes (ms), or null when it has no fair start. */
export function fairStartEnd(round: RoundRow): number | null {
  if (round.mode !== 'first-come' || !round.fair_start_seconds || !round.opens_at) return null
  return Date.parse(round.opens_at) + round.fair_start_seconds * 1000
}

/** Whether a sign-up arriving `now` is queued. */
export function inFairStart(round: RoundRow, now: Date): boolean {
  const end = fairStartEnd(round)
  return end !== null && now.getTime() >= Date.parse(round.opens_at!) && now.getTime() < end
}

/**
 * The order a closed queue is handled in. The students are drawn by the seeded lottery (the same
 * one as the placement's, server/placement/lottery.ts); then, like a draft, every student's first
 * request in that order, then every second request in the same order, and so on. Each student's
 * requests keep their own arrival order. The arrival order of different students counts for
 * nothing.
 */
export function fairStartOrder<T extends Pick<FairStartRow, 'id' | 'student_id'>>(
  entries: readonly T[],
  seed: number,
): T[] {
  const byArrival = [...entries].sort((a, b) => a.id - b.id)
  const lottery = drawLottery(
    [...new Set(byArrival.map((e) => e.student_id))].sort(compareIds),
    seed,
  )
  const turn = new Map<number, number>()
  const counted = new Map<string, number>()
  for (const entry of byArrival) {
    const k = counted.get(entry.student_id) ?? 0
    turn.set(entry.id, k)
    counted.set(entry.student_id, k + 1)
  }
  return byArrival.sort(
    (a, b) =>
      turn.get(a.id)! - turn.get(b.id)! ||
      lottery.get(a.student_id)! - lottery.get(b.student_id)! ||
      a.id - b.id,
  )
}

/** A new seed: an unsigned 32-bit integer, as the placement's. */
export const newFairStartSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]!

/**
 * The caller's entries as the app shows them: each waiting one with its place among those still
 * waiting in the drawn order (1 = next), once the order is drawn.
 */
export function entryAnswers(
  own: readonly FairStartRow[],
  queues: Map<string, { round: RoundRow; entries: FairStartRow[] }>,
): FairStartEntry[] {
  const positions = new Map<number, number>()
  for (const { round, entries } of queues.values()) {
    if (round.fair_start_seed === null) continue
    let place = 0
    for (const entry of fairStartOrder(entries, round.fair_start_seed))
      if (entry.result === null) positions.set(entry.id, (place += 1))
  }
  return own.map((e) => {
    const queue = queues.get(e.scope)
    const end = queue ? fairStartEnd(queue.round) : null
    return {
      id: e.id,
      scope: e.scope,
      excursion_id: e.excursion_id,
      preference: e.preference,
      arrived_at: e.arrived_at,
      draw_at: new Date(end ?? Date.parse(e.arrived_at)).toISOString(),
      position: e.result === null ? (positions.get(e.id) ?? null) : null,
      result: e.result,
    }
  })
}
