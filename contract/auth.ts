import { z } from 'zod/mini'
import { sessionUserSchema } from './access'
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
} from '@/features/auth/schemas'
import type { Call } from './call'

const tag = 'Accounts en sessies'
const message = z.object({ message: z.string() })

export const login = {
  method: 'post',
  path: 'users/login',
  access: 'public',
  body: loginInputSchema,
  answer: loginResponseSchema,
  docs: {
    tag,
    summary: 'Inloggen: een token en de gebruiker',
    refusals: {
      400: 'Ongeldige gebruikersnaam of leeg wachtwoord',
      401: 'Onjuiste gebruikersnaam of wachtwoord',
      429: 'Te veel mislukte pogingen voor deze gebruikersnaam of dit adres (15 minuten)',
    },
  },
} as const satisfies Call

export const sessionCheck = {
  method: 'get',
  path: 'users',
  access: 'account:view',
  answer: sessionUserSchema,
  answerOpen: true,
  docs: { tag, summary: 'Sessiecontrole: de ingelogde gebruiker' },
} as const satisfies Call

export const logout = {
  method: 'post',
  path: 'users/logout',
  access: 'account:view',
  answer: message,
  answerOpen: true,
  docs: { tag, summary: 'Uitloggen: het token wordt ingetrokken' },
} as const satisfies Call

export const forgotPassword = {
  method: 'post',
  path: 'users/forgot_password',
  access: 'public',
  body: forgotPasswordInputSchema,
  answer: message,
  answerOpen: true,
  docs: {
    tag,
    summary: 'Wachtwoord vergeten (komt in het logboek; deze server verstuurt geen e-mail)',
    refusals: {
      400: 'Lege of ongeldige gebruikersnaam',
      404: 'Geen account met deze gebruikersnaam',
    },
  },
} as const satisfies Call
