// bench:server's backends: the built server (a folder like dist-server) on the embedded database
// (one instance) or on a throwaway PostgreSQL (two instances behind a round-robin proxy).
// Loopback only.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase, type OpenedDatabase } from '../server/db/open'
import { loadSeed } from '../server/db/seed'
import type { DbState } from '../server/seed/demo'
import { seedLarge } from '../server/seed/large'
import { freePort, startPostgres } from '../server/test/postgres'
import { FRESH_UPSTREAM_HEADER, sleep } from './opening-minute'

/** The rush's excursions and their places in all. */
export const EXCURSIONS = 60
export const PLACES = 2500

/**
 * A server bundle to measure, by a name the report uses; the settings it gets beyond the bench's
 * own (an experiment's cheaper hash; none: the server's defaults, what a school runs); and the
 * stored hash of 'welkom' its accounts get (one it verifies: bench/bench-hash.ts).
 */
export type ServerBuild = {
  name: string
  dir: string
  env: Record<string, string>
  passwordHash: string
}

export type Backend = {
  name: string
  origin: string
  instances: number
  /** The server processes' ids (for bench/cpu-use.ts). */
  pids(): number[]
  open(): Promise<OpenedDatabase>
  stop(): Promise<void>
}

function startServerProcess(
  server: ServerBuild,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string }> {
  return (async () => {
    const port = await freePort()
    const child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        join(server.dir, 'main.js'),
      ],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SERVE_STATIC: 'false',
          LOG_LEVEL: 'warn',
          // As before npm start defaulted to production: the embedded database, no second factor.
          NODE_ENV: 'development',
          ...server.env,
          // Every client is on loopback, as a school's students behind its NAT: the school's own
          // network (its address limits and password checks at once times SCHOOL_LIMIT_FACTOR).
          SCHOOL_NETWORKS: '127.0.0.1',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    const origin = `http://127.0.0.1:${port}`
    for (let i = 0; i < 480; i++) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return { child, origin }
      } catch {
        // starting
      }
      if (child.exitCode !== null) break
      await sleep(250)
    }
    throw new Error('the server did not start')
  })()
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done()
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })

/** A small round-robin proxy in front of the instances, as a load balancer spreads requests. */
function roundRobinProxy(upstreams: string[]): Promise<{ origin: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  let next = 0
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[(next += 1) % upstreams.length]!)
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          ...(!forward.reusedSocket && { [FRESH_UPSTREAM_HEADER]: '1' }),
        })
        answer.pipe(res)
      },
    )
    forward.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    ),
  )
}

export async function embedded(
  server: ServerBuild,
  state: DbState,
  extraSql?: string,
): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xweek-bench-'))
  const pglite = await PGlite.create(join(dataDir, 'pglite'))
  const seeding = await openDatabase(
    { kind: 'pglite', dataDir: null },
    { lockTimeoutMs: 3000, pglite },
  )
  await loadSeed(seeding.store, state)
  if (extraSql) await seeding.query(extraSql)
  await pglite.close()
  const running = await startServerProcess(server, { DATA_DIR: dataDir })
  return {
    name: 'embedded',
    origin: running.origin,
    instances: 1,
    pids: () => [running.child.pid!],
    // The server owns the folder; the checks ask it, through a second look after it stops.
    open: async () => {
      await stopProcess(running.child)
      return openDatabase({ kind: 'pglite', dataDir }, { lockTimeoutMs: 3000 })
    },
    stop: async () => {
      await stopProcess(running.child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function postgres(
  server: ServerBuild,
  state: DbState,
  extraSql?: string,
  balance: 'proxy' | 'direct' = 'proxy',
): Promise<Backend> {
  const cluster = await startPostgres({ fsync: true, maxConnections: 100 })
  if (!cluster) throw new Error('no PostgreSQL here')
  const admin = new pg.Client({ connectionString: cluster.url('postgres') })
  await admin.connect()
  await admin.query('create database xweek')
  await admin.end()
  const url = cluster.url('xweek')
  const seeding = await openDatabase(
    { kind: 'postgres', url, poolSize: 4 },
    { lockTimeoutMs: 3000 },
  )
  await loadSeed(seeding.store, state)
  if (extraSql) await seeding.query(extraSql)
  await seeding.store.close()
  const env = { DATABASE_URL: url, DB_POOL_SIZE: '20' }
  const servers = [await startServerProcess(server, env), await startServerProcess(server, env)]
  // A JS proxy costs the bench's own process a hop per request; direct: the bench takes the
  // instances in turn itself, as a balancer in front of them (nginx, the kernel's) would.
  const proxy = balance === 'proxy' ? await roundRobinProxy(servers.map((s) => s.origin)) : null
  return {
    name: 'postgres',
    origin: proxy?.origin ?? servers.map((s) => s.origin).join(','),
    instances: 2,
    pids: () => servers.map((s) => s.child.pid!),
    open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }, { lockTimeoutMs: 3000 }),
    stop: async () => {
      await proxy?.close()
      await Promise.all(servers.map((s) => stopProcess(s.child)))
      cluster.destroy()
    },
  }
}

/** mulberry32, for a rush that is the same every run. */
export function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The large data set with every password one real hash of `welkom` (a login verifies it). */
export async function readsData(passwordHash: string): Promise<DbState> {
  const state = seedLarge()
  for (const user of state.users) user.password_hash = passwordHash
  return state
}

/** The rush: the same students, no subscriptions, 60 X-Week excursions with 2,500 places. */
export async function rushData(passwordHash: string): Promise<DbState> {
  const state = await readsData(passwordHash)
  state.subscriptions = []
  // Every student has accepted the activity terms: the only refusal the rush may meet is 'vol'.
  for (const profile of state.profiles) profile.accept_activity_terms = true
  const next = random(42)
  const weights = state.excursions.map(() => 0.3 + next())
  const total = weights.reduce((a, b) => a + b, 0)
  let left = PLACES
  state.excursions.forEach((e, i) => {
    e.scope = 'x-week'
    e.capacity =
      i === state.excursions.length - 1
        ? left
        : Math.max(1, Math.round((weights[i]! / total) * PLACES))
    left -= e.capacity
  })
  if (state.excursions.length !== EXCURSIONS) throw new Error('the large data set changed')
  return state
}

export async function checkDatabase(database: OpenedDatabase, successes: string[]) {
  const over = await database.query(
    `select e.id from excursions e join subscriptions s on s.excursion_id = e.id
     group by e.id, e.capacity having count(*) > e.capacity`,
  )
  const ranks = await database.query(
    `select student_id from subscriptions group by student_id, scope, preference having count(*) > 1`,
  )
  const found = await database.query(
    'select count(*)::int as n from subscriptions where id = any($1)',
    [successes],
  )
  return {
    overCapacity: over.rows.length,
    duplicateRanks: ranks.rows.length,
    lostSuccesses: successes.length - Number(found.rows[0]!.n),
  }
}
