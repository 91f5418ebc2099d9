import { describe, expect, it } from 'vitest'
import { serverMessages as m } from '../messages'
import { type Target } from './harness'
import { ROUND_USERS, roundCalls } from './rounds-fixture'
import { useTarget } from './target-suite'

/**
 * The waiting lists of a first-come round (docs/rounds.md), with their refusals, on the memory store.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('rounds and waiting lists on %s', (kind) => {
  let t: Target
  let admin: string
  let teacher: string
  let emma: string
  let noah: string
  let julia: string
  useTarget(kind, ROUND_USERS, (target, tokens) => {
    t = target
    ;[admin, teacher, , emma, noah, julia] = tokens
  })
  const { setRound, sub, own, excursion, setCapacity, refusal } = roundCalls(() => ({
    t,
    admin,
  }))

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
