/**
 * Every call of SPEC §7 through the app's own client against the stateful mock backend,
 * with a 401 and a 403 refusal each where the call needs a session or a role: the accounts and
 * the excursions (the subscriptions, rounds, content and settings: api-calls-sign-up.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { checkSession, forgotPassword, login, logout } from '@/lib/auth/api'
import { getOwnProfile, updateOwnProfile } from '@/lib/profile/api'
import {
  deleteAllStudents,
  deleteUser,
  getAllProfiles,
  getAllUsers,
  saveAccount,
} from '@/lib/accounts/api'
import {
  addExcursion,
  deleteAllExcursions,
  deleteExcursion,
  getExcursions,
  updateExcursion,
} from '@/lib/excursions/api'
import { getSubscriptions } from '@/lib/subscriptions/api'
import { sessionStore } from '@/lib/session'
import { trackWrite } from '@/lib/unsaved-changes'
import { server } from '../../mocks/node'
import { signIn } from './render-app'
import { refusal, sendUnchecked } from './refusal'
import { asAdmin, asGuest, asStudent, asTeacher, setNewPassword } from './api-calls-setup'

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

  it('POST /users/logout waits for a write on its way: the session ends after the server took it', async () => {
    await asStudent()
    const sent: string[] = []
    const note = ({ request }: { request: Request }) =>
      void sent.push(new URL(request.url).pathname)
    server.events.on('request:start', note)
    try {
      let answer = () => {}
      const write = trackWrite(() => new Promise<void>((resolve) => (answer = resolve)))
      const loggingOut = logout()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(sent).toEqual([])
      answer()
      await write
      await loggingOut
      expect(sent).toEqual(['/api/users/logout'])
    } finally {
      server.events.removeListener('request:start', note)
    }
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
    // A student asking for another account: the answer of an unknown id (issue 43).
    expect((await refusal(() => setNewPassword({ id: 'u-docent' }))).status).toBe(404)
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
    expect((await refusal(() => deleteAllStudents('VERWIJDER'))).status).toBe(403)
    await asTeacher()
    expect((await refusal(() => deleteAllStudents('VERWIJDER'))).status).toBe(403)
    await asAdmin()
    // The typed word is checked on the server too (issue 43).
    const wrong = await refusal(() => deleteAllStudents('verwijder'))
    expect(wrong.status).toBe(400)
    expect(wrong.message).toBe(
      'Typ VERWIJDER om te bevestigen dat alle studenten worden verwijderd.',
    )
    expect((await getAllUsers()).items.some((u) => u.role === 'student')).toBe(true)
    await deleteAllStudents('VERWIJDER')
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
