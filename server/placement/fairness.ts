/**
 * The fairness figures of a placement, from the engine's input and result only (pure): the rank
 * histogram, the same per class, the students with justified envy, and the excursions cancelled
 * for their minimum.
 *
 * Justified envy: a student envies with reason when someone with a worse (higher) lottery number
 * got, by their wishes, an excursion this student ranked higher than what they got (or wished at
 * all, when they got nothing). Pins and leftover seats are the school's decisions, not the
 * lottery's, so only places by wish count as the envied ones. Serial dictatorship (`lottery`) has
 * none by construction; the other policies trade some for more good choices overall.
 */
import type { PlacementInput, PlacementResult, RankHistogram } from './types.ts'

export interface ClassFigures {
  className: string
  students: number
  /** byRank[r - 1]: students at their r-th wish. */
  byRank: number[]
  pinned: number
  leftover: number
  unplaced: number
  justifiedEnvy: number
}

export interface FairnessReport {
  histogram: RankHistogram
  perClass: ClassFigures[]
  justifiedEnvy: number
  /** Students with justified envy, by id. */
  envious: string[]
  cancelled: { excursionId: string; minimum: number | null; wished: number }[]
}

export function fairnessReport(
  input: Pick<PlacementInput, 'students' | 'groups'>,
  result: PlacementResult,
  /** The class of each student by id; students without one are in class ''. */
  classOf: ReadonlyMap<string, string> = new Map(),
): FairnessReport {
  const groupWishes = new Map<string, readonly string[]>()
  for (const group of input.groups ?? [])
    for (const id of group.members) groupWishes.set(id, group.wishes)
  const wishes = new Map(input.students.map((s) => [s.id, groupWishes.get(s.id) ?? s.wishes]))
  // The highest lottery number placed by wish at each excursion.
  const worstNumberAt = new Map<string, number>()
  for (const s of result.students)
    if (s.via === 'wish' && s.excursionId !== null)
      worstNumberAt.set(
        s.excursionId,
        Math.max(worstNumberAt.get(s.excursionId) ?? 0, s.lotteryNumber),
      )
  const envious: string[] = []
  for (const s of result.students) {
    if (s.via === 'pin') continue
    const list = wishes.get(s.studentId) ?? []
    const better = s.excursionId !== null && s.rank !== null ? list.slice(0, s.rank - 1) : list
    if (better.some((x) => (worstNumberAt.get(x) ?? 0) > s.lotteryNumber)) envious.push(s.studentId)
  }
  const enviousSet = new Set(envious)
  const kMax = result.histogram.byRank.length
  const classes = new Map<string, ClassFigures>()
  for (const s of result.students) {
    const className = classOf.get(s.studentId) ?? ''
    let figures = classes.get(className)
    if (!figures) {
      figures = {
        className,
        students: 0,
        byRank: new Array<number>(kMax).fill(0),
        pinned: 0,
        leftover: 0,
        unplaced: 0,
        justifiedEnvy: 0,
      }
      classes.set(className, figures)
    }
    figures.students++
    if (s.excursionId === null) figures.unplaced++
    else if (s.via === 'pin') figures.pinned++
    else if (s.via === 'leftover') figures.leftover++
    else figures.byRank[(s.rank as number) - 1]! += 1
    if (enviousSet.has(s.studentId)) figures.justifiedEnvy++
  }
  const wished = (x: string) => [...wishes.values()].filter((list) => list.includes(x)).length
  return {
    histogram: result.histogram,
    perClass: [...classes.values()].sort((a, b) => a.className.localeCompare(b.className, 'nl')),
    justifiedEnvy: envious.length,
    envious,
    cancelled: result.excursions
      .filter((e) => e.dropped)
      .map((e) => ({
        excursionId: e.excursionId,
        minimum: e.minimum,
        wished: wished(e.excursionId),
      })),
  }
}
