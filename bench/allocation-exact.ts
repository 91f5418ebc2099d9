// The exact engine with friend groups and minimum sizes (server/placement/mip.ts) for
// npm run bench:allocation: generated rounds with groups of 2–4 and a minimum on every excursion,
// each run with another lottery seed, timed end to end (model, worker, every lexicographic stage).
// The balance case (issue 44) gives every student a class and every trip a class share, keeps
// places for a group on some trips, and checks each result against the balance's plain definition.
import { placeExact } from '../server/placement/mip.ts'
import { keepsBalanceByDefinition } from '../server/placement/reference/brute-force-exact.ts'
import {
  generateInstance,
  withGroupsAndMinimums,
  type InstanceShape,
} from '../server/placement/reference/generate.ts'
import type {
  PlacementExcursion,
  PlacementPolicy,
  PlacementStudent,
} from '../server/placement/types.ts'

/** A balance on generated rounds: classes `k0`…, a share on every trip, places kept on a few. */
interface BalanceShape {
  classes: number
  /** Every trip's class share, %. */
  share: number
  /** Places kept on each of the first `keptTrips` trips, for the first `keptClasses` classes. */
  keptPlaces: number
  keptTrips: number
  keptClasses: number
}

function withBalance(
  instance: { students: PlacementStudent[]; excursions: PlacementExcursion[] },
  b: BalanceShape,
) {
  const students = instance.students.map((s, i) => ({ ...s, className: `k${i % b.classes}` }))
  const group = students.filter((_, i) => i % b.classes < b.keptClasses).map((s) => s.id)
  const excursions = instance.excursions.map((e, i) => ({
    ...e,
    classShare: b.share,
    kept: i < b.keptTrips ? { places: b.keptPlaces, students: group } : null,
  }))
  return { ...instance, students, excursions }
}

interface ExactCase {
  name: string
  shape: InstanceShape
  groups: number
  /** Every excursion's minimum as a share of its places. */
  minimumShare: number
  /** Timed runs per policy. */
  runs: Partial<Record<PlacementPolicy, number>>
  /** The solver's time limit per run, seconds. */
  timeLimit: number
  targetP95Ms: number
  /** The target is also met by the best found with its gap (the '≤ 30 s, or …'). */
  orBestWithGap?: boolean
  balance?: BalanceShape
}

export const EXACT_CASES: ExactCase[] = [
  {
    name: '3000x60x5+300groups+minimums',
    shape: { students: 3000, excursions: 60, wishes: 5, places: 3100, seed: 1 },
    groups: 300,
    minimumShare: 0.4,
    runs: { 'rank-maximal': 20, 'minimise-worst': 5, lottery: 5 },
    timeLimit: 10,
    targetP95Ms: 5000,
  },
  {
    name: '10000x100x10+1000groups+minimums',
    shape: { students: 10_000, excursions: 100, wishes: 10, places: 10_300, seed: 2 },
    groups: 1000,
    minimumShare: 0.4,
    runs: { 'rank-maximal': 1 },
    timeLimit: 30,
    targetP95Ms: 30_000,
    orBestWithGap: true,
  },
  {
    // Issue 44: a 40% class share on every trip, 20 places kept on 10 trips; ≤ 6 s p95.
    name: '3000x60x5+40%share+20kept',
    shape: { students: 3000, excursions: 60, wishes: 5, places: 3100, seed: 3 },
    groups: 0,
    minimumShare: 0,
    runs: { 'rank-maximal': 20 },
    timeLimit: 10,
    targetP95Ms: 6000,
    balance: { classes: 100, share: 40, keptPlaces: 20, keptTrips: 10, keptClasses: 5 },
  },
]

const round = (ms: number) => Math.round(ms * 10) / 10

function nearestRank(sorted: number[], q: number) {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] as number
}

/** `only`: the cases whose name contains it (`--case balance`, `--case share`); all without. */
export async function runExactCases(print: (line: string) => void, only?: string) {
  const report = []
  for (const c of EXACT_CASES.filter((c) => !only || c.name.includes(only))) {
    const generated = generateInstance(c.shape)
    const instance = c.balance
      ? { ...withBalance(generated, c.balance), groups: [] }
      : withGroupsAndMinimums(generated, {
          groups: c.groups,
          minimumShare: c.minimumShare,
          seed: c.shape.seed + 100,
        })
    const grouped = instance.groups.reduce((n, g) => n + g.members.length, 0)
    const b = c.balance
    print(
      `\n${c.name}: ${c.shape.students} students (` +
        (b
          ? `${b.classes} classes), ${c.shape.excursions} excursions with a class share of ` +
            `${b.share}%, ${b.keptPlaces} places kept on ${b.keptTrips} of them for ` +
            `${b.keptClasses} classes`
          : `${grouped} in ${instance.groups.length} groups), ${c.shape.excursions} excursions ` +
            `with a minimum of ${c.minimumShare * 100}% of their places`) +
        `, ${c.shape.wishes} wishes, ${c.shape.places} places; exact engine, time limit ` +
        `${c.timeLimit} s`,
    )
    const policies: Record<string, unknown> = {}
    for (const [policy, runs] of Object.entries(c.runs) as [PlacementPolicy, number][]) {
      const times: number[] = []
      let proven = 0
      let worstGap = 0
      /** Runs stopped without a gap (the solver's hard stop): their optimality text instead. */
      const unknown: string[] = []
      let cancelled = 0
      let unplaced = 0
      /** Runs whose placement breaks the balance by its plain definition (must stay 0). */
      let unbalanced = 0
      let engine = ''
      let failure = ''
      for (let run = 1; run <= runs; run++) {
        const t0 = performance.now()
        try {
          const result = await placeExact(
            { ...instance, groupFallback: false, policy, seed: run },
            { timeLimit: c.timeLimit },
          )
          times.push(performance.now() - t0)
          if (c.balance) {
            const placed = new Map(result.students.map((p) => [p.studentId, p.excursionId]))
            const assignment = instance.students.map((st) => ({
              excursionId: placed.get(st.id) ?? null,
              pinned: false,
            }))
            const input = { ...instance, policy, seed: run }
            if (!keepsBalanceByDefinition(input, assignment)) unbalanced++
          }
          if (result.optimality.proven) proven++
          else if (result.optimality.gap === null) unknown.push(result.optimality.text)
          else worstGap = Math.max(worstGap, result.optimality.gap)
          cancelled = Math.max(cancelled, result.droppedExcursions.length)
          unplaced = Math.max(unplaced, result.histogram.unplaced)
          engine = result.engine
        } catch (error) {
          // Reported, not hidden: a solver that fails must never pass for a result.
          failure = `${(error as Error).message} after ${Math.round(performance.now() - t0)} ms`
          print(`  ${policy.padEnd(15)} run ${run} FAILED: ${failure}`)
        }
      }
      if (times.length === 0) {
        policies[policy] = { runs, failed: failure }
        continue
      }
      const sorted = [...times].sort((a, b) => a - b)
      const summary = {
        engine,
        medianMs: round(nearestRank(sorted, 0.5)),
        p95Ms: round(nearestRank(sorted, 0.95)),
        runs: times.length,
        provenOptimal: proven,
        worstGapPercent: round(worstGap * 100),
        gapUnknown: unknown.length,
        maxCancelled: cancelled,
        maxUnplaced: unplaced,
        ...(c.balance && { unbalanced }),
        failed: failure || null,
      }
      policies[policy] = summary
      print(
        `  ${policy.padEnd(15)} [${engine}] median ${String(summary.medianMs).padStart(8)} ms  ` +
          `p95 ${String(summary.p95Ms).padStart(8)} ms  (${times.length} runs; ${
            summary.p95Ms <= c.targetP95Ms
              ? 'within the'
              : c.orBestWithGap && unknown.length === 0 && !failure
                ? 'met: every run proven or with its gap, the alternative to the'
                : 'OVER the'
          } ${c.targetP95Ms} ms target)  proven optimal ${proven}/${runs}` +
          (proven + unknown.length < times.length
            ? `, worst gap ${summary.worstGapPercent}%`
            : '') +
          (unknown.length ? `, gap unknown in ${unknown.length} ('${unknown[0]}')` : '') +
          `; cancelled up to ${cancelled}, unplaced up to ${unplaced}` +
          (c.balance ? `; balance broken in ${unbalanced}` : ''),
      )
    }
    report.push({
      case: c.name,
      size: c.shape,
      groups: c.groups,
      timeLimitS: c.timeLimit,
      policies,
    })
  }
  return report
}
