/**
 * Every call of SPEC §7 through the app's own client against the stateful mock backend,
 * with a 401 and a 403 refusal each where the call needs a session or a role: the subscriptions,
 * rounds, content and settings (the accounts and excursions: api-calls.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { updateExcursion } from '@/lib/excursions/api'
import {
  getSubscriptions,
  setPayed,
  subscribe,
  unsubscribe,
  unsubscribeAll,
} from '@/lib/subscriptions/api'
import {
  getRounds,
  joinWaitingList,
  leaveWaitingList,
  previewPlacement,
  publishPlacement,
  setRound,
  undoPlacement,
} from '@/lib/rounds/api'
import { getContent } from '@/lib/content/api'
import { setContent, uploadFile } from '@/lib/content/edit-api'
import { getSetting, getVersion, setSetting } from '@/lib/settings/api'
import { signIn } from './render-app'
import { refusal } from './refusal'
import { asAdmin, asGuest, asStudent, asTeacher, png } from './api-calls-setup'

describe('subscriptions', () => {
  it('GET subscriptions/all gives a student their own and an admin everyone’s', async () => {
    await asStudent()
    expect((await getSubscriptions()).every((s) => s.student_id === 'u-daan')).toBe(true)
    await asAdmin()
    expect(await getSubscriptions()).toHaveLength(10)
    asGuest()
    expect((await refusal(getSubscriptions)).status).toBe(401)
  })

  it('POST subscriptions/subscribe and /unsubscribe for a student, with default preference 1', async () => {
    await asStudent()
    await unsubscribe('s4')
    await subscribe({ excursion_id: 'k5' })
    const created = (await getSubscriptions()).find((s) => s.excursion_id === 'k5')!
    expect(created.preference).toBe(1)
    await unsubscribe(created._id)
    expect((await getSubscriptions()).some((s) => s.excursion_id === 'k5')).toBe(false)
  })

  it('refuses subscriptions with 406 and a Dutch text body', async () => {
    await asStudent()
    const twice = await refusal(() => subscribe({ excursion_id: 'x1', preference: 3 }))
    expect([twice.status, twice.body]).toEqual([
      406,
      'Je bent al ingeschreven voor deze activiteit.',
    ])
    const unknown = await refusal(() => subscribe({ excursion_id: 'bestaat-niet' }))
    expect([unknown.status, unknown.body]).toEqual([406, 'Deze activiteit bestaat niet (meer).'])
    await asTeacher()
    const staff = await refusal(() => subscribe({ excursion_id: 'x2' }))
    expect([staff.status, staff.body]).toEqual([406, 'Alleen studenten kunnen zich inschrijven.'])
    await signIn('123456')
    const terms = await refusal(() => subscribe({ excursion_id: 'x2' }))
    expect(terms.status).toBe(406)
    expect(terms.body).toMatch(/voorwaarden/)
  })

  it('moves a subscription to another rank by swapping', async () => {
    await asStudent()
    await subscribe({ _id: 's2', excursion_id: 'x3', preference: 1 })
    const ranks = Object.fromEntries((await getSubscriptions()).map((s) => [s._id, s.preference]))
    expect(ranks).toMatchObject({ s1: 2, s2: 1 })
  })

  it('POST subscriptions/unsubscribe of someone else’s subscription is, to a student, one that is gone (406)', async () => {
    await asStudent()
    expect((await refusal(() => unsubscribe('s5'))).status).toBe(406)
  })

  it('POST subscriptions/unsubscribe/all and /payed are for admins', async () => {
    await asStudent()
    expect((await refusal(() => unsubscribeAll('x-week'))).status).toBe(403)
    expect((await refusal(() => setPayed({ id: 's2', payed: true }))).status).toBe(403)
    await asAdmin()
    await setPayed({ id: 's2', payed: true })
    expect((await getSubscriptions()).find((s) => s._id === 's2')?.payed).toBe(true)
    await unsubscribeAll('x-week')
    const left = await getSubscriptions()
    expect(left.some((s) => ['x1', 'x2', 'x3', 'x5', 'x6'].includes(s.excursion_id))).toBe(false)
    expect(left.some((s) => s.excursion_id === 'b1')).toBe(true)
  })
})

describe('rounds and waiting lists (docs/rounds.md)', () => {
  const hour = 60 * 60 * 1000
  const at = (offset: number) => new Date(Date.now() + offset).toISOString()
  const preference = {
    scope: 'buitenland',
    mode: 'preference',
    opens_at: at(-2 * hour),
    closes_at: at(-hour),
    min_wishes: 1,
    max_wishes: 3,
    policy: 'lottery',
  } as const

  it('GET rounds answers every scope; POST rounds/set is for admins', async () => {
    expect((await getRounds()).map((r) => [r.scope, r.mode])).toEqual([
      ['keuzedeel', 'first-come'],
      ['x-week', 'first-come'],
      ['buitenland', 'first-come'],
    ])
    await asStudent()
    expect((await refusal(() => setRound(preference))).status).toBe(403)
    await asAdmin()
    expect(await setRound(preference)).toMatchObject({ scope: 'buitenland', mode: 'preference' })
  })

  it('POST rounds/preview, /publish and /undo: an admin places a closed preference round', async () => {
    await asAdmin()
    await setRound(preference)
    const preview = await previewPlacement({ scope: 'buitenland', policies: ['lottery'] })
    expect(preview.results[0]?.histogram.by_rank).toEqual([1])
    // The round's fixed seed: hidden in the preview, shown once published.
    expect(preview.seed).toBeNull()
    const published = await publishPlacement({ scope: 'buitenland', policy: 'lottery' })
    expect(published).toMatchObject({ policy: 'lottery', can_undo: true })
    const draw = (await getRounds()).find((r) => r.scope === 'buitenland')?.draw
    expect(draw?.seed).toBe(published.seed)
    expect((await getRounds()).find((r) => r.scope === 'buitenland')?.published).toBe(true)
    expect((await getSubscriptions()).find((s) => s._id === 's3')).toMatchObject({
      placed: true,
      placed_via: 'wish',
      placed_rank: 1,
    })
    await undoPlacement('buitenland')
    expect((await getSubscriptions()).find((s) => s._id === 's3')?.placed).toBe(false)
    expect((await refusal(() => undoPlacement('buitenland'))).status).toBe(409)
    await asTeacher()
    expect(
      (await refusal(() => previewPlacement({ scope: 'x-week', policies: ['lottery'] }))).status,
    ).toBe(403)
  })

  it('POST waiting_list/join and /leave: a full excursion’s list, refused with a 406 text', async () => {
    await asAdmin()
    await updateExcursion({
      _id: 'x6',
      name: 'Efteling-techniekdag',
      scope: 'x-week',
      hours: 6,
      datetime: '14-04-2027',
      capacity: 1,
    })
    await asStudent()
    expect(await joinWaitingList('x6')).toEqual({ excursion_id: 'x6', position: 1, placed: false })
    const again = await refusal(() => joinWaitingList('x6'))
    expect([again.status, again.body]).toEqual([
      406,
      'Je staat al op de wachtlijst van deze activiteit.',
    ])
    expect(await leaveWaitingList('x6')).toEqual({ message: 'Van de wachtlijst gehaald' })
    expect((await refusal(() => leaveWaitingList('x6'))).status).toBe(406)
    asGuest()
    expect((await refusal(() => joinWaitingList('x6'))).status).toBe(401)
  })
})

describe('content and settings', () => {
  it('GET /website_content answers the content; an unknown name (400) reads as empty content', async () => {
    expect((await getContent('home')).content).toContain('Welkom')
    expect(await getContent('nog_niet_gemaakt')).toEqual({ name: 'nog_niet_gemaakt', content: '' })
  })

  it('POST /website_content/set is for admins', async () => {
    await asTeacher()
    expect((await refusal(() => setContent({ name: 'home', content: '<p>x</p>' }))).status).toBe(
      403,
    )
    await asAdmin()
    await setContent({ name: 'home', content: '<p>Nieuw</p>' })
    expect((await getContent('home')).content).toBe('<p>Nieuw</p>')
  })

  it('GET /settings/version and /settings?name=; POST /settings/set for admins', async () => {
    expect(await getVersion()).toBe('1.0.0')
    expect(await getSetting('policy')).toEqual({ name: 'policy', value: 'privacy_policy' })
    expect(await getSetting('onbekend')).toBeNull()
    await asStudent()
    expect((await refusal(() => setSetting({ name: 'version', value: '2.0.0' }))).status).toBe(403)
    await asAdmin()
    await setSetting({ name: 'version', value: '2.0.0' })
    expect(await getVersion()).toBe('2.0.0')
  })

  it('POST {api}/uploader explains a refusal; only admins upload', async () => {
    // jsdom's File loses its bytes on the way (the server reads uploads by their content), so a
    // stored image is checked by the server's own tests (server/api) and in a browser (e2e).
    await asAdmin()
    const text = new File(['hallo'], 'notities.txt', { type: 'text/plain' })
    const failed = await refusal(() => uploadFile(text))
    expect(failed.message).toMatch(
      /^Couldn't upload file: notities\.txt\. .* is geen afbeelding die je kunt uploaden/,
    )
    await asStudent()
    expect((await refusal(() => uploadFile(png()))).status).toBe(403)
    asGuest()
    expect((await refusal(() => uploadFile(png()))).status).toBe(401)
  })
})
