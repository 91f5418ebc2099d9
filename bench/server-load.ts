// npm run bench:server: the server under a school's sign-up rush, on loopback only, at what a
// school runs: the server's default password hash (bench/bench-hash.ts), PostgreSQL with fsync,
// synchronous commit and full-page writes on.
//   embedded: PGlite, one instance          postgres: PostgreSQL, two instances behind a round-robin proxy
// Cases: reads (GET excursions, GET subscriptions/all as an admin at 10,000 subscriptions: asked
// again, with the ETag, and right after a change),
// logins (3,000, 200 at a time), the rush (3,000 logged-in students, 3 ranked sign-ups each over
// 60 excursions with 2,500 places, 200 clients at a time), then checks: no excursion over capacity,
// ranks unique, every answered success in the database. Then the opening minute
// (bench/opening-minute.ts): logins spread over the minute before, every student polling the
// lists with If-None-Match at the app's ticks, 5 admins on the overview, and the rush through it;
// and Logboek at 100,000 entries. Every loop is bounded in count and time; a request that fails
// or gets no answer in time is counted, never thrown, so the run always ends with its JSON line.
// Each rush also says what a sign-up cost in CPU time: the clients, the servers, the rest
// (bench/cpu-use.ts). The last line is one JSON object with every figure, and `table`: the
// issue-39 table's figures per database.
//   npx tsx bench/server-load.ts [--only embedded|postgres] [--students 3000] [--login-spread 60]
//     [--poll-seconds 60] [--skip-opening] [--reads-only]
//     [--cheap-hash | --scrypt-cost 12]  (an experiment: a cheaper hash than a school runs)
//     [--balance proxy|direct|proxy,direct]  (PostgreSQL's instances behind this process's proxy,
//     or taken in turn by the clients; both: one after the other)
//     [--before dist-server-before]  (an earlier build's bundle: reads, logins and rush side by side)
//     [--opening-only]  (the opening minute alone; with --before, each build's side by side)
//     [--timeline]  (the rush's sign-ups by the second they were sent in: where a tail comes from)
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": extra node flags for the servers (a
//   CPU profile of each, for instance; NODE_OPTIONS does not allow --cpu-prof).
import { spawnSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { performance } from 'node:perf_hooks'
import { benchHash, earlierBuildHash } from './bench-hash'
import { loginsCase, spreadLogins } from './logins'
import { printComparison, printLogins, tableOf } from './bench-table'
import {
  checkDatabase,
  embedded,
  EXCURSIONS,
  PLACES,
  postgres,
  random,
  readsData,
  rushData,
  type Backend,
  type ServerBuild,
} from './server-backends'
import type { DbState } from '../server/seed/demo'
import { readsCase } from './server-reads'
import { cpuMeter, perUnit } from './cpu-use'
import {
  LIST_POLL_MS,
  LOGBOEK_ROWS_SQL,
  logboekCase,
  pool,
  quantile,
  request,
  round,
  sleep,
  startPollers,
  timesByConnection,
  type Answer,
} from './opening-minute'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]!
}
const STUDENTS = Number(arg('students', '3000'))
const CONCURRENCY = 200
const WISHES = 3
const only = arg('only', '')
const serverDir = 'dist-server'
/** An earlier server bundle (`--before dist-server-before`): measured beside this one, per case. */
const BEFORE = arg('before', '')
const SKIP_OPENING = process.argv.includes('--skip-opening')
/** Only the opening minute (with `--before`: each build's, side by side). */
const OPENING_ONLY = process.argv.includes('--opening-only')
/** The rush's sign-ups by the second they were sent in (where a tail comes from). */
const TIMELINE = process.argv.includes('--timeline')
/** Only the reads and Logboek cases (no logins, rush or opening minute). */
const READS_ONLY = process.argv.includes('--reads-only')
/** The minute before the opening, over which the opening minute's logins are spread. */
const LOGIN_SPREAD_MS = Number(arg('login-spread', '60')) * 1000
const POLL_MS = Number(arg('poll-seconds', String(LIST_POLL_MS / 1000))) * 1000
/**
 * How the requests reach PostgreSQL's two instances: through a round-robin proxy in this process
 * (a hop of JavaScript per request, on the same cores), or taken in turn by the clients
 * ('direct', as a balancer in front of them would spread them). `proxy,direct`: each in turn.
 */
const BALANCES = arg('balance', 'proxy').split(',') as ('proxy' | 'direct')[]
let balance = BALANCES[0]!
const ADMINS_ON_OVERVIEW = 5
/** The accounts' password hash and the servers' settings for it: production unless asked. */
const hash = await benchHash(process.argv)

async function rushCase(
  backend: Backend,
  students: string[],
  tokens: Map<string, string>,
  excursionIds: string[],
) {
  const next = random(7)
  const wishes = new Map(
    students.map((s) => {
      const picked = new Set<string>()
      // Popular trips are popular: a skewed pick.
      while (picked.size < WISHES)
        picked.add(excursionIds[Math.floor(next() ** 1.6 * excursionIds.length)]!)
      return [s, [...picked]]
    }),
  )
  const answers: Answer[] = []
  const timeline: [number, number][] = []
  const successes: string[] = []
  const statuses = new Map<string, number>()
  const meter = cpuMeter(() => backend.pids())
  const started = performance.now()
  await pool(students, CONCURRENCY, async (student) => {
    const token = tokens.get(student)!
    for (const [i, excursion] of wishes.get(student)!.entries()) {
      const answer = await request(backend.origin, 'POST', 'subscriptions/subscribe', token, {
        excursion_id: excursion,
        preference: i + 1,
      })
      answers.push(answer)
      timeline.push([performance.now() - answer.ms - started, answer.ms])
      const key = answer.status === 200 ? '200' : `${answer.status} ${answer.text.slice(0, 60)}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      if (answer.status === 200) successes.push((JSON.parse(answer.text) as { _id: string })._id)
    }
  })
  const seconds = (performance.now() - started) / 1000
  const serverCores = backend.name === 'embedded' ? 1 : cpus().length
  const cpu = meter && perUnit(meter.stop(), answers.length, serverCores)
  const times = timesByConnection(answers)
  if (TIMELINE) printTimeline(timeline)
  const expected = new Set(['200', '406 Deze activiteit is vol.'])
  return {
    successes,
    statuses: Object.fromEntries(statuses),
    figures: {
      signUps: answers.length,
      subscribed: successes.length,
      signUpsPerSecond: round(answers.length / seconds),
      p50Ms: round(quantile(times.all, 0.5)),
      p95Ms: round(quantile(times.all, 0.95)),
      p99Ms: round(quantile(times.all, 0.99)),
      // Over connections already open (a student's browser keeps its connection between polls).
      p99KeptMs: round(quantile(times.kept, 0.99)),
      signUpsOnNewConnections: times.onNewConnections,
      unexpectedAnswers: [...statuses]
        .filter(([k]) => !expected.has(k))
        .reduce((n, [, c]) => n + c, 0),
      ...cpu,
    },
  }
}

/** What one sign-up cost each part in CPU time (with the polls beside it, in the opening minute). */
function printCpu(figures: Partial<ReturnType<typeof perUnit>>) {
  if (figures.machineBusyShare === undefined) return
  console.log(
    `  CPU per sign-up: ${figures.cpuMsPerSignUpClient} ms the clients${balance === 'proxy' ? ' and proxy' : ''}, ${figures.cpuMsPerSignUpServers} ms the server(s), ${figures.cpuMsPerSignUpRest} ms the rest (the database, the kernel); cores busy ${Math.round(figures.machineBusyShare * 100)}%; with the clients elsewhere the server side could hold at most ${figures.serverSideCeilingPerSecond}/s`,
  )
}

/** The sign-ups by the second of the rush they were sent in: how many, their p50 and slowest. */
function printTimeline(timeline: [number, number][]) {
  const seconds = new Map<number, number[]>()
  for (const [at, ms] of timeline) {
    const second = Math.floor(at / 1000)
    seconds.set(second, [...(seconds.get(second) ?? []), ms])
  }
  for (const [second, times] of [...seconds].sort((a, b) => a[0] - b[0]))
    console.log(
      `    second ${second}: ${times.length} sent, p50 ${round(quantile(times, 0.5))} ms, slowest ${round(Math.max(...times))} ms`,
    )
}

async function run(
  kind: 'embedded' | 'postgres',
  build: ServerBuild,
  options: { openingMinute: boolean },
) {
  const open = (state: DbState, extraSql?: string) =>
    (kind === 'embedded' ? embedded : postgres)(build, state, extraSql, balance)
  console.log(`\n${kind}: reads at 10,000 subscriptions`)
  let backend = await open(await readsData(build.passwordHash), LOGBOEK_ROWS_SQL)
  const { figures: reads, adminToken } = await readsCase(backend, hash.loginTimeoutMs)
  console.log(
    `  GET excursions p95 ${reads.excursionsP95Ms} ms, GET subscriptions/all p95 ${reads.subscriptionsAllP95Ms} ms (304: ${reads.subscriptionsAll304P95Ms} ms)`,
  )
  console.log(
    `  right after a change: GET excursions p95 ${reads.excursionsRebuiltP95Ms} ms, GET subscriptions/all p95 ${reads.subscriptionsAllRebuiltP95Ms} ms`,
  )
  console.log(`${kind}: Logboek at 100,000 entries, a page of 100 per filter`)
  const logboek = await logboekCase(backend.origin, adminToken)
  console.log(`  p95 ms: ${JSON.stringify(logboek)}`)
  await backend.stop()
  if (READS_ONLY) return { ...reads, ...logboek }

  const state = await rushData(build.passwordHash)
  const students = state.users
    .filter((u) => u.role === 'student')
    .slice(0, STUDENTS)
    .map((u) => u.login_id)
  backend = await open(state)
  console.log(`${kind}: ${students.length} logins, ${CONCURRENCY} at a time`)
  const { tokens, figures: logins } = await loginsCase(
    backend.origin,
    students,
    CONCURRENCY,
    hash.loginTimeoutMs,
  )
  printLogins(logins)
  console.log(
    `${kind}: the rush (${WISHES} ranked sign-ups each, ${EXCURSIONS} excursions, ${PLACES} places, ${backend.instances} instance(s))`,
  )
  const rush = await rushCase(
    backend,
    students,
    tokens,
    state.excursions.map((e) => e._id),
  )
  console.log(
    `  ${rush.figures.signUpsPerSecond} sign-ups/s, p50 ${rush.figures.p50Ms} ms, p95 ${rush.figures.p95Ms} ms, p99 ${rush.figures.p99Ms} ms (over a connection already open ${rush.figures.p99KeptMs} ms; ${rush.figures.signUpsOnNewConnections} over a new one); ${rush.figures.subscribed} subscribed; answers ${JSON.stringify(rush.statuses)}`,
  )
  printCpu(rush.figures)
  const database = await backend.open()
  const checks = await checkDatabase(database, rush.successes)
  await database.store.close()
  console.log(
    `  checks: ${checks.overCapacity} over capacity, ${checks.duplicateRanks} duplicate ranks, ${checks.lostSuccesses} lost successes`,
  )
  await backend.stop()
  const opening = options.openingMinute ? await openingMinute(kind, build) : null
  return {
    instances: backend.instances,
    ...reads,
    ...logboek,
    ...logins,
    ...rush.figures,
    ...checks,
    openingMinute: opening,
  }
}

/**
 * The opening minute: the students log in over the minute before, then every one polls the
 * lists with If-None-Match at the app's ticks and 5 admins poll the overview, while the rush of
 * 3 sign-ups each runs. The pollers start `POLL_MS` before the rush (the app is open, waiting).
 */
async function openingMinute(kind: 'embedded' | 'postgres', build: ServerBuild) {
  const state = await rushData(build.passwordHash)
  const students = state.users
    .filter((u) => u.role === 'student')
    .slice(0, STUDENTS)
    .map((u) => u.login_id)
  const admins = state.users.filter((u) => u.role === 'admin').map((u) => u.login_id)
  const backend = await (kind === 'embedded' ? embedded : postgres)(
    build,
    state,
    undefined,
    balance,
  )
  console.log(
    `${kind}: the opening minute (${students.length} logins over ${LOGIN_SPREAD_MS / 1000} s, polls every ${POLL_MS / 1000} s)`,
  )
  const { tokens, figures: logins } = await spreadLogins(
    backend.origin,
    [...students, ...admins.slice(0, ADMINS_ON_OVERVIEW)],
    LOGIN_SPREAD_MS,
    hash.loginTimeoutMs,
  )
  printLogins(logins)
  const polling = [...tokens.values()]
  const pollers = startPollers(backend.origin, polling, POLL_MS)
  // Waiting for the opening: two rounds of polls (the second finds nothing new: 304).
  await sleep(Math.min(2 * POLL_MS, 120_000))
  const waiting = pollers.phase()
  console.log(
    `  waiting: polls ${waiting.polls}, p95 ${waiting.pollP95Ms} ms, 304 share ${waiting.pollShare304}`,
  )
  const rush = await rushCase(
    backend,
    students.filter((s) => tokens.has(s)),
    tokens,
    state.excursions.map((e) => e._id),
  )
  const polls = pollers.stop()
  console.log(
    `  ${rush.figures.signUpsPerSecond} sign-ups/s, p50 ${rush.figures.p50Ms} ms, p95 ${rush.figures.p95Ms} ms, p99 ${rush.figures.p99Ms} ms (over a connection already open ${rush.figures.p99KeptMs} ms; ${rush.figures.signUpsOnNewConnections} over a new one); polls ${polls.polls}, p50 ${polls.pollP50Ms} ms, p95 ${polls.pollP95Ms} ms (over a connection already open ${polls.pollP95KeptMs} ms; ${polls.pollsOnNewConnections} over a new one), p99 ${polls.pollP99Ms} ms, 304 share ${polls.pollShare304}, ${polls.pollErrors} errors`,
  )
  printCpu(rush.figures)
  const database = await backend.open()
  const checks = await checkDatabase(database, rush.successes)
  await database.store.close()
  console.log(
    `  checks: ${checks.overCapacity} over capacity, ${checks.duplicateRanks} duplicate ranks, ${checks.lostSuccesses} lost successes`,
  )
  await backend.stop()
  return {
    ...logins,
    ...rush.figures,
    ...polls,
    waitingPolls: waiting.polls,
    waitingPollP95Ms: waiting.pollP95Ms,
    waitingPollShare304: waiting.pollShare304,
    admins: Math.min(ADMINS_ON_OVERVIEW, admins.length),
    ...checks,
  }
}

const built = spawnSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'vite.server.config.ts',
    '--outDir',
    serverDir,
    '--logLevel',
    'warn',
  ],
  { stdio: 'inherit' },
)
if (built.status !== 0) throw new Error('the server bundle did not build')

const machine = `${cpus()[0]?.model ?? 'CPU'} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
console.log(
  `machine: ${machine}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
console.log(
  `password hash: ${hash.label}; one verify ${round(hash.verifyMs)} ms here, a login waits up to ${hash.loginTimeoutMs / 1000} s`,
)
const result: Record<string, unknown> = {
  machine,
  loadAtStart: loadavg()[0],
  students: STUDENTS,
  concurrency: CONCURRENCY,
  passwordHash: hash.label,
  productionHash: hash.production,
  hashVerifyMs: round(hash.verifyMs),
  loginTimeoutMs: hash.loginTimeoutMs,
  pollSeconds: POLL_MS / 1000,
}
const after: ServerBuild = {
  name: 'after',
  dir: serverDir,
  env: hash.env,
  passwordHash: hash.stored,
}
const kinds = (['embedded', 'postgres'] as const).filter((kind) => !only || only === kind)
if (BEFORE) {
  // Side by side: per database, the earlier build's reads, logins and rush, then this build's.
  const before: ServerBuild = {
    name: 'before',
    dir: BEFORE,
    env: hash.env,
    passwordHash: await earlierBuildHash(hash, BEFORE),
  }
  for (const kind of kinds)
    for (const build of [before, after]) {
      console.log(`\n=== ${kind}, ${build.name} (${build.dir})`)
      result[`${kind}:${build.name}`] = OPENING_ONLY
        ? await openingMinute(kind, build)
        : await run(kind, build, { openingMinute: false })
    }
  printComparison(result, kinds)
} else
  for (const kind of kinds)
    for (balance of kind === 'postgres' ? BALANCES : (['proxy'] as const)) {
      const name = kind === 'postgres' && BALANCES.length > 1 ? `${kind}:${balance}` : kind
      result[name] = OPENING_ONLY
        ? await openingMinute(kind, after)
        : await run(kind, after, { openingMinute: !SKIP_OPENING })
    }
result.table = tableOf(result)
console.log(JSON.stringify(result))
process.exit(0)
