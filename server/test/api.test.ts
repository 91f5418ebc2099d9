import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginResponseSchema } from '~contract/schemas/auth'
import { excursionListSchema } from '~contract/schemas/excursions'
import { profileSchema } from '~contract/schemas/profile'
import { subscriptionListSchema, subscriptionSchema } from '~contract/schemas/subscriptions'
import { serverMessages as m } from '../messages'
import { openTarget, targetKinds, type Target } from './harness'
import { pngBytes, uploadForm } from './files'

/**
 * Every call of SPEC §7 with its success and its refusals, on every backend: the demo backend's
 * memory store, PGlite and PostgreSQL run the same app, and must answer alike.
 */
describe.each(targetKinds())('the API on %s', (kind) => {
  let t: Target
  let student: string // Daan: complete profile, subscriptions
  let teacher: string
  let admin: string

  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    ;[student, teacher, admin] = await Promise.all([
      t.login('654321'),
      t.login('docent@scalda.nl'),
      t.login('admin@scalda.nl'),
    ])
  })

  const own = async (token: string) =>
    subscriptionListSchema.parse((await t.call('GET', 'subscriptions/all', { token })).json)

  describe('sessions', () => {
    it('POST users/login answers a token and the user, by login id, e-mail or any case', async () => {
      for (const login_id of ['654321', '654321@student.scalda.nl', 'ADMIN@scalda.nl']) {
        const answer = await t.call('POST', 'users/login', {
          body: { login_id, password: 'welkom' },
        })
        expect(answer.status).toBe(200)
        expect(loginResponseSchema.parse(answer.json).token).toMatch(/^[\w-]{43}$/)
        expect(answer.json.user).not.toHaveProperty('password_hash')
      }
    })

    it('POST users/login refuses a wrong password, a bad login id, no password and broken JSON', async () => {
      const wrong = await t.call('POST', 'users/login', {
        body: { login_id: '654321', password: 'x' },
      })
      expect(wrong).toMatchObject({ status: 401, json: { message: m.session.wrongLogin } })
      const unknown = await t.call('POST', 'users/login', {
        body: { login_id: '999999', password: 'x' },
      })
      expect(unknown).toMatchObject({ status: 401, json: { message: m.session.wrongLogin } })
      const badId = await t.call('POST', 'users/login', {
        body: { login_id: 'iemand', password: 'x' },
      })
      expect(badId.status).toBe(400)
      expect(badId.json.message).toContain(
        'Dit is geen geldig studentnummer of scalda e-mail adres',
      )
      const noPassword = await t.call('POST', 'users/login', {
        body: { login_id: '654321', password: '' },
      })
      expect(noPassword.status).toBe(400)
      const broken = await t.call('POST', 'users/login', {
        raw: '{"login_id":',
        headers: { 'Content-Type': 'application/json' },
      })
      expect(broken).toMatchObject({ status: 400, json: { message: m.request.invalidJson } })
      const notJson = await t.call('POST', 'users/login', {
        raw: 'login_id=654321',
        headers: { 'Content-Type': 'text/plain' },
      })
      expect(notJson.status).toBe(400)
    })

    it('GET users checks the session; a missing or unknown token is refused', async () => {
      const answer = await t.call('GET', 'users', { token: student })
      expect(answer).toMatchObject({
        status: 200,
        json: { _id: 'u-daan', role: 'student', login_id: '654321' },
      })
      expect(await t.call('GET', 'users')).toMatchObject({
        status: 401,
        json: { message: m.session.required },
      })
      expect(await t.call('GET', 'users', { token: 'onzin' })).toMatchObject({
        status: 401,
        json: { message: m.session.invalid },
      })
    })

    it('POST users/logout revokes the token, and only that one', async () => {
      const second = await t.login('654321')
      expect((await t.call('POST', 'users/logout', { token: student })).status).toBe(200)
      expect((await t.call('GET', 'users', { token: student })).status).toBe(401)
      expect((await t.call('GET', 'users', { token: second })).status).toBe(200)
    })
  })

  describe('profiles and accounts', () => {
    it('GET users_info answers the own profile', async () => {
      const answer = await t.call('GET', 'users_info', { token: student })
      expect(answer.status).toBe(200)
      expect(profileSchema.parse(answer.json)).toMatchObject({
        user_id: 'u-daan',
        number: '654321',
      })
    })

    it('GET users/all and users_info/all are for teachers and admins, without password hashes', async () => {
      for (const token of [teacher, admin]) {
        const users = await t.call('GET', 'users/all', { token })
        expect(users.status).toBe(200)
        expect(users.json.length).toBe(11)
        expect(users.text).not.toContain('password')
        const profiles = await t.call('GET', 'users_info/all', { token })
        expect(profiles.json.length).toBe(11)
        expect(profiles.text).not.toContain('password')
      }
      expect((await t.call('GET', 'users/all', { token: student })).status).toBe(403)
      expect((await t.call('GET', 'users_info/all', { token: student })).status).toBe(403)
    })

    it('POST users_info/update/self saves what the user may change, not names, number or points', async () => {
      const mine = (await t.call('GET', 'users_info', { token: student })).json
      const answer = await t.call('POST', 'users_info/update/self', {
        token: student,
        body: {
          ...mine,
          phone: '+31600000001',
          first_name: 'Hacker',
          number: '111111',
          hours: 0,
          extra: 'x',
        },
      })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({
        phone: '+31600000001',
        first_name: 'Daan',
        number: '654321',
        hours: 20,
      })
      expect(answer.json).not.toHaveProperty('extra')
      const bad = await t.call('POST', 'users_info/update/self', {
        token: student,
        body: { ...mine, gender: 'M' },
      })
      expect(bad.status).toBe(400)
    })

    it('a profile update changes only the fields sent: the rest, the ID data and acceptances included, stay (issue 25)', async () => {
      const before = (await t.call('GET', 'users_info', { token: student })).json
      expect(before.document_number).not.toBe('')
      expect(before.accept_privacy_policy).toBe(true)
      const own = await t.call('POST', 'users_info/update/self', {
        token: student,
        body: { phone: '+31611112222' },
      })
      expect(own.status, own.text).toBe(200)
      const after = (await t.call('GET', 'users_info', { token: student })).json
      expect(after).toEqual({ ...before, phone: '+31611112222' })
      // The audit entry holds what changed, not the whole profile again.
      const [entry] = (
        await t.call('GET', 'audit', {
          token: admin,
          query: { action: 'profile.update-self', limit: '1' },
        })
      ).json.entries
      expect(entry.before).toEqual({ phone: before.phone })
      expect(entry.after).toEqual({ phone: '+31611112222' })

      // Staff likewise: one field sent, one changed.
      const staff = await t.call('POST', 'users_info/update', {
        token: teacher,
        body: { _id: before._id, grade: 'K. de Wit' },
      })
      expect(staff.status, staff.text).toBe(200)
      expect((await t.call('GET', 'users_info', { token: student })).json).toEqual({
        ...before,
        phone: '+31611112222',
        grade: 'K. de Wit',
      })
    })

    it('every profile text has a maximum length, refused with a Dutch 400 naming the field', async () => {
      for (const [field, max] of [
        ['phone', 32],
        ['grade', 100],
        ['document_number', 32],
        ['document_surname', 100],
      ] as const) {
        const answer = await t.call('POST', 'users_info/update/self', {
          token: student,
          body: { [field]: 'a'.repeat(max + 1) },
        })
        expect(answer.status, field).toBe(400)
        expect(answer.json.message, field).toContain(`${field}: Maximaal ${max} tekens`)
        const ok = await t.call('POST', 'users_info/update/self', {
          token: student,
          body: { [field]: 'a'.repeat(max) },
        })
        expect(ok.status, field).toBe(200)
      }
      const staff = await t.call('POST', 'users_info/update', {
        token: admin,
        body: { _id: 'p-sanne', phone: '9'.repeat(33) },
      })
      expect(staff.status).toBe(400)
    })

    it('POST users_info/update: staff edit an account; a teacher never an admin; numbers are unique', async () => {
      const sanne = (await t.call('GET', 'users_info/all', { token: teacher })).json.find(
        (p: { user_id: string }) => p.user_id === 'u-sanne',
      )
      const answer = await t.call('POST', 'users_info/update', {
        token: teacher,
        body: { ...sanne, grade: 'K. de Wit', last_name: 'Anders' },
      })
      expect(answer).toMatchObject({
        status: 200,
        json: { grade: 'K. de Wit', last_name: 'Vries' },
      })
      const taken = await t.call('POST', 'users_info/update', {
        token: admin,
        body: { ...sanne, number: '654321' },
      })
      expect(taken).toMatchObject({ status: 409, json: { message: m.accounts.numberTaken } })
      const adminProfile = (await t.call('GET', 'users_info/all', { token: admin })).json.find(
        (p: { user_id: string }) => p.user_id === 'u-beheer',
      )
      const byTeacher = await t.call('POST', 'users_info/update', {
        token: teacher,
        body: { ...adminProfile, phone: '+31699999999' },
      })
      expect(byTeacher.status).toBe(403)
      expect(
        (
          await t.call('POST', 'users_info/update', {
            token: admin,
            body: { ...adminProfile, phone: '+31699999999' },
          })
        ).status,
      ).toBe(200)
      expect(
        (
          await t.call('POST', 'users_info/update', {
            token: admin,
            body: { ...sanne, _id: 'p-onbekend' },
          })
        ).status,
      ).toBe(404)
      expect(
        (await t.call('POST', 'users_info/update', { token: student, body: sanne })).status,
      ).toBe(403)
    })

    it('POST users/add: a new account with its e-mail as login id; only admins add admins', async () => {
      const body = {
        role: 'student',
        first_name: 'Nieuw',
        last_name: 'Student',
        email: '777777@student.scalda.nl',
        number: '777777',
        grade: 'M. Bakker',
        hours: 20,
      }
      const answer = await t.call('POST', 'users/add', { token: teacher, body })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({ login_id: '777777@student.scalda.nl', number: '777777' })
      // No usable password: an activation mail in the outbox, and the account shows as not active.
      await expect(t.login('777777')).rejects.toThrow(/401/)
      const mails = (await t.call('GET', 'mail', { token: admin })).json.mails
      expect(mails[0]).toMatchObject({
        kind: 'activation',
        recipient: '777777@student.scalda.nl',
        state: 'held',
      })
      expect(mails[0].text).toMatch(/\/account-activeren#token=[\w-]{43}/)
      const listed = (await t.call('GET', 'users/all', { token: teacher })).json
      expect(listed.find((u: { _id: string }) => u._id === answer.json.user_id)).toMatchObject({
        active: false,
      })
      expect(listed.find((u: { _id: string }) => u._id === 'u-daan')).toMatchObject({
        active: true,
      })
      expect((await t.call('POST', 'users/add', { token: teacher, body })).json.message).toBe(
        m.accounts.emailTaken,
      )
      const sameNumber = await t.call('POST', 'users/add', {
        token: admin,
        body: { ...body, email: 'ander@student.scalda.nl' },
      })
      expect(sameNumber).toMatchObject({ status: 409, json: { message: m.accounts.numberTaken } })
      const newAdmin = { role: 'admin', first_name: 'A', last_name: 'B', email: 'baas@scalda.nl' }
      expect(await t.call('POST', 'users/add', { token: teacher, body: newAdmin })).toMatchObject({
        status: 403,
        json: { message: m.accounts.onlyAdminsAddAdmins },
      })
      expect((await t.call('POST', 'users/add', { token: admin, body: newAdmin })).status).toBe(200)
      expect(
        (
          await t.call('POST', 'users/add', {
            token: admin,
            body: { ...newAdmin, email: 'geen-adres' },
          })
        ).status,
      ).toBe(400)
      expect((await t.call('POST', 'users/add', { token: student, body })).status).toBe(403)
    })

    it('POST users/new_password for another account: a link by mail, never a password; a teacher never for an admin', async () => {
      const outbox = async () =>
        (await t.call('GET', 'mail', { token: admin, query: { limit: '500' } })).json.mails
      const daanAgain = await t.login('654321')
      const answer = await t.call('POST', 'users/new_password', {
        token: teacher,
        body: { id: 'u-daan' },
      })
      expect(answer).toMatchObject({
        status: 200,
        json: { message: m.accounts.resetLinkSent('654321@student.scalda.nl') },
      })
      expect(Object.keys(answer.json)).toEqual(['message'])
      // Nothing changed yet: the password and the sessions stay until the link is used.
      expect((await t.call('GET', 'users', { token: daanAgain })).status).toBe(200)
      expect(await t.login('654321')).toBeTruthy()
      const [mail] = await outbox()
      expect(mail).toMatchObject({ kind: 'reset', recipient: '654321@student.scalda.nl' })
      const token = /#reset=([\w-]{43})/.exec(mail.text)![1]
      // The link sets the password the student chooses, once, and ends every other session.
      const reset = await t.call('POST', 'users/reset_password', {
        body: { token, password: 'een-eigen-wachtwoord' },
      })
      expect(reset.status).toBe(200)
      expect((await t.call('GET', 'users', { token: daanAgain })).status).toBe(401)
      expect((await t.call('GET', 'users', { token: reset.json.token })).status).toBe(200)
      expect(await t.login('654321', 'een-eigen-wachtwoord')).toBeTruthy()
      expect(
        (await t.call('POST', 'users/login', { body: { login_id: '654321', password: 'welkom' } }))
          .status,
      ).toBe(401)
      expect(
        (
          await t.call('POST', 'users/reset_password', {
            body: { token, password: 'nog-een-wachtwoord' },
          })
        ).status,
      ).toBe(400)

      // Staff never choose another's password, not even on the wire.
      expect(
        await t.call('POST', 'users/new_password', {
          token: admin,
          body: { id: 'u-s2', password: 'door-de-beheerder-gekozen' },
        }),
      ).toMatchObject({ status: 400, json: { message: m.accounts.noPasswordForOthers } })
      expect(
        (await t.call('POST', 'users/new_password', { token: teacher, body: { id: 'u-admin' } }))
          .status,
      ).toBe(403)
      expect(
        (await t.call('POST', 'users/new_password', { token: teacher, body: { id: 'u-s2' } }))
          .status,
      ).toBe(200)
      const sanne = await t.login('123456')
      expect(
        (await t.call('POST', 'users/new_password', { token: sanne, body: { id: 'u-s1' } })).status,
      ).toBe(403)
      const ownChange = await t.call('POST', 'users/new_password', {
        token: sanne,
        body: { id: 'u-sanne', password: 'geheim-wachtwoord-123', current_password: 'welkom' },
      })
      expect(ownChange).toMatchObject({
        status: 200,
        json: { message: m.accounts.passwordChanged },
      })
      expect(ownChange.json).not.toHaveProperty('password')
      expect((await t.call('GET', 'users', { token: sanne })).status).toBe(200)
      expect(
        (
          await t.call('POST', 'users/new_password', {
            token: sanne,
            body: { id: 'u-sanne', password: 'kort', current_password: 'geheim-wachtwoord-123' },
          })
        ).status,
      ).toBe(400)
      expect(
        await t.call('POST', 'users/new_password', {
          token: sanne,
          body: { id: 'u-sanne', current_password: 'geheim-wachtwoord-123' },
        }),
      ).toMatchObject({ status: 400, json: { message: m.accounts.newPasswordRequired } })
      expect(
        (await t.call('POST', 'users/new_password', { token: admin, body: { id: 'u-onbekend' } }))
          .status,
      ).toBe(404)
    })

    it('a printed code for an active student (Nieuw wachtwoord): the student chooses a new password; other sessions end', async () => {
      const daanAgain = await t.login('654321')
      const codes = await t.call('POST', 'users/activation/codes', {
        token: teacher,
        body: { ids: ['u-daan'] },
      })
      expect(codes.status).toBe(200)
      const code = codes.json.letters[0].code as string
      // Until the code is used, the current password still works.
      expect(await t.login('654321')).toBeTruthy()
      const done = await t.call('POST', 'users/activate_code', {
        body: { number: '654321', code, password: 'een-eigen-wachtwoord' },
      })
      expect(done).toMatchObject({ status: 200, json: { message: m.activation.passwordReset } })
      expect((await t.call('GET', 'users', { token: daanAgain })).status).toBe(401)
      expect(await t.login('654321', 'een-eigen-wachtwoord')).toBeTruthy()
      const [entry] = (
        await t.call('GET', 'audit', { token: admin, query: { action: 'account.reset-password' } })
      ).json.entries
      expect(entry).toMatchObject({ record_id: 'u-daan' })
    })

    it('POST users/new_password for an account not yet active: a new activation link', async () => {
      const added = await t.call('POST', 'users/add', {
        token: admin,
        body: { role: 'teacher', first_name: 'T', last_name: 'W', email: 'nieuw@scalda.nl' },
      })
      const answer = await t.call('POST', 'users/new_password', {
        token: admin,
        body: { id: added.json.user_id },
      })
      expect(answer).toMatchObject({
        status: 200,
        json: { message: m.accounts.activationLinkSent('nieuw@scalda.nl') },
      })
      const mails = (await t.call('GET', 'mail', { token: admin })).json.mails
      expect(mails[0]).toMatchObject({ kind: 'activation', recipient: 'nieuw@scalda.nl' })
      expect(mails[0].text).toContain('/account-activeren#token=')
    })

    it('POST users/new_password for oneself asks the current password, throttled like a login', async () => {
      const own = (body: object) =>
        t.call('POST', 'users/new_password', { token: student, body: { id: 'u-daan', ...body } })
      const password = 'een-nieuw-wachtwoord-9'
      expect(await own({ password })).toMatchObject({
        status: 400,
        json: { message: m.accounts.currentPasswordRequired },
      })
      expect(await own({ password, current_password: 'niet-het-wachtwoord' })).toMatchObject({
        status: 400,
        json: { message: m.accounts.currentPasswordWrong },
      })
      // Nothing changed: the old password still logs in, the new one not.
      expect(await t.login('654321')).toBeTruthy()
      expect(
        (await t.call('POST', 'users/login', { body: { login_id: '654321', password } })).status,
      ).toBe(401)
      await t.login('654321') // a good login clears the account's counter
      // Guesses share the account's login counter: after its attempts, 429.
      t.throttle({ perAccount: 3 })
      const guesses = []
      for (let i = 0; i < 4; i++)
        guesses.push((await own({ password, current_password: `x${i}` })).status)
      expect(guesses).toEqual([400, 400, 400, 429])
      t.throttle()
      expect((await own({ password, current_password: 'welkom' })).status).toBe(200)
      expect(await t.login('654321', password)).toBeTruthy()
    })

    it('POST users/new_password: a teacher for students only, never another teacher', async () => {
      await t.call('POST', 'users/add', {
        token: admin,
        body: { role: 'teacher', first_name: 'T', last_name: 'W', email: 'tweede@scalda.nl' },
      })
      const other = (await t.store.run((tx) => tx.userByLogin('tweede@scalda.nl')))!
      expect(
        await t.call('POST', 'users/new_password', { token: teacher, body: { id: other._id } }),
      ).toMatchObject({ status: 403, json: { message: m.accounts.onlyStudentsNewPassword } })
      expect(
        (await t.call('POST', 'users/new_password', { token: admin, body: { id: other._id } }))
          .status,
      ).toBe(200)
    })

    it('POST users/forgot_password: a reset mail for an account, the same answer without one', async () => {
      const outbox = async () =>
        (await t.call('GET', 'mail', { token: admin, query: { limit: '500' } })).json.mails
      const before = (await outbox()).length
      const known = await t.call('POST', 'users/forgot_password', { body: { email: '654321' } })
      expect(known).toMatchObject({ status: 200, json: { message: m.accounts.mailSent } })
      const unknown = await t.call('POST', 'users/forgot_password', { body: { email: '999999' } })
      expect({ status: unknown.status, json: unknown.json }).toEqual({
        status: known.status,
        json: known.json,
      })
      const mails = await outbox()
      expect(mails).toHaveLength(before + 1)
      expect(mails[0]).toMatchObject({ kind: 'reset', recipient: '654321@student.scalda.nl' })
      expect(mails[0].text).toContain('/account-activeren#reset=')
      const empty = await t.call('POST', 'users/forgot_password', { body: { email: '' } })
      expect(empty.status).toBe(400)
      expect(empty.json.message).toContain('Vul je username (studentnummer of e-mail adres) in')
    })

    it('POST users/delete takes the account with its subscriptions and sessions; never one’s own, never an admin by a teacher', async () => {
      expect(
        await t.call('POST', 'users/delete', { token: admin, body: { id: 'u-admin' } }),
      ).toMatchObject({
        status: 400,
        json: { message: m.accounts.notOwnAccount },
      })
      expect(
        (await t.call('POST', 'users/delete', { token: teacher, body: { id: 'u-beheer' } })).status,
      ).toBe(403)
      expect(
        (await t.call('POST', 'users/delete', { token: student, body: { id: 'u-s1' } })).status,
      ).toBe(403)
      expect(
        (await t.call('POST', 'users/delete', { token: teacher, body: { id: 'u-daan' } })).status,
      ).toBe(200)
      expect((await t.call('GET', 'users', { token: student })).status).toBe(401)
      const left = subscriptionListSchema.parse(
        (await t.call('GET', 'subscriptions/all', { token: admin })).json,
      )
      expect(left.some((s) => s.student_id === 'u-daan')).toBe(false)
      expect(
        (await t.call('POST', 'users/delete', { token: admin, body: { id: 'u-daan' } })).status,
      ).toBe(404)
      expect(
        (await t.call('POST', 'users/delete', { token: admin, body: { id: 'u-beheer' } })).status,
      ).toBe(200)
    })

    it('POST users/delete/students removes every student and says how many, with their subscriptions', async () => {
      expect((await t.call('POST', 'users/delete/students', { token: student })).status).toBe(403)
      // Admins only (issue 25): a teacher deletes no student at all.
      expect(await t.call('POST', 'users/delete/students', { token: teacher })).toMatchObject({
        status: 403,
      })
      expect((await t.call('GET', 'users/all', { token: admin })).json).toHaveLength(11)
      const answer = await t.call('POST', 'users/delete/students', { token: admin })
      expect(answer).toMatchObject({ status: 200, json: { deleted: 8, subscriptions: 10 } })
      expect((await t.call('GET', 'users/all', { token: admin })).json).toHaveLength(3)
    })
  })

  describe('excursions', () => {
    it('GET excursions lists every excursion with the caller’s own subscription and the counts', async () => {
      const guest = excursionListSchema.parse((await t.call('GET', 'excursions')).json)
      expect(guest).toHaveLength(22)
      expect(guest.find((e) => e._id === 'x1')).toMatchObject({
        subscribed: null,
        subscriptions: 2,
      })
      const mine = excursionListSchema.parse(
        (await t.call('GET', 'excursions', { token: student })).json,
      )
      expect(mine.find((e) => e._id === 'x3')).toMatchObject({ subscribed: 's2', preference: 2 })
      expect(
        (await t.call('GET', 'excursions', { query: { id: 'b2' } })).json.map(
          (e: { _id: string }) => e._id,
        ),
      ).toEqual(['b2'])
      expect((await t.call('GET', 'excursions', { query: { name: 'PARIJS' } })).json).toHaveLength(
        1,
      )
      expect((await t.call('GET', 'excursions', { query: { name: '%' } })).json).toHaveLength(0)
    })

    const trip = {
      name: 'Dagje Antwerpen',
      scope: 'buitenland',
      hours: 6,
      datetime: '17-04-2027',
      capacity: 2,
    }

    it('POST excursions/add: admins only, checked with the app’s rules', async () => {
      const answer = await t.call('POST', 'excursions/add', { token: admin, body: trip })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({ ...trip, _id: expect.any(String) })
      expect(
        (await t.call('GET', 'excursions', { query: { id: answer.json._id } })).json[0],
      ).toMatchObject(trip)
      expect((await t.call('POST', 'excursions/add', { token: teacher, body: trip })).status).toBe(
        403,
      )
      const bad = await t.call('POST', 'excursions/add', {
        token: admin,
        body: { ...trip, name: '', datetime: '31-02-2027', scope: 'maan' },
      })
      expect(bad.status).toBe(400)
      expect(bad.json.message).toMatch(/^Ongeldige gegevens: .*name: Vul een naam in/)
    })

    it('POST excursions/update changes it; a new scope takes the subscriptions along with new ranks', async () => {
      const moved = await t.call('POST', 'excursions/update', {
        token: admin,
        body: { _id: 'x1', name: 'Kanoën', scope: 'buitenland', hours: 4, datetime: '12-04-2027' },
      })
      expect(moved).toMatchObject({ status: 200, json: { name: 'Kanoën', scope: 'buitenland' } })
      const mine = await own(student)
      // Daan: x1 was his 1st x-week choice; now his 2nd buitenland one after b1, and x3 is 1st.
      expect(mine.find((s) => s._id === 's1')?.preference).toBe(2)
      expect(mine.find((s) => s._id === 's2')?.preference).toBe(1)
      expect(
        (
          await t.call('POST', 'excursions/update', {
            token: admin,
            body: { ...trip, _id: 'nergens' },
          })
        ).status,
      ).toBe(404)
      expect(
        (
          await t.call('POST', 'excursions/update', {
            token: student,
            body: { ...trip, _id: 'x1' },
          })
        ).status,
      ).toBe(403)
    })

    it('POST excursions/delete removes it with its subscriptions; the ranks close up', async () => {
      expect(
        (await t.call('POST', 'excursions/delete', { token: admin, body: { id: 'x1' } })).status,
      ).toBe(200)
      const mine = await own(student)
      expect(mine.find((s) => s._id === 's1')).toBeUndefined()
      expect(mine.find((s) => s._id === 's2')?.preference).toBe(1)
      expect(
        (await t.call('POST', 'excursions/delete', { token: admin, body: { id: 'x1' } })).status,
      ).toBe(404)
      expect(
        (await t.call('POST', 'excursions/delete', { token: teacher, body: { id: 'x2' } })).status,
      ).toBe(403)
    })

    it('POST excursions/delete/all removes a whole scope and says how many', async () => {
      expect(
        await t.call('POST', 'excursions/delete/all', {
          token: admin,
          body: { scope: 'keuzedeel' },
        }),
      ).toMatchObject({
        status: 200,
        json: { deleted: 10 },
      })
      expect((await own(student)).some((s) => s.excursion_id === 'k2')).toBe(false)
      expect(
        (
          await t.call('POST', 'excursions/delete/all', {
            token: teacher,
            body: { scope: 'x-week' },
          })
        ).status,
      ).toBe(403)
    })
  })

  describe('subscriptions', () => {
    const refusal = (answer: { status: number; text: string; headers: Headers }) => ({
      status: answer.status,
      text: answer.text,
      plain: answer.headers.get('Content-Type')?.startsWith('text/plain'),
    })

    it('GET subscriptions/all: all of them for admins, one’s own for others', async () => {
      expect(await own(admin)).toHaveLength(10)
      expect((await own(student)).map((s) => s._id).sort()).toEqual(['s1', 's2', 's3', 's4'])
      expect(await own(teacher)).toEqual([])
    })

    it('POST subscriptions/subscribe signs a student up with a free rank', async () => {
      const answer = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { excursion_id: 'x2', preference: 3 },
      })
      expect(answer.status).toBe(200)
      expect(subscriptionSchema.parse(answer.json)).toMatchObject({
        excursion_id: 'x2',
        preference: 3,
        payed: false,
      })
      const seen = (await t.call('GET', 'excursions', { token: student, query: { id: 'x2' } }))
        .json[0]
      expect(seen).toMatchObject({ subscribed: answer.json._id, preference: 3, subscriptions: 2 })
    })

    it('refuses with a 406 text: again, a taken rank, staff, an unknown excursion', async () => {
      const again = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { excursion_id: 'x1' },
      })
      expect(refusal(again)).toEqual({ status: 406, text: m.subscriptions.already, plain: true })
      const rank = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { excursion_id: 'x2', preference: 2 },
      })
      expect(refusal(rank)).toEqual({
        status: 406,
        text: m.subscriptions.rankTaken(2),
        plain: true,
      })
      const staff = await t.call('POST', 'subscriptions/subscribe', {
        token: teacher,
        body: { excursion_id: 'x2' },
      })
      expect(refusal(staff)).toEqual({
        status: 406,
        text: m.subscriptions.onlyStudents,
        plain: true,
      })
      const gone = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { excursion_id: 'nergens' },
      })
      expect(refusal(gone)).toEqual({
        status: 406,
        text: m.subscriptions.excursionGone,
        plain: true,
      })
      expect(
        (await t.call('POST', 'subscriptions/subscribe', { body: { excursion_id: 'x2' } })).status,
      ).toBe(401)
      expect(
        (
          await t.call('POST', 'subscriptions/subscribe', {
            token: student,
            body: { excursion_id: 'x2', preference: 0 },
          })
        ).status,
      ).toBe(400)
    })

    it('refuses a trip without complete ID data, then without the scope’s terms: the app’s order', async () => {
      const emma = await t.login('201001')
      const subscribe = () =>
        t.call('POST', 'subscriptions/subscribe', { token: emma, body: { excursion_id: 'b2' } })
      // Neither yet: ID data first, as the app asks (domain/sign-up.ts).
      expect(refusal(await subscribe())).toEqual({
        status: 406,
        text: m.subscriptions.idDataFirst,
        plain: true,
      })
      const profile = (await t.call('GET', 'users_info', { token: emma })).json
      const idData = {
        document_type: 'passport',
        document_number: 'NXC4R8T21',
        document_issue_date: '02-06-2022',
        document_validity_date: '02-06-2032',
        document_country: 'Netherlands (the)',
        gender: 'm',
        document_first_name: 'Emma',
        document_surname: 'de Vries',
        bday: '14-03-2008',
        nationality: 'Netherlands (the)',
      }
      await t.call('POST', 'users_info/update/self', {
        token: emma,
        body: { ...profile, ...idData },
      })
      expect(refusal(await subscribe())).toEqual({
        status: 406,
        text: m.subscriptions.termsFirst,
        plain: true,
      })
      expect(
        (
          await t.call('POST', 'subscriptions/subscribe', {
            token: emma,
            body: { excursion_id: 'x3', preference: 2 },
          })
        ).status,
      ).toBe(200)
    })

    it('refuses the place after the last one: capacity is checked on the server', async () => {
      const added = await t.call('POST', 'excursions/add', {
        token: admin,
        body: { name: 'Eén plek', scope: 'x-week', hours: 1, datetime: '18-04-2027', capacity: 1 },
      })
      const id = added.json._id
      const [emma, noah] = await Promise.all([t.login('201001'), t.login('201002')])
      expect(
        (
          await t.call('POST', 'subscriptions/subscribe', {
            token: emma,
            body: { excursion_id: id, preference: 2 },
          })
        ).status,
      ).toBe(200)
      const full = await t.call('POST', 'subscriptions/subscribe', {
        token: noah,
        body: { excursion_id: id, preference: 2 },
      })
      expect(refusal(full)).toEqual({ status: 406, text: m.subscriptions.full, plain: true })
    })

    it('moves one of the own subscriptions to another rank: the two swap', async () => {
      const answer = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { _id: 's2', excursion_id: 'x3', preference: 1 },
      })
      expect(answer).toMatchObject({ status: 200, json: { _id: 's2', preference: 1 } })
      const mine = await own(student)
      expect(mine.find((s) => s._id === 's1')?.preference).toBe(2)
      const range = await t.call('POST', 'subscriptions/subscribe', {
        token: student,
        body: { _id: 's2', excursion_id: 'x3', preference: 5 },
      })
      expect(refusal(range)).toEqual({
        status: 406,
        text: m.subscriptions.rankRange(2),
        plain: true,
      })
      const others = await t.call('POST', 'subscriptions/subscribe', {
        token: await t.login('201001'),
        body: { _id: 's2', excursion_id: 'x3', preference: 1 },
      })
      expect(refusal(others)).toEqual({
        status: 406,
        text: m.subscriptions.subscriptionGone,
        plain: true,
      })
    })

    it('POST subscriptions/unsubscribe: one’s own (ranks close up) or anyone’s for admins', async () => {
      expect(
        (await t.call('POST', 'subscriptions/unsubscribe', { token: student, body: { id: 's1' } }))
          .status,
      ).toBe(200)
      expect((await own(student)).find((s) => s._id === 's2')?.preference).toBe(1)
      const again = await t.call('POST', 'subscriptions/unsubscribe', {
        token: student,
        body: { id: 's1' },
      })
      expect(refusal(again)).toEqual({
        status: 406,
        text: m.subscriptions.subscriptionGone,
        plain: true,
      })
      expect(
        (await t.call('POST', 'subscriptions/unsubscribe', { token: student, body: { id: 's5' } }))
          .status,
      ).toBe(403)
      expect(
        (await t.call('POST', 'subscriptions/unsubscribe', { token: admin, body: { id: 's5' } }))
          .status,
      ).toBe(200)
    })

    it('POST subscriptions/unsubscribe/all empties a scope, for admins', async () => {
      expect(
        (
          await t.call('POST', 'subscriptions/unsubscribe/all', {
            token: teacher,
            body: { scope: 'x-week' },
          })
        ).status,
      ).toBe(403)
      const answer = await t.call('POST', 'subscriptions/unsubscribe/all', {
        token: admin,
        body: { scope: 'x-week' },
      })
      expect(answer).toMatchObject({ status: 200, json: { deleted: 6 } })
      expect((await own(admin)).map((s) => s._id).sort()).toEqual(['s3', 's4', 's8', 's9'])
    })

    it('POST subscriptions/payed sets the paid flag, for admins', async () => {
      const answer = await t.call('POST', 'subscriptions/payed', {
        token: admin,
        body: { id: 's2', payed: true },
      })
      expect(answer).toMatchObject({ status: 200, json: { _id: 's2', payed: true } })
      expect((await own(student)).find((s) => s._id === 's2')?.payed).toBe(true)
      expect(
        (
          await t.call('POST', 'subscriptions/payed', {
            token: admin,
            body: { id: 'nergens', payed: true },
          })
        ).status,
      ).toBe(404)
      expect(
        (
          await t.call('POST', 'subscriptions/payed', {
            token: student,
            body: { id: 's2', payed: true },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await t.call('POST', 'subscriptions/payed', {
            token: admin,
            body: { id: 's2', payed: 'ja' },
          })
        ).status,
      ).toBe(400)
    })
  })

  describe('content, settings and uploads', () => {
    it('GET website_content answers a text, and 400 for an unknown name', async () => {
      expect(await t.call('GET', 'website_content', { query: { name: 'home' } })).toMatchObject({
        status: 200,
        json: { name: 'home', content: expect.stringContaining('Welkom bij X-Week') },
      })
      expect(await t.call('GET', 'website_content', { query: { name: 'nieuw' } })).toMatchObject({
        status: 400,
        json: { message: m.content.unknown('inhoud', 'nieuw') },
      })
    })

    it('POST website_content/set stores the text sanitised, for admins', async () => {
      const answer = await t.call('POST', 'website_content/set', {
        token: admin,
        body: {
          name: 'contact',
          content: '<p onclick="x()">Hoi<script>alert(1)</script><img src="javascript:x"></p>',
        },
      })
      expect(answer).toMatchObject({ status: 200, json: { content: '<p>Hoi<img></p>' } })
      expect(
        (await t.call('GET', 'website_content', { query: { name: 'contact' } })).json.content,
      ).toBe('<p>Hoi<img></p>')
      expect(
        (
          await t.call('POST', 'website_content/set', {
            token: teacher,
            body: { name: 'contact', content: '' },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await t.call('POST', 'website_content/set', {
            token: admin,
            body: { name: 'Geen Naam', content: '' },
          })
        ).status,
      ).toBe(400)
    })

    it('GET settings/version and settings; POST settings/set (the policy must name a text)', async () => {
      expect((await t.call('GET', 'settings/version')).json).toEqual({
        name: 'version',
        value: '1.0.0',
      })
      expect((await t.call('GET', 'settings', { query: { name: 'policy' } })).json).toEqual({
        name: 'policy',
        value: 'privacy_policy',
      })
      expect((await t.call('GET', 'settings', { query: { name: 'onbekend' } })).status).toBe(400)
      expect(
        (
          await t.call('POST', 'settings/set', {
            token: admin,
            body: { name: 'version', value: '2.0.0' },
          })
        ).status,
      ).toBe(200)
      expect((await t.call('GET', 'settings/version')).json.value).toBe('2.0.0')
      const noText = await t.call('POST', 'settings/set', {
        token: admin,
        body: { name: 'policy', value: 'bestaat_niet' },
      })
      expect(noText).toMatchObject({
        status: 400,
        json: { message: m.content.policyWithoutContent('bestaat_niet') },
      })
      expect(
        (
          await t.call('POST', 'settings/set', {
            token: admin,
            body: { name: 'policy', value: 'reis_terms' },
          })
        ).status,
      ).toBe(200)
      expect(
        (
          await t.call('POST', 'settings/set', {
            token: teacher,
            body: { name: 'version', value: '3' },
          })
        ).status,
      ).toBe(403)
    })

    it('POST uploader stores an image by its content and serves it with its real type', async () => {
      const answer = await t.call('POST', 'uploader', {
        token: admin,
        raw: uploadForm(pngBytes(), 'logo.png'),
      })
      expect(answer.status).toBe(200)
      expect(answer.json.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/)
      const served = await t.call('GET', answer.json.url.replace('/api/', ''))
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe('image/png')
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(served.headers.get('Content-Disposition')).toBe('inline')
      expect((await t.call('GET', 'uploads/0000')).status).toBe(404)
      expect(
        (
          await t.call('POST', 'uploader', {
            token: student,
            raw: uploadForm(pngBytes(), 'logo.png'),
          })
        ).status,
      ).toBe(403)
    })

    it('POST uploader refuses HTML named x.png, a missing file and a file over 2 MB', async () => {
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
      const disguised = await t.call('POST', 'uploader', {
        token: admin,
        raw: uploadForm(html, 'x.png', 'image/png'),
      })
      expect(disguised.status).toBe(400)
      expect(disguised.json.error.message).toContain('x.png is geen afbeelding')
      const empty = await t.call('POST', 'uploader', { token: admin, raw: new FormData() })
      expect(empty).toMatchObject({
        status: 400,
        json: { error: { message: m.content.noFile('upload') } },
      })
      const big = new Uint8Array(2 * 1024 * 1024 + 1)
      big.set(pngBytes())
      const tooBig = await t.call('POST', 'uploader', {
        token: admin,
        raw: uploadForm(big, 'groot.png'),
      })
      expect(tooBig.status).toBe(413)
    })
  })

  describe('the rest', () => {
    it('GET health answers while the database does; an unknown call is a 404 in Dutch', async () => {
      expect(await t.call('GET', 'health')).toMatchObject({ status: 200, json: { status: 'ok' } })
      expect(await t.call('GET', 'bestaat/niet')).toMatchObject({
        status: 404,
        json: { message: m.request.unknownCall },
      })
    })

    it('a JSON body over 1 MB is refused with 413, before any work', async () => {
      const answer = await t.call('POST', 'website_content/set', {
        token: admin,
        body: { name: 'home', content: 'x'.repeat(1024 * 1024 + 10) },
      })
      expect(answer).toMatchObject({ status: 413, json: { message: m.request.tooLarge(1) } })
      expect(
        (await t.call('GET', 'website_content', { query: { name: 'home' } })).json.content,
      ).toContain('Welkom')
    })
  })
})
