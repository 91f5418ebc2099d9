// npm run bench:allocation: the placement engine (server/placement) on two generated rounds, each
// policy several times, and the same input through a mod_ratingallocate-style solver (Bellman-Ford
// augmenting paths over every student) as the anchor; then the exact engine with friend groups
// and minimum sizes (allocation-exact.ts). Not part of npm test: a benchmark, not a
// timed test. Prints the machine first and, as its last line, one JSON object with the figures.
import os from 'node:os'
import { place, type PlacementPolicy } from '../server/placement/engine.ts'
import { generateInstance, type InstanceShape } from '../server/placement/reference/generate.ts'
import { allocateLikeRatingAllocate } from '../server/placement/reference/rating-allocate.ts'
import { runExactCases } from './allocation-exact.ts'

interface BenchCase {
  name: string
  shape: InstanceShape
  /** Timed runs per policy (after one warm-up run), each with another lottery seed. */
  runs: number
  /** No more runs of a policy are started after this much time on it. */
  budgetMs: number
  /** The target for the p95 of each policy. */
  targetP95Ms: number
  anchorRuns: number
  /** The anchor is stopped (and reported as stopped) after this long. */
  anchorLimitMs: number
}

const CASES: BenchCase[] = [
  {
    name: '3000x60x5',
    shape: { students: 3000, excursions: 60, wishes: 5, places: 3100, seed: 1 },
    runs: 20,
    budgetMs: 30_000,
    targetP95Ms: 1000,
    anchorRuns: 3,
    anchorLimitMs: 60_000,
  },
  {
    name: '10000x100x10',
    shape: { students: 10_000, excursions: 100, wishes: 10, places: 10_300, seed: 2 },
    runs: 10,
    budgetMs: 60_000,
    targetP95Ms: 5000,
    anchorRuns: 1,
    anchorLimitMs: 120_000,
  },
]
const POLICIES: PlacementPolicy[] = ['rank-maximal', 'minimise-worst', 'lottery']

const print = (line: string) => process.stdout.write(`${line}\n`)
const round = (ms: number) => Math.round(ms * 10) / 10

/** Median and p95 by the nearest-rank method (p95 of 20 runs is the 19th fastest). */
function summarise(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const rank = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] as number
  const mid = sorted.length / 2
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(mid)] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
  return { median: round(median), p95: round(rank(0.95)), runs: sorted.length }
}

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  node: process.version,
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
}
print(`machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}`)
print(`load average at start (1, 5, 15 min): ${machine.loadAverage.join(', ')}`)

const report = []
// --exact-only: only the exact engine below (a quicker run after a change to it).
for (const benchCase of process.argv.includes('--exact-only') ? [] : CASES) {
  const { shape } = benchCase
  const instance = generateInstance(shape)
  print(
    `\n${benchCase.name}: ${shape.students} students, ${shape.excursions} excursions, ` +
      `${shape.wishes} wishes each, ${shape.places} places`,
  )
  const policies: Record<string, ReturnType<typeof summarise> & { histogram: unknown }> = {}
  for (const policy of POLICIES) {
    place({ ...instance, policy, seed: 0 }) // warm-up: the JIT compiles the hot loops
    const times: number[] = []
    let histogram: unknown = null
    const started = performance.now()
    for (let run = 1; run <= benchCase.runs; run++) {
      if (performance.now() - started > benchCase.budgetMs) break
      const t0 = performance.now()
      const result = place({ ...instance, policy, seed: run })
      times.push(performance.now() - t0)
      histogram ??= result.histogram
    }
    const summary = summarise(times)
    policies[policy] = { ...summary, histogram }
    const verdict = summary.p95 <= benchCase.targetP95Ms ? 'within' : 'OVER'
    print(
      `  ${policy.padEnd(15)} median ${String(summary.median).padStart(8)} ms  p95 ` +
        `${String(summary.p95).padStart(8)} ms  (${summary.runs} runs; ${verdict} the ` +
        `${benchCase.targetP95Ms} ms target)  histogram ${JSON.stringify(histogram)}`,
    )
  }
  // The anchor: the same students and places through mod_ratingallocate's approach.
  const anchorTimes: number[] = []
  let anchorStopped = false
  let anchorPlaced = 0
  for (let run = 0; run < benchCase.anchorRuns && !anchorStopped; run++) {
    const t0 = performance.now()
    const result = allocateLikeRatingAllocate(instance, { deadline: t0 + benchCase.anchorLimitMs })
    anchorTimes.push(performance.now() - t0)
    anchorStopped = result.stopped
    anchorPlaced = result.augmentations
  }
  const anchor = { ...summarise(anchorTimes), stopped: anchorStopped, placed: anchorPlaced }
  const base = policies['rank-maximal']!.median
  const ratio = Math.round((anchor.median / base) * 10) / 10
  print(
    `  anchor (mod_ratingallocate-style Bellman-Ford) median ${anchor.median} ms over ` +
      `${anchor.runs} run(s)` +
      (anchorStopped
        ? `, STOPPED at the ${benchCase.anchorLimitMs} ms limit after placing ${anchorPlaced} of ` +
          `${shape.students} students (the ratio is a lower bound)`
        : `, placed ${anchorPlaced}`) +
      `; ${ratio}x the engine's rank-maximal median`,
  )
  report.push({
    case: benchCase.name,
    size: shape,
    targetP95Ms: benchCase.targetP95Ms,
    policies: Object.fromEntries(
      Object.entries(policies).map(([policy, { median, p95, runs }]) => [
        policy,
        { medianMs: median, p95Ms: p95, runs },
      ]),
    ),
    anchor: {
      medianMs: anchor.median,
      p95Ms: anchor.p95,
      runs: anchor.runs,
      stoppedAtLimit: anchor.stopped,
      placed: anchor.placed,
    },
    anchorToRankMaximal: ratio,
  })
}
// The exact engine (groups and minimums), in the same run as the flow engine above.
// --case TEXT: only the exact cases whose name contains TEXT (e.g. --case share: the balance).
const only = process.argv.includes('--case')
  ? process.argv[process.argv.indexOf('--case') + 1]
  : undefined
const exact = process.argv.includes('--flow-only') ? [] : await runExactCases(print, only)
print(
  JSON.stringify({
    bench: 'allocation',
    machine: { ...machine, loadAverageEnd: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    cases: report,
    exact,
  }),
)
// The solver's worker is unref'd, but a stopped solve's WASM may still hold the event loop.
process.exit(0)
