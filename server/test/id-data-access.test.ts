import { describe, expect, it } from 'vitest'
import { ID_FIELDS } from '~domain/profile'
import { type Target } from './harness'
import { API_USERS, useTarget } from './target-suite'

type Profile = Record<string, unknown> & { _id: string; user_id: string }

/**
 * Issue 43, finding 6: passport/ID data goes to admins only. Teachers manage accounts with names,
 * classes and contact data; what they send back never touches a student's ID data.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('ID data for admins only, on %s', (kind) => {
  let t: Target
  let teacher: string
  let admin: string
  useTarget(kind, API_USERS, (target, [, docent, beheerder]) => {
    t = target
    teacher = docent
    admin = beheerder
  })
  const profiles = async (token: string) =>
    (await t.call('GET', 'users_info/all', { token })).json as Profile[]
  const idData = (p: Profile) => Object.fromEntries(ID_FIELDS.map((f) => [f, p[f]]))

  it('users_info/all: a teacher gets no ID data of anyone, an admin all of it', async () => {
    const daanForAdmin = (await profiles(admin)).find((p) => p.user_id === 'u-daan')!
    expect(daanForAdmin.document_number).toBeTruthy()
    expect(daanForAdmin.bday).toBeTruthy()
    const forTeacher = await profiles(teacher)
    expect(forTeacher.length).toBeGreaterThan(5)
    for (const p of forTeacher)
      for (const field of ID_FIELDS)
        expect([p._id, field, p[field] ?? '']).toEqual([p._id, field, ''])
    // Names, class and contact data stay.
    expect(forTeacher.find((p) => p.user_id === 'u-daan')).toMatchObject({
      first_name: daanForAdmin.first_name,
      grade: daanForAdmin.grade,
      phone: daanForAdmin.phone,
      email: daanForAdmin.email,
    })
    expect(JSON.stringify(forTeacher)).not.toContain(String(daanForAdmin.document_number))
  })

  it('a teacher’s save sends the profile as the teacher sees it: the student’s ID data stays, the answer has none', async () => {
    const before = (await profiles(admin)).find((p) => p.user_id === 'u-daan')!
    const seen = (await profiles(teacher)).find((p) => p.user_id === 'u-daan')!
    const saved = await t.call('POST', 'users_info/update', {
      token: teacher,
      body: { ...seen, phone: '+31600000001', document_number: 'XX1234567' },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.phone).toBe('+31600000001')
    expect(saved.json.document_number).toBe('')
    expect(saved.json.bday).toBe('')
    const after = (await profiles(admin)).find((p) => p.user_id === 'u-daan')!
    expect(idData(after)).toEqual(idData(before))
    expect(after.phone).toBe('+31600000001')
    // An admin still edits ID data.
    const fixed = await t.call('POST', 'users_info/update', {
      token: admin,
      body: { _id: before._id, document_number: 'NW1234567' },
    })
    expect(fixed.json.document_number).toBe('NW1234567')
  })

  it('a teacher adds no ID data with a new account', async () => {
    const added = await t.call('POST', 'users/add', {
      token: teacher,
      body: {
        role: 'student',
        first_name: 'I',
        last_name: 'D',
        email: '850001@student.scalda.nl',
        number: '850001',
        grade: '2B',
        hours: 20,
        document_number: 'AB9876543',
        bday: '01-01-2008',
      },
    })
    expect(added.status).toBe(200)
    const stored = (await profiles(admin)).find((p) => p.user_id === added.json.user_id)!
    expect([stored.document_number, stored.bday, stored.number]).toEqual(['', '', '850001'])
  })
})
