import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { excursionListSchema } from '~contract/schemas/excursions'
import {
  previewAnswerSchema,
  publicationSchema,
  roundListSchema,
  type RoundInput,
} from '~contract/schemas/rounds'
import { subscriptionListSchema } from '~contract/schemas/subscriptions'
import { serverMessages as m } from '../messages'
import { openTarget, targetKinds, type Target } from './harness'
import { HOUR as hour, at, fixSeed, roundInput } from './rounds-fixture'

/**
 * The sign-up rounds, their placement and the waiting lists (README "Inschrijfrondes"), with
 * their successes and refusals, on every backend.
 */
describe.each(targetKinds())('rounds and waiting lists on %s', (kind) => {
  let t: Target
  let admin: string
  let teacher: string
  let daan: string
  let emma: string
  let noah: string
  let julia: string

  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    ;[admin, teacher, daan, emma, noah, julia] = await Promise.all([
      t.login('admin@scalda.nl'),
      t.login('docent@scalda.nl'),
      t.login('654321'),
      t.login('201001'),
      t.login('201002'),
      t.login('201003'),
    ])
  })

  const round = (patch: Partial<RoundInput> = {}) => roundInput({ min_wishes: 1, ...patch })
  const setRound = (patch: Partial<RoundInput> = {}) =>
    t.call('POST', 'rounds/set', { token: admin, body: round(patch) })
  const sub = (token: string, excursion_id: string, preference = 1) =>
    t.call('POST', 'subscriptions/subscribe', { token, body: { excursion_id, preference } })
  const own = async (token: string) =>
    subscriptionListSchema.parse((await t.call('GET', 'subscriptions/all', { token })).json)
  const excursion = async (id: string, token?: string) =>
    excursionListSchema.parse(
      (await t.call('GET', 'excursions', { token, query: { id } })).json,
    )[0]!
  const setCapacity = (id: string, capacity: number | null, datetime = '12-04-2027') =>
    t.call('POST', 'excursions/update', {
      token: admin,
      body: { _id: id, name: `Activiteit ${id}`, scope: 'x-week', hours: 4, datetime, capacity },
    })
  const refusal = (answer: { status: number; text: string }) => ({
    status: answer.status,
    text: answer.text,
  })
  const rounds = async (token?: string) =>
    roundListSchema.parse((await t.call('GET', 'rounds', { token })).json)

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

  describe('waiting lists in a first-come round', () => {
    /** 'Eén plek' (1 place), taken by Emma. */
    async function fullExcursion(datetime = '18-04-2027') {
      const added = await t.call('POST', 'excursions/add', {
        token: admin,
        body: { name: 'Eén plek', scope: 'x-week', hours: 1, datetime, capacity: 1 },
      })
      const id = added.json._id as string
      expect((await sub(emma, id, 2)).status).toBe(200)
      return id
    }
    const join = (token: string, excursion_id: string) =>
      t.call('POST', 'waiting_list/join', { token, body: { excursion_id } })

    it('a full excursion has a waiting list; a place that frees goes to the first in line', async () => {
      const id = await fullExcursion()
      expect(await join(noah, id)).toMatchObject({
        status: 200,
        json: { position: 1, placed: false },
      })
      expect(await join(julia, id)).toMatchObject({ status: 200, json: { position: 2 } })
      expect(await excursion(id, julia)).toMatchObject({ waiting: 2, waiting_position: 2 })
      const emmas = (await own(emma)).find((s) => s.excursion_id === id)!
      await t.call('POST', 'subscriptions/unsubscribe', { token: emma, body: { id: emmas._id } })
      // Noah has it now, with his next rank; Julia is next.
      expect((await own(noah)).find((s) => s.excursion_id === id)).toMatchObject({
        preference: 2,
        placed: true,
      })
      expect(await excursion(id, julia)).toMatchObject({ places_taken: 1, waiting_position: 1 })
      // A raised capacity moves the list up too.
      await t.call('POST', 'excursions/update', {
        token: admin,
        body: {
          _id: id,
          name: 'Twee plekken',
          scope: 'x-week',
          hours: 1,
          datetime: '18-04-2027',
          capacity: 2,
        },
      })
      expect((await own(julia)).some((s) => s.excursion_id === id)).toBe(true)
    })

    it('a deleted student’s place goes to the first in line', async () => {
      const id = await fullExcursion()
      await join(noah, id)
      expect(
        (await t.call('POST', 'users/delete', { token: admin, body: { id: 'u-s1' } })).status,
      ).toBe(200)
      expect((await own(noah)).some((s) => s.excursion_id === id)).toBe(true)
    })

    it('nobody is moved up once the excursion’s day has come, nor joins then', async () => {
      const id = await fullExcursion()
      await join(noah, id)
      const today = new Intl.DateTimeFormat('nl-NL', {
        timeZone: 'Europe/Amsterdam',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      })
        .format(new Date())
        .replaceAll('/', '-')
      await t.call('POST', 'excursions/update', {
        token: admin,
        body: {
          _id: id,
          name: 'Eén plek',
          scope: 'x-week',
          hours: 1,
          datetime: today,
          capacity: 1,
        },
      })
      const emmas = (await own(emma)).find((s) => s.excursion_id === id)!
      await t.call('POST', 'subscriptions/unsubscribe', { token: emma, body: { id: emmas._id } })
      expect((await own(noah)).some((s) => s.excursion_id === id)).toBe(false)
      expect(refusal(await join(julia, id))).toEqual({ status: 406, text: m.waiting.started })
    })

    it('the round’s maximum holds through the list: no joining at it, passed over when at it since', async () => {
      const id = await fullExcursion()
      // Noah and Julia have one X-Week subscription each; two are allowed.
      const firstCome = {
        mode: 'first-come',
        opens_at: null,
        closes_at: null,
        min_wishes: 0,
      } as const
      expect((await setRound({ ...firstCome, max_wishes: 2 })).status).toBe(200)
      expect((await join(noah, id)).status).toBe(200)
      expect((await join(julia, id)).status).toBe(200)
      // Noah takes his second place elsewhere while he waits.
      const roomy = await t.call('POST', 'excursions/add', {
        token: admin,
        body: { name: 'Ruim', scope: 'x-week', hours: 1, datetime: '18-04-2027', capacity: null },
      })
      expect((await sub(noah, roomy.json._id as string, 2)).status).toBe(200)
      const emmas = (await own(emma)).find((s) => s.excursion_id === id)!
      await t.call('POST', 'subscriptions/unsubscribe', { token: emma, body: { id: emmas._id } })
      // The place goes to Julia; Noah, at his maximum, stays first in line.
      expect((await own(noah)).map((s) => s.excursion_id).sort()).toEqual(
        [roomy.json._id as string, 'x2'].sort(),
      )
      expect((await own(julia)).some((s) => s.excursion_id === id)).toBe(true)
      expect(await excursion(id, noah)).toMatchObject({ waiting_position: 1 })
      // At the maximum, joining a list is refused as a sign-up is.
      const full = await t.call('POST', 'excursions/add', {
        token: admin,
        body: { name: 'Vol', scope: 'x-week', hours: 1, datetime: '18-04-2027', capacity: 1 },
      })
      expect((await sub(emma, full.json._id as string, 2)).status).toBe(200)
      expect(refusal(await join(noah, full.json._id as string))).toEqual({
        status: 406,
        text: m.rounds.tooManySubscriptions(2),
      })
    })

    it('refuses: staff, a place left, one’s own place, no terms, no limit', async () => {
      const id = await fullExcursion()
      expect(refusal(await join(teacher, id))).toEqual({
        status: 406,
        text: m.subscriptions.onlyStudents,
      })
      expect(refusal(await join(emma, id))).toEqual({ status: 406, text: m.subscriptions.already })
      const sanne = await t.login('123456')
      expect(refusal(await join(sanne, id))).toEqual({
        status: 406,
        text: m.subscriptions.termsFirst,
      })
      expect(refusal(await join(julia, 'x2'))).toEqual({ status: 406, text: m.waiting.noLimit })
      await setCapacity('x2', 5)
      expect(refusal(await join(julia, 'x2'))).toEqual({ status: 406, text: m.waiting.notFull })
      expect((await join(julia, 'nergens')).status).toBe(406)
      expect(
        (await t.call('POST', 'waiting_list/join', { body: { excursion_id: id } })).status,
      ).toBe(401)
    })
  })
})
