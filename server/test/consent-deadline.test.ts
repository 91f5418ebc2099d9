import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { consentDeadlineMessage } from '~contract/schemas/rounds'
import { consentMessages as m } from '~domain/messages/consent'
import { createMailSender } from '../mail/sender'
import type { OutgoingMail } from '../mail/transport'
import { freeDueConsentPlaces } from '../rules/consent-placement'
import {
  ADULT_BDAY,
  giveIdData,
  MINOR_BDAY,
  openConsentTarget,
  PARENT,
  tokenIn,
} from './consent-fixture'
import { type Target } from './harness'

const DAY = 24 * 60 * 60_000
const TRIP = 'Stedenreis Berlijn'

/**
 * Parents' consent 'by a date after the placement' (issue 44, docs/consent.md): the round's
 * setting, the placement that leaves no wish out for it, the deadline that frees the places still
 * without consent and moves the waiting list; and the leftover seats of 'before the window
 * closes', which never go to a trip needing a consent the student has not given.
 */
// Memory only: the rules through the API. The job's once-only is its round lock and second look,
// the reminders' pattern (reminders.ts); two runs at once on one store are tested here.
describe('a round that asks consent by a date (memory)', () => {
  let t: Target
  let now = new Date('2027-02-01T09:00:00.000Z')
  const start = now.getTime()
  const deadline = new Date(start + 5 * DAY).toISOString()
  let sent: OutgoingMail[] = []
  let admin: string
  let emma: string
  let noah: string

  beforeAll(async () => {
    t = await openConsentTarget()
    t.services.now = () => now
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    now = new Date(start)
    sent = []
    await t.reset()
    await t.store.run(async (tx) => {
      await giveIdData(tx, [
        ['u-s1', MINOR_BDAY],
        ['u-s2', ADULT_BDAY],
        ['u-s3', ADULT_BDAY],
      ])
      // Trip b1 with 2 places and no wish of the demo data's.
      await tx.subscriptions.delete(['s3'])
      await tx.excursions.update('b1', { capacity: 2 })
    })
    admin = await t.login('admin@scalda.nl')
    emma = await t.login('201001')
    noah = await t.login('201002')
  })

  const setRound = (patch: Record<string, unknown> = {}) =>
    t.call('POST', 'rounds/set', {
      token: admin,
      body: {
        scope: 'buitenland',
        mode: 'preference',
        opens_at: new Date(start - DAY).toISOString(),
        closes_at: new Date(start + DAY).toISOString(),
        min_wishes: 0,
        max_wishes: 3,
        policy: 'rank-maximal',
        ...patch,
      },
    })
  const signUp = (token: string, parent?: typeof PARENT) =>
    t.call('POST', 'subscriptions/subscribe', {
      token,
      body: { excursion_id: 'b1', preference: 1, ...(parent && { parent }) },
    })
  const deliver = async () => {
    const transport = { send: async (mail: OutgoingMail) => void sent.push(mail), close() {} }
    const sender = createMailSender(t.services, transport)
    await sender.runOnce()
    await sender.stop()
  }
  const mails = () => t.store.run((tx) => tx.listMails({ limit: 100 }))
  const subs = () => t.store.run((tx) => tx.listSubscriptions({ scope: 'buitenland' }))
  const audits = (action: string) => t.store.run((tx) => tx.listAudit({ action, limit: 10 }))
  /** After the window closed: the placement on b1, published. */
  const publish = async () => {
    now = new Date(start + 2 * DAY)
    admin = await t.login('admin@scalda.nl')
    const published = await t.call('POST', 'rounds/publish', {
      token: admin,
      body: { scope: 'buitenland', policy: 'rank-maximal' },
    })
    expect(published.status).toBe(200)
    return published.json
  }

  it('takes a deadline after the closing only, in Dutch, and keeps it until changed', async () => {
    const before = await setRound({ consent_deadline: new Date(start).toISOString() })
    expect(before.status).toBe(400)
    expect(before.json.message).toContain(consentDeadlineMessage)
    const noClosing = await setRound({ closes_at: null, consent_deadline: deadline })
    expect(noClosing.status).toBe(400)
    expect(noClosing.json.message).toContain(consentDeadlineMessage)
    const set = await setRound({ consent_deadline: deadline })
    expect(set).toMatchObject({ status: 200, json: { consent_deadline: deadline } })
    const [entry] = await audits('round.update')
    expect(entry!.after).toMatchObject({ consent_deadline: deadline, consent_freed_at: null })
    // A save without the field (e.g. the friend groups' switch) keeps it, and the rule holds.
    expect((await setRound({ group_fallback: true })).json.consent_deadline).toBe(deadline)
    const later = await setRound({ closes_at: new Date(start + 6 * DAY).toISOString() })
    expect(later.status).toBe(400)
    expect(later.json.message).toContain(consentDeadlineMessage)
    const rounds = (await t.call('GET', 'rounds', { token: emma })).json
    expect(rounds.find((r: { scope: string }) => r.scope === 'buitenland').consent_deadline).toBe(
      deadline,
    )
    // Back to 'before the window closes'.
    expect((await setRound({ consent_deadline: null })).json.consent_deadline).toBeNull()
  })

  it('places a wish without consent, saying the place holds only with it by the date', async () => {
    await setRound({ consent_deadline: deadline })
    expect((await signUp(emma, PARENT)).status).toBe(200)
    expect((await signUp(noah)).status).toBe(200)
    const publication = await publish()
    expect(publication.summary.fairness.without_consent).toEqual([])
    const placed = await subs()
    expect(placed.find((s) => s.student_id === 'u-s1')?.placed_via).toBe('wish')
    expect(placed.find((s) => s.student_id === 'u-s2')?.placed_via).toBe('wish')
    const line = m.holdsOnlyWith(TRIP, deadline)
    expect(line).toContain('uiterlijk op ')
    emma = await t.login('201001')
    const rounds = (await t.call('GET', 'rounds', { token: emma })).json
    expect(rounds.find((r: { scope: string }) => r.scope === 'buitenland').my_reason).toContain(
      line,
    )
    const placement = (await mails()).filter((x) => x.kind === 'placement')
    expect(placement.find((x) => x.recipient === '201001@student.scalda.nl')?.text).toContain(line)
    expect(placement.find((x) => x.recipient === '201002@student.scalda.nl')?.text).not.toContain(
      line,
    )
  })

  it('frees at the deadline exactly the places without consent, mails, moves the list, once', async () => {
    await setRound({ consent_deadline: deadline })
    await signUp(emma, PARENT)
    await signUp(noah)
    await publish()
    // Julia (an adult) waits for b1, which is full.
    const julia = await t.login('201003')
    const joined = await t.call('POST', 'waiting_list/join', {
      token: julia,
      body: { excursion_id: 'b1' },
    })
    expect(joined.json).toMatchObject({ position: 1, placed: false })
    const emmaSub = (await subs()).find((s) => s.student_id === 'u-s1')!

    // Before the deadline nothing is freed.
    expect(await freeDueConsentPlaces(t.services)).toEqual([])
    now = new Date(Date.parse(deadline) - 60_000)
    expect(await freeDueConsentPlaces(t.services)).toEqual([])
    expect((await subs()).some((s) => s._id === emmaSub._id)).toBe(true)

    // At the deadline: two runs at once free once.
    now = new Date(Date.parse(deadline) + 60_000)
    const runs = await Promise.all([
      freeDueConsentPlaces(t.services),
      freeDueConsentPlaces(t.services),
    ])
    expect(runs.flat()).toEqual(['buitenland'])
    const after = await subs()
    expect(after.some((s) => s._id === emmaSub._id)).toBe(false)
    expect(after.find((s) => s.student_id === 'u-s2')?.placed_via).toBe('wish')
    expect(after.find((s) => s.student_id === 'u-s3')?.placed_via).toBe('waiting-list')
    const all = await mails()
    const notice = all.filter((x) => x.kind === 'notice')
    expect(notice.map((x) => [x.recipient, x.subject])).toEqual([
      ['201001@student.scalda.nl', m.freedSubject(TRIP)],
    ])
    expect(notice[0]!.text).toContain('Wacht op toestemming')
    expect(all.filter((x) => x.kind === 'waiting-list').map((x) => x.recipient)).toEqual([
      '201003@student.scalda.nl',
    ])
    const deleted = await audits('subscription.delete')
    expect(deleted).toHaveLength(1)
    expect(deleted[0]).toMatchObject({
      record_id: emmaSub._id,
      actor_id: null,
      after: { reason: 'consent-deadline' },
    })
    const [job] = await audits('round.consent-deadline')
    expect(job!.after).toMatchObject({ consent_deadline: deadline, freed: 1 })

    // Once: a later run frees nothing, mails nothing.
    now = new Date(Date.parse(deadline) + DAY)
    expect(await freeDueConsentPlaces(t.services)).toEqual([])
    expect(await audits('subscription.delete')).toHaveLength(1)
    expect(await mails()).toHaveLength(all.length)
  })

  it('keeps the place of a student whose parent consented before the deadline', async () => {
    await setRound({ consent_deadline: deadline })
    await signUp(emma, PARENT)
    await signUp(noah)
    await deliver()
    const answer = await t.call('POST', 'consents/answer', {
      body: { token: tokenIn(sent[0]!), answer: 'given', name: PARENT.name },
    })
    expect(answer.status).toBe(200)
    await publish()
    now = new Date(Date.parse(deadline) + 60_000)
    expect(await freeDueConsentPlaces(t.services)).toEqual(['buitenland'])
    const placed = await subs()
    expect(placed.find((s) => s.student_id === 'u-s1')?.placed_via).toBe('wish')
    expect((await mails()).some((x) => x.kind === 'notice')).toBe(false)
    const [job] = await audits('round.consent-deadline')
    expect(job!.after).toMatchObject({ freed: 0 })
  })
})
