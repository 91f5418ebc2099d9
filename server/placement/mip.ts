/**
 * placeExact(): the placement with friend groups and minimum sizes solved exactly.
 *
 * - Nothing binds (no groups, and the flow engine drops no excursion for its minimum): the flow
 *   engine's result (engine.ts), the fast path. Its optimum meets every minimum, so it is also
 *   optimal with them.
 * - `lottery`: serial dictatorship over students and groups (groups.ts), as the flow engine's.
 * - `rank-maximal`, `minimise-worst` with groups or a binding minimum: an integer program
 *   (mip-model.ts) solved by HiGHS in a worker thread (mip-worker.mjs), one solve per objective
 *   in the policy's lexicographic order, each optimum then kept by a row (value <= optimum):
 *   1. as many students placed as possible (pins at a running excursion count);
 *   2. with fallback: as few groups split as possible;
 *   3. rank-maximal: as many 1st choices as possible, then 2nd, …; minimise-worst: as few k-th
 *      choices as possible, then (k-1)-th, … down to the first rank that cannot be avoided, the
 *      best worst rank; then the smallest total of ranks;
 *   4. the lottery among equal placements (lotteryObjective in mip-model.ts);
 *   5. with pins at an excursion with a minimum: as few excursions cancelled as possible.
 *   An excursion below its minimum is cancelled inside the optimisation (its open binary is 0).
 *   A balance (balance.ts: a share per class, places kept for a group) is one row per limit that
 *   can bind; the flow engine's optimum is used only where it keeps the balance anyway.
 *   After each stage whose optimum is kept, the columns its LP's reduced costs rule out are fixed
 *   for the stages after it (mip-worker.mjs, 'narrow'), so each later stage solves a smaller program.
 *   The whole solve has one time limit (default 10 s); a stage that reaches it keeps its best
 *   placement found and the solver's gap, and the stages after it are not run.
 * Leftover seats (`placeWithoutWishes`) are given after the solve, at excursions that run, as
 * the flow engine gives them.
 */
import { keepsBalance } from './balance.ts'
import { place } from './engine.ts'
import {
  emptyOutcome,
  placeLeftovers,
  placeLotteryWithGroups,
  placePins,
  prepareExact,
  put,
  studentPlacements,
  unitsOf,
  type Outcome,
  type PreparedExact,
} from './groups.ts'
import {
  buildModel,
  isEmpty,
  lotteryObjective,
  openObjective,
  placedObjective,
  rankObjective,
  splitObjective,
  totalRankObjective,
  type MipModel,
  type Objective,
} from './mip-model.ts'
import { greedyStart } from './mip-start.ts'
import { startSolver, type SolveAnswer } from './mip-solver.ts'
import { optimalityText, unknownGapText } from './optimality.ts'
import type { PlacementInput, PlacementResult, RankHistogram } from './types.ts'

export interface GroupPlacement {
  groupId: string
  /** The excursion where the whole group is, or null. */
  excursionId: string | null
  /** The group was split (fallback): its members were placed one by one. */
  split: boolean
}

export interface Optimality {
  /** Proven optimal for every objective of the policy. */
  proven: boolean
  /** The solver's relative gap of the first objective not proven (0.03 = 3%), or null. */
  gap: number | null
  /** 'bewezen optimaal' or 'beste gevonden, hoogstens X% van optimaal'. */
  text: string
}

export interface ExactPlacementResult extends PlacementResult {
  engine: 'flow' | 'mip' | 'lottery'
  optimality: Optimality
  /** One entry per group (pinned members left it; a group left with one member is not listed). */
  groups: GroupPlacement[]
}

export interface ExactOptions {
  /** Seconds for the whole solve; default 10. */
  timeLimit?: number
}

/** The limit came in stage `n` (1-based): the n − 1 before it are proven optimal. */
const stageLimitText = (n: number) =>
  n > 1
    ? `tijdslimiet in stap ${n}; de ${n - 1} stappen ervoor zijn bewezen optimaal`
    : 'tijdslimiet in de eerste stap'

const PROVEN: Optimality = { proven: true, gap: null, text: 'bewezen optimaal' }

export { optimalityText, unknownGapText }

export async function placeExact(
  input: PlacementInput,
  options: ExactOptions = {},
): Promise<ExactPlacementResult> {
  const prepared = prepareExact(input)
  const { policy } = input
  // A group dissolved by pins leaves its other member with the shared list.
  // The flow engine knows no balance: its placement is used only if it keeps the balance anyway.
  const alone = {
    ...input,
    groups: [],
    excursions: input.excursions.map((e) => ({
      id: e.id,
      capacity: e.capacity,
      minimum: e.minimum ?? null,
    })),
    students: input.students.map((s, i) => ({
      id: s.id,
      wishes: Array.from(prepared.wishList[i] as Int32Array, (x) => input.excursions[x]!.id),
      // A leftover seat's bar for want of a parent's consent (issue 44) goes along.
      ...(s.noLeftoverAt && { noLeftoverAt: s.noLeftoverAt }),
    })),
  }
  const { balance } = prepared
  if (prepared.groups.length === 0 && policy === 'lottery' && !balance.active)
    return { ...place(alone), engine: 'flow', optimality: PROVEN, groups: [] }
  if (prepared.groups.length === 0 && policy !== 'lottery') {
    // Its optimum without the balance is optimal with it too, if it keeps it.
    const flow = place(alone)
    const index = new Map(input.excursions.map((e, x) => [e.id, x]))
    const excursionOf = Int32Array.from(flow.students, (s) =>
      s.excursionId === null ? -1 : (index.get(s.excursionId) as number),
    )
    if (flow.droppedExcursions.length === 0 && keepsBalance(balance, excursionOf, prepared.pin))
      return { ...flow, engine: 'flow', optimality: PROVEN, groups: [] }
  }
  if (policy === 'lottery') {
    const { outcome, open, dropped } = placeLotteryWithGroups(prepared)
    return buildResult(prepared, open, dropped, outcome, 'lottery', PROVEN)
  }
  return solveMip(prepared, options.timeLimit ?? 10)
}

async function solveMip(prepared: PreparedExact, timeLimit: number) {
  const { input } = prepared
  const entered = performance.now()
  const model = buildModel(prepared, unitsOf(prepared, input.groupFallback ?? false))
  const start = greedyStart(prepared, model)
  // The limit holds for the whole placement: the model and its start count too.
  const solver = await startSolver(model, start, timeLimit * 1000 - (performance.now() - entered))
  let x: Float64Array | null = null
  let optimality = PROVEN
  try {
    /**
     * Solves one stage; null once a stage is not proven (the later ones are not run). The gap is
     * the solver's absolute gap counted in students, as a share of the students: 'hoogstens 1%'
     * means at most 1% of them could fare better on that objective. A pair a·width + b (scale =
     * width) counts whole units of a when the gap reaches width, else units of b (a is then
     * proven); dividing by the students alone called a gap of one unit of a 100%. The
     * lottery's weighted sum (scale 0) reports the solver's relative gap.
     */
    let stages = 0
    const stage = async (cost: Objective, keep: boolean, scale = 1, parts = [cost]) => {
      if (!optimality.proven) return null
      stages += 1
      // A quarter second kept back: HiGHS stops a little after its limit (see startSolver).
      const remaining = Math.max(0.1, (solver.deadline - performance.now()) / 1000 - 0.25)
      const t0 = performance.now()
      const answer = await solver.solve(cost, remaining).catch((error: Error) => {
        // Stopped hard (see startSolver): the stage's LP bound, if it came, and the placement so
        // far (it meets every row, so it is feasible here) still give the stage a gap.
        const bound = solver.bound()
        if (bound === null || !x) throw error
        const objective = costOf(cost, x)
        const gap = Math.max(0, objective - bound) / Math.max(1, Math.abs(objective))
        const stopped: SolveAnswer = { status: 'stopped', objective, bound, gap, x: null }
        return stopped
      })
      // MIP_TRACE=1: each stage's time and the worker's steps (LP, support, whole program).
      if (process.env.MIP_TRACE)
        console.error(
          `stage ${Math.round(performance.now() - t0)} ms: ${answer.status}, objective ` +
            `${answer.objective}, bound ${answer.bound}; ${JSON.stringify(answer.info ?? null)}`,
        )
      if (answer.x) x = answer.x
      if (answer.status !== 'optimal') {
        const absolute =
          answer.objective !== null && answer.bound !== null && Number.isFinite(answer.bound)
            ? Math.max(0, answer.objective - answer.bound)
            : null
        // No bound at the limit (the stage had not solved its relaxation): the gap is not
        // known, and saying so beats calling it 100%; the stages before it are proven.
        if (absolute === null && scale !== 0) {
          optimality = { proven: false, gap: null, text: unknownGapText(stageLimitText(stages)) }
          return null
        }
        const gap =
          absolute === null
            ? 1
            : scale === 0
              ? Math.min(1, answer.gap ?? 1)
              : Math.min(
                  1,
                  (absolute >= scale ? Math.floor(absolute / scale) : absolute) /
                    Math.max(1, input.students.length),
                )
        optimality = { proven: false, gap, text: optimalityText(gap) }
        return null
      }
      const value = Math.round(answer.objective as number)
      // A pair's optimum is kept as one row per objective (each at its value there): the same
      // integer points, but a far tighter LP relaxation than the one weighted row, in which a
      // sliver of the first objective buys many units of the second (the worker solves LP first).
      if (keep) await solver.keep(parts.map((part) => [part, costOf(part, answer.x!) + 0.5]))
      return value
    }
    const n = input.students.length
    // Two objectives in one solve where that is exactly lexicographic: min (n+1)·a + b, with b
    // an integer in a range of width at most n, orders by a first and then by b (see `pair`).
    const first = [placedObjective(model)]
    const widths = [n + 1]
    if (input.groupFallback && prepared.groups.length > 0) {
      first.push(splitObjective(model))
      widths.push(prepared.groups.length + 1)
    }
    if (input.policy === 'rank-maximal') {
      for (let r = 1; r <= model.kMax; r++) {
        const cost = rankObjective(model, r, -1)
        if (!isEmpty(cost)) {
          first.push(cost)
          widths.push(n + 1)
        }
      }
      for (let k = 0; k < first.length; k += 2)
        await stage(
          k + 1 < first.length ? pair(first[k]!, first[k + 1]!, widths[k + 1]!) : first[k]!,
          true,
          k + 1 < first.length ? widths[k + 1]! : 1,
          first.slice(k, k + 2),
        )
    } else {
      await stage(
        first.length > 1 ? pair(first[0]!, first[1]!, widths[1]!) : first[0]!,
        true,
        first.length > 1 ? widths[1]! : 1,
        first.slice(0, 2),
      )
      for (let r = model.kMax; r >= 2; r--) {
        const cost = rankObjective(model, r, 1)
        if (isEmpty(cost)) continue
        const count = await stage(cost, false)
        if (count === null || count > 0) break
        await solver.keep([[cost, 0.5]])
      }
      await stage(totalRankObjective(model), true)
    }
    // Only a pin can make a cancelled excursion tie with a running one (see mip-model.ts).
    const pinsMayBeReleased = model.pinsAt.some((n, t) => n > 0 && model.openColumn[t]! >= 0)
    await stage(lotteryObjective(model, input.students.length), pinsMayBeReleased, 0)
    if (pinsMayBeReleased) await stage(openObjective(model), false)
  } catch (error) {
    // The solver overran its limit (stopped hard) or ran out of memory: the best placement so far,
    // else the start, marked as not proven, so nobody takes it for an optimum.
    optimality = { proven: false, gap: null, text: unknownGapText((error as Error).message) }
  } finally {
    await solver.close()
  }
  return decode(prepared, model, x ?? start, optimality)
}

/** cost·x. */
const costOf = (cost: Objective, x: Float64Array) => cost.reduce((sum, c, j) => sum + c * x[j]!, 0)

/**
 * a·width + b: minimising it minimises a, then b, when both are integer and b takes values in a
 * range narrower than width (a one lower always outweighs any change of b). Keeping its optimum
 * with one row keeps both optima.
 */
function pair(a: Objective, b: Objective, width: number): Objective {
  return a.map((c, j) => c * width + (b[j] as number))
}

function decode(
  prepared: PreparedExact,
  model: MipModel,
  x: Float64Array,
  optimality: Optimality,
): ExactPlacementResult {
  const nX = prepared.input.excursions.length
  const open = new Uint8Array(nX).fill(1)
  model.openColumn.forEach((j, t) => {
    if (j >= 0 && (x[j] as number) < 0.5) open[t] = 0
  })
  const outcome = emptyOutcome(prepared.input.students.length)
  const left = placePins(prepared, open, outcome)
  model.columns.forEach((column, j) => {
    if (column.kind !== 'x' || (x[j] as number) < 0.5) return
    put(prepared, outcome, left, model.units[column.ref]!.members, column.excursion, 'wish')
  })
  if (prepared.input.placeWithoutWishes)
    placeLeftovers(prepared, open, left, outcome, prepared.input.groupFallback ?? false)
  const dropped = Array.from(open.keys()).filter((t) => !open[t])
  return buildResult(prepared, open, dropped, outcome, 'mip', optimality)
}

function buildResult(
  prepared: PreparedExact,
  open: Uint8Array,
  dropped: number[],
  outcome: Outcome,
  engine: ExactPlacementResult['engine'],
  optimality: Optimality,
): ExactPlacementResult {
  const { input } = prepared
  const students = studentPlacements(prepared, open, outcome)
  const kMax = prepared.wishList.reduce((k, list) => Math.max(k, list.length), 0)
  const histogram: RankHistogram = {
    byRank: new Array<number>(kMax).fill(0),
    pinned: 0,
    leftover: 0,
    unplaced: 0,
  }
  for (const s of students) {
    if (s.excursionId === null) histogram.unplaced++
    else if (s.via === 'pin') histogram.pinned++
    else if (s.via === 'leftover') histogram.leftover++
    else histogram.byRank[(s.rank as number) - 1]! += 1
  }
  const at = (x: number, via?: string) =>
    students.filter((s, i) => outcome.excursion[i] === x && (via === undefined || s.via === via))
      .length
  const excursions = input.excursions.map((e, x) => ({
    excursionId: e.id,
    capacity: e.capacity,
    minimum: e.minimum ?? null,
    placed: at(x),
    pinned: at(x, 'pin'),
    leftover: at(x, 'leftover'),
    dropped: !open[x],
    overCapacity: e.capacity !== null && at(x) > e.capacity,
  }))
  const groups = prepared.groups.map((group) => {
    const places = new Set(group.members.map((i) => outcome.excursion[i]))
    const together = places.size === 1 && !places.has(-1)
    const first = outcome.excursion[group.members[0] as number] as number
    return {
      groupId: group.id,
      excursionId: together ? input.excursions[first]!.id : null,
      split: !together && group.members.some((i) => (outcome.excursion[i] as number) >= 0),
    }
  })
  return {
    policy: input.policy,
    seed: input.seed,
    students,
    histogram,
    excursions,
    unplaced: students
      .filter((s) => s.unplacedReason !== null)
      .map((s) => ({ studentId: s.studentId, reason: s.unplacedReason! })),
    droppedExcursions: dropped.map((x) => input.excursions[x]!.id),
    droppedPins: (input.pins ?? []).filter((p) => {
      const x = input.excursions.findIndex((e) => e.id === p.excursionId)
      return !open[x]
    }),
    engine,
    optimality,
    groups,
  }
}
