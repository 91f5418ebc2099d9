/**
 * The HiGHS solver in its worker thread (mip-worker.mjs), as mip.ts drives it: one worker for the
 * process, one solve at a time, within a deadline.
 */
import { Worker } from 'node:worker_threads'
import type { MipModel, Objective } from './mip-model.ts'

export interface SolveAnswer {
  status: string
  objective: number | null
  bound: number | null
  gap: number | null
  x: Float64Array | null
  info?: unknown
}

/**
 * One worker for the process, started on first use and reused (loading HiGHS takes a while), one
 * solve at a time; it does not keep the process alive. Stopped hard, and started again next time,
 * if HiGHS overruns its own time limit.
 */
interface WorkerState {
  worker: Worker
  failed: Error | null
  pending: ((m: Answer) => void)[]
  /** The running solve's proven bound, once its LP has given one. */
  bound: number | null
}
let shared: WorkerState | null = null
let queue: Promise<unknown> = Promise.resolve()

type Answer = Record<string, unknown>

function sharedWorker(): WorkerState {
  if (shared && !shared.failed) return shared
  const worker = new Worker(new URL('./mip-worker.mjs', import.meta.url))
  worker.unref()
  const state: WorkerState = { worker, failed: null, pending: [], bound: null }
  const fail = (error: Error) => {
    state.failed ??= error // the first cause (a hard stop sets it before the exit)
    for (const resolve of state.pending.splice(0))
      resolve({ ok: false, error: state.failed.message })
  }
  worker.on('message', (message: Answer) => {
    if (message.progress) state.bound = message.bound as number
    else state.pending.shift()?.(message)
  })
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`de solver stopte onverwacht (code ${code})`)))
  shared = state
  return state
}

/** Starts a solve that may take `budget` ms from when it is its turn (solves run one at a time). */
export async function startSolver(model: MipModel, start: Float64Array, budget: number) {
  // Wait for the solves before this one.
  let release = () => {}
  const previous = queue
  queue = new Promise<void>((resolve) => (release = resolve))
  await previous
  const state = sharedWorker()
  // A quarter second is kept for reading the placement after the last stage.
  const deadline = performance.now() + Math.max(100, budget - 250)
  // HiGHS checks its limit between steps, and a step can run past it. At the limit a running stage
  // that has its LP bound is stopped, and keeps that bound and the placement so far (see `stage`);
  // one without waits a second more for it. A step that hangs (or runs out of memory) ends there.
  const stop = () => {
    state.failed = new Error('de solver overschreed de tijdslimiet')
    void state.worker.terminate()
  }
  const guards = [
    setTimeout(
      () => state.pending.length > 0 && state.bound !== null && stop(),
      deadline - performance.now(),
    ),
    setTimeout(stop, deadline - performance.now() + 1000),
  ]
  const call = (message: object) =>
    new Promise<Answer>((resolve, reject) => {
      if (state.failed) return reject(state.failed)
      state.pending.push((answer) =>
        answer.ok ? resolve(answer) : reject(new Error(String(answer.error))),
      )
      state.worker.postMessage(message)
    })
  const close = () => {
    for (const guard of guards) clearTimeout(guard)
    release()
  }
  try {
    await call({ type: 'init', model: model.data, start })
  } catch (error) {
    close()
    throw error
  }
  return {
    /** performance.now() at which the whole solve ends. */
    deadline,
    solve: async (cost: Objective, seconds: number) => {
      state.bound = null
      return (await call({ type: 'solve', cost, timeLimit: seconds })) as unknown as SolveAnswer
    },
    /** The bound the running (or last) solve's LP proved, or null. */
    bound: () => state.bound,
    /**
     * Keeps the last stage's optimum: a row cost·x <= upper each, then the columns its reduced
     * costs rule out fixed for the stages after it.
     */
    keep: async (rows: [cost: Objective, upper: number][]) => {
      for (const [cost, upper] of rows) await call({ type: 'fix', cost, upper })
      await call({ type: 'narrow' })
    },
    close: async () => close(),
  }
}
