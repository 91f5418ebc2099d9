// bench:server's reads: the admin's lists at 10,000 subscriptions, asked again (the answer kept
// under its tag), with the ETag (304) and right after a change (built anew); see server-load.ts.
import { login } from './logins'
import { pool, quantile, request, round, type Answer } from './opening-minute'
import type { Backend } from './server-backends'

/**
 * The reads; an answer that is not the one expected is counted in `readErrors` (the case goes on),
 * and without the admin's login there is nothing to read.
 */
export async function readsCase(backend: Backend, loginTimeoutMs: number) {
  const admin = await login(backend.origin, 'admin@scalda.nl', loginTimeoutMs)
  const figures: Record<string, number> = { readErrors: 0 }
  if (admin.status !== 200) {
    console.log(`  the admin's login failed: ${admin.status} ${admin.text.slice(0, 80)}`)
    return { figures: { ...figures, readErrors: 1 }, adminToken: '' }
  }
  const token = (JSON.parse(admin.text) as { token: string }).token
  const failed = (what: string, answer: Answer) => {
    figures.readErrors! += 1
    if (figures.readErrors === 1)
      console.log(`  ${what}: ${answer.status} ${answer.text.slice(0, 80)}`)
  }
  for (const path of ['excursions', 'subscriptions/all']) {
    const times: number[] = []
    const rounds = Array.from({ length: 200 }, (_, i) => i)
    await pool(rounds, 4, async () => {
      const answer = await request(backend.origin, 'GET', path, token)
      if (answer.status === 200) times.push(answer.ms)
      else failed(path, answer)
    })
    figures[`${path === 'excursions' ? 'excursions' : 'subscriptionsAll'}P95Ms`] = round(
      quantile(times, 0.95),
    )
    figures[`${path === 'excursions' ? 'excursions' : 'subscriptionsAll'}P50Ms`] = round(
      quantile(times, 0.5),
    )
  }
  // A poll that finds nothing new: 304 from the version and the answer kept, the list not built.
  const tag = (await request(backend.origin, 'GET', 'subscriptions/all', token)).etag ?? ''
  const conditional: number[] = []
  await pool(
    Array.from({ length: 200 }, (_, i) => i),
    4,
    async () => {
      const answer = await request(backend.origin, 'GET', 'subscriptions/all', token, undefined, {
        'If-None-Match': tag,
      })
      if (answer.status === 304) conditional.push(answer.ms)
      else failed('subscriptions/all with its ETag', answer)
    },
  )
  figures.subscriptionsAll304P95Ms = round(quantile(conditional, 0.95))
  // After a change nothing kept applies: a paid flag toggled, then both lists built anew (one
  // request at a time), 40 times.
  const all = await request(backend.origin, 'GET', 'subscriptions/all', token)
  if (all.status !== 200) failed('subscriptions/all', all)
  const rows = (all.status === 200 ? JSON.parse(all.text) : []) as { _id: string; payed: boolean }[]
  const rebuilt: Record<string, number[]> = { excursions: [], subscriptionsAll: [] }
  for (const row of rows.slice(0, 40)) {
    const change = await request(backend.origin, 'POST', 'subscriptions/payed', token, {
      id: row._id,
      payed: !row.payed,
    })
    if (change.status !== 200) failed('subscriptions/payed', change)
    for (const [path, key] of [
      ['excursions', 'excursions'],
      ['subscriptions/all', 'subscriptionsAll'],
    ] as const) {
      const answer = await request(backend.origin, 'GET', path, token)
      if (answer.status === 200) rebuilt[key]!.push(answer.ms)
      else failed(`${path} after a change`, answer)
    }
  }
  figures.excursionsRebuiltP95Ms = round(quantile(rebuilt.excursions!, 0.95))
  figures.subscriptionsAllRebuiltP95Ms = round(quantile(rebuilt.subscriptionsAll!, 0.95))
  return { figures, adminToken: token }
}
