// What one statement costs on the embedded database (PGlite, in this process), at the large data
// set: the fixed cost of a statement with and without Drizzle's per-statement parsers option, the
// sign-up's facts as a SQL function (migration 0010) and as PL/pgSQL (0011), and the hot reads as
// the store makes them (server/store/sql.ts). Medians of 5 rounds of 2,000 calls, in µs.
//   npx tsx bench/pglite-statements.ts
import { readFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../server/db/open'
import { TEXT_TYPES } from '../server/db/pglite-client'
import { loadSeed, seedSets } from '../server/db/seed'
import { quantile } from './opening-minute'

const ROUNDS = 5
const CALLS = 2000
/** The drizzle-orm/pglite session's option: dates, intervals and their arrays read as text. */
const drizzleParsers = Object.fromEntries(TEXT_TYPES.map((t) => [t, (v: string) => v]))
/** sign_up_facts as migration 0010 wrote it (a SQL function), beside the current one (0011). */
const SQL_FUNCTION = readFileSync(
  fileURLToPath(new URL('../server/db/migrations/0010_sign_up_in_one.sql', import.meta.url)),
  'utf8',
)
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('FUNCTION sign_up_facts('))!
  .replace('sign_up_facts(', 'sign_up_facts_sql(')

async function main() {
  const machine = `${cpus()[0]?.model ?? 'CPU'} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
  const loadAtStart = loadavg()[0]!
  console.log(`machine: ${machine}; load average ${loadAtStart.toFixed(2)} at the start`)
  const raw = await PGlite.create()
  const database = await openDatabase(
    { kind: 'pglite', dataDir: null },
    { lockTimeoutMs: 3000, pglite: raw },
  )
  await loadSeed(database.store, seedSets.large())
  await raw.exec(SQL_FUNCTION)
  const ids = async (sql: string) => (await raw.query<{ id: string }>(sql)).rows.map((r) => r.id)
  const students = await ids(`select id from users where role = 'student' order by id limit 500`)
  const excursions = await ids('select id from excursions order by id')
  const student = (i: number) => students[i % students.length]!
  const excursion = (i: number) => excursions[i % excursions.length]!
  const token = 'b'.repeat(64)
  await database.store.run((tx) =>
    tx.sessions.insert({
      token_hash: token,
      user_id: student(0),
      created_at: new Date().toISOString(),
      expires_at: '2099-01-01T00:00:00.000Z',
    }),
  )

  const cases: [string, (i: number) => Promise<unknown>][] = [
    ['select 1', () => raw.query('select 1')],
    [
      "select 1, with Drizzle's parsers option",
      () => raw.query('select 1', [], { parsers: drizzleParsers }),
    ],
    [
      'sign-up facts, SQL function (0010)',
      (i) => raw.query('select sign_up_facts_sql($1, $2)', [student(i), excursion(i)]),
    ],
    [
      'sign-up facts, PL/pgSQL (0011)',
      (i) => raw.query('select sign_up_facts($1, $2)', [student(i), excursion(i)]),
    ],
    [
      'sign-up facts through the store',
      (i) => database.store.run((tx) => tx.signUpFacts(student(i), excursion(i))),
    ],
    [
      'a session through the store (not kept)',
      (i) => database.store.run((tx) => tx.sessionWithUser(`x${i}`)),
    ],
    [
      'a session through the store (kept)',
      () => database.store.run((tx) => tx.sessionWithUser(token)),
    ],
  ]
  const results: Record<string, number> = {}
  for (const [name, call] of cases) {
    const rounds: number[] = []
    for (let round = 0; round <= ROUNDS; round++) {
      const started = performance.now()
      for (let i = 0; i < CALLS; i++) await call(i)
      // The first round warms up (plans, JIT) and is not counted.
      if (round > 0) rounds.push(((performance.now() - started) / CALLS) * 1000)
    }
    results[name] = Math.round(quantile(rounds, 0.5))
    console.log(`${String(results[name]).padStart(6)} µs  ${name}`)
  }
  await database.store.close()
  await raw.close()
  console.log(JSON.stringify({ machine, loadAtStart, microseconds: results }))
}

void main()
