import { describe, expect, it } from 'vitest'
import { excursionListSchema } from '~contract/schemas/excursions'
import { type Target } from './harness'
import { API_USERS, ownSubscriptions, useTarget } from './target-suite'

/** The API: excursions, listed and managed, on the memory store. */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('the API on %s', (kind) => {
  let t: Target
  let student: string // Daan: complete profile, subscriptions
  let teacher: string
  let admin: string
  useTarget(kind, API_USERS, (target, tokens) => {
    t = target
    ;[student, teacher, admin] = tokens
  })

  const own = (token: string) => ownSubscriptions(t, token)

  describe('excursions', () => {
    it('GET excursions lists every excursion with the caller’s own subscription and the counts', async () => {
      const guest = excursionListSchema.parse((await t.call('GET', 'excursions')).json)
      expect(guest).toHaveLength(22)
      expect(guest.find((e) => e._id === 'x1')).toMatchObject({
        subscribed: null,
        subscriptions: 2,
      })
      const mine = excursionListSchema.parse(
        (await t.call('GET', 'excursions', { token: student })).json,
      )
      expect(mine.find((e) => e._id === 'x3')).toMatchObject({ subscribed: 's2', preference: 2 })
      expect(
        (await t.call('GET', 'excursions', { query: { id: 'b2' } })).json.map(
          (e: { _id: string }) => e._id,
        ),
      ).toEqual(['b2'])
      expect((await t.call('GET', 'excursions', { query: { name: 'PARIJS' } })).json).toHaveLength(
        1,
      )
      expect((await t.call('GET', 'excursions', { query: { name: '%' } })).json).toHaveLength(0)
    })

    const trip = {
      name: 'Dagje Antwerpen',
      scope: 'buitenland',
      hours: 6,
      datetime: '17-04-2027',
      capacity: 2,
    }

    it('POST excursions/add: admins only, checked with the app’s rules', async () => {
      const answer = await t.call('POST', 'excursions/add', { token: admin, body: trip })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({ ...trip, _id: expect.any(String) })
      expect(
        (await t.call('GET', 'excursions', { query: { id: answer.json._id } })).json[0],
      ).toMatchObject(trip)
      expect((await t.call('POST', 'excursions/add', { token: teacher, body: trip })).status).toBe(
        403,
      )
      const bad = await t.call('POST', 'excursions/add', {
        token: admin,
        body: { ...trip, name: '', datetime: '31-02-2027', scope: 'maan' },
      })
      expect(bad.status).toBe(400)
      expect(bad.json.message).toMatch(/^Ongeldige gegevens: .*name: Vul een naam in/)
    })

    it('POST excursions/update changes it; a new scope takes the subscriptions along with new ranks', async () => {
      const moved = await t.call('POST', 'excursions/update', {
        token: admin,
        body: { _id: 'x1', name: 'Kanoën', scope: 'buitenland', hours: 4, datetime: '12-04-2027' },
      })
      expect(moved).toMatchObject({ status: 200, json: { name: 'Kanoën', scope: 'buitenland' } })
      const mine = await own(student)
      // Daan: x1 was his 1st x-week choice; now his 2nd buitenland one after b1, and x3 is 1st.
      expect(mine.find((s) => s._id === 's1')?.preference).toBe(2)
      expect(mine.find((s) => s._id === 's2')?.preference).toBe(1)
      expect(
        (
          await t.call('POST', 'excursions/update', {
            token: admin,
            body: { ...trip, _id: 'nergens' },
          })
        ).status,
      ).toBe(404)
      expect(
        (
          await t.call('POST', 'excursions/update', {
            token: student,
            body: { ...trip, _id: 'x1' },
          })
        ).status,
      ).toBe(403)
    })

    it('POST excursions/delete removes it with its subscriptions; the ranks close up', async () => {
      expect(
        (await t.call('POST', 'excursions/delete', { token: admin, body: { id: 'x1' } })).status,
      ).toBe(200)
      const mine = await own(student)
      expect(mine.find((s) => s._id === 's1')).toBeUndefined()
      expect(mine.find((s) => s._id === 's2')?.preference).toBe(1)
      expect(
        (await t.call('POST', 'excursions/delete', { token: admin, body: { id: 'x1' } })).status,
      ).toBe(404)
      expect(
        (await t.call('POST', 'excursions/delete', { token: teacher, body: { id: 'x2' } })).status,
      ).toBe(403)
    })

    it('POST excursions/delete/all removes a whole scope and says how many', async () => {
      expect(
        await t.call('POST', 'excursions/delete/all', {
          token: admin,
          body: { scope: 'keuzedeel' },
        }),
      ).toMatchObject({
        status: 200,
        json: { deleted: 10 },
      })
      expect((await own(student)).some((s) => s.excursion_id === 'k2')).toBe(false)
      expect(
        (
          await t.call('POST', 'excursions/delete/all', {
            token: teacher,
            body: { scope: 'x-week' },
          })
        ).status,
      ).toBe(403)
    })
  })
})
