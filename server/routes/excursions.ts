import { z } from 'zod/mini'
import {
  excursionInputSchema,
  excursionListSchema,
  excursionSchema,
  excursionUpdateSchema,
  excursionsQuerySchema,
} from '@/features/excursions/schemas'
import { registerCall, type Registrar } from '../http/call'
import * as excursions from '../rules/excursions'
import type { Services } from '../services'

const id = z.string().check(z.minLength(1))

export function registerExcursionCalls(registrar: Registrar, services: Services) {
  const tag = 'Activiteiten'
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'excursions',
      access: 'public',
      tag,
      summary: 'Activiteiten (filter op id of naam), met de eigen inschrijving en het aantal',
      query: excursionsQuerySchema,
      answer: excursionListSchema,
    },
    (ctx, { query }) => excursions.listExcursions(ctx, query),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'excursions/add',
      access: 'excursions:manage',
      tag,
      summary: 'Een activiteit toevoegen',
      body: excursionInputSchema,
      answer: excursionSchema,
      refusals: { 400: 'Ongeldige activiteit' },
    },
    (ctx, { body }) => excursions.addExcursion(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'excursions/update',
      access: 'excursions:manage',
      tag,
      summary: 'Een activiteit wijzigen (een nieuw soort neemt de inschrijvingen mee)',
      body: excursionUpdateSchema,
      answer: excursionSchema,
      refusals: {
        400: 'Ongeldige activiteit',
        404: 'Onbekende activiteit',
        503: 'Bezet: opnieuw proberen',
      },
    },
    (ctx, { body }) => excursions.updateExcursion(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'excursions/delete',
      access: 'excursions:manage',
      tag,
      summary: 'Een activiteit verwijderen, met haar inschrijvingen',
      body: z.object({ id }),
      refusals: { 404: 'Onbekende activiteit' },
    },
    (ctx, { body }) => excursions.deleteExcursion(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'excursions/delete/all',
      access: 'excursions:manage',
      tag,
      summary: 'Alle activiteiten van een soort verwijderen',
      body: z.object({ scope: id }),
      answer: z.object({ deleted: z.number() }),
    },
    (ctx, { body }) => excursions.deleteAllExcursions(ctx, body),
  )
}
