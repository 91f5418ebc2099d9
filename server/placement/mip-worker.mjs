// The HiGHS solver in a worker thread (node:worker_threads), so a long solve never blocks the API
// server's event loop. Plain JavaScript on purpose: a worker is started from a file path, and this
// file then runs as is under Node, tsx, vitest and the bundled server alike.
//
// The protocol is generic (mip.ts drives the lexicographic stages):
//   { type: 'init', model, start }      a new model (HiGHS ModelData, CSR) replacing the last one,
//                                        and a feasible start or null
//   { type: 'solve', cost, timeLimit }  minimise cost·x within timeLimit seconds; answers status,
//                                        objective, bound, gap and x
//   { type: 'fix', cost, upper }         adds the row cost·x <= upper (keeps a stage's optimum)
//   { type: 'narrow' }                   the last stage's optimum is now kept by rows: the columns
//                                        its LP's reduced costs rule out are fixed for good
// Every answer is { ok: true, ... } or { ok: false, error }. A solve also sends
// { progress: true, bound } as soon as its LP has given the stage a proven bound.
//
// Each stage is solved LP first (measured, docs/placement.md): with groups and minimums the LP
// relaxation is nearly integral (3,000 × 60 × 5: 32 fractional columns of 12,070), while HiGHS's
// branch and bound from a greedy start spent the whole limit at the root. So:
//   1. the LP relaxation: an integral LP optimum is the stage's optimum; else its value, rounded
//      up (every objective is an integer), is a proven bound;
//   2. the integer program restricted to the LP's support (and the last incumbent's): small, and
//      its optimum usually meets that bound, which proves it optimal for the whole program;
//   3. otherwise the whole integer program from that incumbent, with the time left.
import { parentPort } from 'node:worker_threads'
import loadHighs from 'highs'

const trace = []
const highs = await loadHighs(
  process.env.MIP_TRACE ? { print: (m) => trace.push(m), printErr: (m) => trace.push(m) } : {},
)
const { modelStatus } = highs.constants
const quiet = { output_flag: Boolean(process.env.MIP_TRACE), random_seed: 0 }
let model = null
let relaxed = null
// Each column's bounds for the rest of the solve: the model's, narrowed after each kept stage.
let floor = null
let upper = null
let last = null
/** The last stage solved to optimality: its LP's objective and reduced costs, and its optimum. */
let proven = null

const EPS = 1e-6

function setCost(target, cost) {
  // One call, not one per column (each call crosses into WebAssembly).
  target.changeColsCost({ kind: 'range', from: 0, to: cost.length - 1 }, cost)
}

const value = (cost, x) => cost.reduce((sum, c, j) => sum + c * x[j], 0)

function runMip(cost, timeLimit, start, presolve) {
  model.zeroAllClocks()
  model.options.set({ time_limit: Math.max(0.01, timeLimit), presolve })
  setCost(model, cost)
  // The previous optimum satisfies every row so far, so it is the incumbent to beat.
  if (start) model.setSolution({ colValue: start })
  model.run()
  const status = model.getModelStatus()
  if (Number(model.info.get('primal_solution_status')) !== 2) return { status, x: null }
  return {
    status,
    // Every column is an integer (a value within HiGHS's tolerance of one).
    x: Float64Array.from(model.getSolution().colValue, (v) => Math.round(v)),
    bound: Number(model.info.get('mip_dual_bound')),
  }
}

function solve(cost, timeLimit) {
  const started = performance.now()
  const left = () => timeLimit - (performance.now() - started) / 1000
  const steps = []
  // 1. The LP relaxation.
  relaxed.zeroAllClocks()
  relaxed.options.set({ time_limit: Math.max(0.01, left()) })
  setCost(relaxed, cost)
  relaxed.run()
  let bound = -Infinity
  let fixing = null
  if (relaxed.getModelStatus() === modelStatus.optimal) {
    const solution = relaxed.getSolution()
    const lp = Float64Array.from(solution.colValue)
    fixing = { objective: relaxed.getObjectiveValue(), dual: Float64Array.from(solution.colDual) }
    bound = Math.ceil(relaxed.getObjectiveValue() - EPS)
    // Told at once: if the steps after this one overrun and the worker is stopped, the stage
    // still has its bound (and the last incumbent, which meets every row, its placement).
    parentPort.postMessage({ progress: true, bound })
    steps.push(
      `lp ${Math.round(performance.now() - started)} ms frac ${lp.filter((v) => Math.abs(v - Math.round(v)) > EPS).length}`,
    )
    if (lp.every((v) => Math.abs(v - Math.round(v)) <= EPS)) {
      const x = lp.map((v) => Math.round(v))
      return answer('optimal', value(cost, x), bound, x, steps, fixing)
    }
    // 2. The integer program on the LP's support and the last incumbent's.
    const free = lp.map((v, j) => (v > EPS || (last && last[j] > 0.5) ? upper[j] : floor[j]))
    setBounds(model, floor, free)
    const sub = runMip(cost, left() / 2, last, 'on')
    setBounds(model, floor, upper)
    steps.push(
      `support ${sub.x ? value(cost, sub.x) : null} vs ${bound} at ${Math.round(performance.now() - started)} ms`,
    )
    if (sub.x) {
      last = sub.x
      if (value(cost, sub.x) <= bound + 0.5)
        return answer('optimal', value(cost, sub.x), bound, sub.x, steps, fixing)
    }
  }
  // 3. The whole integer program, less the columns that reduced costs rule out: a column at 0 in
  // the LP with reduced cost d is in no solution below LP + d, so where that exceeds the
  // incumbent it stays 0 (and one at 1 with d < 0 stays 1). Exact, and it leaves HiGHS a
  // fraction of the model.
  let lower = floor
  let bounded = upper
  if (fixing && last) {
    ;({ lower, upper: bounded } = ruledOut(fixing, value(cost, last)))
    setBounds(model, lower, bounded)
  }
  // Without presolve: on 10,000 × 100 × 10 HiGHS's presolve took 18 of the 19 s of this step
  // (and reduced little); the support step keeps it, where it finds better solutions.
  const full = runMip(cost, left(), last, 'off')
  if (bounded !== upper) setBounds(model, floor, upper)
  steps.push(
    `mip fixed ${bounded.filter((u, j) => u < upper[j]).length} at 0, ${lower.filter((l, j) => l > floor[j]).length} at 1; ${freeColumns()} columns free`,
  )
  if (!full.x) return answer(statusName(full.status), null, null, null, steps)
  last = full.x
  const objective = value(cost, full.x)
  const status = full.status === modelStatus.optimal ? 'optimal' : statusName(full.status)
  const best = Number.isFinite(full.bound) ? Math.max(full.bound, bound) : bound
  return answer(status, objective, Number.isFinite(best) ? best : null, full.x, steps, fixing)
}

function setBounds(target, lower, upperBounds) {
  target.changeColsBounds({ kind: 'range', from: 0, to: lower.length - 1 }, lower, upperBounds)
}

const freeColumns = () => upper.reduce((n, u, j) => n + (u > floor[j] ? 1 : 0), 0)

/**
 * Reduced-cost fixing. For every x feasible in the LP, cost·x >= LP + Σ d_j·(x_j − x*_j), each
 * term >= 0: a column at 0 in the LP with reduced cost d_j is in no solution of cost below
 * LP + d_j, and one at its upper bound with d_j < 0 leaves it in none below LP − d_j. So where that
 * exceeds `within` (an incumbent's cost, or the proven optimum), the column keeps its LP value.
 */
function ruledOut(fixing, within) {
  const slack = within - fixing.objective + 1e-6 * Math.max(1, Math.abs(fixing.objective))
  return {
    lower: floor.map((l, j) => (-fixing.dual[j] > slack ? upper[j] : l)),
    upper: upper.map((u, j) => (fixing.dual[j] > slack ? floor[j] : u)),
  }
}

function answer(status, objective, bound, x, steps, fixing = null) {
  if (x) last = x
  proven = status === 'optimal' && fixing ? { fixing, optimum: objective } : null
  const gap =
    objective === null || bound === null
      ? null
      : Math.max(0, objective - bound) / Math.max(1, Math.abs(objective))
  const info = process.env.MIP_TRACE
    ? {
        steps,
        log: trace
          .splice(0)
          .filter((l) => /^ +\d|Timing|Status/.test(l))
          .join('\n'),
      }
    : null
  // A copy goes to the main thread (it is transferred, which detaches its buffer here).
  return { status, objective, bound, gap, x: x ? x.slice() : null, info }
}

function statusName(status) {
  if (status === modelStatus.optimal) return 'optimal'
  if (status === modelStatus.timeLimit) return 'time-limit'
  if (status === modelStatus.infeasible) return 'infeasible'
  return `other-${status}`
}

parentPort.on('message', (message) => {
  try {
    if (message.type === 'init') {
      model?.dispose()
      relaxed?.dispose()
      // A feasible placement to start from (a greedy one), if given.
      last = message.start ?? null
      proven = null
      floor = Float64Array.from(message.model.colLower)
      upper = Float64Array.from(message.model.colUpper)
      model = highs.createModel(message.model)
      // Every objective is an integer, so a gap below 1 proves optimality; no relative slack.
      model.options.set({ ...quiet, mip_rel_gap: 0, mip_abs_gap: 0.5 })
      relaxed = highs.createModel({
        ...message.model,
        integrality: new Int32Array(message.model.numCols),
      })
      relaxed.options.set(quiet)
      parentPort.postMessage({ ok: true })
    } else if (message.type === 'solve') {
      const result = solve(message.cost, message.timeLimit)
      parentPort.postMessage({ ok: true, ...result }, result.x ? [result.x.buffer] : [])
    } else if (message.type === 'fix') {
      const indices = []
      const values = []
      message.cost.forEach((c, j) => {
        if (c !== 0) {
          indices.push(j)
          values.push(c)
        }
      })
      model.addRow(-highs.infinity, message.upper, { indices, values })
      relaxed.addRow(-highs.infinity, message.upper, { indices, values })
      parentPort.postMessage({ ok: true })
    } else if (message.type === 'narrow') {
      // Every later stage keeps this stage's optimum (its rows are in), so every solution left has
      // the optimum's cost: what its reduced costs rule out at the optimum is out for good. The
      // LP of each later stage then solves a smaller program, and so does its integer program.
      if (proven) {
        ;({ lower: floor, upper } = ruledOut(proven.fixing, proven.optimum))
        setBounds(model, floor, upper)
        setBounds(relaxed, floor, upper)
        proven = null
      }
      parentPort.postMessage({ ok: true, free: freeColumns() })
    } else throw new Error(`unknown message ${message.type}`)
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) })
  }
})
