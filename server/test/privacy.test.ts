import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ID_FIELDS } from '~contract/schemas/profile'
import { auditPageSchema } from '~contract/schemas/audit'
import { eraseExpiredIdData } from '../rules/privacy'
import { openTarget, targetKinds, type Target } from './harness'

/** Personal data only as long as needed (issue 25, AVG): the audit log, deletion, ID data. */
describe.each(targetKinds())('personal data on %s', (kind) => {
  let t: Target
  let admin: string
  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    t.services.now = () => new Date()
    admin = await t.login('admin@scalda.nl')
  })

  const entries = async (query: Record<string, string>) =>
    auditPageSchema.parse((await t.call('GET', 'audit', { token: admin, query })).json).entries
  const daan = async () => (await t.store.run((tx) => tx.userByLogin('654321')))!
  const profileOf = async (userId: string) => (await t.store.run((tx) => tx.profileOfUser(userId)))!

  it('the audit log keeps an ID number masked and no birth date', async () => {
    const student = await t.login('654321')
    const own = (await t.call('GET', 'users_info', { token: student })).json as Record<
      string,
      unknown
    >
    const saved = await t.call('POST', 'users_info/update/self', {
      token: student,
      body: { ...own, document_number: 'NX1234987' },
    })
    expect(saved.status, saved.text).toBe(200)
    const [entry] = await entries({ action: 'profile.update-self' })
    const logged = JSON.stringify(entry)
    expect(logged).toContain('•••••4987')
    expect(logged).not.toContain('NX1234987')
    expect(logged).not.toContain(String(own.bday))
    expect(logged).not.toMatch(/"bday"/)
  })

  it('past the retention date the ID data is gone, the run is logged; before it, nothing goes', async () => {
    const { _id } = await daan()
    const withData = await profileOf(_id)
    expect(withData.document_number).not.toBe('')
    // 654321's last trip abroad ends on 15-04-2027 (b1's return); 30 days after it, it goes.
    t.services.now = () => new Date('2027-05-14T12:00:00Z')
    expect(await eraseExpiredIdData(t.services)).toBe(0)
    expect((await profileOf(_id)).document_number).toBe(withData.document_number)

    t.services.now = () => new Date('2027-05-16T00:00:00Z')
    expect(await eraseExpiredIdData(t.services)).toBeGreaterThanOrEqual(1)
    const after = await profileOf(_id)
    for (const field of ID_FIELDS) expect(after[field as keyof typeof after], field).toBe('')
    // The rest of the profile stays.
    expect(after.phone).toBe(withData.phone)
    t.services.now = () => new Date()
    const [run] = await entries({ action: 'privacy.id-data-erased' })
    expect(run?.after).toMatchObject({ retentionDays: 30 })
    expect(JSON.stringify(run)).not.toContain(withData.document_number)
  })

  it('a deleted person keeps their actions in the log, not their name or values', async () => {
    const { _id } = await daan()
    const student = await t.login('654321')
    await t.call('POST', 'subscriptions/unsubscribe', { token: student, body: { id: 's2' } })
    const deleted = await t.call('POST', 'users/delete', { token: admin, body: { id: _id } })
    expect(deleted.status, deleted.text).toBe(200)
    const theirs = await entries({ actor: _id })
    expect(theirs.length).toBeGreaterThan(0)
    for (const entry of theirs) expect(entry.actor_login).toBe(`verwijderde gebruiker #${_id}`)
    const [deletion] = await entries({ action: 'account.delete' })
    const all = JSON.stringify(await entries({}))
    expect(all).not.toContain('654321')
    expect(all).not.toContain('Daan')
    expect(deletion?.before).toMatchObject({ user: `verwijderde gebruiker #${_id}` })
  })

  it('Alle studenten verwijderen forgets every student in the log in one go', async () => {
    const { _id } = await daan()
    const student = await t.login('654321')
    await t.call('POST', 'subscriptions/unsubscribe', { token: student, body: { id: 's2' } })
    const deleted = await t.call('POST', 'users/delete/students', { token: admin })
    expect(deleted.status, deleted.text).toBe(200)
    for (const entry of await entries({ actor: _id }))
      expect(entry.actor_login).toBe(`verwijderde gebruiker #${_id}`)
    expect(JSON.stringify(await entries({}))).not.toContain('654321')
  })
})
