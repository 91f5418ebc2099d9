/**
 * A wish left out of the placement for want of a parent's consent (issue 44) is not in the
 * engine's list of the student's wishes, and the engine ranks a list as it gets it (index + 1).
 * Without this, a student whose 1st wish was left out and who got their 2nd would count as a
 * '1e keus' in the preview, its fairness report and the stored `placed_rank`. These map the
 * engine's ranks back to the ranks as the student gave them. The engine's own figures (its
 * objective, justified envy, the balance's moves) stay on its lists.
 */
import type { PlacementResult } from '../placement/types'
import type { SubscriptionRow } from '../store/store'

/** Per student with a wish left out: the own rank of each wish the engine got, in its order. */
export type OwnRanks = ReadonlyMap<string, readonly number[]>

/**
 * From each student's wishes in rank order (all of them) and the ids left out: the own ranks of
 * the wishes kept. Members of a friend group are placed by the group's list, not their own.
 */
export function ownRanksOf(
  wishes: ReadonlyMap<string, readonly SubscriptionRow[]>,
  left: ReadonlySet<string>,
  inGroup: ReadonlySet<string> = new Set(),
): OwnRanks {
  const ranks = new Map<string, number[]>()
  for (const [student, list] of wishes) {
    if (inGroup.has(student) || !list.some((s) => left.has(s._id))) continue
    const sorted = [...list].sort((a, b) => a.preference - b.preference)
    ranks.set(
      student,
      sorted.flatMap((s, i) => (left.has(s._id) ? [] : [i + 1])),
    )
  }
  return ranks
}

/** The own rank of a student's engine rank (unchanged for everyone without a wish left out). */
export const ownRank = (ranks: OwnRanks, student: string, rank: number | null) =>
  rank === null ? null : (ranks.get(student)?.[rank - 1] ?? rank)

/** The engine's result with each student's rank, and the histogram's, as the student ranked. */
export function withOwnRanks<R extends PlacementResult>(result: R, ranks: OwnRanks): R {
  if (ranks.size === 0) return result
  const students = result.students.map((s) => ({
    ...s,
    rank: ownRank(ranks, s.studentId, s.rank),
  }))
  const most = Math.max(
    result.histogram.byRank.length,
    ...students.map((s) => (s.via === 'wish' ? (s.rank ?? 0) : 0)),
  )
  const byRank = new Array<number>(most).fill(0)
  for (const s of students) if (s.via === 'wish' && s.rank !== null) byRank[s.rank - 1]! += 1
  return { ...result, students, histogram: { ...result.histogram, byRank } }
}
