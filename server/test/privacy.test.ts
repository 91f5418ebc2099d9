import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ID_FIELDS } from '~domain/profile'
import { auditPageSchema } from '~contract/schemas/audit'
import { eraseExpiredIdData } from '../rules/privacy'
import { dailyCleanUp } from '../rules/retention'
import { openTarget, type Target } from './harness'

/** Personal data only as long as needed (issue 25, AVG): the audit log, deletion, ID data. */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('personal data on %s', (kind) => {
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

  it('the Logboek keeps which ID fields changed, never their values (issue 43)', async () => {
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
    expect(logged).not.toContain('4987')
    expect(logged).not.toContain(String(own.bday))
    expect(entry!.after).toMatchObject({ id_fields_changed: ['document_number'] })
    // Not one ID field's value, before or after: only their names in id_fields_changed.
    for (const side of [entry!.before, entry!.after])
      for (const field of ID_FIELDS) expect(side as object, field).not.toHaveProperty(field)
  })

  it('a Logboek row written before issue 43 loses its ID values at the daily run; only the names stay', async () => {
    const { _id } = await daan()
    const profile = await profileOf(_id)
    const values = Object.fromEntries(ID_FIELDS.map((field) => [field, profile[field]]))
    await t.store.run((tx) =>
      tx.insertAudit({
        at: new Date().toISOString(),
        actor_id: _id,
        actor_login: '654321',
        action: 'profile.update-self',
        record_type: 'profile',
        record_id: profile._id,
        before: { ...values, document_number: '•••••0000', phone: '+31600000000' },
        after: { ...values, phone: '+31611111111' },
        address: null,
      }),
    )
    await eraseExpiredIdData(t.services)
    const [entry] = await entries({ action: 'profile.update-self' })
    for (const side of [entry!.before, entry!.after])
      for (const field of ID_FIELDS) expect(side as object, field).not.toHaveProperty(field)
    expect(entry!.after).toMatchObject({
      phone: '+31611111111',
      id_fields_changed: ['document_number'],
    })
    expect(JSON.stringify(entry)).not.toContain(profile.document_number)
  })

  it('ID data without a sign-up that needs it: the end of the school year, or 30 days after the sign-up went', async () => {
    const { _id } = await daan()
    // Logged in at each moment: the clock moves past a session's end.
    const erasedOn = async (login = '654321') =>
      (await t.call('GET', 'users/my_data', { token: await t.login(login) })).json
        .id_data_erased_on as string
    // With the trip abroad (b1 returns 15-04-2027): 30 days after it.
    t.services.now = () => new Date('2027-01-10T09:00:00Z')
    expect(await erasedOn()).toMatch(/^2027-05-15/)
    expect(await eraseExpiredIdData(t.services)).toBe(0)
    // The trip's sign-up is removed: 30 days from the next daily run, not the trip's date.
    await t.store.run((tx) => tx.subscriptions.delete(['s3']))
    t.services.now = () => new Date('2027-01-11T03:00:00Z')
    expect(await eraseExpiredIdData(t.services)).toBe(0)
    expect(await erasedOn()).toMatch(/^2027-02-10/)
    t.services.now = () => new Date('2027-02-10T03:00:01Z')
    expect(await eraseExpiredIdData(t.services)).toBe(1)
    expect((await profileOf(_id)).document_number).toBe('')

    // Entered, never signed up for a trip that needs it: the end of the school year.
    const sanne = (await t.store.run((tx) => tx.userByLogin('123456')))!
    const theirs = await profileOf(sanne._id)
    await t.store.run((tx) =>
      tx.updateProfile(theirs._id, { document_number: 'NX7654321', nationality: 'Nederlandse' }),
    )
    expect(await t.store.run((tx) => tx.subscriptionsOfStudent(sanne._id))).toEqual([])
    expect(await erasedOn('123456')).toBe('2027-07-31T21:59:59.000Z')
    // The daily run keeps that date (a run after it does not move it to the next year).
    expect(await eraseExpiredIdData(t.services)).toBe(0)
    t.services.now = () => new Date('2027-07-31T22:00:00Z')
    await eraseExpiredIdData(t.services)
    expect((await profileOf(sanne._id)).document_number).toBe('')
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
    const deleted = await t.call('POST', 'users/delete/students', {
      token: admin,
      body: { confirm: 'VERWIJDER' },
    })
    expect(deleted.status, deleted.text).toBe(200)
    for (const entry of await entries({ actor: _id }))
      expect(entry.actor_login).toBe(`verwijderde gebruiker #${_id}`)
    expect(JSON.stringify(await entries({}))).not.toContain('654321')
  })

  it("the Beheer page Privacy: the server's own retention and the last clean-up's counts; admins only", async () => {
    t.services.settings = {
      ...t.services.settings,
      auditRetentionDays: 400,
      idDataRetentionDays: 45,
      mailRetentionDays: 60,
      sessionMaxMs: 20 * 24 * 60 * 60 * 1000,
    }
    try {
      const teacher = await t.login('docent@scalda.nl')
      expect((await t.call('GET', 'privacy', { token: teacher })).status).toBe(403)
      const student = await t.login('654321')
      expect((await t.call('GET', 'privacy', { token: student })).status).toBe(403)

      const before = await t.call('GET', 'privacy', { token: admin })
      expect(before.status, before.text).toBe(200)
      expect(before.json.retention).toMatchObject({
        audit_days: 400,
        id_data_days: 45,
        mail_days: 60,
        session_max_days: 20,
        session_idle_hours: t.services.settings.sessionTtlMs / 3_600_000,
      })
      expect(before.json.last_clean_up).toBeNull()

      // One of each that is due: an audit entry past 400 days, a mail past 60, a session ended.
      const old = new Date(Date.now() - 401 * 24 * 60 * 60 * 1000).toISOString()
      await t.store.run(async (tx) => {
        await tx.insertAudit({
          at: old,
          actor_id: null,
          actor_login: null,
          action: 'login.failed',
          record_type: 'login',
          record_id: null,
          before: null,
          after: null,
          address: null,
        })
        await tx.insertMail({
          _id: 'm-oud',
          recipient: 'oud@scalda.nl',
          user_id: null,
          kind: 'reminder',
          subject: 'Oud',
          text: 'Oud',
          html: '<p>Oud</p>',
          next_attempt_at: old,
          created_at: old,
        })
        await tx.sessions.insert({
          token_hash: 'verlopen',
          user_id: 'u-admin',
          created_at: old,
          expires_at: old,
        })
      })
      const counts = await dailyCleanUp(t.services)
      expect(counts).toMatchObject({ audit: 1, mails: 1, sessions: 1 })
      expect(await t.store.run((tx) => tx.outbox.get('m-oud'))).toBeNull()

      const after = (await t.call('GET', 'privacy', { token: admin })).json
      expect(after.last_clean_up).toMatchObject({ audit: 1, mails: 1, sessions: 1, id_data: 0 })
      expect(Date.parse(after.last_clean_up.at)).toBeGreaterThan(Date.now() - 60_000)
    } finally {
      t.services.settings = {
        ...t.services.settings,
        auditRetentionDays: 730,
        idDataRetentionDays: 30,
        mailRetentionDays: 90,
        sessionMaxMs: 30 * 24 * 60 * 60 * 1000,
      }
    }
  })
})
