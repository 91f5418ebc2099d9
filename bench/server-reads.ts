// bench:server's reads: the admin's lists at 10,000 subscriptions, asked again (the answer kept
// under its tag), with the ETag (304) and right after a change (built anew); see server-load.ts.
import { performance } from 'node:perf_hooks'
import { quantile, request, round } from './opening-minute'
import type { Backend } from './server-backends'

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

export async function readsCase(backend: Backend) {
  const login = await request(backend.origin, 'POST', 'users/login', undefined, {
    login_id: 'admin@scalda.nl',
    password: 'welkom',
  })
  const token = (JSON.parse(login.text) as { token: string }).token
  const figures: Record<string, number> = {}
  for (const path of ['excursions', 'subscriptions/all']) {
    const times: number[] = []
    const rounds = Array.from({ length: 200 }, (_, i) => i)
    await pool(rounds, 4, async () => {
      const answer = await request(backend.origin, 'GET', path, token)
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`)
      times.push(answer.ms)
    })
    figures[`${path === 'excursions' ? 'excursions' : 'subscriptionsAll'}P95Ms`] = round(
      quantile(times, 0.95),
    )
    figures[`${path === 'excursions' ? 'excursions' : 'subscriptionsAll'}P50Ms`] = round(
      quantile(times, 0.5),
    )
  }
  // A poll that finds nothing new: 304 from the version, the list not built.
  const tag = (await request(backend.origin, 'GET', 'subscriptions/all', token)).etag ?? ''
  const conditional: number[] = []
  await pool(
    Array.from({ length: 200 }, (_, i) => i),
    4,
    async () => {
      const answer = await request(backend.origin, 'GET', 'subscriptions/all', token, undefined, {
        'If-None-Match': tag,
      })
      if (answer.status !== 304)
        throw new Error(`subscriptions/all with its ETag: ${answer.status}`)
      conditional.push(answer.ms)
    },
  )
  figures.subscriptionsAll304P95Ms = round(quantile(conditional, 0.95))
  // After a change nothing kept applies: a paid flag toggled, then both lists built anew (one
  // request at a time), 40 times.
  const rows = JSON.parse(
    (await request(backend.origin, 'GET', 'subscriptions/all', token)).text,
  ) as { _id: string; payed: boolean }[]
  const rebuilt: Record<string, number[]> = { excursions: [], subscriptionsAll: [] }
  for (const row of rows.slice(0, 40)) {
    const change = await request(backend.origin, 'POST', 'subscriptions/payed', token, {
      id: row._id,
      payed: !row.payed,
    })
    if (change.status !== 200) throw new Error(`subscriptions/payed: ${change.status}`)
    for (const [path, key] of [
      ['excursions', 'excursions'],
      ['subscriptions/all', 'subscriptionsAll'],
    ] as const) {
      const answer = await request(backend.origin, 'GET', path, token)
      if (answer.status !== 200) throw new Error(`${path} after a change: ${answer.status}`)
      rebuilt[key]!.push(answer.ms)
    }
  }
  figures.excursionsRebuiltP95Ms = round(quantile(rebuilt.excursions!, 0.95))
  figures.subscriptionsAllRebuiltP95Ms = round(quantile(rebuilt.subscriptionsAll!, 0.95))
  return { figures, adminToken: token }
}
