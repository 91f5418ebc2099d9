import { noBalance } from '~domain/balance'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverMessages as m } from '../messages'
import { fairStartOrder } from '../rules/sign-up/fair-start'
import { hashToken } from '../security/tokens'
import type { FairStartRow } from '../store/store'
import { openTarget, targetKinds, type Target } from './harness'

/**
 * 'Eerlijke start': 500 sign-ups for 50 places arrive within the first 60 seconds in a known
 * order. The 50 who get a place follow the draw from the stored seed, not the arrival order, and
 * the draw run again from that seed gives the same 50.
 */
const STUDENTS = 500
const PLACES = 50
const OPENS = Date.parse('2027-03-01T08:00:00.000Z')

describe('the fair start’s order', () => {
  const entries = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: i + 1, student_id: `u-${i}` }))

  it('is the same for the same seed and entries, whatever order they are given in', () => {
    const order = fairStartOrder(entries(50), 7).map((e) => e.id)
    expect(fairStartOrder([...entries(50)].reverse(), 7).map((e) => e.id)).toEqual(order)
    expect(fairStartOrder(entries(50), 8).map((e) => e.id)).not.toEqual(order)
    expect(order).not.toEqual(entries(50).map((e) => e.id))
  })

  it('takes every student’s first request before anyone’s second, each in its own order', () => {
    const rows = [
      { id: 1, student_id: 'a' },
      { id: 2, student_id: 'a' },
      { id: 3, student_id: 'b' },
      { id: 4, student_id: 'c' },
      { id: 5, student_id: 'b' },
    ]
    const order = fairStartOrder(rows, 123)
    expect(new Set(order.slice(0, 3).map((e) => e.student_id))).toEqual(new Set(['a', 'b', 'c']))
    expect(order.findIndex((e) => e.id === 1)).toBeLessThan(order.findIndex((e) => e.id === 2))
    expect(order.findIndex((e) => e.id === 3)).toBeLessThan(order.findIndex((e) => e.id === 5))
  })
})

// Memory and PostgreSQL: 500 arrivals at once through the queue table under real concurrency (PGlite is serial).
describe.each(targetKinds().filter((k) => k !== 'pglite'))('a fair start on %s', (kind) => {
  let t: Target
  let clock = OPENS - 60_000
  const tokens: string[] = []

  beforeAll(async () => {
    t = await openTarget(kind)
    t.services.now = () => new Date(clock)
    // 500 students who accepted the terms, each with a session (no 500 password hashes).
    await t.store.transaction(async (tx) => {
      await tx.excursions.insert({
        _id: 'rush',
        name: 'Populaire dagtocht',
        scope: 'x-week',
        hours: 6,
        datetime: '12-04-2027',
        description: null,
        location: null,
        capacity: PLACES,
        minimum: null,
        return_date: null,
        consent: null,
        ...noBalance(),
      })
      for (let i = 0; i < STUDENTS; i++) {
        const id = `u-fair-${String(i).padStart(3, '0')}`
        await tx.users.insert({
          _id: id,
          role: 'student',
          login_id: `fair${i}`,
          password_hash: 'none$',
          created_at: new Date(clock).toISOString(),
        })
        await tx.insertProfile({ _id: `p-fair-${i}`, user_id: id, accept_activity_terms: true })
        const token = `fair-token-${i}`
        await tx.sessions.insert({
          token_hash: await hashToken(token),
          user_id: id,
          created_at: new Date(clock).toISOString(),
          expires_at: new Date(OPENS + 86_400_000).toISOString(),
        })
        tokens.push(token)
      }
    })
  }, 180_000)
  afterAll(() => t.close())

  it('queues the first 60 seconds, draws their order from a stored seed, and the draw decides', async () => {
    const admin = await t.login('admin@scalda.nl')
    const round = await t.call('POST', 'rounds/set', {
      token: admin,
      body: {
        scope: 'x-week',
        mode: 'first-come',
        opens_at: new Date(OPENS).toISOString(),
        closes_at: null,
        min_wishes: 0,
        max_wishes: null,
        policy: 'rank-maximal',
        fair_start_seconds: 60,
      },
    })
    expect(round.status, round.text).toBe(200)
    expect(round.json.fair_start_seconds).toBe(60)

    // Known arrival order: student i at 100 ms × i after opening (all within the 60 seconds).
    for (const [i, token] of tokens.entries()) {
      clock = OPENS + i * 100
      const answer = await t.call('POST', 'subscriptions/subscribe', {
        token,
        body: { excursion_id: 'rush', preference: 1 },
      })
      expect(answer.status, answer.text).toBe(202)
      expect(answer.json).toMatchObject({ queued: true, message: m.subscriptions.queued })
    }
    // The same request again is refused at once: it is in the line already.
    const twice = await t.call('POST', 'subscriptions/subscribe', {
      token: tokens[0],
      body: { excursion_id: 'rush', preference: 2 },
    })
    expect(twice).toMatchObject({ status: 406, text: m.subscriptions.already })
    const before = await t.call('GET', 'subscriptions/queue', { token: tokens[7] })
    expect(before.json).toEqual([
      expect.objectContaining({ excursion_id: 'rush', position: null, result: null }),
    ])

    // After the 60 seconds: the line is handled as students look at it, one batch at a time.
    clock = OPENS + 61_000
    const first = await t.call('GET', 'subscriptions/queue', { token: tokens[499] })
    expect(first.status).toBe(200)
    // A sign-up after the fair start waits for the whole line to be handled first.
    const late = await t.call('POST', 'subscriptions/subscribe', {
      token: await t.login('654321'),
      body: { excursion_id: 'rush', preference: 9 },
    })
    expect(late).toMatchObject({ status: 406, text: m.subscriptions.full })

    const entries = (await t.store.run((tx) => tx.fairStartEntries('x-week'))) as FairStartRow[]
    expect(entries).toHaveLength(STUDENTS)
    expect(entries.every((e) => e.result !== null)).toBe(true)
    const stored = (await t.store.run((tx) => tx.rounds.get('x-week')))!.fair_start_seed
    expect(stored).not.toBeNull()
    const logged = await t.store.run((tx) =>
      tx.listAudit({ action: 'round.fair-start-draw', limit: 5 }),
    )
    expect(logged).toHaveLength(1)
    expect(logged[0]!.after).toMatchObject({ seed: stored, requests: STUDENTS, students: STUDENTS })

    const winners = (await t.store.run((tx) => tx.listSubscriptions({ excursionId: 'rush' })))
      .map((s) => s.student_id)
      .sort()
    expect(winners).toHaveLength(PLACES)
    const drawn = fairStartOrder(entries, stored!)
      .slice(0, PLACES)
      .map((e) => e.student_id)
      .sort()
    expect(winners).toEqual(drawn)
    const firstArrived = [...entries]
      .sort((a, b) => a.id - b.id)
      .slice(0, PLACES)
      .map((e) => e.student_id)
      .sort()
    expect(winners).not.toEqual(firstArrived)
    // Running the draw again from the stored seed: the same 50.
    const again = fairStartOrder(
      [...entries].reverse(),
      Number((logged[0]!.after as { seed: number }).seed),
    )
      .slice(0, PLACES)
      .map((e) => e.student_id)
      .sort()
    expect(again).toEqual(winners)
    expect(entries.filter((e) => e.result === 'ok')).toHaveLength(PLACES)
    expect(entries.filter((e) => e.result === m.subscriptions.full)).toHaveLength(STUDENTS - PLACES)

    // Each student sees the result of their own request.
    const winner = tokens[Number(winners[0]!.slice('u-fair-'.length))]!
    const seen = await t.call('GET', 'subscriptions/queue', { token: winner })
    expect(seen.json).toEqual([expect.objectContaining({ result: 'ok', position: null })])

    // After the fair start, first come first served: a free place goes to who asks.
    await t.store.run((tx) => tx.excursions.update('rush', { capacity: PLACES + 1 }))
    const next = await t.call('POST', 'subscriptions/subscribe', {
      token: tokens.find((_, i) => !winners.includes(`u-fair-${String(i).padStart(3, '0')}`)),
      body: { excursion_id: 'rush', preference: 1 },
    })
    expect(next.status, next.text).toBe(200)
  }, 300_000)
})
