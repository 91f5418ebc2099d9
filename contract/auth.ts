import { z } from 'zod/mini'
import { sessionUserSchema } from '~domain/access'
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
} from '~contract/schemas/auth'
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
      401: 'Onjuiste gebruikersnaam of wachtwoord; of een code van de tweede stap nodig of onjuist (`second_factor: true`)',
      429: 'Te veel mislukte pogingen voor deze gebruikersnaam of dit adres (15 minuten)',
    },
  },
} as const satisfies Call

export const sessionCheck = {
  beforeSecondFactor: true,
  method: 'get',
  path: 'users',
  access: 'account:view',
  answer: sessionUserSchema,
  answerOpen: true,
  docs: { tag, summary: 'Sessiecontrole: de ingelogde gebruiker' },
} as const satisfies Call

export const logout = {
  beforeSecondFactor: true,
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
    summary:
      'Wachtwoord vergeten: een herstellink (1 uur geldig) naar het e-mailadres van het account; hetzelfde antwoord of het account bestaat of niet',
    refusals: {
      400: 'Lege of ongeldige gebruikersnaam',
      429: 'Te veel aanvragen voor deze gebruikersnaam of dit adres (15 minuten)',
    },
  },
} as const satisfies Call
