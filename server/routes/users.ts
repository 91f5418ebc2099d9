import { z } from 'zod/mini'
import { sessionUserSchema } from '@/lib/access'
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  newPasswordInputSchema,
} from '@/features/auth/schemas'
import {
  accountUpdateSchema,
  deleteUserInputSchema,
  deletedStudentsSchema,
  newAccountSchema,
  profileListSchema,
  userListSchema,
} from '@/features/accounts/schemas'
import { profileSchema } from '@/features/profile/schemas'
import { registerCall, type Registrar } from '../http/call'
import * as accounts from '../rules/accounts'
import { login, logout } from '../rules/sessions'
import type { Services } from '../services'

const message = z.object({ message: z.string() })

export function registerUserCalls(registrar: Registrar, services: Services) {
  const tag = 'Accounts en sessies'
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users/login',
      access: 'public',
      tag,
      summary: 'Inloggen: een token en de gebruiker',
      body: loginInputSchema,
      answer: loginResponseSchema,
      refusals: {
        400: 'Ongeldige gebruikersnaam of leeg wachtwoord',
        401: 'Onjuiste gebruikersnaam of wachtwoord',
        429: 'Te veel mislukte pogingen voor deze gebruikersnaam of dit adres (15 minuten)',
      },
    },
    (ctx, { body }) => login(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'users',
      access: 'account:view',
      tag,
      summary: 'Sessiecontrole: de ingelogde gebruiker',
      answer: sessionUserSchema,
    },
    async (ctx) => accounts.sessionUser(ctx),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users/logout',
      access: 'account:view',
      tag,
      summary: 'Uitloggen: het token wordt ingetrokken',
      answer: message,
    },
    (ctx) => logout(ctx),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'users_info',
      access: 'account:view',
      tag,
      summary: 'Het eigen profiel',
      answer: profileSchema,
      refusals: { 404: 'Geen profiel bij dit account' },
    },
    (ctx) => accounts.ownProfile(ctx),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'users/all',
      access: 'accounts:manage',
      tag,
      summary: 'Alle gebruikers',
      answer: userListSchema,
    },
    (ctx) => accounts.listUsers(ctx),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'users_info/all',
      access: 'accounts:manage',
      tag,
      summary: 'Alle profielen',
      answer: profileListSchema,
    },
    (ctx) => accounts.listProfiles(ctx),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users_info/update/self',
      access: 'account:view',
      tag,
      summary: 'Het eigen profiel opslaan (namen, studentnummer en punten blijven)',
      body: profileSchema,
      answer: profileSchema,
      refusals: { 400: 'Ongeldig profiel', 404: 'Geen profiel bij dit account' },
    },
    (ctx, { body }) => accounts.updateOwnProfile(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users_info/update',
      access: 'accounts:manage',
      tag,
      summary: 'Een account wijzigen (docenten: geen beheerders)',
      body: accountUpdateSchema,
      answer: profileSchema,
      refusals: {
        400: 'Ongeldig profiel',
        403: 'Een docent die een beheerdersaccount wijzigt',
        404: 'Onbekend account',
        409: 'Studentnummer al in gebruik',
      },
    },
    (ctx, { body }) => accounts.updateAccount(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users/add',
      access: 'accounts:manage',
      tag,
      summary: 'Een account toevoegen (login id = e-mailadres)',
      body: newAccountSchema,
      answer: profileSchema,
      refusals: {
        400: 'Ongeldige gegevens',
        403: 'Een docent die een beheerder toevoegt',
        409: 'E-mailadres of studentnummer al in gebruik',
      },
    },
    (ctx, { body }) => accounts.addAccount(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users/new_password',
      access: 'account:view',
      tag,
      summary:
        'Nieuw wachtwoord: het eigen, of door docent/beheerder; zonder wachtwoord maakt de server er een en antwoordt het eenmalig',
      body: newPasswordInputSchema,
      answer: z.object({ message: z.string(), password: z.optional(z.string()) }),
      refusals: {
        400: 'Wachtwoord korter dan 6 tekens',
        403: 'Een ander account zonder dat recht, of een docent voor een beheerder',
        404: 'Onbekend account',
      },
    },
    (ctx, { body }) => accounts.newPassword(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users/forgot_password',
      access: 'public',
      tag,
      summary: 'Wachtwoord vergeten (komt in het logboek; deze server verstuurt geen e-mail)',
      body: forgotPasswordInputSchema,
      answer: message,
      refusals: {
        400: 'Lege of ongeldige gebruikersnaam',
        404: 'Geen account met deze gebruikersnaam',
      },
    },
    (ctx, { body }) => accounts.forgotPassword(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users/delete',
      access: 'accounts:manage',
      tag,
      summary: 'Een account verwijderen, met profiel, sessies en inschrijvingen',
      body: deleteUserInputSchema,
      answer: message,
      refusals: {
        400: 'Het eigen account',
        403: 'Een docent voor een beheerdersaccount',
        404: 'Onbekend account',
      },
    },
    (ctx, { body }) => accounts.deleteAccount(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'users/delete/students',
      access: 'accounts:manage',
      tag,
      summary: 'Alle studenten verwijderen: hoeveel, en hun inschrijvingen',
      answer: deletedStudentsSchema,
    },
    (ctx) => accounts.deleteAllStudents(ctx),
  )
}
