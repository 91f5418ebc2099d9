import { AsyncLocalStorage } from 'node:async_hooks'
import { types, type PGlite } from '@electric-sql/pglite'

/**
 * The types Drizzle reads as PostgreSQL's text (drizzle-orm/pglite/session.js): dates, times,
 * intervals, numeric arrays, and arrays of these.
 */
export const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

type Parsers = Record<number, (value: string) => unknown>
type Queryable = {
  query(text: string, params?: unknown[], options?: { parsers?: Parsers }): Promise<unknown>
}

/**
 * The client Drizzle is given, with the same answers and a cheaper statement. Drizzle asks PGlite
 * on every statement to read those types as text (its `parsers` option), and PGlite then copies
 * its whole table of parsers (over 300, one per type and array type) before reading the rows:
 * about 0.12 ms a statement, as much as a short statement itself (docs/benchmarks.md, 'PGlite's
 * cost per statement'). Here the instance reads them as text itself and the option is dropped.
 * Answers the client for Drizzle and the parsers the instance had, for raw statements that want
 * PGlite's own reading (dates as Date).
 */
export function forDrizzle(client: PGlite): { client: PGlite; ownParsers: Parsers } {
  let ownParsers = ownParsersOf.get(client)
  if (!ownParsers) {
    // Once per instance: a second open of the same instance finds its own parsers here.
    const parsers = (client as unknown as { parsers: Parsers }).parsers
    ownParsers = {}
    for (const type of TEXT_TYPES) {
      ownParsers[type] = parsers[type] ?? ((value) => value)
      parsers[type] = (value) => value
    }
    ownParsersOf.set(client, ownParsers)
  }
  return { client: inTurns(withoutParsersOption(client), new Turns()), ownParsers }
}
const ownParsersOf = new WeakMap<PGlite, Parsers>()

function withoutParsersOption<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      if (key === 'query')
        return (text: string, params?: unknown[], options?: { parsers?: Parsers }) =>
          object.query(text, params, options && { ...options, parsers: undefined })
      // A transaction's statements arrive through its own object: it is wrapped too.
      if (key === 'transaction')
        return (work: (tx: Queryable) => Promise<unknown>) =>
          (object as unknown as PGlite).transaction((tx) => work(withoutParsersOption(tx)))
      const value = Reflect.get(object, key, object) as unknown
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(object)
        : value
    },
  })
}

/** How long PGlite's statements may run back to back before the event loop gets a turn. */
const SLICE_MS = 8

/**
 * The statements run under `inFirstLane` (a session's look-up, a poll's reads: short reads a
 * waiting user needs now) go before the statements queued in the other lane (a rush's sign-ups).
 */
const firstLane = new AsyncLocalStorage<true>()
export function inFirstLane<T>(work: () => Promise<T>): Promise<T> {
  return firstLane.run(true, work)
}

type Job = { work: () => Promise<unknown>; done: (result: Promise<unknown>) => void }

/**
 * PGlite's statements, one after the other, with the event loop's turn between slices. PGlite
 * runs a statement in WebAssembly on this thread and hands the next waiting statement its turn
 * in a microtask, so under load the statements of every request in flight run back to back and
 * the event loop waits: in the opening minute a loop went round every 100–400 ms, and Node
 * accepts one new connection per round, so a browser that connected as the rush began waited up
 * to 20 s (docs/benchmarks.md, 'New connections in the rush'). Here a statement that would start
 * more than `SLICE_MS` after the loop's last turn waits for the next one (`setImmediate`): new
 * connections are accepted and requests read in between. Two lanes, each first come, first
 * served: the first lane's statements (`inFirstLane`) go before the other's (issue 39: a poll in
 * the rush waited for every sign-up queued before it, 2.3 s at p95). Statements in flight
 * together have no order between them (a request's next statement is sent after its last is
 * answered), so a write a caller was answered is always before their next read. A transaction
 * keeps the turn for all of its statements, as PGlite runs one at a time anyway.
 */
export class Turns {
  private readonly lanes: [Job[], Job[]] = [[], []]
  private running = false
  private sliceStarted = performance.now()

  constructor(
    private readonly sliceMs = SLICE_MS,
    private readonly first: () => boolean = () => firstLane.getStore() === true,
  ) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve) => {
      this.lanes[this.first() ? 0 : 1].push({
        work,
        done: resolve as (result: Promise<unknown>) => void,
      })
      if (!this.running) void this.next()
    })
  }

  private async next() {
    this.running = true
    // A microtask first, as before: a caller's statements queued together run in their order.
    await Promise.resolve()
    for (;;) {
      if (performance.now() - this.sliceStarted > this.sliceMs) {
        await new Promise((resolve) => setImmediate(resolve))
        this.sliceStarted = performance.now()
      }
      const job = this.lanes[0].shift() ?? this.lanes[1].shift()
      if (!job) break
      let result: Promise<unknown>
      try {
        result = job.work()
      } catch (error) {
        result = Promise.reject(error)
      }
      job.done(result)
      await result.catch(() => undefined)
    }
    this.running = false
  }
}

function inTurns<T extends object>(target: T, turns: Turns): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object) as unknown
      if (typeof value !== 'function') return value
      const bound = (value as (...a: unknown[]) => Promise<unknown>).bind(object)
      return key === 'query' || key === 'exec' || key === 'transaction'
        ? (...args: unknown[]) => turns.run(() => bound(...args))
        : bound
    },
  })
}
