import { describe, expect, it } from 'vitest'
import { serverMessages as m } from '../messages'
import { type Target } from './harness'
import { HOUR as hour, ROUND_USERS, at, roundCalls } from './rounds-fixture'
import { useTarget } from './target-suite'

/**
 * A scope's round, its sign-up window and the wishes of a preference round (docs/rounds.md), with their successes and refusals, on the memory store.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('rounds and waiting lists on %s', (kind) => {
  let t: Target
  let admin: string
  let teacher: string
  let daan: string
  let emma: string
  let julia: string
  useTarget(kind, ROUND_USERS, (target, tokens) => {
    t = target
    ;[admin, teacher, daan, emma, , julia] = tokens
  })
  const { round, setRound, sub, own, excursion, setCapacity, refusal, rounds } = roundCalls(() => ({
    t,
    admin,
  }))

  describe('the round of a scope', () => {
    it('GET rounds answers every scope, first come first served until an admin sets one', async () => {
      expect(await rounds()).toEqual(
        ['keuzedeel', 'x-week', 'buitenland'].map((scope) => ({
          scope,
          mode: 'first-come',
          opens_at: null,
          closes_at: null,
          min_wishes: 0,
          max_wishes: null,
          policy: 'rank-maximal',
          remind_days_before: null,
          published: false,
          dropped: [],
          fair_start_seconds: null,
          group_fallback: false,
          consent_deadline: null,
        })),
      )
    })

    it('POST rounds/set stores a round for admins, checked, with an audit entry', async () => {
      const answer = await setRound()
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({ scope: 'x-week', mode: 'preference', max_wishes: 3 })
      expect((await rounds()).find((r) => r.scope === 'x-week')).toMatchObject({
        mode: 'preference',
        min_wishes: 1,
      })
      const entries = await t.store.run((tx) => tx.listAudit({ action: 'round.update', limit: 5 }))
      expect(entries[0]).toMatchObject({ record_id: 'x-week', actor_id: 'u-admin' })

      const backwards = await setRound({ opens_at: at(hour), closes_at: at(-hour) })
      expect(backwards.status).toBe(400)
      expect(backwards.json.message).toContain('De sluiting moet na de opening liggen')
      expect((await setRound({ min_wishes: 4, max_wishes: 2 })).status).toBe(400)
      expect((await setRound({ scope: 'maan' })).status).toBe(400)
      expect((await t.call('POST', 'rounds/set', { token: teacher, body: round() })).status).toBe(
        403,
      )
    })
  })

  describe('the sign-up window', () => {
    it('refuses a sign-up before the window opens and after it closes, with a 406 text', async () => {
      await setRound({ mode: 'first-come', opens_at: at(2 * hour), closes_at: at(3 * hour) })
      const early = await sub(emma, 'x2', 2)
      expect(early.status).toBe(406)
      expect(early.text).toMatch(
        /^Inschrijven kan nog niet: de inschrijving opent op .+ om \d\d:\d\d\.$/,
      )
      await setRound({ mode: 'first-come', opens_at: at(-3 * hour), closes_at: at(-hour) })
      expect(refusal(await sub(emma, 'x2', 2))).toEqual({ status: 406, text: m.rounds.closed })
      await setRound({ mode: 'first-come', opens_at: at(-hour), closes_at: at(hour) })
      expect((await sub(emma, 'x2', 2)).status).toBe(200)
      // Unsubscribing is always possible; the window is for sign-ups.
      await setRound({ mode: 'first-come', opens_at: at(-3 * hour), closes_at: at(-hour) })
      const mine = (await own(emma)).find((s) => s.excursion_id === 'x2')!
      expect(
        (await t.call('POST', 'subscriptions/unsubscribe', { token: emma, body: { id: mine._id } }))
          .status,
      ).toBe(200)
    })

    it('limits the number of sign-ups per student to the round’s maximum', async () => {
      await setRound({ mode: 'first-come', max_wishes: 2 })
      // Daan has x1 and x3 already.
      expect(refusal(await sub(daan, 'x2', 3))).toEqual({
        status: 406,
        text: m.rounds.tooManySubscriptions(2),
      })
    })
  })

  describe('wishes in preference mode', () => {
    it('takes wishes beyond the capacity, up to the maximum; wishes hold no place', async () => {
      await setCapacity('x2', 1)
      await setRound()
      expect((await sub(emma, 'x2', 2)).status).toBe(200) // Noah wished it already
      expect((await sub(julia, 'x2', 2)).status).toBe(200)
      expect(await excursion('x2')).toMatchObject({ subscriptions: 3, places_taken: null })
      expect((await own(emma)).every((s) => s.scope !== 'x-week' || s.placed === false)).toBe(true)
      expect((await sub(emma, 'x4', 3)).status).toBe(200)
      expect(refusal(await sub(emma, 'x5', 4))).toEqual({
        status: 406,
        text: m.rounds.tooManyWishes(3),
      })
      expect(refusal(await sub(julia, 'x4', 4))).toEqual({
        status: 406,
        text: m.subscriptions.rankRange(3),
      })
    })

    it('keeps wishes as they are once the window has closed: no new one, no reordering', async () => {
      await setRound()
      const emmas = (await own(emma)).find((s) => s.excursion_id === 'x1')!
      expect((await sub(emma, 'x2', 2)).status).toBe(200)
      await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })
      expect(refusal(await sub(emma, 'x3', 3))).toEqual({ status: 406, text: m.rounds.closed })
      const move = await t.call('POST', 'subscriptions/subscribe', {
        token: emma,
        body: { _id: emmas._id, excursion_id: 'x1', preference: 2 },
      })
      expect(refusal(move)).toEqual({ status: 406, text: m.rounds.closed })
    })
  })
})
