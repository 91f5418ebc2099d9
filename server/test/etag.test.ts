import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startServer, type RunningServer } from '../host'
import { silentLogger } from '../services'
import { seededTestDatabase, targetKinds, testConfig, type Target } from './harness'
import { useTarget } from './target-suite'

/**
 * The polled lists answer with an ETag, and `304 Not Modified` to a request that holds it, only
 * while nothing they show has changed: a poll after a change never gets a stale 304. Here every
 * list is current (listShareMs 0); server/test/poll-share.test.ts has the shared counts.
 */
describe.each(targetKinds())('ETags of the polled lists on %s', (kind) => {
  let t: Target
  let student: string
  let admin: string
  useTarget(
    kind,
    ['654321', 'admin@scalda.nl'],
    (target, tokens) => {
      t = target
      ;[student, admin] = tokens
    },
    { listShareMs: 0 },
  )

  const poll = (path: string, token: string, tag?: string) =>
    t.call('GET', path, { token, headers: tag ? { 'If-None-Match': tag } : {} })

  it('answers 304 without a body to the same tag, and 200 with a new tag after each change it shows', async () => {
    for (const [path, token] of [
      ['subscriptions/all', admin],
      ['subscriptions/all', student],
      ['excursions', student],
      ['excursions', admin],
    ] as const) {
      const first = await poll(path, token)
      const tag = first.headers.get('ETag')!
      expect(tag).toMatch(/^W\/"[\w-]+"$/)
      const again = await poll(path, token, tag)
      expect(again.status).toBe(304)
      expect(again.text).toBe('')
      expect(again.headers.get('ETag')).toBe(tag)
      // Another caller's tag is not this caller's list.
      const other = await poll(path, token === admin ? student : admin, tag)
      expect(other.status).toBe(200)
    }
    const changes: [string, string, unknown][] = [
      ['subscriptions/subscribe', student, { excursion_id: 'x2', preference: 3 }],
      ['subscriptions/payed', admin, { id: 's2', payed: true }],
      [
        'rounds/set',
        admin,
        {
          scope: 'x-week',
          mode: 'first-come',
          opens_at: null,
          closes_at: null,
          min_wishes: 0,
          max_wishes: 5,
          policy: 'rank-maximal',
        },
      ],
      ['subscriptions/unsubscribe', student, { id: 's2' }],
      ['excursions/delete', admin, { id: 'x1' }],
    ]
    let subscriptionsTag = (await poll('subscriptions/all', admin)).headers.get('ETag')!
    let excursionsTag = (await poll('excursions', student)).headers.get('ETag')!
    // The tag names the bytes: a poll with the tag held is a 304 exactly when a poll without one
    // gets the bytes held, and otherwise the new bytes under a new tag.
    const held = {
      subscriptions: (await poll('subscriptions/all', admin)).text,
      excursions: (await poll('excursions', student)).text,
    }
    for (const [path, token, body] of changes) {
      const change = await t.call('POST', path, { token, body })
      expect(change.status, `${path}: ${change.text}`).toBe(200)
      const subscriptions = await poll('subscriptions/all', admin, subscriptionsTag)
      const excursions = await poll('excursions', student, excursionsTag)
      // Asked without a tag, the lists are the new ones too, never an answer kept from before.
      const now = {
        subscriptions: (await poll('subscriptions/all', admin)).text,
        excursions: (await poll('excursions', student)).text,
      }
      for (const [list, answer] of [
        ['subscriptions', subscriptions],
        ['excursions', excursions],
      ] as const) {
        const same = now[list] === held[list]
        expect(answer.status, `${path}: ${list}`).toBe(same ? 304 : 200)
        if (!same) expect(answer.text, `${path}: ${list}`).toBe(now[list])
        held[list] = now[list]
      }
      // What each change shows: a payment is not in the student's excursion list, a round's
      // settings here change neither list's bytes; every other change shows in both.
      if (path !== 'rounds/set') expect(subscriptions.status, path).toBe(200)
      if (path !== 'rounds/set' && path !== 'subscriptions/payed')
        expect(excursions.status, path).toBe(200)
      if (subscriptions.status === 200) subscriptionsTag = subscriptions.headers.get('ETag')!
      if (excursions.status === 200) excursionsTag = excursions.headers.get('ETag')!
      expect((await poll('subscriptions/all', admin, subscriptionsTag)).status).toBe(304)
    }
    // An excursion's own change moves the excursion list only.
    const update = await t.call('POST', 'excursions/update', {
      token: admin,
      body: {
        _id: 'x3',
        name: 'Deltawerken',
        scope: 'x-week',
        hours: 4,
        datetime: '12-04-2027',
      },
    })
    expect(update.status).toBe(200)
    expect((await poll('excursions', student, excursionsTag)).status).toBe(200)
    expect((await poll('subscriptions/all', admin, subscriptionsTag)).status).toBe(304)
  })

  it('while sign-ups and polls run side by side, no 304 hides a sign-up answered before the poll', async () => {
    const tokens = await Promise.all(['123456', '654321'].map((id) => t.login(id)))
    // Each sign-up's id and when its answer came; each 304 with when its poll was sent.
    const answered: { id: string; at: number }[] = []
    const notModified: { sentAt: number; held: string }[] = []
    const pollLoop = async () => {
      let held: { tag: string; text: string } | undefined
      for (let i = 0; i < 30; i++) {
        const sentAt = performance.now()
        const answer = await poll('subscriptions/all', admin, held?.tag)
        if (answer.status === 304) notModified.push({ sentAt, held: held!.text })
        else held = { tag: answer.headers.get('ETag')!, text: answer.text }
      }
    }
    const signUps = async () => {
      for (const [i, excursion] of ['x3', 'x4', 'x5', 'x6', 'x7', 'x8'].entries()) {
        const answer = await t.call('POST', 'subscriptions/subscribe', {
          token: tokens[i % 2]!,
          body: { excursion_id: excursion, preference: 10 + i },
        })
        expect([200, 406]).toContain(answer.status)
        if (answer.status === 200) answered.push({ id: answer.json._id, at: performance.now() })
      }
    }
    await Promise.all([pollLoop(), pollLoop(), signUps()])
    expect(answered.length).toBeGreaterThan(0)
    expect(notModified.length).toBeGreaterThan(0)
    const stale = notModified.filter(({ sentAt, held }) =>
      answered.some((a) => a.at < sentAt && !held.includes(`"${a.id}"`)),
    )
    expect(stale).toEqual([])
  })

  it.runIf(kind !== 'memory')('answers over 1 KB go out gzip-compressed when asked', async () => {
    const answer = await t.call('GET', 'subscriptions/all', {
      token: admin,
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(answer.headers.get('Content-Encoding')).toBe('gzip')
    expect(answer.headers.get('ETag')).toMatch(/^W\//)
  })
})

/** Two instances on one PostgreSQL: a change through one is seen at once by a poll of the other. */
describe.runIf(inject('postgresUrl'))('ETags with two instances on one PostgreSQL', () => {
  let servers: RunningServer[] = []

  beforeAll(async () => {
    const url = await seededTestDatabase('etag_', 'demo', 2)
    const config = testConfig({
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_POOL_SIZE: '4',
    })
    servers = [
      await startServer(config, { log: silentLogger }),
      await startServer(config, { log: silentLogger }),
    ]
  }, 120_000)
  afterAll(() => Promise.all(servers.map((s) => s.close())))

  const send = async (server: number, path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${servers[server]!.url}/api/${path}`, init)
    return { status: answer.status, tag: answer.headers.get('ETag'), text: await answer.text() }
  }
  const login = async (login_id: string) =>
    JSON.parse(
      (
        await send(0, 'users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ login_id, password: 'welkom' }),
        })
      ).text,
    ).token as string

  it('every sign-up on one instance ends the 304s of the other', async () => {
    const [student, admin] = [await login('654321'), await login('admin@scalda.nl')]
    const get = (server: number, path: string, tag?: string | null) =>
      send(server, path, {
        headers: { Authorization: `Bearer ${admin}`, ...(tag ? { 'If-None-Match': tag } : {}) },
      })
    for (const [i, excursion] of ['x4', 'x6', 'x7', 'x8'].entries()) {
      const lists = await Promise.all([get(1, 'subscriptions/all'), get(1, 'excursions')])
      expect((await get(0, 'subscriptions/all', lists[0].tag)).status).toBe(304)
      const change = await send(i % 2, 'subscriptions/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${student}` },
        body: JSON.stringify({ excursion_id: excursion, preference: 10 + i }),
      })
      expect(change.status, change.text).toBe(200)
      const after = await get((i + 1) % 2, 'subscriptions/all', lists[0].tag)
      expect(after.status).toBe(200)
      expect(after.text).toContain(JSON.parse(change.text)._id)
      expect((await get((i + 1) % 2, 'excursions', lists[1].tag)).status).toBe(200)
    }
  })
})
