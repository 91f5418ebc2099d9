// bench:server's logins: 3,000 at a time (200 in flight), and spread over the minute before the
// opening (bench/opening-minute.ts). A login that fails or gets no answer within its timeout
// (sized for the hash: bench/bench-hash.ts) is counted, never thrown.
import { performance } from 'node:perf_hooks'
import { pool, quantile, request, round, sleep, type Answer } from './opening-minute'

/** The students log in, `concurrency` at a time. */
export async function loginsCase(
  origin: string,
  students: string[],
  concurrency: number,
  timeoutMs: number,
) {
  const logins = loginTally()
  await pool(students, concurrency, async (loginId) =>
    logins.add(loginId, await login(origin, loginId, timeoutMs)),
  )
  return logins.done()
}

/**
 * Logins spread evenly over `spreadMs` (the minute before the opening), at most 400 at once (the
 * agent's sockets), each waiting up to `timeoutMs` for its answer.
 */
export async function spreadLogins(
  origin: string,
  loginIds: string[],
  spreadMs: number,
  timeoutMs: number,
) {
  const logins = loginTally()
  const gap = loginIds.length ? spreadMs / loginIds.length : 0
  await Promise.all(
    loginIds.map(async (loginId, i) => {
      await sleep(i * gap)
      logins.add(loginId, await login(origin, loginId, timeoutMs))
    }),
  )
  return logins.done()
}

/** A busy answer is retried after this pause, as a student presses 'Inloggen' again. */
const BUSY_PAUSE_MS = 1000
const BUSY_TRIES = 5

/**
 * One student's login with the bench's password. A 503 'Het is nu erg druk' (the hash pool's
 * queue full) is tried again after a second, up to 5 times, as a student would: its time counts
 * from the first try, and `busy` says how many tries were answered busy.
 */
export async function login(
  origin: string,
  loginId: string,
  timeoutMs: number,
): Promise<Answer & { busy: number }> {
  const started = performance.now()
  for (let busy = 0; ; busy++) {
    const answer = await request(
      origin,
      'POST',
      'users/login',
      undefined,
      { login_id: loginId, password: 'welkom' },
      {},
      timeoutMs,
    )
    if (answer.status !== 503 || busy + 1 >= BUSY_TRIES)
      return { ...answer, ms: performance.now() - started, busy }
    await sleep(BUSY_PAUSE_MS)
  }
}

/**
 * Logins as they are answered: the tokens, and the figures (logins/s from the first sent to the
 * last answered, p50/p95/p99 of every attempt, the errors: any answer but 200, or none at all).
 */
export function loginTally() {
  const tokens = new Map<string, string>()
  const times: number[] = []
  const errors = new Map<string, number>()
  let busy = 0
  const started = performance.now()
  return {
    add(loginId: string, answer: Answer & { busy: number }) {
      times.push(answer.ms)
      busy += answer.busy
      if (answer.status === 200)
        tokens.set(loginId, (JSON.parse(answer.text) as { token: string }).token)
      else {
        const key = `${answer.status} ${answer.text.slice(0, 60)}`
        errors.set(key, (errors.get(key) ?? 0) + 1)
      }
    },
    done() {
      const seconds = (performance.now() - started) / 1000
      return {
        tokens,
        figures: {
          logins: tokens.size,
          loginErrors: [...errors.values()].reduce((a, b) => a + b, 0),
          loginErrorAnswers: Object.fromEntries(errors),
          loginBusyRetries: busy,
          loginSeconds: round(seconds),
          loginsPerSecond: round(tokens.size / seconds),
          loginP50Ms: round(quantile(times, 0.5)),
          loginP95Ms: round(quantile(times, 0.95)),
          loginP99Ms: round(quantile(times, 0.99)),
        },
      }
    },
  }
}
