/**
 * A brute-force reference for the placement engine, for tests on small instances only.
 *
 * It follows the documented procedure of engine.ts word for word, but solves each round by
 * enumerating every feasible placement instead of by min-cost flow, and it compares placements
 * by their plain definitions (signatures, worst rank, totals, lottery order) instead of by cost
 * vectors. It also drops below-minimum excursions strictly one at a time. It shares only the
 * lottery draw with the engine (which has tests of its own).
 */
import { compareIds, drawLottery } from '../lottery.ts'
import type { PlacementInput, PlacementVia } from '../types.ts'

export interface ReferencePlacement {
  /** Per input student: excursion id or null, how, rank (null outside wishes or unplaced). */
  students: { excursionId: string | null; via: PlacementVia | null; rank: number | null }[]
  droppedExcursions: string[]
  /** How many placements were optimal for the policy in the last round (the lottery picked one). */
  optimalPlacements: number
}

export function placeByBruteForce(input: PlacementInput): ReferencePlacement {
  const students = input.students
  const excursions = input.excursions
  const lottery = drawLottery(
    students.map((s) => s.id),
    input.seed,
  )
  const byLottery = students
    .map((_, i) => i)
    .sort(
      (a, b) => (lottery.get(students[a]!.id) as number) - (lottery.get(students[b]!.id) as number),
    )
  const pinOf = new Map((input.pins ?? []).map((p) => [p.studentId, p.excursionId]))
  const open = new Set(excursions.map((e) => e.id))
  const dropped: string[] = []

  for (;;) {
    const at: (string | null)[] = students.map(() => null)
    const via: (PlacementVia | null)[] = students.map(() => null)
    const left = new Map(
      excursions.map((e) => [e.id, open.has(e.id) ? (e.capacity ?? Infinity) : 0]),
    )
    // Pins to running excursions.
    students.forEach((s, i) => {
      const x = pinOf.get(s.id)
      if (x === undefined || !open.has(x)) return
      at[i] = x
      via[i] = 'pin'
      left.set(x, Math.max(0, left.get(x)! - 1))
    })
    const free = byLottery.filter((i) => at[i] === null)
    const rankOf = (i: number, x: string | null) =>
      x === null ? Infinity : students[i]!.wishes.indexOf(x) + 1
    // Every feasible placement of the free students on their usable wishes.
    let best: (string | null)[] | null = null
    let optimalPlacements = 0
    const choice: (string | null)[] = free.map(() => null)
    const enumerate = (n: number) => {
      if (n === free.length) {
        const objective =
          best === null ? -1 : compareObjective(input.policy, ranks(choice), ranks(best))
        if (objective < 0) optimalPlacements = 1
        else if (objective === 0) optimalPlacements++
        if (best === null || better(choice, best)) best = [...choice]
        return
      }
      const i = free[n]!
      choice[n] = null
      enumerate(n + 1)
      for (const x of students[i]!.wishes) {
        if (!open.has(x) || left.get(x)! <= 0) continue
        left.set(x, left.get(x)! - 1)
        choice[n] = x
        enumerate(n + 1)
        left.set(x, left.get(x)! + 1)
      }
      choice[n] = null
    }
    /** The policy's objective first, then the lottery: lower lottery numbers get better ranks. */
    const ranks = (placement: (string | null)[]) => placement.map((x, n) => rankOf(free[n]!, x))
    const better = (a: (string | null)[], b: (string | null)[]) => {
      const ra = ranks(a)
      const rb = ranks(b)
      const objective = compareObjective(input.policy, ra, rb)
      if (objective !== 0) return objective < 0
      for (let n = 0; n < ra.length; n++) if (ra[n] !== rb[n]) return ra[n]! < rb[n]!
      return false
    }
    enumerate(0)
    const chosen = best as (string | null)[] | null
    chosen!.forEach((x, n) => {
      if (x === null) return
      at[free[n]!] = x
      via[free[n]!] = 'wish'
      left.set(x, left.get(x)! - 1)
    })
    // Leftover seats.
    if (input.placeWithoutWishes) {
      const fill = (x: string) => at.filter((a) => a === x).length
      const minimum = (x: string) => excursions.find((e) => e.id === x)!.minimum ?? 0
      const waiting = byLottery.filter((i) => at[i] === null)
      const order = [
        ...waiting.filter((i) => students[i]!.wishes.length > 0),
        ...waiting.filter((i) => students[i]!.wishes.length === 0),
      ]
      for (const i of order) {
        const seats = excursions.map((e) => e.id).filter((x) => open.has(x) && left.get(x)! > 0)
        if (seats.length === 0) break
        seats.sort((x, y) => {
          const sx = minimum(x) - fill(x)
          const sy = minimum(y) - fill(y)
          if (sx > 0 !== sy > 0) return sx > 0 ? -1 : 1
          if (sx > 0 && sx !== sy) return sx - sy
          if (sx <= 0 && left.get(x) !== left.get(y)) return left.get(y)! > left.get(x)! ? 1 : -1
          return compareIds(x, y)
        })
        const x = seats[0]!
        at[i] = x
        via[i] = 'leftover'
        left.set(x, left.get(x)! - 1)
      }
    }
    // Minimum sizes: drop one excursion and start again, or stop.
    const below = excursions
      .filter((e) => open.has(e.id))
      .map((e) => ({ id: e.id, fill: at.filter((a) => a === e.id).length, min: e.minimum ?? 0 }))
      .filter((e) => e.fill < e.min)
      .sort(
        (a, b) => a.fill - b.fill || b.min - b.fill - (a.min - a.fill) || compareIds(a.id, b.id),
      )
    if (below.length === 0) {
      return {
        students: students.map((s, i) => {
          const x = at[i] as string | null
          const r = x === null ? 0 : s.wishes.indexOf(x) + 1
          return { excursionId: x, via: via[i] ?? null, rank: r > 0 ? r : null }
        }),
        droppedExcursions: dropped,
        optimalPlacements,
      }
    }
    open.delete(below[0]!.id)
    dropped.push(below[0]!.id)
  }
}

/** Negative when ranks a (Infinity = unplaced) are strictly better than b under the policy. */
function compareObjective(policy: PlacementInput['policy'], a: number[], b: number[]): number {
  if (policy === 'lottery') return 0
  const placedA = a.filter(Number.isFinite).length
  const placedB = b.filter(Number.isFinite).length
  if (placedA !== placedB) return placedB - placedA
  if (policy === 'rank-maximal') {
    // The signature (#1st, #2nd, …), larger is better, compared from the 1st choices down.
    const k = Math.max(0, ...a.filter(Number.isFinite), ...b.filter(Number.isFinite))
    for (let r = 1; r <= k; r++) {
      const na = a.filter((x) => x === r).length
      const nb = b.filter((x) => x === r).length
      if (na !== nb) return nb - na
    }
    return 0
  }
  const worstA = Math.max(0, ...a.filter(Number.isFinite))
  const worstB = Math.max(0, ...b.filter(Number.isFinite))
  if (worstA !== worstB) return worstA - worstB
  const total = (r: number[]) => r.filter(Number.isFinite).reduce((s, x) => s + x, 0)
  return total(a) - total(b)
}
