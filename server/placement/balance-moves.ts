/**
 * The students moved by the balance (issue 44), for the preview's fairness report: a student who
 * wished, above the place they got (or at all, when unplaced), a running trip that had a place
 * left but not for them: their class had its share there ('class-share'), or the places left
 * were kept for a group they are outside of ('kept'). The best such wish is named.
 */
import { BalanceCount, isOutsider } from './balance.ts'
import { prepareExact } from './groups.ts'
import type { PlacementInput, PlacementResult } from './types.ts'

export interface BalanceMove {
  studentId: string
  /** The trip they wished higher and were kept from. */
  excursionId: string
  reason: 'class-share' | 'kept'
}

export function balanceMoves(input: PlacementInput, result: PlacementResult): BalanceMove[] {
  const prepared = prepareExact(input)
  const { balance } = prepared
  if (!balance.active) return []
  const index = new Map(input.excursions.map((e, x) => [e.id, x]))
  const excursionOf = Int32Array.from(result.students, (s) =>
    s.excursionId === null ? -1 : (index.get(s.excursionId) as number),
  )
  const count = BalanceCount.of(balance, excursionOf)
  const moves: BalanceMove[] = []
  result.students.forEach((s, i) => {
    if (s.via === 'pin') return
    const list = prepared.wishList[i] as Int32Array
    const got = excursionOf[i] as number
    for (const x of list) {
      if (x === got) break
      const fill = result.excursions[x]!
      if (fill.dropped || fill.capacity === null || fill.placed >= fill.capacity) continue
      if (count.fits([i], x)) continue
      const kept = isOutsider(balance, i, x) && count.outsideFull(x)
      moves.push({
        studentId: s.studentId,
        excursionId: input.excursions[x]!.id,
        reason: kept ? 'kept' : 'class-share',
      })
      break
    }
  })
  return moves
}
