// npx tsx bench/locking.ts [--clients 50] [--signups 3000]: three ways to hold a capacity under
// a sign-up rush, side by side on one throwaway PostgreSQL (loopback, fsync on), plus the
// conditional update as one statement (a CTE). Each way: the same skewed 3,000 sign-ups over 60
// excursions with 2,500 places, 50 clients at once; sign-ups/s, p50/p95, and the check that no
// excursion is over capacity. The last line is one JSON object.
import { cpus, loadavg, totalmem } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { startPostgres } from '../server/test/postgres'
import { quantile, round } from './opening-minute'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]!
}
const CLIENTS = Number(arg('clients', '50'))
const SIGNUPS = Number(arg('signups', '3000'))
const EXCURSIONS = 60
const PLACES = 2500

type Way = (client: pg.PoolClient, excursion: number, student: number) => Promise<boolean>

/** Lock the excursion with `lock`, count its places, insert if one is free (one transaction). */
const lockCountInsert =
  (lock: string): Way =>
  async (c, e, s) => {
    await c.query('begin')
    await c.query(lock, [e])
    const { rows } = await c.query(
      `select (select count(*) from subscriptions where excursion_id = $1) < capacity as free
       from excursions where id = $1`,
      [e],
    )
    if (rows[0].free) await c.query('insert into subscriptions values ($1, $2)', [e, s])
    await c.query('commit')
    return rows[0].free
  }

/** Each way answers whether the sign-up got a place. */
const ways: Record<string, Way> = {
  // The app's way today: lock the excursion's row, count, insert.
  'row lock': lockCountInsert('select id from excursions where id = $1 for update'),
  // A transaction-scoped advisory lock on the excursion's id instead of its row.
  'advisory lock': lockCountInsert('select pg_advisory_xact_lock(42, $1)'),
  // A taken-places counter claimed by a conditional update, then the insert.
  'conditional update': async (c, e, s) => {
    await c.query('begin')
    const claimed = await c.query(
      'update excursions set taken = taken + 1 where id = $1 and taken < capacity returning id',
      [e],
    )
    if (claimed.rowCount) await c.query('insert into subscriptions values ($1, $2)', [e, s])
    await c.query('commit')
    return Boolean(claimed.rowCount)
  },
  // The same claim and insert as one statement: one round trip, its own transaction.
  'conditional update, one CTE': async (c, e, s) => {
    const { rowCount } = await c.query(
      `with claim as (
         update excursions set taken = taken + 1 where id = $1 and taken < capacity returning id)
       insert into subscriptions select id, $2 from claim`,
      [e, s],
    )
    return Boolean(rowCount)
  },
}

/** mulberry32: the same skewed rush for every way. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const cluster = await startPostgres({ fsync: true, maxConnections: CLIENTS + 10 })
if (!cluster) throw new Error('no PostgreSQL here (initdb, pg_ctl)')
const pool = new pg.Pool({ connectionString: cluster.url('postgres'), max: CLIENTS })
const next = random(11)
const rush = Array.from({ length: SIGNUPS }, (_, student) => ({
  student,
  excursion: 1 + Math.floor(next() ** 1.6 * EXCURSIONS),
}))
const machine = `${cpus()[0]?.model ?? 'CPU'} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
console.log(
  `machine: ${machine}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
const result: Record<string, unknown> = { machine, loadAtStart: loadavg()[0], clients: CLIENTS }
try {
  for (const [name, way] of Object.entries(ways)) {
    await pool.query(`drop table if exists subscriptions, excursions;
      create table excursions (id int primary key, capacity int not null, taken int not null default 0);
      create table subscriptions (excursion_id int not null references excursions, student int not null);
      create index on subscriptions (excursion_id);
      insert into excursions (id, capacity)
        select n, ${Math.floor(PLACES / EXCURSIONS)} from generate_series(1, ${EXCURSIONS}) n;`)
    const times: number[] = []
    let placed = 0
    let i = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const client = await pool.connect()
        try {
          while (i < rush.length) {
            const { excursion, student } = rush[i++]!
            const t0 = performance.now()
            if (await way(client, excursion, student)) placed++
            times.push(performance.now() - t0)
          }
        } finally {
          client.release()
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const over = await pool.query(`select count(*)::int as n from excursions e
      where (select count(*) from subscriptions s where s.excursion_id = e.id) > e.capacity`)
    const figures = {
      signUpsPerSecond: round(SIGNUPS / seconds),
      p50Ms: round(quantile(times, 0.5)),
      p95Ms: round(quantile(times, 0.95)),
      placed,
      overCapacity: over.rows[0].n as number,
    }
    console.log(`${name}: ${JSON.stringify(figures)}`)
    result[name] = figures
  }
} finally {
  await pool.end()
  cluster.destroy()
}
console.log(JSON.stringify(result))
