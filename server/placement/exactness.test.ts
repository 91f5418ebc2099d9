import { place } from './engine.ts'
import { generateInstance } from './reference/generate.ts'

/**
 * Rank-maximal placement is exact at 10,000 students × 10 ranks.
 *
 * The classic way to make "most 1st choices, then most 2nd choices, …" one number is to weigh a
 * rank-r placement with (n+1)^(k-r) (plus (n+1)^k for being placed at all, which comes first).
 * At n = 10,000 and k = 10 that is 10,001^10 ≈ 1e40: a double keeps 53 bits (about 16 digits),
 * so a 5th choice and a 10th choice weigh the same, and a solver or check on such weights cannot
 * see the difference. The engine compares integer vectors instead; here its result is checked with
 * the classic weights in BigInt, which are exact, by the textbook optimality criterion: a
 * placement is optimal iff its residual graph has no negative cycle.
 */
const STUDENTS = 10_000
const RANKS = 10

const instance = generateInstance({
  students: STUDENTS,
  excursions: 40,
  wishes: RANKS,
  places: 10_150,
  seed: 2024,
})

type Placement = (number | null)[] // excursion index per student

interface Arithmetic<T> {
  zero: T
  weight: (rank: number | null) => T // of a placement at this rank (null: unplaced)
  sub: (a: T, b: T) => T
  add: (a: T, b: T) => T
}

const B = BigInt(STUDENTS + 1)
const exact: Arithmetic<bigint> = {
  zero: 0n,
  weight: (rank) => (rank === null ? 0n : B ** BigInt(RANKS) + B ** BigInt(RANKS - rank)),
  sub: (a, b) => a - b,
  add: (a, b) => a + b,
}
const float: Arithmetic<number> = {
  zero: 0,
  weight: (rank) =>
    rank === null ? 0 : (STUDENTS + 1) ** RANKS + (STUDENTS + 1) ** (RANKS - rank),
  sub: (a, b) => a - b,
  add: (a, b) => a + b,
}

const excursionIndex = new Map(instance.excursions.map((e, x) => [e.id, x]))
const wishIndices = instance.students.map((s) => s.wishes.map((id) => excursionIndex.get(id)!))

function rankOf(student: number, excursion: number | null) {
  if (excursion === null) return null
  return wishIndices[student]!.indexOf(excursion) + 1
}

function total<T>(placement: Placement, a: Arithmetic<T>): T {
  return placement.reduce((sum, x, i) => a.add(sum, a.weight(rankOf(i, x))), a.zero)
}

/**
 * Whether some cycle of moves improves the placement (total weight up): Bellman-Ford over the
 * excursions, `none` and the sink, where moving a student from u to v costs
 * weight(u) - weight(v), u -> sink exists while u has a free place and sink -> v while v has a
 * student. Improving cycles are exactly the negative cycles of this graph.
 */
function hasImprovingCycle<T>(placement: Placement, a: Arithmetic<T>): boolean {
  const m = instance.excursions.length
  const none = m
  const sink = m + 1
  const node = (x: number | null) => (x === null ? none : x)
  const load = new Array<number>(m + 1).fill(0)
  placement.forEach((x) => (load[node(x)]! += 1))
  const cheapest = new Map<number, T>()
  const less = (x: T, y: T) => x < y
  placement.forEach((x, i) => {
    const here = a.weight(rankOf(i, x))
    const targets: (number | null)[] = [...wishIndices[i]!, null]
    for (const v of targets) {
      if (v === x) continue
      const cost = a.sub(here, a.weight(rankOf(i, v)))
      const key = node(x) * (m + 2) + node(v)
      const known = cheapest.get(key)
      if (known === undefined || less(cost, known)) cheapest.set(key, cost)
    }
  })
  const edges: [number, number, T][] = [...cheapest].map(([key, cost]) => [
    Math.floor(key / (m + 2)),
    key % (m + 2),
    cost,
  ])
  instance.excursions.forEach((e, x) => {
    if (load[x]! < e.capacity!) edges.push([x, sink, a.zero])
    if (load[x]! > 0) edges.push([sink, x, a.zero])
  })
  edges.push([none, sink, a.zero])
  if (load[none]! > 0) edges.push([sink, none, a.zero])
  const dist = new Array<T>(m + 2).fill(a.zero) // a virtual source at distance 0 to every node
  for (let round = 0; round <= m + 2; round++) {
    let changed = false
    for (const [u, v, cost] of edges) {
      const through = a.add(dist[u]!, cost)
      if (less(through, dist[v]!)) {
        dist[v] = through
        changed = true
      }
    }
    if (!changed) return false
  }
  return true
}

describe('rank-maximal is exact at 10,000 students × 10 ranks', () => {
  const result = place({ ...instance, policy: 'rank-maximal', seed: 7 })
  const placement: Placement = result.students.map((s) =>
    s.excursionId === null ? null : excursionIndex.get(s.excursionId)!,
  )

  it('places everyone it can and uses all ten ranks (a real 10-rank instance)', () => {
    expect(result.histogram.byRank).toHaveLength(RANKS)
    expect(result.histogram.byRank.every((n) => n > 0)).toBe(true)
    expect(result.students.every((s) => s.via === 'wish' || s.via === null)).toBe(true)
  })

  it('no cycle of moves improves it under the exact BigInt weights (it is optimal)', () => {
    expect(hasImprovingCycle(placement, exact)).toBe(false)
  })

  it('its BigInt total spells out exactly its signature (placed, #1st, …, #10th)', () => {
    let rest = total(placement, exact)
    const digits: number[] = []
    for (let r = 0; r <= RANKS; r++) {
      digits.unshift(Number(rest % B))
      rest /= B
    }
    const placed = STUDENTS - result.histogram.unplaced
    expect(digits).toEqual([placed, ...result.histogram.byRank])
  })

  it('float weights cannot tell it from a worse placement; the BigInt check and the engine can', () => {
    // Move one student from a 5th-or-later choice to a worse wish with a free place: strictly
    // worse (one k-th choice fewer, one later choice more).
    const load = new Array<number>(instance.excursions.length).fill(0)
    placement.forEach((x) => x !== null && (load[x]! += 1))
    let worse: Placement | null = null
    for (let i = 0; i < STUDENTS && !worse; i++) {
      const r = rankOf(i, placement[i]!)
      if (r === null || r < 5) continue
      const later = wishIndices[i]!.slice(r).find(
        (v) => load[v]! < instance.excursions[v]!.capacity!,
      )
      if (later !== undefined) worse = placement.map((x, j) => (j === i ? later : x))
    }
    expect(worse).not.toBeNull()
    // Exact: the totals differ, and the check finds the move back as an improvement.
    expect(total(worse!, exact) < total(placement, exact)).toBe(true)
    expect(hasImprovingCycle(worse!, exact)).toBe(true)
    // Float: the same totals, and the same check on doubles calls the worse placement optimal.
    expect(total(worse!, float)).toBe(total(placement, float))
    expect(hasImprovingCycle(worse!, float)).toBe(false)
    // The engine's own comparison is exact: its placement has the better signature.
    const histogram = (p: Placement) => {
      const counts = new Array<number>(RANKS).fill(0)
      p.forEach((x, i) => {
        const r = rankOf(i, x)
        if (r !== null) counts[r - 1]! += 1
      })
      return counts
    }
    expect(histogram(placement)).toEqual(result.histogram.byRank)
    const [ours, theirs] = [histogram(placement), histogram(worse!)]
    const firstDifference = ours.findIndex((n, r) => n !== theirs[r])
    expect(ours[firstDifference]! > theirs[firstDifference]!).toBe(true)
  })
})
