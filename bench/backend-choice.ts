// The figures behind the demo backend's design (docs/architecture.md "One implementation of every
// rule"): how long each store takes to open, and how many sign-ups a second it answers through
// the same app. `npx tsx bench/backend-choice.ts`; loopback only, bounded in count.
import { cpus } from 'node:os'
import { performance } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import { JSDOM } from 'jsdom'
import { createSanitizer } from '~domain/sanitize'
import { openDatabase } from '../server/db/open'
import { loadSeed, seedSets } from '../server/db/seed'
import { demoServices } from '../server/demo'
import { createDemoApp } from '../server/demo-app'
import { createServerApp } from '../server/server-app'
import { MemoryStore } from '../server/store/memory'
import type { Store } from '../server/store/store'

const SIGN_UPS = 400
const sanitize = createSanitizer(new JSDOM('').window as unknown as Window)

async function signUps(app: { fetch(r: Request): Response | Promise<Response> }, store: Store) {
  const students = (await store.run((tx) => tx.listUsers()))
    .filter((u) => u.role === 'student')
    .slice(0, 200)
  const tokens: string[] = []
  for (const s of students) {
    const r = await app.fetch(
      new Request('http://b/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_id: s.login_id, password: 'welkom' }),
      }),
    )
    tokens.push(((await r.json()) as { token: string }).token)
  }
  const excursions = ['g2', 'g3', 'g5', 'g6', 'g7', 'g9', 'g10', 'g11']
  const started = performance.now()
  let ok = 0
  await Promise.all(
    Array.from({ length: SIGN_UPS }, async (_, i) => {
      const r = await app.fetch(
        new Request('http://b/api/subscriptions/subscribe', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${tokens[i % tokens.length]}`,
          },
          body: JSON.stringify({
            excursion_id: excursions[i % excursions.length],
            preference: 10 + Math.floor(i / tokens.length),
          }),
        }),
      )
      if (r.status === 200 || r.status === 406) ok += 1
      await r.text()
    }),
  )
  return { perSecond: Math.round((ok / (performance.now() - started)) * 1000), answered: ok }
}

const t0 = performance.now()
const memory = new MemoryStore(seedSets.large())
const memoryOpenMs = performance.now() - t0
const memoryRun = await signUps(createDemoApp(demoServices(memory, sanitize)), memory)

const t1 = performance.now()
const pglite = await PGlite.create()
const db = await openDatabase({ kind: 'pglite', dataDir: null }, { lockTimeoutMs: 3000, pglite })
const pgliteOpenMs = performance.now() - t1
await loadSeed(db.store, seedSets.large())
const services = { ...demoServices(db.store, sanitize) }
const pgliteRun = await signUps(createServerApp(services), db.store)
await pglite.close()

console.log(`machine: ${cpus()[0]?.model} × ${cpus().length}, Node ${process.version}`)
console.log(
  `memory store: opens in ${memoryOpenMs.toFixed(0)} ms (large data set), ${memoryRun.perSecond} sign-ups/s`,
)
console.log(
  `PGlite: opens and migrates in ${pgliteOpenMs.toFixed(0)} ms, ${pgliteRun.perSecond} sign-ups/s`,
)
