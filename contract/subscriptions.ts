import { z } from 'zod/mini'
import {
  fairStartEntryListSchema,
  payedInputSchema,
  queuedAnswerSchema,
  subscribeInputSchema,
  subscriptionListSchema,
  subscribedSchema,
  subscriptionSchema,
  unsubscribeAllInputSchema,
  unsubscribeInputSchema,
} from './schemas/subscriptions'
import type { Call } from './call'

const tag = 'Inschrijvingen'

export const subscriptions = {
  method: 'get',
  path: 'subscriptions/all',
  access: 'account:view',
  answer: subscriptionListSchema,
  conditional: true,
  docs: { tag, summary: 'Inschrijvingen: alle voor beheerders, de eigen voor ieder ander' },
} as const satisfies Call

export const subscribe = {
  method: 'post',
  path: 'subscriptions/subscribe',
  access: 'account:view',
  body: subscribeInputSchema,
  answer: z.union([subscribedSchema, queuedAnswerSchema]),
  answerOpen: true,
  docs: {
    tag,
    summary:
      'Inschrijven (zonder _id) of een eigen inschrijving naar een andere voorkeur verplaatsen (met _id); in de eerlijke start 202: in de rij, het resultaat bij subscriptions/queue',
    refusals: {
      400: 'Ongeldige gegevens',
      406: 'Geweigerd, met de reden als tekst: geen student, al ingeschreven, voorwaarden of ID-gegevens ontbreken, vol, voorkeur bezet',
      503: 'Bezet: opnieuw proberen',
    },
  },
} as const satisfies Call

export const unsubscribe = {
  method: 'post',
  path: 'subscriptions/unsubscribe',
  access: 'account:view',
  body: unsubscribeInputSchema,
  answer: z.object({ message: z.string() }),
  answerOpen: true,
  docs: {
    tag,
    summary:
      'Uitschrijven: de eigen inschrijving, of elke voor beheerders; de voorkeuren sluiten aan',
    refusals: {
      403: 'Een inschrijving van een ander',
      406: 'De inschrijving bestaat niet (meer)',
      503: 'Bezet: opnieuw proberen',
    },
  },
} as const satisfies Call

export const unsubscribeAll = {
  method: 'post',
  path: 'subscriptions/unsubscribe/all',
  access: 'subscriptions:overview',
  body: unsubscribeAllInputSchema,
  answer: z.object({ deleted: z.number() }),
  answerOpen: true,
  docs: { tag, summary: 'Alle inschrijvingen van een soort verwijderen' },
} as const satisfies Call

export const setPayed = {
  method: 'post',
  path: 'subscriptions/payed',
  access: 'subscriptions:overview',
  body: payedInputSchema,
  answer: subscriptionSchema,
  answerOpen: true,
  docs: { tag, summary: 'Betaald aan of uit', refusals: { 404: 'Onbekende inschrijving' } },
} as const satisfies Call

export const fairStartQueue = {
  method: 'get',
  path: 'subscriptions/queue',
  access: 'subscriptions:own',
  answer: fairStartEntryListSchema,
  docs: {
    tag,
    summary:
      'De eigen inschrijvingen in de rij van een eerlijke start: plek in de geloote volgorde en het resultaat',
  },
} as const satisfies Call
