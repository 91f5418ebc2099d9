import { describe, expect, it } from 'vitest'
import { previewAnswerSchema, publicationSchema } from '~contract/schemas/rounds'
import { serverMessages as m } from '../messages'
import { type Target } from './harness'
import { HOUR as hour, ROUND_USERS, at, fixSeed, roundCalls } from './rounds-fixture'
import { useTarget } from './target-suite'

/**
 * A round's placement: the preview, pins, publishing and what follows it (docs/rounds.md), on the memory store.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('rounds and waiting lists on %s', (kind) => {
  let t: Target
  let admin: string
  let teacher: string
  let daan: string
  let emma: string
  let noah: string
  let julia: string
  useTarget(kind, ROUND_USERS, (target, tokens) => {
    t = target
    ;[admin, teacher, daan, emma, noah, julia] = tokens
  })
  const { setRound, sub, own, excursion, setCapacity, refusal, rounds } = roundCalls(() => ({
    t,
    admin,
  }))

  /** x1 has 1 place, wished first by Daan and Emma; Daan's 2nd wish is x3. */
  async function closedRound() {
    await setCapacity('x1', 1)
    await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })
  }
  const preview = (body: object) =>
    t.call('POST', 'rounds/preview', {
      token: admin,
      body: { scope: 'x-week', policies: ['rank-maximal', 'lottery'], ...body },
    })
  /** Sets the round's fixed seed in the store: through the API nobody can choose it. */
  /**
   * Fixes a seed whose lottery gives Daan x1, so Emma waits for it: tried as a practice while the
   * window is open, as the fixed seed once it is closed.
   */
  async function seedWhereDaanWins() {
    const closes = (await rounds()).find((r) => r.scope === 'x-week')!.closes_at!
    const closed = Date.parse(closes) <= Date.now()
    for (let seed = 1; ; seed++) {
      if (closed) await fixSeed(t, seed)
      const answer = previewAnswerSchema.parse(
        (await preview(closed ? { policies: ['lottery'] } : { seed, policies: ['lottery'] })).json,
      )
      if (answer.results[0]!.unplaced.some((u) => u.student_id === 'u-s1')) {
        await fixSeed(t, seed)
        return seed
      }
    }
  }

  describe('placement', () => {
    it('POST rounds/preview compares policies on one lottery and writes nothing', async () => {
      await closedRound()
      const answer = await preview({})
      expect(answer.status).toBe(200)
      const { seed, practice, results } = previewAnswerSchema.parse(answer.json)
      // The round's fixed seed, not shown before publishing.
      expect({ seed, practice }).toEqual({ seed: null, practice: false })
      expect(results.every((r) => r.seed === null)).toBe(true)
      expect(results.map((r) => r.policy)).toEqual(['rank-maximal', 'lottery'])
      const [rankMaximal] = results
      // Everyone with wishes is placed: Emma at x1 (1st), Daan at x3 (2nd), and three more 1st.
      expect(rankMaximal!.histogram).toEqual({
        by_rank: [4, 1],
        pinned: 0,
        leftover: 0,
        unplaced: 3,
      })
      expect(rankMaximal!.excursions.find((e) => e.excursion_id === 'x1')).toMatchObject({
        capacity: 1,
        placed: 1,
        dropped: false,
      })
      expect(rankMaximal!.unplaced).toEqual(
        ['u-s4', 'u-s5', 'u-sanne'].map((student_id) => ({ student_id, reason: 'no-wishes' })),
      )
      const again = previewAnswerSchema.parse((await preview({})).json)
      expect(again.results).toEqual(results)
      expect(await preview({ seed: 7 })).toMatchObject({
        status: 400,
        json: { message: m.rounds.seedFixed },
      })
      expect((await own(admin)).every((s) => s.placed_via === null)).toBe(true)
      const firstCome = await t.call('POST', 'rounds/preview', {
        token: admin,
        body: { scope: 'keuzedeel', policies: ['lottery'] },
      })
      expect(firstCome).toMatchObject({ status: 409, json: { message: m.rounds.notPreference } })
      const badPin = await preview({
        pins: [{ student_id: 'u-admin', excursion_id: 'x1', reason: 'Begeleider' }],
      })
      expect(badPin.status).toBe(400)
      expect(badPin.json.message).toContain('Ongeldige vastzetting')
      expect((await t.call('POST', 'rounds/preview', { token: teacher, body: {} })).status).toBe(
        403,
      )
    })

    it('honours pins with their reason, drops an excursion below its minimum, places students without wishes', async () => {
      await closedRound()
      await t.call('POST', 'excursions/update', {
        token: admin,
        body: {
          _id: 'x5',
          name: 'Zeehonden',
          scope: 'x-week',
          hours: 3,
          datetime: '15-04-2027',
          minimum: 3,
        },
      })
      const outcome = async (place_without_wishes: boolean) =>
        previewAnswerSchema.parse(
          (
            await preview({
              policies: ['rank-maximal'],
              pins: [{ student_id: 'u-s4', excursion_id: 'x8', reason: 'Medische reden' }],
              place_without_wishes,
            })
          ).json,
        ).results[0]!
      const strict = await outcome(false)
      // Julia alone wished x5 (minimum 3): it does not run, and she has no place.
      expect(strict.excursions.find((e) => e.excursion_id === 'x5')).toMatchObject({
        dropped: true,
        placed: 0,
      })
      expect(strict.unplaced).toContainEqual({ student_id: 'u-s3', reason: 'wishes-dropped' })
      expect(strict.excursions.find((e) => e.excursion_id === 'x8')).toMatchObject({ pinned: 1 })
      expect(strict.histogram).toMatchObject({ pinned: 1, leftover: 0, unplaced: 3 })
      // With the seats left over, Sanne and Tess (no wishes) bring x5 to its minimum.
      const filled = await outcome(true)
      expect(filled.excursions.find((e) => e.excursion_id === 'x5')).toMatchObject({
        dropped: false,
        placed: 3,
        leftover: 2,
      })
      expect(filled.histogram).toMatchObject({ pinned: 1, leftover: 2, unplaced: 0 })
    })

    it('POST rounds/publish stores the places, waits the unplaced, and can be undone until a change', async () => {
      await setCapacity('x1', 1)
      await setRound()
      const seed = await seedWhereDaanWins()
      const open = await t.call('POST', 'rounds/publish', {
        token: admin,
        body: { scope: 'x-week', policy: 'lottery' },
      })
      expect(open).toMatchObject({ status: 409, json: { message: m.rounds.stillOpen } })
      await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })

      const answer = await t.call('POST', 'rounds/publish', {
        token: admin,
        body: { scope: 'x-week', policy: 'lottery' },
      })
      expect(answer.status).toBe(200)
      const publication = publicationSchema.parse(answer.json)
      expect(publication).toMatchObject({ policy: 'lottery', seed, can_undo: true })
      expect(publication.summary.unplaced).toContainEqual({
        student_id: 'u-s1',
        reason: 'wishes-full',
      })
      const daans = await own(daan)
      expect(daans.find((s) => s.excursion_id === 'x1')).toMatchObject({
        placed: true,
        placed_via: 'wish',
        placed_rank: 1,
      })
      expect(daans.find((s) => s.excursion_id === 'x3')?.placed).toBe(false)
      expect(await excursion('x1', emma)).toMatchObject({
        places_taken: 1,
        waiting: 1,
        waiting_position: 1,
        placed: false,
      })
      expect(await excursion('x1', daan)).toMatchObject({ placed: true, waiting_position: null })
      expect((await rounds()).find((r) => r.scope === 'x-week')).toMatchObject({
        published: true,
        policy: 'lottery',
      })
      expect((await rounds()).find((r) => r.scope === 'x-week')).not.toHaveProperty('publication')
      expect((await rounds(admin)).find((r) => r.scope === 'x-week')?.publication?.run_id).toBe(
        publication.run_id,
      )
      expect(
        (
          await t.call('POST', 'rounds/publish', {
            token: admin,
            body: { scope: 'x-week', policy: 'lottery' },
          })
        ).json.message,
      ).toBe(m.rounds.alreadyPublished)
      // Sign-ups are over; the waiting list is the way in.
      expect(refusal(await sub(julia, 'x4', 2))).toEqual({ status: 406, text: m.rounds.closed })

      // Undo, right away: back to wishes.
      expect(
        await t.call('POST', 'rounds/undo', { token: admin, body: { scope: 'x-week' } }),
      ).toMatchObject({ status: 200, json: { message: m.rounds.undone } })
      expect((await own(daan)).every((s) => s.placed_via === null)).toBe(true)
      expect(await excursion('x1', emma)).toMatchObject({ waiting: 0, waiting_position: null })
      expect(
        (await t.call('POST', 'rounds/undo', { token: admin, body: { scope: 'x-week' } })).json
          .message,
      ).toBe(m.rounds.nothingToUndo)

      // Published again, then a change: undo is refused.
      await t.call('POST', 'rounds/publish', {
        token: admin,
        body: { scope: 'x-week', policy: 'lottery' },
      })
      const noahs = (await own(noah)).find((s) => s.excursion_id === 'x2')!
      await t.call('POST', 'subscriptions/unsubscribe', { token: noah, body: { id: noahs._id } })
      expect((await rounds(admin)).find((r) => r.scope === 'x-week')?.publication?.can_undo).toBe(
        false,
      )
      expect(
        await t.call('POST', 'rounds/undo', { token: admin, body: { scope: 'x-week' } }),
      ).toMatchObject({ status: 409, json: { message: m.rounds.changedSincePublish } })
    })

    it('a placed student unsubscribes: the first in line is placed at once', async () => {
      await closedRound()
      await seedWhereDaanWins()
      await t.call('POST', 'rounds/publish', {
        token: admin,
        body: { scope: 'x-week', policy: 'lottery' },
      })
      const daansPlace = (await own(daan)).find((s) => s.excursion_id === 'x1')!
      await t.call('POST', 'subscriptions/unsubscribe', {
        token: daan,
        body: { id: daansPlace._id },
      })
      expect((await own(emma)).find((s) => s.excursion_id === 'x1')).toMatchObject({
        placed: true,
        placed_via: 'waiting-list',
        placed_rank: 1,
      })
      expect(await excursion('x1', emma)).toMatchObject({
        places_taken: 1,
        waiting: 0,
        waiting_position: null,
      })
      const promoted = await t.store.run((tx) =>
        tx.listAudit({ action: 'waiting-list.promote', limit: 1 }),
      )
      expect(promoted[0]).toMatchObject({ actor_id: 'u-daan' })
    })

    it('after publishing, a student may take a free place at once (leaving their own) or wait for a full one', async () => {
      await closedRound()
      await seedWhereDaanWins()
      await t.call('POST', 'rounds/publish', {
        token: admin,
        body: { scope: 'x-week', policy: 'lottery' },
      })
      // Noah (placed at x2) asks for x4, which has places: he moves there, x2 is free.
      const moved = await t.call('POST', 'waiting_list/join', {
        token: noah,
        body: { excursion_id: 'x4' },
      })
      expect(moved).toMatchObject({ status: 200, json: { position: null, placed: true } })
      const noahs = await own(noah)
      expect(noahs.find((s) => s.excursion_id === 'x4')).toMatchObject({ placed: true })
      expect(noahs.find((s) => s.excursion_id === 'x2')).toMatchObject({ placed: false })
      // Julia waits for x1 behind Emma.
      const waits = await t.call('POST', 'waiting_list/join', {
        token: julia,
        body: { excursion_id: 'x1' },
      })
      expect(waits).toMatchObject({ status: 200, json: { position: 2, placed: false } })
      expect(
        refusal(
          await t.call('POST', 'waiting_list/join', { token: julia, body: { excursion_id: 'x1' } }),
        ),
      ).toEqual({ status: 406, text: m.waiting.already })
      expect(
        refusal(
          await t.call('POST', 'waiting_list/join', { token: daan, body: { excursion_id: 'x1' } }),
        ),
      ).toEqual({ status: 406, text: m.waiting.alreadyPlaced })
      expect(
        await t.call('POST', 'waiting_list/leave', { token: julia, body: { excursion_id: 'x1' } }),
      ).toMatchObject({ status: 200, json: { message: m.waiting.left } })
      expect(
        refusal(
          await t.call('POST', 'waiting_list/leave', {
            token: julia,
            body: { excursion_id: 'x1' },
          }),
        ),
      ).toEqual({ status: 406, text: m.waiting.notOnList })
    })

    it('no waiting list while wishes are collected', async () => {
      await setRound()
      expect(
        refusal(
          await t.call('POST', 'waiting_list/join', { token: emma, body: { excursion_id: 'x2' } }),
        ),
      ).toEqual({ status: 406, text: m.waiting.notYet })
    })
  })
})
