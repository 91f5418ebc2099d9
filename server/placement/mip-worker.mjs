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
// Every answer is { ok: true, ... } or { ok: false, error }.
import { parentPort } from 'node:worker_threads'
import loadHighs from 'highs'

const highs = await loadHighs()
const { modelStatus } = highs.constants
let model = null
let last = null

function solve(cost, timeLimit) {
  // Each solve gets what is left of the whole limit (mip.ts keeps the count).
  model.zeroAllClocks()
  model.options.set({ time_limit: timeLimit })
  const n = cost.length
  for (let j = 0; j < n; j++) model.changeColCost(j, cost[j])
  // The previous stage's optimum satisfies every row so far, so it is the incumbent to beat.
  if (last) model.setSolution({ colValue: last })
  model.run()
  const status = model.getModelStatus()
  const hasSolution = Number(model.info.get('primal_solution_status')) === 2
  if (!hasSolution) {
    return { status: statusName(status), objective: null, bound: null, gap: null, x: null }
  }
  const x = Float64Array.from(model.getSolution().colValue)
  last = x
  const objective = model.getObjectiveValue()
  const bound = Number(model.info.get('mip_dual_bound'))
  const gap = Number(model.info.get('mip_gap'))
  // A copy goes to the main thread (it is transferred, which detaches its buffer here).
  return { status: statusName(status), objective, bound, gap, x: x.slice() }
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
      // A feasible placement to start from (a greedy one), if given.
      last = message.start ?? null
      model = highs.createModel(message.model)
      model.options.set({
        output_flag: false,
        // Every objective is an integer, so a gap below 1 proves optimality; no relative slack.
        mip_rel_gap: 0,
        mip_abs_gap: 0.5,
        random_seed: 0,
      })
      parentPort.postMessage({ ok: true })
    } else if (message.type === 'solve') {
      const answer = solve(message.cost, message.timeLimit)
      parentPort.postMessage({ ok: true, ...answer }, answer.x ? [answer.x.buffer] : [])
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
      parentPort.postMessage({ ok: true })
    } else throw new Error(`unknown message ${message.type}`)
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) })
  }
})
