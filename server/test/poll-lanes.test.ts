import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { startServer, type RunningServer } from '../host'
import { silentLogger } from '../services'
import { openTarget, seededTestDatabase, testConfig, type Target } from './harness'

/**
 * What keeps a poll in the rush cheap (issue 39) without a stale answer: on PGlite the lists'
 * versions and the sessions are kept in process, so a poll that finds nothing new runs no
 * statement; on PostgreSQL an instance keeps a session for SESSION_CACHE_MS, and a log-out counts
 * at once on the instance it went through and within that time on the others.
 */
describe('polls on PGlite, with the versions kept in process', () => {
  let t: Target
  beforeAll(async () => {
    t = await openTarget('pglite')
  }, 60_000)
  afterAll(() => t?.close())

  const poll = (token: string, tag?: string | null) =>
    t.call('GET', 'excursions', { token, headers: tag ? { 'If-None-Match': tag } : {} })

  it('a poll that finds nothing new is a 304 without a statement; a statement beside the store ends the 304s', async () => {
    const token = await t.login('201002')
    const first = await poll(token)
    const tag = first.headers.get('ETag')
    expect((await poll(token, tag)).status).toBe(304)

    const statements = vi.spyOn(PGlite.prototype, 'query')
    try {
      expect((await poll(token, tag)).status).toBe(304)
      expect((await t.call('GET', 'subscriptions/all', { token })).status).toBe(200)
      statements.mockClear()
      expect((await poll(token, tag)).status).toBe(304)
      expect(statements).not.toHaveBeenCalled()
    } finally {
      statements.mockRestore()
    }

    // Written beside the store (a tool, a restore): every list counts as changed.
    await t.sql!(`update excursions set name = 'Deltawerken' where id = 'x3'`)
    const after = await poll(token, tag)
    expect(after.status).toBe(200)
    expect(after.text).toContain('Deltawerken')
  })

  it('a sign-up, its own or another’s by a transaction, ends the 304s of the kept answer', async () => {
    const [noah, julia] = [await t.login('201002'), await t.login('201003')]
    const tag = (await poll(julia)).headers.get('ETag')
    expect((await poll(julia, tag)).status).toBe(304)
    const answer = await t.call('POST', 'subscriptions/subscribe', {
      token: julia,
      body: { excursion_id: 'x3', preference: 2 },
    })
    expect(answer.status, answer.text).toBe(200)
    expect((await poll(julia, tag)).status).toBe(200)
    // A withdrawal by staff (a transaction): the student's next poll shows it.
    const own = (await poll(julia)).headers.get('ETag')
    const admin = await t.login('admin@scalda.nl')
    const removed = await t.call('POST', 'subscriptions/unsubscribe', {
      token: admin,
      body: { id: answer.json._id },
    })
    expect(removed.status, removed.text).toBe(200)
    const after = await poll(julia, own)
    expect(after.status).toBe(200)
    expect(after.text).not.toContain(`"${answer.json._id as string}"`)
    expect((await poll(noah)).status).toBe(200)
  })
})

const KEEP_MS = 400

/** Two instances on one PostgreSQL, each keeping the sessions it looked up for KEEP_MS. */
describe.runIf(inject('postgresUrl'))('sessions kept by two instances on one PostgreSQL', () => {
  let servers: RunningServer[] = []

  beforeAll(async () => {
    const url = await seededTestDatabase('keep_', 'demo', 2)
    const config = testConfig({
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_POOL_SIZE: '4',
      SESSION_CACHE_MS: String(KEEP_MS),
    })
    servers = [
      await startServer(config, { log: silentLogger }),
      await startServer(config, { log: silentLogger }),
    ]
  }, 120_000)
  afterAll(() => Promise.all(servers.map((s) => s.close())))

  const send = (server: number, path: string, token: string, method = 'GET') =>
    fetch(`${servers[server]!.url}/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
    }).then((answer) => answer.status)
  const login = async (login_id: string) => {
    const answer = await fetch(`${servers[0]!.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_id, password: 'welkom' }),
    })
    return ((await answer.json()) as { token: string }).token
  }

  it('a log-out ends the session at once on its instance, and on the other within SESSION_CACHE_MS', async () => {
    const token = await login('201002')
    // Both instances have looked it up (and keep it).
    expect(await send(0, 'users', token)).toBe(200)
    expect(await send(1, 'users', token)).toBe(200)
    expect(await send(0, 'users/logout', token, 'POST')).toBe(200)
    const loggedOut = performance.now()
    expect(await send(0, 'users', token)).toBe(401)
    let status = await send(1, 'users', token)
    while (status === 200 && performance.now() - loggedOut < KEEP_MS * 10)
      status = await send(1, 'users', token)
    expect(status).toBe(401)
    // Within the time kept, and a request's worth of slack on a loaded machine.
    expect(performance.now() - loggedOut).toBeLessThan(KEEP_MS + 500)
  })

  it('a log-out through the other instance counts there at once too', async () => {
    const token = await login('201003')
    expect(await send(0, 'users', token)).toBe(200)
    expect(await send(1, 'users', token)).toBe(200)
    expect(await send(1, 'users/logout', token, 'POST')).toBe(200)
    expect(await send(1, 'users', token)).toBe(401)
  })
})
