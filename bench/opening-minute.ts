// bench:server's opening minute and Logboek cases (bench/server-load.ts runs them).
//   opening minute: the students log in over the minute before (spread evenly), then every one
//   of them polls the lists at the app's ticks with If-None-Match (as src/lib/api-client.ts does),
//   5 admins poll the X-Week overview, and the rush of 3 sign-ups each runs through it.
//   Logboek: 100,000 entries, a page of 100 with each filter.
// Every loop is bounded in count and time; loopback only.
import http from 'node:http'
import { performance } from 'node:perf_hooks'

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN
}
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

const agent = new http.Agent({ keepAlive: true, maxSockets: 400 })

/**
 * An answer; status 0 when none came (the connection failed, or nothing within the request's
 * timeout: `text` says which). Requests never throw: the cases count what did not succeed.
 * `fresh`: it went over a connection opened for it (this process's to the server or the proxy,
 * or the proxy's to the instance), which a busy server accepts one per round of its event loop.
 */
export type Answer = {
  status: number
  text: string
  ms: number
  etag: string | null
  fresh: boolean
}

/** The proxy's word that it opened a connection to the instance for this request. */
export const FRESH_UPSTREAM_HEADER = 'x-bench-new-upstream-connection'

/**
 * The requests' times, of all and of those over connections already open (a student's browser
 * keeps its connection open between polls), and how many went over a new one.
 */
export function timesByConnection(answers: Pick<Answer, 'ms' | 'fresh'>[]) {
  const kept = answers.filter((a) => !a.fresh).map((a) => a.ms)
  return {
    all: answers.map((a) => a.ms),
    kept,
    onNewConnections: answers.length - kept.length,
  }
}

/** How long a request may wait for its answer, unless its case says otherwise. */
const REQUEST_TIMEOUT_MS = 60_000

/**
 * The origin of a request: one, or several separated by commas, taken in turn (the instances
 * reached directly, as a DNS round-robin or the kernel's balancer spreads connections).
 */
const turns = new Map<string, number>()
function originOf(origins: string) {
  if (!origins.includes(',')) return origins
  const list = origins.split(',')
  const turn = (turns.get(origins) ?? 0) + 1
  turns.set(origins, turn)
  return list[turn % list.length]!
}

/** One request over a kept-alive connection: status, body, milliseconds and ETag. */
export function request(
  origin: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
) {
  const started = performance.now()
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const url = new URL(`${originOf(origin)}/api/${path}`)
  return new Promise<Answer>((done) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent,
        headers: {
          ...headers,
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
            etag: (res.headers.etag as string | undefined) ?? null,
            fresh: !req.reusedSocket || res.headers[FRESH_UPSTREAM_HEADER] === '1',
          }),
        )
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', (error) =>
      done({
        status: 0,
        text: error.message,
        ms: performance.now() - started,
        etag: null,
        fresh: !req.reusedSocket,
      }),
    )
    req.end(payload)
  })
}

/** A phase of the bench gives up after this long (every loop is bounded in count and time). */
const PHASE_LIMIT_MS = 600_000

/** Runs `work` for every item, `concurrency` at a time, within the phase's time limit. */
export async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  const deadline = performance.now() + PHASE_LIMIT_MS
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length && performance.now() < deadline) await work(items[next++]!)
    }),
  )
}

/** The app's list poll (src/lib/polling.ts): every 6th tick of 10 s, per browser. */
export const LIST_POLL_MS = 60_000
const POLLED = ['excursions', 'subscriptions/all'] as const

/**
 * Browsers with the app open: each polls both lists every `intervalMs` from a random offset,
 * with the ETag of its last answer, until stopped. Answers the polls' times and statuses.
 */
export function startPollers(origin: string, tokens: string[], intervalMs: number) {
  const answers: Answer[] = []
  const statuses = new Map<number, number>()
  let stopped = false
  const timers: NodeJS.Timeout[] = []
  const tags = new Map<string, string>()
  const pollOnce = async (token: string) => {
    for (const path of POLLED) {
      const key = `${token} ${path}`
      const held = tags.get(key)
      const answer = await request(
        origin,
        'GET',
        path,
        token,
        undefined,
        held ? { 'If-None-Match': held, 'Accept-Encoding': 'gzip' } : { 'Accept-Encoding': 'gzip' },
      )
      answers.push(answer)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 200 && answer.etag) tags.set(key, answer.etag)
    }
  }
  for (const token of tokens) {
    const loop = async () => {
      if (stopped) return
      await pollOnce(token)
      if (!stopped) timers.push(setTimeout(() => void loop(), intervalMs))
    }
    timers.push(setTimeout(() => void loop(), Math.random() * intervalMs))
  }
  /** The figures since the last phase began; the next phase starts empty. */
  const phase = () => {
    const polls = answers.length
    const notModified = statuses.get(304) ?? 0
    const times = timesByConnection(answers)
    const figures = {
      polls,
      pollP50Ms: round(quantile(times.all, 0.5)),
      pollP95Ms: round(quantile(times.all, 0.95)),
      pollP99Ms: round(quantile(times.all, 0.99)),
      // Over connections already open, as a browser's poll goes (it polls within the keep-alive).
      pollP95KeptMs: round(quantile(times.kept, 0.95)),
      pollsOnNewConnections: times.onNewConnections,
      pollShare304: polls ? round(notModified / polls, 3) : NaN,
      pollErrors: polls - notModified - (statuses.get(200) ?? 0),
    }
    answers.length = 0
    statuses.clear()
    return figures
  }
  return {
    phase,
    stop() {
      stopped = true
      for (const t of timers) clearTimeout(t)
      return phase()
    },
  }
}

/** The filters Logboek offers, each on a page of 100, `rounds` times; p95 per filter. */
export async function logboekCase(origin: string, adminToken: string, rounds = 20) {
  const filters: Record<string, string> = {
    none: '',
    actor: 'actor=u-bench-7',
    action: 'action=subscription.create',
    record_type: 'record_type=excursion',
    record_id: 'record_id=s-bench-4242',
    period: `from=${encodeURIComponent('2026-11-01T00:00:00.000Z')}&to=${encodeURIComponent('2026-11-02T00:00:00.000Z')}`,
  }
  const figures: Record<string, number> = {}
  let errors = 0
  for (const [name, query] of Object.entries(filters)) {
    const times: number[] = []
    for (let i = 0; i < rounds; i++) {
      const answer = await request(
        origin,
        'GET',
        `audit?limit=100${query ? `&${query}` : ''}`,
        adminToken,
      )
      if (answer.status === 200) times.push(answer.ms)
      else errors += 1
    }
    figures[`logboek_${name}_P95Ms`] = round(quantile(times, 0.95))
  }
  return { ...figures, logboekErrors: errors }
}

/** 100,000 audit entries over a month, in one statement (the database makes them). */
export const LOGBOEK_ROWS_SQL = `
  insert into audit_log (at, actor_id, actor_login, action, record_type, record_id, before, after, address)
  select timestamptz '2026-10-15T00:00:00Z' + (n * interval '26 seconds'),
    'u-bench-' || (n % 500), 'student' || (n % 500),
    (array['subscription.create','subscription.delete','login.failed','excursion.update','round.update'])[1 + n % 5],
    (array['subscription','subscription','login','excursion','round'])[1 + n % 5],
    's-bench-' || n, null, jsonb_build_object('n', n), '10.0.0.' || (n % 250)
  from generate_series(1, 100000) as n`
