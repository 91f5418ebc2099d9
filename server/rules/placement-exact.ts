import type { PlacementSummary } from '~contract/schemas/rounds'
import { refuse } from '../errors'
import { serverMessages } from '../messages'
import { place } from '../placement/engine'
import type { ExactPlacementResult } from '../placement/mip'
import { unknownGapText } from '../placement/optimality'
import type { PlacementInput, PlacementResult } from '../placement/types'
import type { RuleContext } from './context'

/**
 * The placement of a round with friend groups and minimum sizes (issue 27). With the server's
 * exact solver (services.placeExact): placeExact() keeps the flow engine as the fast path when
 * nothing binds, and solves an integer program when groups or minimums do. Without it (the demo
 * backend in the browser) a round without groups is placed by the flow engine as before.
 */
export type Placed = PlacementResult &
  Partial<Pick<ExactPlacementResult, 'optimality' | 'engine' | 'groups'>>

/** Seconds the solver may take when the admin does not say (issue 27: 10 s). */
export const DEFAULT_TIME_LIMIT = 10

export async function solvePlacement(
  ctx: RuleContext,
  input: PlacementInput,
  timeLimit = DEFAULT_TIME_LIMIT,
): Promise<Placed> {
  if (ctx.services.placeExact) return ctx.services.placeExact(input, { timeLimit })
  // Groups and a balance (issue 44) are held only by the exact solver.
  const balanced = input.excursions.some((e) => (e.classShare ?? null) !== null || e.kept)
  if ((input.groups ?? []).length > 0 || balanced) refuse(409, serverMessages.rounds.noSolver)
  const result = place(input)
  // The flow engine drops excursions below their minimum greedily: optimal only if none drops.
  const optimality =
    result.droppedExcursions.length === 0
      ? { proven: true, gap: null, text: 'bewezen optimaal' }
      : { proven: false, gap: null, text: unknownGapText(serverMessages.rounds.noExactSolver) }
  return { ...result, engine: 'flow', optimality, groups: [] }
}

/**
 * What the exact placement adds to a summary: its optimality, each group's excursion, and each
 * excursion cancelled for its minimum with where its students went (those who wished it above
 * the place they got, by the list that was used for them: a group member's is the group's).
 */
export function exactSummary(
  input: PlacementInput,
  result: Placed,
): Pick<PlacementSummary, 'optimality' | 'engine' | 'groups' | 'cancelled'> {
  const sizes = new Map((input.groups ?? []).map((g) => [g.id, g.members.length]))
  const listOf = new Map(input.students.map((s) => [s.id, s.wishes]))
  for (const group of input.groups ?? [])
    for (const member of group.members) listOf.set(member, group.wishes)
  const cancelled = result.droppedExcursions.map((excursionId) => {
    const wentTo = new Map<string | null, number>()
    for (const s of result.students) {
      const list = listOf.get(s.studentId) ?? []
      const wanted = list.indexOf(excursionId)
      if (wanted < 0) continue
      const got = s.excursionId === null ? -1 : list.indexOf(s.excursionId)
      if (s.excursionId !== null && got >= 0 && got < wanted) continue
      wentTo.set(s.excursionId, (wentTo.get(s.excursionId) ?? 0) + 1)
    }
    return {
      excursion_id: excursionId,
      went_to: [...wentTo].map(([id, students]) => ({ excursion_id: id, students })),
    }
  })
  return {
    ...(result.optimality ? { optimality: result.optimality } : {}),
    ...(result.engine ? { engine: result.engine } : {}),
    groups: (result.groups ?? []).map((g) => ({
      group_id: g.groupId,
      size: sizes.get(g.groupId) ?? 0,
      excursion_id: g.excursionId,
      split: g.split,
    })),
    cancelled,
  }
}

/** A placement the solver could not prove optimal is published only when the admin says so. */
export function refuseUnproven(result: Placed, acceptGap: boolean) {
  if (result.optimality && !result.optimality.proven && !acceptGap)
    refuse(409, serverMessages.rounds.notProven(result.optimality.text))
}
