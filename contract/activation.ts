import { z } from 'zod/mini'
import {
  accountIdsSchema,
  activatedSchema,
  activationRequestSchema,
  codeLettersSchema,
  codePasswordInputSchema,
  linkCheckInputSchema,
  linkCheckSchema,
  linkPasswordInputSchema,
  mailIdSchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxQuerySchema,
  resentSchema,
} from './schemas/activation'
import type { Call } from './call'

/** Activation by a mailed link or a printed code, the password reset, and the outbox (issue 24). */
const tag = 'Activeren en e-mail'
const message = z.object({ message: z.string() })
const tokenRefusals = {
  400: 'Link of code ongeldig, gebruikt of verlopen (met een audit-vermelding), of een wachtwoord dat niet aan de regel voldoet',
}

export const activateWithLink = {
  method: 'post',
  path: 'users/activate',
  access: 'public',
  body: linkPasswordInputSchema,
  answer: activatedSchema,
  docs: {
    tag,
    summary:
      'Account activeren met de link uit de activatiemail: een eigen wachtwoord, en ingelogd',
    refusals: tokenRefusals,
  },
} as const satisfies Call

export const activateWithCode = {
  method: 'post',
  path: 'users/activate_code',
  access: 'public',
  body: codePasswordInputSchema,
  answer: activatedSchema,
  docs: {
    tag,
    summary: 'Account activeren met studentnummer en afgedrukte inlogcode',
    refusals: { ...tokenRefusals, 429: 'Te veel pogingen voor dit studentnummer of adres' },
  },
} as const satisfies Call

export const requestActivationLink = {
  method: 'post',
  path: 'users/activation_link',
  access: 'public',
  body: activationRequestSchema,
  answer: message,
  docs: {
    tag,
    summary:
      'Een nieuwe activatielink (of, voor een actief account, een herstellink) naar het e-mailadres van het account; hetzelfde antwoord of het account bestaat of niet',
    refusals: { 429: 'Te veel aanvragen voor deze gebruikersnaam of dit adres' },
  },
} as const satisfies Call

export const checkLink = {
  method: 'post',
  path: 'users/check_link',
  access: 'public',
  body: linkCheckInputSchema,
  answer: linkCheckSchema,
  docs: {
    tag,
    summary:
      'Of een activatie- of herstellink nog werkt, zonder hem te gebruiken: de pagina van de link zegt het meteen (onbekend, gebruikt of verlopen)',
  },
} as const satisfies Call

export const resetPassword = {
  method: 'post',
  path: 'users/reset_password',
  access: 'public',
  body: linkPasswordInputSchema,
  answer: activatedSchema,
  docs: {
    tag,
    summary:
      'Een nieuw wachtwoord met de link uit de herstelmail; andere sessies van het account eindigen',
    refusals: tokenRefusals,
  },
} as const satisfies Call

export const resendActivation = {
  method: 'post',
  path: 'users/activation/resend',
  access: 'accounts:manage',
  body: accountIdsSchema,
  answer: resentSchema,
  docs: {
    tag,
    summary:
      'Activatiemail opnieuw sturen aan deze accounts; actieve en accounts zonder e-mailadres worden overgeslagen',
    refusals: { 403: 'Een docent voor een beheerdersaccount', 404: 'Onbekend account' },
  },
} as const satisfies Call

export const activationCodes = {
  method: 'post',
  path: 'users/activation/codes',
  access: 'accounts:manage',
  body: accountIdsSchema,
  answer: codeLettersSchema,
  docs: {
    tag,
    summary:
      'Inlogcodes voor deze accounts (14 dagen geldig, eenmalig), voor de PDF; eerdere codes vervallen',
    refusals: {
      400: 'Een account zonder studentnummer, of meer dan 500 accounts tegelijk',
      403: 'Een docent voor een beheerdersaccount',
      404: 'Onbekend account',
    },
  },
} as const satisfies Call

export const outbox = {
  method: 'get',
  path: 'mail',
  access: 'audit:read',
  query: outboxQuerySchema,
  answer: outboxPageSchema,
  docs: {
    tag,
    summary: 'De uitgaande e-mail (nieuwste eerst): aan, onderwerp, wanneer, status, tekst',
  },
} as const satisfies Call

export const retryMail = {
  method: 'post',
  path: 'mail/retry',
  access: 'audit:read',
  body: mailIdSchema,
  answer: outboxMailSchema,
  docs: {
    tag,
    summary: 'Een mislukte e-mail opnieuw versturen',
    refusals: {
      404: 'Onbekende e-mail',
      409: 'Niet mislukt (een vastgehouden e-mail wordt nooit later verstuurd), of geen mailserver ingesteld',
    },
  },
} as const satisfies Call
