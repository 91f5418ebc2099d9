import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { adminMessages } from '~domain/messages/admin'
import { apiUrl } from '@/lib/config'
import { messages } from '~domain/messages/general'
import { login } from '@/lib/auth/api'
import { refusal, sendUnchecked } from '@/test/refusal'
import { signIn } from '@/test/render-app'
import { server } from '~mocks/node'
import { activateWithCode } from '@/features/auth/activation-api'
import {
  activationCodes,
  deleteAllStudents,
  getAllProfiles,
  mailNewPasswordLink,
  saveAccount,
} from '@/lib/accounts/api'

const student = {
  role: 'student' as const,
  first_name: 'Fenna',
  last_name: 'Hoekstra',
  email: '300901@student.scalda.nl',
  number: '300901',
  grade: 'A. Mulder',
  hours: 20,
}

describe('accounts calls against the demo backend', () => {
  it('POST /users/new_password for a student mails a link and answers no password; the old one still works', async () => {
    await signIn('docent@scalda.nl')
    const message = await mailNewPasswordLink('u-daan')
    expect(message).toContain('654321@student.scalda.nl')
    expect(message).toContain('link om een nieuw wachtwoord te kiezen')
    expect((await login({ login_id: '654321', password: 'welkom' })).user.role).toBe('student')
  })

  it('a new student has no password until activated with a printed code; then logs in with e-mail or number', async () => {
    await signIn('admin@scalda.nl')
    const added = await saveAccount(student)
    const userId = (added as { user_id: string }).user_id
    await expect(login({ login_id: student.email, password: 'welkom' })).rejects.toThrow()
    const { letters, app_url } = await activationCodes([userId])
    expect(app_url).toMatch(/^https?:\/\//)
    expect(letters).toMatchObject([{ user_id: userId, number: '300901', name: 'Fenna Hoekstra' }])
    await activateWithCode({
      number: '300901',
      code: letters[0]!.code,
      password: 'fietsenstalling',
    })
    expect((await login({ login_id: student.email, password: 'fietsenstalling' })).user.role).toBe(
      'student',
    )
    expect((await login({ login_id: '300901', password: 'fietsenstalling' })).user.role).toBe(
      'student',
    )
  })

  it('POST /users/add refuses a taken e-mail address or student number (409) and a non-school address (400)', async () => {
    await signIn('docent@scalda.nl')
    const email = await refusal(() =>
      saveAccount({ ...student, email: '654321@student.scalda.nl' }),
    )
    expect([email.status, email.message]).toEqual([
      409,
      'Er bestaat al een account met dit e-mailadres',
    ])
    const number = await refusal(() => saveAccount({ ...student, number: '654321' }))
    expect([number.status, number.message]).toEqual([
      409,
      'Er bestaat al een account met dit studentnummer',
    ])
    const foreign = await refusal(() =>
      sendUnchecked('users/add', { ...student, email: 'fenna@gmail.com' }),
    )
    expect(foreign.status).toBe(400)
    expect(foreign.message).toContain(messages.auth.invalidLoginId)
  })

  it('POST /users_info/update keeps the names as they are (SPEC §6)', async () => {
    await signIn('docent@scalda.nl')
    const daan = (await getAllProfiles()).items.find((p) => p.user_id === 'u-daan')!
    await saveAccount({ ...daan, role: 'student', first_name: 'Hacker', phone: '+31600000000' })
    const saved = (await getAllProfiles()).items.find((p) => p.user_id === 'u-daan')!
    expect([saved.first_name, saved.phone]).toEqual(['Daan', '+31600000000'])
  })

  it('POST /users/delete/students answers how many students and subscriptions went', async () => {
    await signIn('admin@scalda.nl')
    expect(await deleteAllStudents('VERWIJDER')).toEqual({ deleted: 8, subscriptions: 10 })
  })

  // Issue 19, item 7: the students are gone, whatever shape the answer has.
  it.each([
    ['a plain OK', () => new HttpResponse('OK'), null, null, 'Alle studenten zijn verwijderd'],
    [
      'no content',
      () => new HttpResponse(null, { status: 204 }),
      null,
      null,
      'Alle studenten zijn verwijderd',
    ],
    [
      'other fields',
      () => HttpResponse.json({ ok: true, removed: 8 }),
      null,
      null,
      'Alle studenten zijn verwijderd',
    ],
    [
      'counts as text',
      () => HttpResponse.json({ deleted: '8', subscriptions: '10' }),
      8,
      10,
      '8 studenten en 10 inschrijvingen verwijderd',
    ],
    ['only the students', () => HttpResponse.json({ deleted: 1 }), 1, null, '1 student verwijderd'],
  ])(
    'POST /users/delete/students answering %s is a success, with the counts that are there',
    async (_name, answer, deleted, subscriptions, text) => {
      await signIn('admin@scalda.nl')
      server.use(http.post(apiUrl('users/delete/students'), answer))
      const result = await deleteAllStudents('VERWIJDER')
      expect(result).toEqual({ deleted, subscriptions })
      expect(adminMessages.accounts.studentsDeleted(result.deleted, result.subscriptions)).toBe(
        text,
      )
    },
  )
})
