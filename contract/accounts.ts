import { z } from 'zod/mini'
import {
  accountUpdateSchema,
  deleteStudentsInputSchema,
  deleteUserInputSchema,
  deletedStudentsSchema,
  newAccountSchema,
  profileListSchema,
  userListSchema,
} from '~contract/schemas/accounts'
import { profileSchema } from '~domain/profile'
import type { Call } from './call'
import { newPasswordSchema, typedPasswordSchema } from '~contract/schemas/auth'

const tag = 'Accounts en sessies'
const message = z.object({ message: z.string() })

/**
 * One's own password changes only with the current one (issue 25: an unlocked classroom PC).
 * For another account only `id`: its owner gets a link by mail and chooses one (never staff).
 */
const newPasswordInputSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  password: z.optional(newPasswordSchema),
  current_password: z.optional(typedPasswordSchema),
})

export const allUsers = {
  method: 'get',
  path: 'users/all',
  access: 'accounts:manage',
  answer: userListSchema,
  docs: { tag, summary: 'Alle gebruikers' },
} as const satisfies Call

export const allProfiles = {
  method: 'get',
  path: 'users_info/all',
  access: 'accounts:manage',
  answer: profileListSchema,
  docs: {
    tag,
    summary: 'Alle profielen; paspoort- en ID-gegevens alleen voor beheerders (docenten: leeg)',
  },
} as const satisfies Call

export const updateAccount = {
  method: 'post',
  path: 'users_info/update',
  access: 'accounts:manage',
  body: accountUpdateSchema,
  answer: profileSchema,
  answerOpen: true,
  docs: {
    tag,
    summary: 'Een account wijzigen (docenten: geen beheerders)',
    refusals: {
      400: 'Ongeldig profiel, of een studentnummer voor een account dat geen student is',
      403: 'Een docent die een beheerdersaccount wijzigt',
      404: 'Onbekend account',
      409: 'Studentnummer al in gebruik',
    },
  },
} as const satisfies Call

export const addAccount = {
  method: 'post',
  path: 'users/add',
  access: 'accounts:manage',
  body: newAccountSchema,
  answer: profileSchema,
  answerOpen: true,
  docs: {
    tag,
    summary:
      'Een account toevoegen (login id = e-mailadres), zonder wachtwoord: de eigenaar kiest het met de activatiemail of een inlogcode',
    refusals: {
      400: 'Ongeldige gegevens, of een meegestuurd wachtwoord',
      403: 'Een docent die een beheerder toevoegt',
      409: 'E-mailadres of studentnummer al in gebruik',
    },
  },
} as const satisfies Call

export const newPassword = {
  method: 'post',
  path: 'users/new_password',
  access: 'account:view',
  body: newPasswordInputSchema,
  answer: message,
  docs: {
    tag,
    summary:
      'Nieuw wachtwoord: het eigen (met het huidige), of door docent/beheerder voor een ander: een link per e-mail (herstellink, of activatielink voor een account dat nog niet actief is); nooit een wachtwoord in het antwoord',
    refusals: {
      400: 'Wachtwoord te zwak of ontbreekt, het eigen wachtwoord zonder het juiste huidige, een wachtwoord meegestuurd voor een ander account, of een ander account zonder e-mailadres',
      403: 'Een docent voor een ander dan een student, of een beheerdersaccount (een beheerder gebruikt Wachtwoord vergeten)',
      404: 'Onbekend account, of een ander account voor wie geen accounts beheert (hetzelfde antwoord)',
      429: 'Te veel onjuiste huidige wachtwoorden (zoals bij inloggen)',
    },
  },
} as const satisfies Call

export const deleteUser = {
  method: 'post',
  path: 'users/delete',
  access: 'accounts:manage',
  body: deleteUserInputSchema,
  answer: message,
  answerOpen: true,
  docs: {
    tag,
    summary: 'Een account verwijderen, met profiel, sessies en inschrijvingen',
    refusals: {
      400: 'Het eigen account',
      403: 'Een docent voor een beheerdersaccount',
      404: 'Onbekend account',
    },
  },
} as const satisfies Call

export const deleteAllStudents = {
  method: 'post',
  path: 'users/delete/students',
  access: 'accounts:admin',
  body: deleteStudentsInputSchema,
  answer: deletedStudentsSchema,
  docs: {
    tag,
    summary:
      "Alle studenten verwijderen, met het getypte bevestigingswoord (confirm: 'VERWIJDER'): hoeveel, en hun inschrijvingen",
    refusals: { 400: 'Het bevestigingswoord ontbreekt of klopt niet' },
  },
} as const satisfies Call
