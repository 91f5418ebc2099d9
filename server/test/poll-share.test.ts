import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { etagOf } from '../http/etag'
import { startServer, type RunningServer } from '../host'
import { silentLogger } from '../services'
import { seededTestDatabase, targetKinds, testConfig, type Target } from './harness'
import { useTarget } from './target-suite'

/**
 * Polls in the rush (issue 39): students' and visitors' excursion polls share the part for
 * everyone for up to listShareMs (here a minute, on a clock the test moves), so a whole school's
 * polls cost one read of the counts per interval. A caller's own sign-up is always in what they
 * get at once, counts included; a 304 is given only for the bytes the caller would get now.
 */
const SHARE_MS = 60_000

type Listed = { _id: string; subscribed: string | null; subscriptions: number }
const excursion = (text: string, id: string) =>
  (JSON.parse(text) as Listed[]).find((e) => e._id === id)!

describe.each(targetKinds())('polls sharing the counts on %s', (kind) => {
  let t: Target
  let admin: string
  /** Sanne and Sem: neither has a subscription (Sem's is removed), so they see the same bytes. */
  let sanne: string
  let sem: string
  /** Noah and Julia have one subscription each and have accepted the activity terms. */
  let noah: string
  let julia: string
  let now = 0
  useTarget(
    kind,
    ['admin@scalda.nl', '123456', '201006', '201002', '201003'],
    async (target, tokens) => {
      t = target
      ;[admin, sanne, sem, noah, julia] = tokens
      now = Date.now()
      t.services.now = () => new Date(now)
      const removed = await t.call('POST', 'subscriptions/unsubscribe', {
        token: admin,
        body: { id: 's10' },
      })
      expect(removed.status, removed.text).toBe(200)
    },
    { listShareMs: SHARE_MS },
  )

  const poll = (path: string, token: string | undefined, tag?: string | null) =>
    t.call('GET', path, { token, headers: tag ? { 'If-None-Match': tag } : {} })
  const signUp = (token: string, excursion_id: string, preference: number) =>
    t.call('POST', 'subscriptions/subscribe', { token, body: { excursion_id, preference } })

  it('a poll after the caller’s own sign-up is never a 304 and shows it, in the counts too, within the interval', async () => {
    const list = await poll('excursions', noah)
    const own = await poll('subscriptions/all', noah)
    const before = excursion(list.text, 'x4').subscriptions
    // Another student's poll reads the part for everyone now: Noah's sign-up comes after it.
    expect(excursion((await poll('excursions', julia)).text, 'x4').subscriptions).toBe(before)
    const answer = await signUp(noah, 'x4', 2)
    expect(answer.status, answer.text).toBe(200)
    const id = answer.json._id as string

    const after = await poll('excursions', noah, list.headers.get('ETag'))
    expect(after.status).toBe(200)
    expect(excursion(after.text, 'x4')).toMatchObject({ subscribed: id, subscriptions: before + 1 })
    const ownAfter = await poll('subscriptions/all', noah, own.headers.get('ETag'))
    expect(ownAfter.status).toBe(200)
    expect(ownAfter.text).toContain(`"${id}"`)
    // Within the interval the others still get the counts read before it: the read is shared.
    expect(excursion((await poll('excursions', julia)).text, 'x4').subscriptions).toBe(before)

    // Its withdrawal too: never a 304, and the count without it.
    expect(
      (await t.call('POST', 'subscriptions/unsubscribe', { token: noah, body: { id } })).status,
    ).toBe(200)
    const withdrawn = await poll('excursions', noah, after.headers.get('ETag'))
    expect(withdrawn.status).toBe(200)
    expect(excursion(withdrawn.text, 'x4')).toMatchObject({
      subscribed: null,
      subscriptions: before,
    })
    const ownWithdrawn = await poll('subscriptions/all', noah, ownAfter.headers.get('ETag'))
    expect(ownWithdrawn.status).toBe(200)
    expect(ownWithdrawn.text).not.toContain(`"${id}"`)
  })

  it('within the interval two callers get the same bytes and tag, and a poll with it is a 304 though others signed up; after it the counts are fresh', async () => {
    const first = await poll('excursions', sanne)
    const tag = first.headers.get('ETag')!
    const before = excursion(first.text, 'x2').subscriptions
    expect((await signUp(julia, 'x2', 2)).status).toBe(200)

    const second = await poll('excursions', sem)
    expect(second.status).toBe(200)
    expect(second.headers.get('ETag')).toBe(tag)
    expect(second.text).toBe(first.text)
    expect((await poll('excursions', sem, tag)).status).toBe(304)
    expect((await poll('excursions', sanne, tag)).status).toBe(304)
    // A visitor sees what they see.
    expect((await poll('excursions', undefined, tag)).status).toBe(304)
    // Staff (who change excursions and rounds) always get the counts as they are.
    expect(excursion((await poll('excursions', admin)).text, 'x2').subscriptions).toBe(before + 1)

    now += SHARE_MS
    const fresh = await poll('excursions', sanne, tag)
    expect(fresh.status).toBe(200)
    expect(excursion(fresh.text, 'x2').subscriptions).toBe(before + 1)
    expect(fresh.headers.get('ETag')).not.toBe(tag)
    // The tag from before is never matched again.
    expect((await poll('excursions', sem, tag)).status).toBe(200)
    expect((await poll('excursions', sem, fresh.headers.get('ETag'))).status).toBe(304)
  })

  it('a change staff make to the excursions or rounds is in every poll at once, within the interval', async () => {
    const first = await poll('excursions', sanne)
    const changed = await t.call('POST', 'excursions/update', {
      token: admin,
      body: { _id: 'x3', name: 'Deltawerken', scope: 'x-week', hours: 4, datetime: '12-04-2027' },
    })
    expect(changed.status, changed.text).toBe(200)
    const after = await poll('excursions', sanne, first.headers.get('ETag'))
    expect(after.status).toBe(200)
    expect(after.text).toContain('Deltawerken')
    expect((await poll('excursions', sem)).text).toContain('Deltawerken')
  })

  it('a round staff set is in the next subscriptions/all poll at once: the rounds are read again at a new catalogue', async () => {
    type Mine = { _id: string; scope: string; placed: boolean }
    const before = await poll('subscriptions/all', noah)
    const [one] = JSON.parse(before.text) as Mine[]
    expect(one?.placed).toBe(true)
    const round = (mode: 'preference' | 'first-come') =>
      t.call('POST', 'rounds/set', {
        token: admin,
        body: {
          scope: one!.scope,
          mode,
          opens_at: null,
          closes_at: null,
          min_wishes: 0,
          max_wishes: 5,
          policy: 'rank-maximal',
        },
      })
    const set = await round('preference')
    expect(set.status, set.text).toBe(200)
    const after = await poll('subscriptions/all', noah, before.headers.get('ETag'))
    expect(after.status).toBe(200)
    expect((JSON.parse(after.text) as Mine[]).find((s) => s._id === one!._id)?.placed).toBe(false)
    expect((await round('first-come')).status).toBe(200)
    const back = await poll('subscriptions/all', noah, after.headers.get('ETag'))
    expect((JSON.parse(back.text) as Mine[]).find((s) => s._id === one!._id)?.placed).toBe(true)
  })

  it('a tag from before is never matched wrongly: a 304 exactly when the bytes now are those of the tag', async () => {
    const held = new Map<string, string>()
    let checked = 0
    let notModified = 0
    /** Every tag a caller ever got, against the answer a poll without one gets now. */
    const check = async () => {
      for (const [name, token] of Object.entries({ sanne, noah, julia })) {
        const current = await poll('excursions', token)
        expect(current.headers.get('ETag')).toBe(etagOf(current.text))
        for (const tag of new Set(held.values())) {
          const answer = await poll('excursions', token, tag)
          checked += 1
          if (tag === current.headers.get('ETag')) {
            expect(answer.status, name).toBe(304)
            notModified += 1
          } else {
            expect(answer.status, name).toBe(200)
            expect(answer.text, name).toBe(current.text)
          }
        }
        held.set(`${name} ${held.size}`, current.headers.get('ETag')!)
      }
    }
    await check()
    const steps: (() => Promise<unknown>)[] = [
      () => signUp(julia, 'x3', 2),
      () => signUp(noah, 'x5', 2),
      () => Promise.resolve((now += SHARE_MS / 2)),
      () => signUp(julia, 'x6', 3),
      () => Promise.resolve((now += SHARE_MS)),
      () => signUp(noah, 'x6', 3),
    ]
    for (const step of steps) {
      await step()
      await check()
    }
    expect(checked).toBeGreaterThan(0)
    expect(notModified).toBeGreaterThan(0)
  })
})

/**
 * Two instances on one PostgreSQL, each with its own shared counts: a student's sign-up through
 * one is in their poll of the other at once, and a tag made by one is a 304 at the other only
 * for the bytes it names.
 */
describe.runIf(inject('postgresUrl'))('shared counts with two instances on one PostgreSQL', () => {
  let servers: RunningServer[] = []

  beforeAll(async () => {
    const url = await seededTestDatabase('share_', 'demo', 2)
    const config = testConfig({
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_POOL_SIZE: '4',
      LIST_SHARE_MS: String(SHARE_MS),
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
  const get = (server: number, token: string, path: string, tag?: string | null) =>
    send(server, path, {
      headers: { Authorization: `Bearer ${token}`, ...(tag ? { 'If-None-Match': tag } : {}) },
    })

  it('a sign-up through one instance is in the student’s poll of the other at once; the other’s 304s match bytes', async () => {
    const [noah, julia] = [await login('201002'), await login('201003')]
    for (const [i, trip] of ['x4', 'x5', 'x7'].entries()) {
      // Both instances hold a part for everyone read before the sign-up.
      const lists = [await get(0, noah, 'excursions'), await get(1, noah, 'excursions')]
      const juliaTag = (await get(0, julia, 'excursions')).tag
      const change = await send(i % 2, 'subscriptions/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${noah}` },
        body: JSON.stringify({ excursion_id: trip, preference: 2 + i }),
      })
      expect(change.status, change.text).toBe(200)
      const id = JSON.parse(change.text)._id as string
      for (const server of [0, 1]) {
        const after = await get(server, noah, 'excursions', lists[server]!.tag)
        expect(after.status).toBe(200)
        expect(excursion(after.text, trip)).toMatchObject({
          subscribed: id,
          subscriptions: excursion(lists[server]!.text, trip).subscriptions + 1,
        })
        expect((await get(server, noah, 'subscriptions/all')).text).toContain(`"${id}"`)
        // Julia's tag from instance 0: a 304 here only if these are the bytes it names.
        const current = await get(server, julia, 'excursions')
        const polled = await get(server, julia, 'excursions', juliaTag)
        expect(polled.status).toBe(current.tag === juliaTag ? 304 : 200)
        expect(current.tag).toBe(etagOf(current.text))
      }
    }
  })
})
