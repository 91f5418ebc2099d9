import { z } from 'zod/mini'
import {
  consentAnswerSchema,
  consentListSchema,
  consentPageSchema,
  consentRemindSchema,
  consentRequestSchema,
  consentSchema,
  consentTokenSchema,
} from './schemas/consent'
import type { Call } from './call'

/** Parents' consent for trips (issue 44). */
const tag = 'Toestemming ouder/verzorger'
const message = z.object({ message: z.string() })
const linkRefusals = {
  400: 'Link ongeldig, vervangen, al gebruikt of verlopen (met een audit-vermelding)',
  429: 'Te veel ongeldige links van dit adres',
}

export const ownConsents = {
  method: 'get',
  path: 'consents/own',
  access: 'subscriptions:own',
  answer: consentListSchema,
  docs: { tag, summary: 'De eigen toestemmingen: per reis de ouder/verzorger en de stand' },
} as const satisfies Call

export const requestConsent = {
  method: 'post',
  path: 'consents/request',
  access: 'subscriptions:own',
  body: consentRequestSchema,
  answer: consentSchema,
  docs: {
    tag,
    summary:
      'De e-mail aan de ouder/verzorger (opnieuw) versturen, eventueel naar een ander adres, zolang er geen antwoord is (hoogstens 3 per dag)',
    refusals: {
      400: 'Ongeldige naam of e-mailadres',
      406: 'Niet ingeschreven, geen toestemming nodig, al beantwoord',
      429: 'Hoogstens 3 e-mails per dag',
    },
  },
} as const satisfies Call

export const consentLink = {
  method: 'post',
  path: 'consents/link',
  access: 'public',
  body: consentTokenSchema,
  answer: consentPageSchema,
  docs: {
    tag,
    summary: 'De pagina van de ouder/verzorger: de reis en de stand, bij een geldige link',
    refusals: linkRefusals,
  },
} as const satisfies Call

export const answerConsent = {
  method: 'post',
  path: 'consents/answer',
  access: 'public',
  body: consentAnswerSchema,
  answer: message,
  docs: {
    tag,
    summary:
      "Het antwoord van de ouder/verzorger: 'given' (met de getypte naam) of 'refused'; de link is daarna gebruikt",
    refusals: linkRefusals,
  },
} as const satisfies Call

export const allConsents = {
  method: 'get',
  path: 'consents',
  access: 'subscriptions:overview',
  answer: consentListSchema,
  docs: { tag, summary: 'Alle toestemmingen (het overzicht van de inschrijvingen)' },
} as const satisfies Call

export const remindConsents = {
  method: 'post',
  path: 'consents/remind',
  access: 'subscriptions:overview',
  body: consentRemindSchema,
  answer: z.object({ message: z.string(), sent: z.number() }),
  docs: {
    tag,
    summary: 'Een herinnering aan elke ouder/verzorger van een soort die nog niet antwoordde',
  },
} as const satisfies Call
