import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSeed, seedSets } from '../db/seed'
import { openDatabase } from '../db/open'
import { startServer, type RunningServer } from '../host'
import { serverMessages as m } from '../messages'
import { silentLogger } from '../services'
import { testConfig } from './harness'
import { freePort, startPostgres, type PostgresCluster } from './postgres'

/**
 * Faults on a PostgreSQL of their own (they stop it): the database gone for 10 s, a server
 * killed in the middle of a rush, a server told to stop while requests are in flight.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

let cluster: PostgresCluster | null = null
const available = Boolean(await import('./postgres').then((p) => p.findPostgresBin()))

async function freshDatabase(name: string) {
  const url = cluster!.url(name)
  const admin = cluster!.url('postgres')
  const pg = await import('pg')
  const client = new pg.default.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const opened = await openDatabase({ kind: 'postgres', url, poolSize: 4 }, { lockTimeoutMs: 3000 })
  await loadSeed(opened.store, seedSets.large())
  return { url, opened }
}

/** A server in a process of its own (`npm start`'s entry, through tsx). */
async function serverProcess(url: string, settings: Record<string, string> = {}) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_STATIC: 'false',
      // A cheap password hash unless the test says otherwise.
      ARGON2_MEMORY_KIB: '64',
      ARGON2_ITERATIONS: '1',
      LOG_LEVEL: 'silent',
      LOCK_TIMEOUT_MS: '20000',
      // The drain waits for the work in flight, however slow a busy CI machine makes it; the
      // forced close after the grace is not what these tests are about.
      SHUTDOWN_GRACE_MS: '100000',
      ...settings,
    },
    stdio: 'ignore',
  })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, origin }
    } catch {
      // starting
    }
    await sleep(250)
  }
  throw new Error('server did not start')
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) =>
    child.exitCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code)),
  )

async function login(origin: string, login_id: string) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_id, password: 'welkom' }),
  })
  return ((await response.json()) as { token: string }).token
}

describe.runIf(available)('faults', () => {
  beforeAll(async () => {
    // Durable, as a school's database is: an answered commit survives the stop.
    cluster = await startPostgres({ fsync: true })
  }, 120_000)
  afterAll(() => cluster?.destroy())

  it('the database gone for 10 s: 503 in Dutch, then back by itself, without a restart', async () => {
    const { url, opened } = await freshDatabase('gone')
    await opened.store.close()
    const server: RunningServer = await startServer(
      testConfig({ DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1' }),
      { log: silentLogger },
    )
    try {
      const token = await login(server.url, '654321')
      const ask = () =>
        fetch(`${server.url}/api/excursions`, {
          headers: { Authorization: `Bearer ${token}` },
        }).then(async (r) => ({ status: r.status, body: await r.text() }))
      expect((await ask()).status).toBe(200)

      cluster!.stop()
      const during: { status: number; body: string }[] = []
      const health: number[] = []
      const down = Date.now()
      try {
        while (Date.now() - down < 10_000) {
          during.push(await ask())
          health.push((await fetch(`${server.url}/api/health`)).status)
          await sleep(500)
        }
      } finally {
        cluster!.start()
      }
      expect(during.length).toBeGreaterThan(5)
      expect(during.filter((a) => a.status !== 503)).toEqual([])
      expect(new Set(health)).toEqual(new Set([503]))
      for (const answer of during) {
        expect(answer.status).toBe(503)
        expect(JSON.parse(answer.body)).toEqual({ message: m.request.databaseDown })
      }
      const after: number[] = []
      for (let i = 0; i < 40 && after.at(-1) !== 200; i++) {
        after.push((await ask()).status)
        if (after.at(-1) !== 200) await sleep(500)
      }
      expect(after.at(-1), after.join(' ')).toBe(200)
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    } finally {
      await server.close()
    }
  }, 120_000)

  it('a server killed (SIGKILL) in the middle of a rush loses no sign-up it answered', async () => {
    const { url, opened } = await freshDatabase('killed')
    const a = await serverProcess(url)
    const b = await serverProcess(url)
    try {
      const students = Array.from({ length: 200 }, (_, i) => String(300001 + i))
      const tokens = await Promise.all(
        students.map((s, i) => login(i % 2 ? b.origin : a.origin, s)),
      )
      const excursions = ['g2', 'g3', 'g5', 'g6', 'g7', 'g9', 'g10', 'g11']
      const answered: string[] = []
      let failed = 0
      const rush = tokens.flatMap((token, i) =>
        excursions.slice(0, 3).map(async (_, wish) => {
          await sleep(wish * 50 + (i % 20) * 10)
          const origin = i % 2 ? b.origin : a.origin
          try {
            const response = await fetch(`${origin}/api/subscriptions/subscribe`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: JSON.stringify({
                excursion_id: excursions[(i + wish * 3) % excursions.length],
                preference: 50 + wish,
              }),
            })
            if (response.status === 200)
              answered.push(((await response.json()) as { _id: string })._id)
          } catch {
            failed += 1 // the killed server's connections
          }
        }),
      )
      await sleep(150)
      a.child.kill('SIGKILL')
      await Promise.all(rush)
      expect(failed).toBeGreaterThan(0)
      expect(answered.length).toBeGreaterThan(0)
      const { rows } = await opened.query('select id from subscriptions where id = any($1)', [
        answered,
      ])
      expect(rows.length).toBe(answered.length)
    } finally {
      a.child.kill('SIGKILL')
      b.child.kill('SIGTERM')
      await exited(b.child)
      await opened.store.close()
    }
  }, 180_000)

  it('SIGTERM lets the requests in flight finish, then the server exits', async () => {
    const { url, opened } = await freshDatabase('drained')
    await opened.store.close()
    // Logins at about five times the real password cost (Argon2id, 64 MiB, 3 passes: some 50 ms
    // each on the hash pool's thread, with a queue that holds them all): two seconds of work in
    // flight when the signal comes. Ten per account: what the login throttle lets through at
    // once (an attempt is counted before its password is checked).
    const server = await serverProcess(url, {
      ARGON2_MEMORY_KIB: String(64 * 1024),
      ARGON2_ITERATIONS: '3',
      HASH_QUEUE: '100',
    })
    const accounts = ['admin@scalda.nl', 'docent@scalda.nl', '654321', '123456']
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      fetch(`${server.origin}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_id: accounts[i % 4], password: 'welkom' }),
      }).then((r) => r.status),
    )
    await sleep(500)
    server.child.kill('SIGTERM')
    expect(await Promise.all(inFlight)).toEqual(Array(40).fill(200))
    expect(await exited(server.child)).toBe(0)
    await expect(fetch(`${server.origin}/api/health`)).rejects.toThrow()
  }, 120_000)
})
