import type { Fairness } from '~contract/schemas/rounds'
import { balanceMoves } from '../placement/balance-moves'
import { fairnessReport } from '../placement/fairness'
import type { PlacementInput, PlacementResult } from '../placement/types'
import type { Tx } from '../store/store'
import { withOwnRanks, type OwnRanks } from './own-ranks'

/** Each student's class (the profile's `grade`), by user id: the fairness report's classes. */
export async function classesOf(tx: Tx): Promise<Map<string, string>> {
  const classes = new Map<string, string>()
  for (const profile of await tx.listProfiles())
    if (profile.user_id) classes.set(profile.user_id, profile.grade.trim())
  return classes
}

/**
 * The fairness report of one outcome as the API answers it (no student ids: counts only). The
 * classes' ranks are the students' own (`ownRanks`: a wish left out for want of consent keeps
 * its place in the count); justified envy is judged on the engine's lists.
 */
export function fairnessOf(
  input: PlacementInput,
  result: PlacementResult,
  classes: ReadonlyMap<string, string>,
  ownRanks: OwnRanks = new Map(),
): Fairness {
  const report = fairnessReport(input, result, classes)
  const ranked =
    ownRanks.size === 0 ? report : fairnessReport(input, withOwnRanks(result, ownRanks), classes)
  const byRankOf = new Map(ranked.perClass.map((c) => [c.className, c.byRank]))
  return {
    justified_envy: report.justifiedEnvy,
    per_class: report.perClass.map((c) => ({
      class_name: c.className,
      students: c.students,
      by_rank: byRankOf.get(c.className) ?? c.byRank,
      pinned: c.pinned,
      leftover: c.leftover,
      unplaced: c.unplaced,
      justified_envy: c.justifiedEnvy,
    })),
    cancelled: report.cancelled.map((c) => ({
      excursion_id: c.excursionId,
      minimum: c.minimum,
      wished: c.wished,
    })),
    balance_moved: balanceMoves(input, result).map((move) => {
      const trip = input.excursions.find((e) => e.id === move.excursionId)!
      return {
        student_id: move.studentId,
        excursion_id: move.excursionId,
        reason: move.reason,
        text:
          move.reason === 'class-share'
            ? `Had plaats gehad bij een hogere wens, maar die reis geeft hoogstens ${trip.classShare}% van de plaatsen aan één klas.`
            : `Had plaats gehad bij een hogere wens, maar de plaatsen die daar over waren worden vastgehouden voor een groep waar de leerling niet bij hoort.`,
      }
    }),
  }
}
