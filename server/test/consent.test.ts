import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isMinorOn, needsConsent } from '~domain/consent'
import { consentMessages as m } from '~domain/messages/consent'
import { createMailSender } from '../mail/sender'
import type { OutgoingMail } from '../mail/transport'
import { LINK_PLACEHOLDER } from '../mail/outbox'
import {
  ADULT_BDAY,
  giveIdData,
  idData,
  MINOR_BDAY,
  openConsentTarget,
  PARENT,
  tokenIn,
} from './consent-fixture'
import { type Target } from './harness'

const DAY = 24 * 60 * 60_000

describe('the consent rule on the first day', () => {
  it('is under 18 the day before the 18th birthday and adult on it', () => {
    expect(isMinorOn(MINOR_BDAY, '11-04-2027')).toBe(true)
    expect(isMinorOn(ADULT_BDAY, '11-04-2027')).toBe(false)
    expect(isMinorOn('29-02-2008', '28-02-2026')).toBe(true)
    expect(isMinorOn('', '11-04-2027')).toBeNull()
  })
  it("follows the trip's setting: minors abroad by default, none at home, or everyone", () => {
    const abroad = { scope: 'buitenland', datetime: '11-04-2027' }
    expect(needsConsent(abroad, MINOR_BDAY)).toBe(true)
    expect(needsConsent(abroad, ADULT_BDAY)).toBe(false)
    expect(needsConsent({ ...abroad, consent: 'none' }, MINOR_BDAY)).toBe(false)
    expect(needsConsent({ scope: 'x-week', datetime: '11-04-2027' }, MINOR_BDAY)).toBe(false)
    expect(
      needsConsent({ scope: 'x-week', datetime: '11-04-2027', consent: 'everyone' }, ADULT_BDAY),
    ).toBe(true)
  })
})

// Memory only: the rules through the API; the table's constraints on every store are in
// stores.test.ts (contract-steps.ts), the journey on PGlite in e2e/consent-journey.spec.ts.
describe('parents consent through the API (memory)', () => {
  let t: Target
  let now = new Date('2027-02-01T09:00:00.000Z')
  let sent: OutgoingMail[] = []
  const transport = { send: async (mail: OutgoingMail) => void sent.push(mail), close() {} }
  const deliver = async () => {
    const sender = createMailSender(t.services, transport)
    await sender.runOnce()
    await sender.stop()
  }
  let emma: string
  let noah: string
  let admin: string

  beforeAll(async () => {
    t = await openConsentTarget()
    t.services.now = () => now
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    now = new Date('2027-02-01T09:00:00.000Z')
    sent = []
    await t.reset()
    await t.store.run(async (tx) => {
      await giveIdData(tx, [
        ['u-s1', MINOR_BDAY],
        ['u-s2', ADULT_BDAY],
      ])
    })
    emma = await t.login('201001')
    noah = await t.login('201002')
    admin = await t.login('admin@scalda.nl')
  })

  const signUp = (token: string, parent?: typeof PARENT, excursion_id = 'b1') =>
    t.call('POST', 'subscriptions/subscribe', {
      token,
      body: { excursion_id, preference: 1, ...(parent && { parent }) },
    })
  const own = async (token: string) => (await t.call('GET', 'consents/own', { token })).json
  /** A preference round for the trips abroad, open since yesterday until tomorrow. */
  const setRound = () =>
    t.call('POST', 'rounds/set', {
      token: admin,
      body: {
        scope: 'buitenland',
        mode: 'preference',
        opens_at: new Date(now.getTime() - DAY).toISOString(),
        closes_at: new Date(now.getTime() + DAY).toISOString(),
        min_wishes: 0,
        max_wishes: 3,
        policy: 'rank-maximal',
      },
    })

  it('asks a minor for a parent and mails the parent, the outbox without the link', async () => {
    const without = await signUp(emma)
    expect(without.status).toBe(406)
    expect(without.text).toBe(m.parentNeeded)
    const bad = await signUp(emma, { name: 'P', email: 'geen-adres' })
    expect(bad.status).toBe(400)
    const ownAddress = await signUp(emma, { name: 'P', email: '201001@student.scalda.nl' })
    expect(ownAddress.text).toBe(m.notOwnAddress)
    const signedUp = await signUp(emma, PARENT)
    expect(signedUp.status).toBe(200)
    const [consent] = await own(emma)
    expect(consent).toMatchObject({ excursion_id: 'b1', state: 'pending', mails_left_today: 2 })
    // The sign-up's answer carries the consent as it now is: the trip's page shows it from there.
    expect(signedUp.json).toMatchObject({ excursion_id: 'b1', consent })
    const mails = await t.store.run((tx) => tx.listMails({ limit: 10 }))
    const mail = mails.find((x) => x.kind === 'consent')!
    expect(mail.recipient).toBe(PARENT.email)
    expect(mail.text).toContain(LINK_PLACEHOLDER)
    expect(mail.text).toContain('Stedenreis Berlijn')
    await deliver()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toContain('Berlijn, Duitsland')
    expect(sent[0]!.text).toContain('11-04-2027 t/m 15-04-2027')
    expect(sent[0]!.text).toContain('16')
    expect(sent[0]!.text).toContain('Reisvoorwaarden')
  })

  it('asks nothing of a student who is 18 on the first day', async () => {
    expect((await signUp(noah)).status).toBe(200)
    // A parent named anyway is not asked, and the answer carries no consent.
    const named = await t.call('POST', 'subscriptions/subscribe', {
      token: noah,
      body: { excursion_id: 'b2', preference: 2, parent: PARENT },
    })
    expect(named.status).toBe(200)
    expect(named.json).not.toHaveProperty('consent')
    expect(await own(noah)).toEqual([])
    expect(
      (await t.store.run((tx) => tx.listMails({ limit: 10 }))).some((x) => x.kind === 'consent'),
    ).toBe(false)
  })

  it('records the answer once, audited, and refuses a reused, altered or expired link in Dutch', async () => {
    const first = await signUp(emma, PARENT)
    await deliver()
    const token = tokenIn(sent[0]!)
    const page = await t.call('POST', 'consents/link', { body: { token } })
    expect(page.status).toBe(200)
    expect(page.json).toMatchObject({ state: 'pending', trip: { name: 'Stedenreis Berlijn' } })
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    const refusedAltered = await t.call('POST', 'consents/link', { body: { token: altered } })
    expect(refusedAltered).toMatchObject({ status: 400, json: { message: m.linkUnknown } })
    const unnamed = await t.call('POST', 'consents/answer', { body: { token, answer: 'given' } })
    expect(unnamed).toMatchObject({ status: 400, json: { message: m.typeName } })
    const given = await t.call('POST', 'consents/answer', {
      body: { token, answer: 'given', name: 'Petra Visser' },
    })
    expect(given).toMatchObject({ status: 200, json: { message: m.thanksGiven } })
    const [consent] = await own(emma)
    expect(consent).toMatchObject({ state: 'given', answered_at: now.toISOString() })
    const again = await t.call('POST', 'consents/answer', { body: { token, answer: 'refused' } })
    expect(again).toMatchObject({ status: 400, json: { message: m.linkUsed } })
    const entries = await t.store.run((tx) => tx.listAudit({ action: 'consent.answer', limit: 5 }))
    expect(entries).toHaveLength(1)
    expect(entries[0]!.after).toMatchObject({ state: 'given', excursion_id: 'b1' })
    // Answered: the address no longer changes.
    const change = await t.call('POST', 'consents/request', {
      token: emma,
      body: { excursion_id: 'b1', parent: { ...PARENT, email: 'ander@example.nl' } },
    })
    expect(change).toMatchObject({ status: 406, text: m.answered })
    // Signed out and in again naming a parent: the answer stands, and the sign-up's answer says so.
    const out = await t.call('POST', 'subscriptions/unsubscribe', {
      token: emma,
      body: { id: (first.json as { _id: string })._id },
    })
    expect(out.status).toBe(200)
    const back = await signUp(emma, { ...PARENT, email: 'ander@example.nl' })
    expect(back.json).toMatchObject({ consent: { state: 'given', parent_email: PARENT.email } })

    // Another student's link, 15 days on: expired.
    await t.store.run(async (tx) => {
      const profile = (await tx.profileOfUser('u-s3'))!
      await tx.updateProfile(profile._id, idData(MINOR_BDAY))
    })
    await signUp(await t.login('201003'), { name: 'Ouder Smit', email: 'smit@example.nl' })
    await deliver()
    const late = tokenIn(sent.at(-1)!)
    now = new Date(now.getTime() + 15 * DAY)
    const expired = await t.call('POST', 'consents/answer', {
      body: { token: late, answer: 'refused' },
    })
    expect(expired).toMatchObject({ status: 400, json: { message: m.linkExpired } })
  })

  it('sends again or to another address at most 3 times a day, and the old link goes', async () => {
    await signUp(emma, PARENT)
    await deliver()
    const first = tokenIn(sent[0]!)
    const request = (email: string) =>
      t.call('POST', 'consents/request', {
        token: emma,
        body: { excursion_id: 'b1', parent: { name: PARENT.name, email } },
      })
    expect((await request(PARENT.email)).json).toMatchObject({ mails_left_today: 1 })
    await deliver()
    expect((await request('tweede@example.nl')).json).toMatchObject({
      parent_email: 'tweede@example.nl',
      mails_left_today: 0,
    })
    const fourth = await request(PARENT.email)
    expect(fourth).toMatchObject({ status: 429, json: { message: m.tooManyMails } })
    // Signed out and in again with no mail left today: signed up, not asked, the consent as it is.
    const mine = (await t.call('GET', 'subscriptions/all', { token: emma })).json as {
      _id: string
      excursion_id: string
    }[]
    const out = await t.call('POST', 'subscriptions/unsubscribe', {
      token: emma,
      body: { id: mine.find((x) => x.excursion_id === 'b1')!._id },
    })
    expect(out.status).toBe(200)
    const back = await signUp(emma, PARENT)
    expect(back).toMatchObject({
      status: 200,
      json: { consent: { parent_email: 'tweede@example.nl', mails_left_today: 0 } },
    })
    await deliver()
    expect(sent.map((x) => x.to)).toEqual([PARENT.email, PARENT.email, 'tweede@example.nl'])
    const old = await t.call('POST', 'consents/link', { body: { token: first } })
    expect(old).toMatchObject({ status: 400, json: { message: m.linkUnknown } })
    now = new Date(now.getTime() + DAY)
    emma = await t.login('201001')
    expect((await request(PARENT.email)).status).toBe(200)
  })

  it('reminds only the parents who have not answered', async () => {
    await signUp(emma, PARENT)
    await t.store.run(async (tx) => {
      const profile = (await tx.profileOfUser('u-s3'))!
      await tx.updateProfile(profile._id, idData(MINOR_BDAY))
    })
    await signUp(await t.login('201003'), { name: 'Ouder Smit', email: 'smit@example.nl' })
    await deliver()
    const emmaToken = tokenIn(sent.find((x) => x.to === PARENT.email)!)
    await t.call('POST', 'consents/answer', { body: { token: emmaToken, answer: 'refused' } })
    sent = []
    const reminded = await t.call('POST', 'consents/remind', {
      token: admin,
      body: { scope: 'buitenland' },
    })
    expect(reminded.json).toMatchObject({ sent: 1, message: m.reminded(1) })
    await deliver()
    expect(sent.map((x) => [x.to, x.subject])).toEqual([
      ['smit@example.nl', 'Herinnering: toestemming gevraagd voor Stedenreis Berlijn'],
    ])
    const all = (await t.call('GET', 'consents', { token: admin })).json
    expect(all.map((c: { state: string }) => c.state).sort()).toEqual(['pending', 'refused'])
  })

  it('leaves a wish without consent out of the placement, with the reason', async () => {
    expect((await setRound()).status).toBe(200)
    await signUp(emma, PARENT)
    await signUp(noah)
    await deliver()
    await t.call('POST', 'consents/answer', {
      body: { token: tokenIn(sent[0]!), answer: 'refused' },
    })
    now = new Date(now.getTime() + 2 * DAY)
    emma = await t.login('201001')
    admin = await t.login('admin@scalda.nl')
    const preview = await t.call('POST', 'rounds/preview', {
      token: admin,
      body: { scope: 'buitenland', policies: ['rank-maximal'] },
    })
    expect(preview.status).toBe(200)
    expect(preview.json.results[0].fairness.without_consent).toEqual([
      { excursion_id: 'b1', state: 'refused', students: 1 },
    ])
    const published = await t.call('POST', 'rounds/publish', {
      token: admin,
      body: { scope: 'buitenland', policy: 'rank-maximal' },
    })
    expect(published.status).toBe(200)
    const subs = await t.store.run((tx) => tx.listSubscriptions({ scope: 'buitenland' }))
    expect(subs.find((s) => s.student_id === 'u-s1')?.placed_via).toBeNull()
    expect(subs.find((s) => s.student_id === 'u-s2')?.placed_via).toBe('wish')
    const rounds = (await t.call('GET', 'rounds', { token: emma })).json
    const reason = rounds.find((r: { scope: string }) => r.scope === 'buitenland').my_reason
    expect(reason).toContain(m.notPlaced('Stedenreis Berlijn', 'Geen toestemming'))
  })

  it('counts the wish placed at its own rank when a higher one was left out for consent', async () => {
    // Parijs asks no consent here; Emma wishes Berlijn first (refused), Parijs second.
    await t.store.run((tx) => tx.excursions.update('b2', { consent: 'none' }))
    const set = await setRound()
    expect(set.status).toBe(200)
    await signUp(emma, PARENT)
    const second = await t.call('POST', 'subscriptions/subscribe', {
      token: emma,
      body: { excursion_id: 'b2', preference: 2 },
    })
    expect(second.status).toBe(200)
    await deliver()
    await t.call('POST', 'consents/answer', {
      body: { token: tokenIn(sent[0]!), answer: 'refused' },
    })
    now = new Date(now.getTime() + 2 * DAY)
    admin = await t.login('admin@scalda.nl')
    const preview = await t.call('POST', 'rounds/preview', {
      token: admin,
      body: { scope: 'buitenland', policies: ['rank-maximal'] },
    })
    const [result] = preview.json.results
    // Daan (demo data) at his 1st wish, Emma at her 2nd: not two at a '1e keus'.
    expect(result.histogram.by_rank).toEqual([1, 1])
    const perRank = [0, 1].map((r) =>
      result.fairness.per_class.reduce(
        (sum: number, c: { by_rank: number[] }) => sum + (c.by_rank[r] ?? 0),
        0,
      ),
    )
    expect(perRank).toEqual([1, 1])
    const published = await t.call('POST', 'rounds/publish', {
      token: admin,
      body: { scope: 'buitenland', policy: 'rank-maximal' },
    })
    expect(published.status).toBe(200)
    const subs = await t.store.run((tx) => tx.listSubscriptions({ scope: 'buitenland' }))
    expect(subs.find((x) => x.excursion_id === 'b2')).toMatchObject({
      placed_via: 'wish',
      placed_rank: 2,
    })
    emma = await t.login('201001')
    const rounds = (await t.call('GET', 'rounds', { token: emma })).json
    const reason = rounds.find((r: { scope: string }) => r.scope === 'buitenland').my_reason
    expect(reason).toContain('Je kreeg je 2e keuze, Kunst en cultuur in Parijs.')
  })
})
