import { describe, expect, it } from 'vitest'
import { classesAnswerSchema, classStudentsAnswerSchema } from '~contract/classes'
import type { RoundInput } from '~contract/schemas/rounds'
import { type Target } from './harness'
import { HOUR as hour, at, setRoundAs } from './rounds-fixture'
import { useTarget } from './target-suite'

/**
 * Beheer > Klassen (issue 27): the figures per class, a class's students with what they lack,
 * and the round's reminder for one class; on the memory store, and on the large data set.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('Klassen on %s', (kind) => {
  let t: Target
  let admin: string
  let teacher: string
  useTarget(kind, ['admin@scalda.nl', 'docent@scalda.nl'], (target, tokens) => {
    t = target
    ;[admin, teacher] = tokens
  })

  const setRound = (patch: Partial<RoundInput> = {}) =>
    setRoundAs(t, admin, { closes_at: at(24 * hour), min_wishes: 2, ...patch })
  const overview = async (scope: string, token = teacher) => {
    const answer = await t.call('GET', 'classes', { token, query: { scope } })
    expect(answer.status).toBe(200)
    return classesAnswerSchema.parse(answer.json)
  }
  const students = async (scope: string, className: string) => {
    const answer = await t.call('GET', 'classes/students', {
      token: teacher,
      query: { scope, class: className },
    })
    expect(answer.status).toBe(200)
    return classStudentsAnswerSchema.parse(answer.json).students
  }
  const reminders = async () =>
    (await t.store.run((tx) => tx.listMails({ limit: 100 }))).filter((m) => m.kind === 'reminder')

  it('sums each class of a first-come round: wishes, places, ID data and payment', async () => {
    const answer = await overview('buitenland')
    expect(answer).toMatchObject({
      scope: 'buitenland',
      placement_known: true,
      needs_id_data: true,
      can_remind: true,
    })
    // Dutch order, the students without a Mentor/Coach last.
    expect(answer.classes.map((c) => c.class)).toEqual(['A. Mulder', 'J. de Boer', 'M. Bakker', ''])
    // Daan (M. Bakker) wished Berlijn, not paid, and has complete ID data; Tess and Sem nothing.
    expect(answer.classes.find((c) => c.class === 'M. Bakker')).toEqual({
      class: 'M. Bakker',
      students: 3,
      wishes_given: 1,
      wishes_missing: 2,
      placed: 1,
      id_complete: 1,
      paid: 0,
      lacking: 3,
    })
    expect(answer.classes.find((c) => c.class === '')).toMatchObject({ students: 1, placed: 0 })

    const bakker = await students('buitenland', 'M. Bakker')
    expect(bakker.map((s) => [s.name, s.lacks])).toEqual([
      ['Daan Jansen', ['Niet betaald']],
      ['Sem Bos', ['Geen inschrijving', 'ID-gegevens niet compleet']],
      ['Tess de Groot', ['Geen inschrijving', 'ID-gegevens niet compleet']],
    ])
    expect(bakker[0]).toMatchObject({
      number: '654321',
      wishes: 1,
      placed: true,
      paid: false,
      id_complete: true,
      id_valid_until: '02-06-2032',
    })
    expect(bakker[0]!.first_wish_at).toMatch(/^2026-10-/)
  })

  it("lists a minor's trip without a parent's consent as lacking, until the parent consents (issue 44)", async () => {
    // Daan is 18 on Berlijn's first day (11-04-2027): nothing about consent lacks.
    const lacksOfDaan = async () =>
      (await students('buitenland', 'M. Bakker')).find((s) => s.number === '654321')!.lacks
    expect(await lacksOfDaan()).toEqual(['Niet betaald'])
    // Born a year later he is 17 then: the consent lacks, not yet asked of a parent.
    await t.store.run(async (tx) => {
      const profile = (await tx.profileOfUser('u-daan'))!
      await tx.updateProfile(profile._id, { bday: '14-03-2010' })
    })
    expect(await lacksOfDaan()).toEqual([
      'Niet betaald',
      'Toestemming nog niet gevraagd (Stedenreis Berlijn)',
    ])
    expect(
      (await overview('buitenland')).classes.find((c) => c.class === 'M. Bakker'),
    ).toMatchObject({ lacking: 3 })
    // Given by the parent, it lacks no more.
    await t.store.run((tx) =>
      tx.parentConsents.insert({
        _id: 'c-daan',
        student_id: 'u-daan',
        excursion_id: 'b1',
        parent_name: 'Petra Jansen',
        parent_email: 'petra.jansen@example.nl',
        state: 'given',
        answered_name: 'Petra Jansen',
        answered_at: new Date().toISOString(),
        token_id: null,
        mail_day: '',
        mails_that_day: 0,
        created_at: new Date().toISOString(),
      }),
    )
    expect(await lacksOfDaan()).toEqual(['Niet betaald'])
  })

  it('paid means every place of the scope is paid', async () => {
    // x-week: Daan has two places (x1 paid, x3 not); Emma one, paid.
    const answer = await overview('x-week')
    expect(answer.needs_id_data).toBe(false)
    expect(answer.classes.find((c) => c.class === 'M. Bakker')).toMatchObject({
      students: 3,
      wishes_given: 2,
      placed: 2,
      paid: 0,
    })
    expect(answer.classes.find((c) => c.class === 'J. de Boer')).toMatchObject({
      wishes_given: 2,
      placed: 2,
      paid: 1,
      lacking: 1,
    })
    const paid = await t.call('POST', 'subscriptions/payed', {
      token: admin,
      body: { id: 's2', payed: true },
    })
    expect(paid.status).toBe(200)
    expect((await overview('x-week')).classes.find((c) => c.class === 'M. Bakker')).toMatchObject({
      paid: 1,
    })
  })

  it("counts wishes against a preference round's minimum; no places while it collects them", async () => {
    expect((await setRound()).status).toBe(200)
    const answer = await overview('x-week')
    expect(answer).toMatchObject({ mode: 'preference', min_wishes: 2, placement_known: false })
    expect(answer.classes.find((c) => c.class === 'M. Bakker')).toMatchObject({
      wishes_given: 1,
      wishes_missing: 2,
      placed: null,
      paid: null,
    })
    const deBoer = await students('x-week', 'J. de Boer')
    expect(deBoer.map((s) => [s.name, s.wishes, s.placed, s.lacks])).toEqual([
      ['Emma Visser', 1, null, ['1 van de 2 wensen']],
      ['Noah van Dijk', 1, null, ['1 van de 2 wensen']],
    ])
  })

  it("a teacher reminds one class: the round's own mail, to that class only", async () => {
    expect((await setRound()).status).toBe(200)
    const query = { scope: 'x-week', class: 'J. de Boer' }
    const preview = await t.call('GET', 'classes/reminders', { token: teacher, query })
    expect(preview.json).toEqual({ ...query, students: 2, mails: 2 })
    const sent = await t.call('POST', 'classes/reminders', { token: teacher, body: query })
    expect(sent.json).toEqual(preview.json)
    const mails = await reminders()
    expect(mails.map((m) => m.user_id).sort()).toEqual(['u-s1', 'u-s2'])
    expect(mails[0]!.text).toContain('Je hebt 1 van de minstens 2 wensen opgegeven.')
    const entry = await t.store.run((tx) => tx.listAudit({ action: 'round.reminders', limit: 1 }))
    expect(entry[0]).toMatchObject({
      actor_id: 'u-docent',
      record_id: 'x-week',
      after: { students: 2, mails: 2, class: 'J. de Boer' },
    })
  })

  it('the students without a Mentor/Coach are a class of their own', async () => {
    expect((await setRound()).status).toBe(200)
    expect((await students('x-week', '')).map((s) => s.name)).toEqual(['Sanne de Vries'])
    const query = { scope: 'x-week', class: '' }
    const sent = await t.call('POST', 'classes/reminders', { token: teacher, body: query })
    expect(sent.json).toEqual({ ...query, students: 1, mails: 1 })
    expect((await reminders()).map((m) => m.user_id)).toEqual(['u-sanne'])
  })

  it('refuses a class reminder once the round closed, and an unknown scope', async () => {
    expect((await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })).status).toBe(200)
    expect((await overview('x-week')).can_remind).toBe(false)
    const query = { scope: 'x-week', class: 'J. de Boer' }
    expect(
      (await t.call('POST', 'classes/reminders', { token: teacher, body: query })).status,
    ).toBe(409)
    expect(
      (await t.call('GET', 'classes', { token: teacher, query: { scope: 'maan' } })).status,
    ).toBe(400)
    expect(await reminders()).toHaveLength(0)
  })

  it('answers for 3,000 students, every one of them counted', async () => {
    await t.reset('large')
    const token = await t.login('docent@scalda.nl')
    const all = (await t.store.run((tx) => tx.userIdsWithRole('student'))).length
    expect(all).toBeGreaterThanOrEqual(3000)
    await t.call('GET', 'classes', { token, query: { scope: 'x-week' } }) // warm
    const answer = await t.call('GET', 'classes', { token, query: { scope: 'x-week' } })
    expect(answer.status).toBe(200)
    const { classes } = classesAnswerSchema.parse(answer.json)
    expect(classes.reduce((sum, c) => sum + c.students, 0)).toBe(all)
    expect(classes.length).toBeGreaterThan(30)
    // Its speed is a figure in docs/classes.md, not an assertion: a timed test only measures the load.
    const list = await t.call('GET', 'classes/students', {
      token,
      query: { scope: 'x-week', class: classes[0]!.class },
    })
    expect(classStudentsAnswerSchema.parse(list.json).students).toHaveLength(classes[0]!.students)
  }, 120_000)
})
