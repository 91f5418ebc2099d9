import { z } from 'zod'
import { can } from '@/lib/access'
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  newPasswordInputSchema,
} from '@/features/auth/schemas'
import {
  accountUpdateSchema,
  deleteUserInputSchema,
  newAccountSchema,
} from '@/features/accounts/schemas'
import { profileSchema } from '@/features/profile/schemas'
import { db } from '../db'
import { endpoint, refuse, requireUser } from '../http'
import { DEMO_PASSWORD, type ProfileRecord, type UserRecord } from '../seed'

const publicUser = (u: UserRecord) => ({ _id: u._id, role: u.role, login_id: u.login_id })

/** A login id, the profile's e-mail address or a student's number (README "Beheer: accounts"). */
const findLogin = (loginId: string) => {
  const id = loginId.trim().toLowerCase()
  if (!id) return undefined
  const profile = db.state.profiles.find(
    (p) => p.email.toLowerCase() === id || (p.number !== '' && p.number === id),
  )
  return db.state.users.find((u) => u.login_id.toLowerCase() === id || u._id === profile?.user_id)
}

/** Student numbers are unique: a second account with the same number is refused. */
function refuseTakenNumber(number: string | undefined, ownProfileId?: string) {
  if (number && db.state.profiles.some((p) => p.number === number && p._id !== ownProfileId))
    refuse(409, 'Er bestaat al een account met dit studentnummer')
}

/** An easy-to-read random password: no 0/O, 1/l/I. */
function generatePassword(length = 10): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

/** Names are read-only for everyone (SPEC §6), also through the staff update. */
const NAME_FIELDS = ['first_name', 'last_name', 'last_name_prefix', 'email'] as const

export const ownProfile = (user: UserRecord): ProfileRecord =>
  db.state.profiles.find((p) => p.user_id === user._id) ?? refuse(404, 'Profiel niet gevonden')

/** What nobody changes about themselves: identity, names, student number and points. */
const READ_ONLY_FIELDS = [
  '_id',
  'user_id',
  'first_name',
  'last_name',
  'last_name_prefix',
  'email',
  'login_id',
  'number',
  'hours',
] as const

function removeUser(id: string) {
  const s = db.state
  s.users = s.users.filter((u) => u._id !== id)
  s.profiles = s.profiles.filter((p) => p.user_id !== id)
  s.subscriptions = s.subscriptions.filter((sub) => sub.student_id !== id)
  s.sessions = Object.fromEntries(Object.entries(s.sessions).filter(([, userId]) => userId !== id))
}

export const userHandlers = [
  endpoint('post', 'users/login', { access: 'public', body: loginInputSchema }, ({ body }) => {
    const user = findLogin(body.login_id)
    if (!user || user.password !== body.password)
      refuse(401, 'Onjuiste gebruikersnaam of wachtwoord')
    const token = crypto.randomUUID()
    db.state.sessions[token] = user!._id
    return { token, user: publicUser(user!) }
  }),

  endpoint('get', 'users', { access: 'account:view' }, ({ user }) => publicUser(requireUser(user))),

  endpoint('post', 'users/logout', { access: 'account:view' }, ({ token }) => {
    if (token) delete db.state.sessions[token]
    return { message: 'Uitgelogd' }
  }),

  endpoint('get', 'users_info', { access: 'account:view' }, ({ user }) =>
    ownProfile(requireUser(user)),
  ),

  endpoint('get', 'users/all', { access: 'accounts:manage' }, () => db.state.users.map(publicUser)),

  endpoint('get', 'users_info/all', { access: 'accounts:manage' }, () => db.state.profiles),

  endpoint(
    'post',
    'users_info/update/self',
    { access: 'account:view', body: profileSchema },
    ({ user, body }) => {
      const stored = ownProfile(requireUser(user))
      const editable = Object.fromEntries(
        Object.entries(body).filter(
          ([key]) => !(READ_ONLY_FIELDS as readonly string[]).includes(key),
        ),
      )
      Object.assign(stored, editable)
      return stored
    },
  ),

  endpoint(
    'post',
    'users_info/update',
    { access: 'accounts:manage', body: accountUpdateSchema },
    ({ body }) => {
      const stored =
        db.state.profiles.find((p) => p._id === body._id) ?? refuse(404, 'Account niet gevonden')
      // Identity stays as it is: the profile, its user and the login id do not move.
      const { _id: _profileId, user_id: _userId, login_id: _loginId, ...changes } = body
      for (const field of NAME_FIELDS) delete changes[field]
      refuseTakenNumber(changes.number, stored._id)
      Object.assign(stored, changes)
      return stored
    },
  ),

  endpoint(
    'post',
    'users/add',
    { access: 'accounts:manage', body: newAccountSchema },
    ({ user, body }) => {
      if (body.role === 'admin' && !can(requireUser(user), 'content:edit'))
        refuse(403, 'Alleen een beheerder kan beheerders toevoegen')
      if (findLogin(body.email)) refuse(409, 'Er bestaat al een account met dit e-mailadres')
      refuseTakenNumber(body.number)
      const { role, password, ...profile } = body
      const newUser: UserRecord = {
        _id: db.newId('u-'),
        role,
        login_id: body.email,
        password: password ?? DEMO_PASSWORD,
      }
      db.state.users.push(newUser)
      const record = {
        ...profile,
        _id: db.newId('p-'),
        user_id: newUser._id,
        login_id: body.email,
      } as ProfileRecord
      db.state.profiles.push(record)
      return record
    },
  ),

  endpoint(
    'post',
    'users/new_password',
    { access: 'account:view', body: newPasswordInputSchema },
    ({ user, body }) => {
      const caller = requireUser(user)
      if (body.id !== caller._id && !can(caller, 'accounts:manage')) refuse(403, 'Geen toegang')
      const target =
        db.state.users.find((u) => u._id === body.id) ?? refuse(404, 'Account niet gevonden')
      // Without a password the server makes one and answers it, once.
      const password = body.password ?? generatePassword()
      target.password = password
      return { message: 'Wachtwoord gewijzigd', password }
    },
  ),

  endpoint(
    'post',
    'users/forgot_password',
    { access: 'public', body: forgotPasswordInputSchema },
    ({ body }) => {
      if (!findLogin(body.email))
        refuse(404, 'Er is geen account gevonden met deze gebruikersnaam.')
      return { message: 'E-mail verstuurd' }
    },
  ),

  endpoint(
    'post',
    'users/delete',
    { access: 'accounts:manage', body: deleteUserInputSchema },
    ({ user, body }) => {
      if (body.id === requireUser(user)._id)
        refuse(400, 'Je kunt je eigen account niet verwijderen')
      if (!db.state.users.some((u) => u._id === body.id)) refuse(404, 'Account niet gevonden')
      removeUser(body.id)
      return { message: 'Verwijderd' }
    },
  ),

  endpoint(
    'post',
    'users/delete/students',
    { access: 'accounts:manage', body: z.unknown() },
    () => {
      const students = db.state.users.filter((u) => u.role === 'student')
      const subscriptions = db.state.subscriptions.length
      students.forEach((s) => removeUser(s._id))
      return {
        deleted: students.length,
        subscriptions: subscriptions - db.state.subscriptions.length,
      }
    },
  ),
]
