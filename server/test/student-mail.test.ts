import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { previewAnswerSchema, type RoundInput } from '~contract/schemas/rounds'
import { subscriptionListSchema } from '~contract/schemas/subscriptions'
import { sendDueReminders } from '../rules/reminders'
import { openTarget, type Target } from './harness'
import { HOUR as hour, at, setRoundAs } from './rounds-fixture'

/**
 * The mails students get about their places (issue 24): a published placement, a move up from
 * a waiting list, reminders; and a student's choice to get none. On the memory store.
 */
// Memory only: which mails the rules write; their delivery (SKIP LOCKED) is mail.test.ts on every store.
describe.each(['memory'] as const)('mail to students on %s', (kind) => {
  let t: Target
  let admin: string
  let daan: string
  let emma: string

  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    ;[admin, daan, emma] = await Promise.all([
      t.login('admin@scalda.nl'),
      t.login('654321'),
      t.login('201001'),
    ])
  })

  const setRound = (patch: Partial<RoundInput> = {}) =>
    setRoundAs(t, admin, { opens_at: at(-2 * hour), closes_at: at(-hour), min_wishes: 1, ...patch })
  const mails = async (kind?: string) =>
    (await t.store.run((tx) => tx.listMails({ limit: 100 }))).filter(
      (m) => !kind || m.kind === kind,
    )
  const optOut = (token: string, body: object) =>
    t.call('POST', 'users_info/update/self', { token, body })

  /** x1 has one place, wished first by Daan and Emma; a seed whose lottery gives it to Daan. */
  async function publishDaanWins() {
    await t.call('POST', 'excursions/update', {
      token: admin,
      body: {
        _id: 'x1',
        name: 'Kanoën in de Biesbosch',
        scope: 'x-week',
        hours: 4,
        datetime: '12-04-2027',
        capacity: 1,
      },
    })
    expect((await setRound()).status).toBe(200)
    for (let seed = 1; ; seed++) {
      // The round's fixed seed, set in the store: through the API nobody can choose it.
      await t.store.run(async (tx) =>
        tx.rounds.save({ ...(await tx.rounds.get('x-week'))!, draw_seed: seed }),
      )
      const preview = previewAnswerSchema.parse(
        (
          await t.call('POST', 'rounds/preview', {
            token: admin,
            body: { scope: 'x-week', policies: ['lottery'] },
          })
        ).json,
      )
      if (!preview.results[0]!.unplaced.some((u) => u.student_id === 'u-s1')) continue
      const answer = await t.call('POST', 'rounds/publish', {
        token: admin,
        body: { scope: 'x-week', policy: 'lottery' },
      })
      expect(answer.status).toBe(200)
      return
    }
  }

  describe('a published placement', () => {
    it('tells each student who took part where they are placed, by which wish, or why not', async () => {
      await publishDaanWins()
      const sent = await mails('placement')
      const daans = sent.find((m) => m.user_id === 'u-daan')!
      expect(daans).toMatchObject({ recipient: '654321@student.scalda.nl', state: 'held' })
      expect(daans.text).toContain('Je bent geplaatst bij Kanoën in de Biesbosch (jouw 1e keuze).')
      const emmas = sent.find((m) => m.user_id === 'u-s1')!
      expect(emmas.subject).toBe('Plaatsing Activiteiten in Nederland: niet geplaatst')
      expect(emmas.text).toMatch(/Je bent niet geplaatst\. .*Kanoën in de Biesbosch/)
      // Students without a wish in the scope and without a place get nothing.
      expect(sent.map((m) => m.user_id).sort()).toEqual(['u-daan', 'u-s1', 'u-s2', 'u-s3', 'u-s6'])
      const entry = await t.store.run((tx) =>
        tx.listAudit({ action: 'placement.publish', limit: 1 }),
      )
      expect(entry[0]!.after).toMatchObject({ mails: 5 })
    })

    it('a student who turned placement mail off gets none; the others do', async () => {
      expect((await optOut(daan, { mail_placement: false })).status).toBe(200)
      const profile = await t.call('GET', 'users_info', { token: daan })
      expect(profile.json).toMatchObject({ mail_placement: false, mail_reminders: true })
      await publishDaanWins()
      const sent = await mails('placement')
      expect(sent.some((m) => m.user_id === 'u-daan')).toBe(false)
      expect(sent.some((m) => m.user_id === 'u-s1')).toBe(true)
    })
  })

  describe('a waiting list moving up', () => {
    async function daanLeaves() {
      await publishDaanWins()
      const own = subscriptionListSchema.parse(
        (await t.call('GET', 'subscriptions/all', { token: daan })).json,
      )
      const place = own.find((s) => s.excursion_id === 'x1')!
      const answer = await t.call('POST', 'subscriptions/unsubscribe', {
        token: daan,
        body: { id: place._id },
      })
      expect(answer.status).toBe(200)
    }

    it('tells the student who gets the place', async () => {
      await daanLeaves()
      const sent = await mails('waiting-list')
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({
        user_id: 'u-s1',
        subject: 'Je hebt een plaats: Kanoën in de Biesbosch',
      })
      expect(sent[0]!.text).toContain('Er is een plaats vrijgekomen bij Kanoën in de Biesbosch.')
    })

    it('not when that student turned placement mail off', async () => {
      expect((await optOut(emma, { mail_placement: false })).status).toBe(200)
      await daanLeaves()
      expect(await mails('waiting-list')).toHaveLength(0)
      // The move up itself happened.
      const emmas = subscriptionListSchema.parse(
        (await t.call('GET', 'subscriptions/all', { token: emma })).json,
      )
      expect(emmas.find((s) => s.excursion_id === 'x1')).toMatchObject({ placed: true })
    })
  })

  describe('reminders from Inschrijfrondes', () => {
    const preview = (scope: string) =>
      t.call('GET', 'rounds/reminders', { token: admin, query: { scope } })
    const remind = (scope: string) =>
      t.call('POST', 'rounds/reminders', { token: admin, body: { scope } })
    const students = () => t.store.run((tx) => tx.userIdsWithRole('student'))

    it('counts, then mails each student who lacks something what they lack', async () => {
      expect(
        (await setRound({ opens_at: at(-hour), closes_at: at(24 * hour), min_wishes: 2 })).status,
      ).toBe(200)
      const all = await students()
      // Daan has two wishes; everyone else has fewer (Emma one, most none).
      const counted = await preview('x-week')
      expect(counted.json).toEqual({
        scope: 'x-week',
        students: all.length - 1,
        mails: all.length - 1,
      })
      const sent = await remind('x-week')
      expect(sent.json).toEqual(counted.json)
      const reminders = await mails('reminder')
      expect(reminders).toHaveLength(all.length - 1)
      expect(reminders.some((m) => m.user_id === 'u-daan')).toBe(false)
      const emmas = reminders.find((m) => m.user_id === 'u-s1')!
      expect(emmas.subject).toBe(
        'Herinnering: je inschrijving voor Activiteiten in Nederland is nog niet compleet',
      )
      expect(emmas.text).toContain('Je hebt 1 van de minstens 2 wensen opgegeven.')
      expect(emmas.text).toContain('De inschrijving sluit op ')
      const none = reminders.find((m) => m.user_id === 'u-sanne')!
      expect(none.text).toContain('Je hebt je nog niet ingeschreven.')
      const entry = await t.store.run((tx) => tx.listAudit({ action: 'round.reminders', limit: 1 }))
      expect(entry[0]).toMatchObject({
        record_id: 'x-week',
        after: { students: all.length - 1, mails: all.length - 1 },
      })
    })

    it('names missing ID data for a trip abroad', async () => {
      await remind('buitenland')
      const sanne = (await mails('reminder')).find((m) => m.user_id === 'u-sanne')!
      expect(sanne.text).toContain('Je paspoort/ID-gegevens zijn niet compleet')
      // Daan signed up for a trip with complete ID data: nothing to remind.
      expect((await mails('reminder')).some((m) => m.user_id === 'u-daan')).toBe(false)
    })

    it('a student who turned reminders off is counted but gets no mail', async () => {
      expect((await optOut(emma, { mail_reminders: false })).status).toBe(200)
      await setRound({ opens_at: at(-hour), closes_at: at(24 * hour), min_wishes: 2 })
      const counted = (await preview('x-week')).json
      expect(counted.mails).toBe(counted.students - 1)
      await remind('x-week')
      expect((await mails('reminder')).some((m) => m.user_id === 'u-s1')).toBe(false)
      expect(await mails('reminder')).toHaveLength(counted.mails)
    })

    it('a round schedules them N days before it closes: sent once, by the server itself', async () => {
      const day = 24 * hour
      // Closes in 5 days, reminders 3 days before: not yet.
      expect(
        (
          await setRound({
            opens_at: at(-hour),
            closes_at: at(5 * day),
            min_wishes: 2,
            remind_days_before: 3,
          })
        ).json,
      ).toMatchObject({ remind_days_before: 3 })
      expect(await sendDueReminders(t.services)).toEqual([])
      expect(await mails('reminder')).toHaveLength(0)
      // Closes in 2 days: due now, once.
      await setRound({
        opens_at: at(-hour),
        closes_at: at(2 * day),
        min_wishes: 2,
        remind_days_before: 3,
      })
      expect(await sendDueReminders(t.services)).toEqual(['x-week'])
      const sent = (await mails('reminder')).length
      expect(sent).toBe((await students()).length - 1)
      expect(await sendDueReminders(t.services)).toEqual([])
      expect(await mails('reminder')).toHaveLength(sent)
      const entry = await t.store.run((tx) => tx.listAudit({ action: 'round.reminders', limit: 1 }))
      expect(entry[0]).toMatchObject({ actor_id: null, after: { scheduled: true, mails: sent } })
      // A new closing time: they may go again.
      await setRound({
        opens_at: at(-hour),
        closes_at: at(day),
        min_wishes: 2,
        remind_days_before: 3,
      })
      expect(await sendDueReminders(t.services)).toEqual(['x-week'])
      expect(await mails('reminder')).toHaveLength(2 * sent)
    })

    it('refuses once the round has closed, and for an unknown scope or a teacher', async () => {
      await setRound()
      expect(await remind('x-week')).toMatchObject({ status: 409 })
      expect((await preview('x-week')).status).toBe(409)
      expect((await remind('maan')).status).toBe(400)
      const teacher = await t.login('docent@scalda.nl')
      expect(
        (await t.call('POST', 'rounds/reminders', { token: teacher, body: { scope: 'x-week' } }))
          .status,
      ).toBe(403)
      expect(await mails('reminder')).toHaveLength(0)
    })
  })
})
