import { describe, expect, it } from 'vitest'
import { profileSchema } from '~domain/profile'
import { type Target } from './harness'
import { API_USERS, useTarget } from './target-suite'

/** The API: the own profile and what its owner may change, on the memory store. */
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

  describe('profiles and accounts', () => {
    it('GET users_info answers the own profile', async () => {
      const answer = await t.call('GET', 'users_info', { token: student })
      expect(answer.status).toBe(200)
      expect(profileSchema.parse(answer.json)).toMatchObject({
        user_id: 'u-daan',
        number: '654321',
      })
    })

    it('GET users/all and users_info/all are for teachers and admins, without password hashes', async () => {
      for (const token of [teacher, admin]) {
        const users = await t.call('GET', 'users/all', { token })
        expect(users.status).toBe(200)
        expect(users.json.length).toBe(11)
        expect(users.text).not.toContain('password')
        const profiles = await t.call('GET', 'users_info/all', { token })
        expect(profiles.json.length).toBe(11)
        expect(profiles.text).not.toContain('password')
      }
      expect((await t.call('GET', 'users/all', { token: student })).status).toBe(403)
      expect((await t.call('GET', 'users_info/all', { token: student })).status).toBe(403)
    })

    it('POST users_info/update/self saves what the user may change, not names, number or points', async () => {
      const mine = (await t.call('GET', 'users_info', { token: student })).json
      const answer = await t.call('POST', 'users_info/update/self', {
        token: student,
        body: {
          ...mine,
          phone: '+31600000001',
          first_name: 'Hacker',
          number: '111111',
          hours: 0,
          extra: 'x',
        },
      })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({
        phone: '+31600000001',
        first_name: 'Daan',
        number: '654321',
        hours: 20,
      })
      expect(answer.json).not.toHaveProperty('extra')
      const bad = await t.call('POST', 'users_info/update/self', {
        token: student,
        body: { ...mine, gender: 'M' },
      })
      expect(bad.status).toBe(400)
    })

    it('a profile update changes only the fields sent: the rest, the ID data and acceptances included, stay (issue 25)', async () => {
      const before = (await t.call('GET', 'users_info', { token: student })).json
      expect(before.document_number).not.toBe('')
      expect(before.accept_privacy_policy).toBe(true)
      const own = await t.call('POST', 'users_info/update/self', {
        token: student,
        body: { phone: '+31611112222' },
      })
      expect(own.status, own.text).toBe(200)
      const after = (await t.call('GET', 'users_info', { token: student })).json
      expect(after).toEqual({ ...before, phone: '+31611112222' })
      // The audit entry holds what changed, not the whole profile again.
      const [entry] = (
        await t.call('GET', 'audit', {
          token: admin,
          query: { action: 'profile.update-self', limit: '1' },
        })
      ).json.entries
      expect(entry.before).toEqual({ phone: before.phone })
      expect(entry.after).toEqual({ phone: '+31611112222' })

      // Staff likewise: one field sent, one changed.
      const staff = await t.call('POST', 'users_info/update', {
        token: teacher,
        body: { _id: before._id, grade: 'K. de Wit' },
      })
      expect(staff.status, staff.text).toBe(200)
      expect((await t.call('GET', 'users_info', { token: student })).json).toEqual({
        ...before,
        phone: '+31611112222',
        grade: 'K. de Wit',
      })
    })

    it('every profile text has a maximum length, refused with a Dutch 400 naming the field', async () => {
      for (const [field, max] of [
        ['phone', 32],
        ['grade', 100],
        ['document_number', 32],
        ['document_surname', 100],
      ] as const) {
        const answer = await t.call('POST', 'users_info/update/self', {
          token: student,
          body: { [field]: 'a'.repeat(max + 1) },
        })
        expect(answer.status, field).toBe(400)
        expect(answer.json.message, field).toContain(`${field}: Maximaal ${max} tekens`)
        const ok = await t.call('POST', 'users_info/update/self', {
          token: student,
          body: { [field]: 'a'.repeat(max) },
        })
        expect(ok.status, field).toBe(200)
      }
      const staff = await t.call('POST', 'users_info/update', {
        token: admin,
        body: { _id: 'p-sanne', phone: '9'.repeat(33) },
      })
      expect(staff.status).toBe(400)
    })
  })
})
