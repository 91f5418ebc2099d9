/**
 * Every call of SPEC §7 through the app's own client against the stateful mock backend,
 * with a 401 and a 403 refusal each where the call needs a session or a role.
 */
import { describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { newPassword } from '~contract/accounts'
import { api } from '@/lib/api-client'
import { checkSession, forgotPassword, login, logout } from '@/lib/queries/auth'
import { getOwnProfile, updateOwnProfile } from '@/lib/queries/profile'
import {
  deleteAllStudents,
  deleteUser,
  getAllProfiles,
  getAllUsers,
  saveAccount,
} from '@/lib/queries/accounts'
import {
  addExcursion,
  deleteAllExcursions,
  deleteExcursion,
  getExcursions,
  updateExcursion,
} from '@/lib/queries/excursions'
import {
  getSubscriptions,
  setPayed,
  subscribe,
  unsubscribe,
  unsubscribeAll,
} from '@/lib/queries/subscriptions'
import {
  getRounds,
  joinWaitingList,
  leaveWaitingList,
  previewPlacement,
  publishPlacement,
  setRound,
  undoPlacement,
} from '@/lib/queries/rounds'
import { getContent } from '@/lib/queries/content'
import { setContent, uploadFile } from '@/lib/queries/content-edit'
import { getSetting, getVersion, setSetting } from '@/lib/queries/settings'
import { refusal, sendUnchecked } from './refusal'
import { signIn } from './render-app'

const asGuest = () => sessionStore.set(null)
const asStudent = () => signIn('654321')
const asTeacher = () => signIn('docent@scalda.nl')
const asAdmin = () => signIn('admin@scalda.nl')

// Staff ask a link for another account (accounts/api mailNewPasswordLink), a user changes their
// own with the current one; that nobody sets another's password is checked here on the wire.
const setNewPassword = (body: { id: string; password?: string; current_password?: string }) =>
  api.call(newPassword, body)

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })

describe('users', () => {
  it('POST /users/login answers token and user; wrong password is 401', async () => {
    const session = await login({ login_id: '654321', password: 'welkom' })
    expect(session.token).toBeTruthy()
    expect(session.user).toMatchObject({ _id: 'u-daan', role: 'student' })
    expect((await refusal(() => login({ login_id: '654321', password: 'fout' }))).status).toBe(401)
  })

  it('logs in with the student number, a staff address and a special-cased address', async () => {
    expect((await login({ login_id: 'admin@scalda.nl', password: 'welkom' })).user.role).toBe(
      'admin',
    )
    expect(
      (await login({ login_id: 'beheer@xweek-scalda.nl', password: 'welkom' })).user.role,
    ).toBe('admin')
    expect(
      (await login({ login_id: '123456@student.scalda.nl', password: 'welkom' })).user._id,
    ).toBe('u-sanne')
  })

  it('GET /users checks the session; a token the server does not know is 401', async () => {
    await asStudent()
    expect(await checkSession()).toMatchObject({ _id: 'u-daan', role: 'student' })
    sessionStore.set({ token: 'verlopen', user: { _id: 'u-daan', role: 'student' } })
    expect((await refusal(checkSession)).status).toBe(401)
  })

  it('POST /users/logout ends the session on the server', async () => {
    await asStudent()
    await logout()
    expect((await refusal(checkSession)).status).toBe(401)
    asGuest()
    expect((await refusal(logout)).status).toBe(401)
  })

  it('GET /users_info answers the own profile as stored: the load defaults are the ID popup’s', async () => {
    await signIn('123456')
    const profile = await getOwnProfile()
    expect(profile).toMatchObject({ first_name: 'Sanne', number: '123456', hours: 20 })
    expect(profile).toMatchObject({
      nationality: '',
      document_country: '',
      document_first_name: '',
      document_surname: '',
    })
    asGuest()
    expect((await refusal(getOwnProfile)).status).toBe(401)
  })

  it('POST /users_info/update/self saves the editable fields and keeps the read-only ones', async () => {
    await signIn('123456')
    const profile = await getOwnProfile()
    await updateOwnProfile({
      ...profile,
      phone: '+31611111111',
      grade: 'J. de Boer',
      first_name: 'Hacker',
      hours: 0,
    })
    const saved = await getOwnProfile()
    expect(saved).toMatchObject({
      phone: '+31611111111',
      grade: 'J. de Boer',
      first_name: 'Sanne',
      hours: 20,
    })
    asGuest()
    expect((await refusal(() => updateOwnProfile(profile))).status).toBe(401)
  })

  it('GET /users/all and /users_info/all are for teachers and admins', async () => {
    await asTeacher()
    expect((await getAllUsers()).items.map((u) => u.login_id)).toContain('654321')
    expect((await getAllProfiles()).items.some((p) => p.last_name === 'Jansen')).toBe(true)
    await asStudent()
    expect((await refusal(getAllUsers)).status).toBe(403)
    expect((await refusal(getAllProfiles)).status).toBe(403)
    asGuest()
    expect((await refusal(getAllUsers)).status).toBe(401)
  })

  it('POST /users/add creates an account whose login id is its e-mail address', async () => {
    await asAdmin()
    await saveAccount({
      first_name: 'Lotte',
      last_name: 'Peeters',
      email: 'l.peeters@scalda.nl',
      role: 'teacher',
    })
    expect(
      (await getAllUsers()).items.find((u) => u.login_id === 'l.peeters@scalda.nl')?.role,
    ).toBe('teacher')
    // Not yet active: no password until its owner sets one with the activation mail.
    expect(
      (await getAllUsers()).items.find((u) => u.login_id === 'l.peeters@scalda.nl')?.active,
    ).toBe(false)
    expect(
      (await refusal(() => login({ login_id: 'l.peeters@scalda.nl', password: 'welkom' }))).status,
    ).toBe(401)
    await asStudent()
    const denied = await refusal(() =>
      saveAccount({ first_name: 'X', last_name: 'Y', email: 'x.y@scalda.nl', role: 'student' }),
    )
    expect(denied.status).toBe(403)
  })

  it('POST /users_info/update changes another account when the profile has an id', async () => {
    await asTeacher()
    const daan = (await getAllProfiles()).items.find((p) => p.user_id === 'u-daan')!
    await saveAccount({ ...daan, role: 'student', grade: 'A. Mulder' })
    expect((await getAllProfiles()).items.find((p) => p.user_id === 'u-daan')?.grade).toBe(
      'A. Mulder',
    )
    await asStudent()
    expect((await refusal(() => saveAccount({ ...daan, role: 'student' }))).status).toBe(403)
  })

  it('POST /users/new_password: one’s own with the current one; staff send a link, never set another’s', async () => {
    await asTeacher()
    expect(
      (await refusal(() => setNewPassword({ id: 'u-daan', password: 'nieuw-geheim-9' }))).status,
    ).toBe(400)
    expect((await setNewPassword({ id: 'u-daan' })).message).toContain('654321@student.scalda.nl')
    expect((await login({ login_id: '654321', password: 'welkom' })).user._id).toBe('u-daan')
    await signIn('123456')
    expect((await refusal(() => setNewPassword({ id: 'u-docent' }))).status).toBe(403)
    await setNewPassword({ id: 'u-sanne', password: 'nieuw-geheim-9', current_password: 'welkom' })
    expect((await login({ login_id: '123456', password: 'nieuw-geheim-9' })).user._id).toBe(
      'u-sanne',
    )
    asGuest()
    expect((await refusal(() => setNewPassword({ id: 'u-daan' }))).status).toBe(401)
  })

  it('POST /users/forgot_password answers the same for a known and an unknown login id', async () => {
    const known = await forgotPassword('654321')
    await expect(forgotPassword('999999')).resolves.toEqual(known)
  })

  it('POST /users/delete removes an account with its subscriptions', async () => {
    await asStudent()
    expect((await refusal(() => deleteUser('u-s1'))).status).toBe(403)
    await asAdmin()
    await deleteUser('u-s1')
    expect((await getAllUsers()).items.some((u) => u._id === 'u-s1')).toBe(false)
    expect((await getSubscriptions()).some((s) => s.student_id === 'u-s1')).toBe(false)
    expect((await refusal(() => deleteUser('u-admin'))).status).toBe(400)
  })

  it('POST /users/delete/students removes every student and no staff; admins only', async () => {
    await asStudent()
    expect((await refusal(deleteAllStudents)).status).toBe(403)
    await asTeacher()
    expect((await refusal(deleteAllStudents)).status).toBe(403)
    await asAdmin()
    await deleteAllStudents()
    const users = (await getAllUsers()).items
    expect(users.some((u) => u.role === 'student')).toBe(false)
    expect(users.filter((u) => u.role !== 'student')).toHaveLength(3)
  })
})

describe('excursions', () => {
  it('GET /excursions lists everything, filters on id and name, and carries the caller’s subscription', async () => {
    expect(await getExcursions()).toHaveLength(22)
    expect((await getExcursions({ id: 'x1' })).map((e) => e._id)).toEqual(['x1'])
    expect((await getExcursions({ name: 'berlijn' })).map((e) => e.name)).toEqual([
      'Stedenreis Berlijn',
    ])
    const anonymous = (await getExcursions({ id: 'x1' }))[0]!
    expect(anonymous).toMatchObject({ subscribed: null, preference: null, subscriptions: 2 })
    await asStudent()
    expect((await getExcursions({ id: 'x1' }))[0]).toMatchObject({
      subscribed: 's1',
      preference: 1,
    })
  })

  it('POST /excursions/add, /update, /delete and /delete/all are for admins', async () => {
    const input = { name: 'Wadlopen', scope: 'x-week', hours: 4, datetime: '15-04-2027' }
    await asStudent()
    expect((await refusal(() => addExcursion(input))).status).toBe(403)
    expect((await refusal(() => deleteAllExcursions('x-week'))).status).toBe(403)
    asGuest()
    expect((await refusal(() => addExcursion(input))).status).toBe(401)

    await asAdmin()
    await addExcursion(input)
    const added = (await getExcursions({ name: 'Wadlopen' }))[0]!
    await updateExcursion({ ...input, _id: added._id, hours: 5 })
    expect((await getExcursions({ id: added._id }))[0]?.hours).toBe(5)
    await deleteExcursion(added._id)
    expect(await getExcursions({ id: added._id })).toEqual([])
    await deleteAllExcursions('keuzedeel')
    expect((await getExcursions()).some((e) => e.scope === 'keuzedeel')).toBe(false)
  })

  it('refuses an excursion payload that breaks the schema with 400', async () => {
    await asAdmin()
    const bad = await refusal(() =>
      sendUnchecked('excursions/add', {
        name: '',
        scope: 'x-week',
        hours: -1,
        datetime: '2027-04-15',
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.message).toMatch(/Ongeldige gegevens/)
  })
})

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

  it('POST subscriptions/unsubscribe of someone else’s subscription is 403 for a student', async () => {
    await asStudent()
    expect((await refusal(() => unsubscribe('s5'))).status).toBe(403)
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

describe('rounds and waiting lists (README "Inschrijfrondes")', () => {
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
