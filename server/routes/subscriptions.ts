import { z } from 'zod/mini'
import {
  payedInputSchema,
  subscribeInputSchema,
  subscriptionListSchema,
  subscriptionSchema,
  unsubscribeAllInputSchema,
  unsubscribeInputSchema,
} from '@/features/subscriptions/schemas'
import { registerCall, type Registrar } from '../http/call'
import * as subscriptions from '../rules/subscriptions'
import type { Services } from '../services'

export function registerSubscriptionCalls(registrar: Registrar, services: Services) {
  const tag = 'Inschrijvingen'
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'subscriptions/all',
      access: 'account:view',
      tag,
      summary: 'Inschrijvingen: alle voor beheerders, de eigen voor ieder ander',
      answer: subscriptionListSchema,
    },
    (ctx) => subscriptions.listSubscriptions(ctx),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'subscriptions/subscribe',
      access: 'account:view',
      tag,
      summary:
        'Inschrijven (zonder _id) of een eigen inschrijving naar een andere voorkeur verplaatsen (met _id)',
      body: subscribeInputSchema,
      answer: subscriptionSchema,
      refusals: {
        400: 'Ongeldige gegevens',
        406: 'Geweigerd, met de reden als tekst: geen student, al ingeschreven, voorwaarden of ID-gegevens ontbreken, vol, voorkeur bezet',
        503: 'Bezet: opnieuw proberen',
      },
    },
    (ctx, { body }) => subscriptions.subscribe(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'subscriptions/unsubscribe',
      access: 'account:view',
      tag,
      summary:
        'Uitschrijven: de eigen inschrijving, of elke voor beheerders; de voorkeuren sluiten aan',
      body: unsubscribeInputSchema,
      answer: z.object({ message: z.string() }),
      refusals: {
        403: 'Een inschrijving van een ander',
        406: 'De inschrijving bestaat niet (meer)',
        503: 'Bezet: opnieuw proberen',
      },
    },
    (ctx, { body }) => subscriptions.unsubscribe(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'subscriptions/unsubscribe/all',
      access: 'subscriptions:overview',
      tag,
      summary: 'Alle inschrijvingen van een soort verwijderen',
      body: unsubscribeAllInputSchema,
      answer: z.object({ deleted: z.number() }),
    },
    (ctx, { body }) => subscriptions.unsubscribeAll(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'subscriptions/payed',
      access: 'subscriptions:overview',
      tag,
      summary: 'Betaald aan of uit',
      body: payedInputSchema,
      answer: subscriptionSchema,
      refusals: { 404: 'Onbekende inschrijving' },
    },
    (ctx, { body }) => subscriptions.setPayed(ctx, body),
  )
}
