import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startServer, type RunningServer } from '../host'
import { serverMessages as m } from '../messages'
import { SqlStore } from '../store/sql'
import type { Logger } from '../services'
import { seededTestDatabase, testConfig } from './harness'

/**
 * The sign-up rush: 200 students at once for an excursion with 5 places, 20 times over. Every run
 * must end with exactly 5 subscriptions and 195 refusals with the 'vol' text, and nothing else: on
 * PostgreSQL with two server instances, and on the embedded database with one.
 */
const STUDENTS = 200
const ROUNDS = 20
const PLACES = 5

type Backend = { servers: RunningServer[]; close(): Promise<void> }

/** The servers' warnings and errors, shown when a round goes wrong. */
const problems: string[] = []
const log: Logger = {
  info() {},
  warn: (fields, message) => void problems.push(`${message}: ${JSON.stringify(fields)}`),
  error: (fields, message) => void problems.push(`${message}: ${JSON.stringify(fields)}`),
}

/**
 * Every student logs in from loopback at once, as a school's students behind its NAT: the school's
 * own network (its password checks at once times SCHOOL_LIMIT_FACTOR), and a hash queue that holds
 * the whole class (production answers 'busy' past HASH_QUEUE instead).
 */
const SCHOOL_NAT = { SCHOOL_NETWORKS: '127.0.0.1', SCHOOL_LIMIT_FACTOR: '100', HASH_QUEUE: '1000' }

async function postgresBackend(): Promise<Backend> {
  const url = await seededTestDatabase('rush_', 'large')
  // Correctness, not speed: on a loaded 2-core machine a lock may take a while to come.
  const config = testConfig({
    DATABASE_URL: url,
    PORT: '0',
    HOST: '127.0.0.1',
    DB_POOL_SIZE: '10',
    LOCK_TIMEOUT_MS: '20000',
    ...SCHOOL_NAT,
  })
  const servers = [await startServer(config, { log }), await startServer(config, { log })]
  return { servers, close: async () => void (await Promise.all(servers.map((s) => s.close()))) }
}

async function embeddedBackend(): Promise<Backend> {
  const pglite = await PGlite.create()
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', SEED: 'large', ...SCHOOL_NAT })
  const server = await startServer(config, { pglite, log })
  return {
    servers: [server],
    close: async () => {
      await server.close()
      await pglite.close()
    },
  }
}

const backends: [string, () => Promise<Backend>][] = [
  ['the embedded database with one instance', embeddedBackend],
  ...(inject('postgresUrl')
    ? ([['PostgreSQL with two instances', postgresBackend]] as [string, () => Promise<Backend>][])
    : []),
]

describe.each(backends)('the sign-up rush on %s', (_name, open) => {
  let backend: Backend
  let tokens: string[] = []
  let adminToken = ''
  let next = 0
  /** Round robin over the instances, as a load balancer spreads them. */
  const origin = () => backend.servers[(next += 1) % backend.servers.length]!.url

  const post = async (path: string, token: string, body: unknown) => {
    const response = await fetch(`${origin()}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    return { status: response.status, text: await response.text() }
  }
  const login = async (login_id: string) => {
    const response = await fetch(`${origin()}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_id, password: 'welkom' }),
    })
    const answer = (await response.json()) as { token: string }
    expect(response.status, JSON.stringify(answer)).toBe(200)
    return answer.token
  }

  beforeAll(async () => {
    backend = await open()
    adminToken = await login('admin@scalda.nl')
    tokens = await Promise.all(
      Array.from({ length: STUDENTS }, (_, i) => login(String(300001 + i))),
    )
  }, 180_000)
  afterAll(() => backend?.close())

  it(`${STUDENTS} students at once for ${PLACES} places, ${ROUNDS} times: exactly ${PLACES} get one`, async () => {
    const outcomes: string[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const added = await post('excursions/add', adminToken, {
        name: `Drukte ${round + 1}`,
        scope: 'x-week',
        hours: 1,
        datetime: '20-05-2027',
        capacity: PLACES,
      })
      const excursion = (JSON.parse(added.text) as { _id: string })._id
      const answers = await Promise.all(
        tokens.map((token) =>
          post('subscriptions/subscribe', token, {
            excursion_id: excursion,
            preference: 100 + round,
          }),
        ),
      )
      const tally = (status: number, text?: string) =>
        answers.filter((a) => a.status === status && (text === undefined || a.text === text)).length
      const others = answers
        .filter((a) => a.status !== 200 && !(a.status === 406 && a.text === m.subscriptions.full))
        .map((a) => `${a.status} ${a.text.slice(0, 80)}`)
      outcomes.push(
        `round ${round + 1}: ${tally(200)} subscribed, ${tally(406, m.subscriptions.full)} full, ${others.length} other${others.length ? `: ${[...new Set(others)].join(' | ')}` : ''}`,
      )
      const listed = await fetch(`${origin()}/api/excursions?id=${excursion}`).then(
        (r) => r.json() as Promise<{ subscriptions: number }[]>,
      )
      expect(listed[0]?.subscriptions).toBe(PLACES)
    }
    expect(problems.filter((p) => !p.includes('PGlite')).slice(0, 5)).toEqual([])
    expect(outcomes).toEqual(
      Array.from(
        { length: ROUNDS },
        (_, i) => `round ${i + 1}: ${PLACES} subscribed, ${STUDENTS - PLACES} full, 0 other`,
      ),
    )
  }, 300_000)

  it(`${STUDENTS} sign-ups while an admin raises the capacity of the same excursion and deletes another: no 500s, no deadlock, capacity held`, async () => {
    const deadlocks = () =>
      backend.servers.reduce(
        (sum, s) =>
          sum + (s.services.store instanceof SqlStore ? s.services.store.retried.deadlock : 0),
        0,
      )
    const before = deadlocks()
    const excursion = { scope: 'x-week', hours: 1, datetime: '21-05-2027' }
    const add = async (name: string, capacity?: number) => {
      const added = await post('excursions/add', adminToken, { ...excursion, name, capacity })
      expect(added.status, added.text).toBe(200)
      return (JSON.parse(added.text) as { _id: string })._id
    }
    const full = await add('Drukte met beheer', PLACES)
    const leaving = await add('Drukte, wordt verwijderd')
    // Half the students are already on the one that goes: its delete locks them.
    for (const token of tokens.slice(0, STUDENTS / 2)) {
      const first = await post('subscriptions/subscribe', token, {
        excursion_id: leaving,
        preference: 150,
      })
      expect(first.status, first.text).toBe(200)
    }

    const raised = PLACES + 3
    const signUps = tokens.flatMap((token) => [
      post('subscriptions/subscribe', token, { excursion_id: full, preference: 151 }),
      // The same students at the one being deleted: each holds itself and waits for it.
      post('subscriptions/subscribe', token, { excursion_id: leaving, preference: 150 }),
    ])
    const admin = [
      post('excursions/update', adminToken, {
        _id: full,
        ...excursion,
        name: 'Drukte met beheer',
        capacity: raised,
      }),
      post('excursions/delete', adminToken, { id: leaving }),
    ]
    const answers = await Promise.all(signUps)
    const [update, deleted] = await Promise.all(admin)
    expect(update?.status, update?.text).toBe(200)
    expect(deleted?.status, deleted?.text).toBe(200)
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.text}`)).toEqual([])
    const atFull = answers.filter((_, i) => i % 2 === 0)
    const subscribed = atFull.filter((a) => a.status === 200).length
    const listed = await fetch(`${origin()}/api/excursions?id=${full}`).then(
      (r) => r.json() as Promise<{ subscriptions: number; capacity: number }[]>,
    )
    expect(listed[0]?.capacity).toBe(raised)
    expect(listed[0]?.subscriptions).toBe(subscribed)
    expect(subscribed).toBeGreaterThanOrEqual(PLACES)
    expect(subscribed).toBeLessThanOrEqual(raised)
    expect(deadlocks() - before).toBe(0)
    expect(problems.filter((p) => !p.includes('PGlite')).slice(0, 5)).toEqual([])
  }, 300_000)
})
