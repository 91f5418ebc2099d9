import { describe, expect, it } from 'vitest'
import { subscriptionSchema } from '~contract/schemas/subscriptions'
import { serverMessages as m } from '../messages'
import { type Target } from './harness'
import { API_USERS, ownSubscriptions, useTarget } from './target-suite'

/** Complete passport data for Emma (201001), valid until 2 June 2032. */
const EMMA_ID_DATA = {
  document_type: 'passport',
  document_number: 'NXC4R8T21',
  document_issue_date: '02-06-2022',
  document_validity_date: '02-06-2032',
  document_country: 'Netherlands (the)',
  gender: 'm',
  document_first_name: 'Emma',
  document_surname: 'de Vries',
  bday: '14-03-2008',
  nationality: 'Netherlands (the)',
}

/** The API: sign-ups with their successes and refusals, on the memory store. */
// Memory only: the sign-up rules through the API; the SQL write is sign-up-write.test.ts and round-trips.test.ts, the stores' sameness stores.test.ts.

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

  describe('subscriptions', () => {
    const refusal = (answer: { status: number; text: string; headers: Headers }) => ({
      status: answer.status,
      text: answer.text,
      plain: answer.headers.get('Content-Type')?.startsWith('text/plain'),
    })

    it('GET subscriptions/all: all of them for admins, one’s own for others', async () => {
      expect(await own(admin)).toHaveLength(10)
      expect((await own(student)).map((s) => s._id).sort()).toEqual(['s1', 's2', 's3', 's4'])
      expect(await own(teacher)).toEqual([])
    })

    it('POST subscriptions/subscribe signs a student up with a free rank', async () => {
      const answer = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { excursion_id: 'x2', preference: 3 },
      })
      expect(answer.status).toBe(200)
      expect(subscriptionSchema.parse(answer.json)).toMatchObject({
        excursion_id: 'x2',
        preference: 3,
        payed: false,
      })
      const seen = (await t.call('GET', 'excursions', { token: student, query: { id: 'x2' } }))
        .json[0]
      expect(seen).toMatchObject({ subscribed: answer.json._id, preference: 3, subscriptions: 2 })
    })

    it('refuses with a 406 text: again, a taken rank, staff, an unknown excursion', async () => {
      const again = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { excursion_id: 'x1' },
      })
      expect(refusal(again)).toEqual({ status: 406, text: m.subscriptions.already, plain: true })
      const rank = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { excursion_id: 'x2', preference: 2 },
      })
      expect(refusal(rank)).toEqual({
        status: 406,
        text: m.subscriptions.rankTaken(2),
        plain: true,
      })
      const staff = await t.call('POST', 'subscriptions/subscribe', {
        token: teacher,
        body: { excursion_id: 'x2' },
      })
      expect(refusal(staff)).toEqual({
        status: 406,
        text: m.subscriptions.onlyStudents,
        plain: true,
      })
      const gone = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { excursion_id: 'nergens' },
      })
      expect(refusal(gone)).toEqual({
        status: 406,
        text: m.subscriptions.excursionGone,
        plain: true,
      })
      expect(
        (await t.call('POST', 'subscriptions/subscribe', { body: { excursion_id: 'x2' } })).status,
      ).toBe(401)
      expect(
        (
          await t.call('POST', 'subscriptions/subscribe', {
            token: student,
            body: { excursion_id: 'x2', preference: 0 },
          })
        ).status,
      ).toBe(400)
    })

    it('refuses a trip without complete ID data, then without the scope’s terms: the app’s order', async () => {
      const emma = await t.login('201001')
      const subscribe = () =>
        t.call('POST', 'subscriptions/subscribe', { token: emma, body: { excursion_id: 'b2' } })
      // Neither yet: ID data first, as the app asks (domain/sign-up.ts).
      expect(refusal(await subscribe())).toEqual({
        status: 406,
        text: m.subscriptions.idDataFirst,
        plain: true,
      })
      const profile = (await t.call('GET', 'users_info', { token: emma })).json
      await t.call('POST', 'users_info/update/self', {
        token: emma,
        body: { ...profile, ...EMMA_ID_DATA },
      })
      expect(refusal(await subscribe())).toEqual({
        status: 406,
        text: m.subscriptions.termsFirst,
        plain: true,
      })
      expect(
        (
          await t.call('POST', 'subscriptions/subscribe', {
            token: emma,
            body: { excursion_id: 'x3', preference: 2 },
          })
        ).status,
      ).toBe(200)
    })

    it('judges the ID document by the server’s clock: expired there, it is asked for again', async () => {
      const emma = await t.login('201001')
      const profile = (await t.call('GET', 'users_info', { token: emma })).json
      await t.call('POST', 'users_info/update/self', {
        token: emma,
        body: { ...profile, ...EMMA_ID_DATA },
      })
      const now = t.services.now
      // The server's clock after the document's last day; the machine's date is before it.
      t.services.now = () => new Date('2032-06-03T10:00:00.000Z')
      try {
        const answer = await t.call('POST', 'subscriptions/subscribe', {
          token: await t.login('201001'),
          body: { excursion_id: 'b2' },
        })
        expect(refusal(answer)).toEqual({
          status: 406,
          text: m.subscriptions.idDataFirst,
          plain: true,
        })
      } finally {
        t.services.now = now
      }
    })

    it('refuses the place after the last one: capacity is checked on the server', async () => {
      const added = await t.call('POST', 'excursions/add', {
        token: admin,
        body: { name: 'Eén plek', scope: 'x-week', hours: 1, datetime: '18-04-2027', capacity: 1 },
      })
      const id = added.json._id
      const [emma, noah] = await Promise.all([t.login('201001'), t.login('201002')])
      expect(
        (
          await t.call('POST', 'subscriptions/subscribe', {
            token: emma,
            body: { excursion_id: id, preference: 2 },
          })
        ).status,
      ).toBe(200)
      const full = await t.call('POST', 'subscriptions/subscribe', {
        token: noah,
        body: { excursion_id: id, preference: 2 },
      })
      expect(refusal(full)).toEqual({ status: 406, text: m.subscriptions.full, plain: true })
    })

    it('moves one of the own subscriptions to another rank: the two swap', async () => {
      const answer = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { _id: 's2', excursion_id: 'x3', preference: 1 },
      })
      expect(answer).toMatchObject({ status: 200, json: { _id: 's2', preference: 1 } })
      const mine = await own(student)
      expect(mine.find((s) => s._id === 's1')?.preference).toBe(2)
      const range = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { _id: 's2', excursion_id: 'x3', preference: 5 },
      })
      expect(refusal(range)).toEqual({
        status: 406,
        text: m.subscriptions.rankRange(2),
        plain: true,
      })
      const others = await t.call('POST', 'subscriptions/subscribe', {
        token: await t.login('201001'),
        body: { _id: 's2', excursion_id: 'x3', preference: 1 },
      })
      expect(refusal(others)).toEqual({
        status: 406,
        text: m.subscriptions.subscriptionGone,
        plain: true,
      })
    })

    it('POST subscriptions/unsubscribe: one’s own (ranks close up) or anyone’s for admins', async () => {
      expect(
        (await t.call('POST', 'subscriptions/unsubscribe', { token: student, body: { id: 's1' } }))
          .status,
      ).toBe(200)
      expect((await own(student)).find((s) => s._id === 's2')?.preference).toBe(1)
      const again = await t.call('POST', 'subscriptions/unsubscribe', {
        token: student,
        body: { id: 's1' },
      })
      expect(refusal(again)).toEqual({
        status: 406,
        text: m.subscriptions.subscriptionGone,
        plain: true,
      })
      // Another's subscription: the same answer as one that does not exist (issue 43).
      expect(
        refusal(
          await t.call('POST', 'subscriptions/unsubscribe', { token: student, body: { id: 's5' } }),
        ),
      ).toEqual(refusal(again))
      expect(
        (await t.call('POST', 'subscriptions/unsubscribe', { token: admin, body: { id: 's5' } }))
          .status,
      ).toBe(200)
    })

    it('POST subscriptions/unsubscribe/all empties a scope, for admins', async () => {
      expect(
        (
          await t.call('POST', 'subscriptions/unsubscribe/all', {
            token: teacher,
            body: { scope: 'x-week' },
          })
        ).status,
      ).toBe(403)
      const answer = await t.call('POST', 'subscriptions/unsubscribe/all', {
        token: admin,
        body: { scope: 'x-week' },
      })
      expect(answer).toMatchObject({ status: 200, json: { deleted: 6 } })
      expect((await own(admin)).map((s) => s._id).sort()).toEqual(['s3', 's4', 's8', 's9'])
    })

    it('POST subscriptions/payed sets the paid flag, for admins', async () => {
      const answer = await t.call('POST', 'subscriptions/payed', {
        token: admin,
        body: { id: 's2', payed: true },
      })
      expect(answer).toMatchObject({ status: 200, json: { _id: 's2', payed: true } })
      expect((await own(student)).find((s) => s._id === 's2')?.payed).toBe(true)
      expect(
        (
          await t.call('POST', 'subscriptions/payed', {
            token: admin,
            body: { id: 'nergens', payed: true },
          })
        ).status,
      ).toBe(404)
      expect(
        (
          await t.call('POST', 'subscriptions/payed', {
            token: student,
            body: { id: 's2', payed: true },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await t.call('POST', 'subscriptions/payed', {
            token: admin,
            body: { id: 's2', payed: 'ja' },
          })
        ).status,
      ).toBe(400)
    })
  })
})
