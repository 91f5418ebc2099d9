import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import { HashPoolBusyError } from './hash-busy'
import type { ScryptTask } from './scrypt'

/** The work hash-worker.mjs does (see there). */
export type HashTask =
  | {
      kind: 'argon2-hash'
      password: string
      memoryCost: number
      timeCost: number
      parallelism: number
    }
  | { kind: 'argon2-verify'; password: string; stored: string }
  | ({ kind: 'scrypt' } & ScryptTask)

type Result<T extends HashTask> = T extends { kind: 'argon2-hash' }
  ? string
  : T extends { kind: 'argon2-verify' }
    ? boolean
    : Uint8Array

export type HashPool = {
  readonly threads: number
  readonly queue: number
  /** Runs a task on a pool thread; rejects at once with HashPoolBusyError when the queue is full. */
  run<T extends HashTask>(task: T): Promise<Result<T>>
}

/** The most threads a pool takes: every core but one, which the server's own thread keeps. */
export const maxHashThreads = () => Math.max(1, availableParallelism() - 1)

/**
 * How many hashes may wait: at OWASP's cost (11-17 ms a hash on the AMD EPYC) 128 waiting for one
 * thread is 1.5-2 s. A burst of a school's logins waits that long instead of being told to come
 * back in a minute; past it the answer is 'busy' at once, never minutes of waiting (issue 39).
 */
export const DEFAULT_HASH_QUEUE = 128

const pools = new Map<string, HashPool>()

/**
 * The password hashes' pool of worker threads (piscina): `threads` (at most maxHashThreads()),
 * each hashing one password at a time, and at most `queue` tasks waiting; one more is refused at
 * once (HashPoolBusyError) instead of waiting behind minutes of work. One pool per size for the
 * process (the threads are the machine's, not a server's); started at its first task, its idle
 * threads do not keep the process alive.
 */
export function hashPool(options: { threads?: number; queue?: number } = {}): HashPool {
  const threads = Math.min(options.threads ?? maxHashThreads(), maxHashThreads())
  const queue = options.queue ?? DEFAULT_HASH_QUEUE
  const key = `${threads}/${queue}`
  let pool = pools.get(key)
  if (!pool) {
    let piscina: Piscina | null = null
    pool = {
      threads,
      queue,
      async run(task) {
        piscina ??= new Piscina({
          filename: new URL('./hash-worker.mjs', import.meta.url).href,
          minThreads: threads,
          maxThreads: threads,
          maxQueue: queue,
          concurrentTasksPerWorker: 1,
          // Threads stay (a start loads the native module); idle ones never hold the process.
          idleTimeout: 60_000,
        })
        if (piscina.queueSize >= queue) throw new HashPoolBusyError('password hash queue full')
        try {
          return (await piscina.run(task)) as never
        } catch (error) {
          // piscina's own refusal of a full queue (its count may differ from ours by a thread).
          if (error instanceof Error && /queue is at limit/i.test(error.message))
            throw new HashPoolBusyError('password hash queue full')
          throw error
        }
      },
    }
    pools.set(key, pool)
  }
  return pool
}
