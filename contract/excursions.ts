import { z } from 'zod/mini'
import {
  excursionInputSchema,
  excursionListSchema,
  excursionSchema,
  excursionUpdateSchema,
  excursionsQuerySchema,
} from '~contract/schemas/excursions'
import type { Call } from './call'

const tag = 'Activiteiten'
const id = z.string().check(z.minLength(1))

export const excursions = {
  method: 'get',
  path: 'excursions',
  access: 'public',
  query: excursionsQuerySchema,
  answer: excursionListSchema,
  conditional: true,
  docs: {
    tag,
    summary: 'Activiteiten (filter op id of naam), met de eigen inschrijving en het aantal',
  },
} as const satisfies Call

export const addExcursion = {
  method: 'post',
  path: 'excursions/add',
  access: 'excursions:manage',
  body: excursionInputSchema,
  answer: excursionSchema,
  answerOpen: true,
  docs: { tag, summary: 'Een activiteit toevoegen', refusals: { 400: 'Ongeldige activiteit' } },
} as const satisfies Call

export const updateExcursion = {
  method: 'post',
  path: 'excursions/update',
  access: 'excursions:manage',
  body: excursionUpdateSchema,
  answer: excursionSchema,
  answerOpen: true,
  docs: {
    tag,
    summary: 'Een activiteit wijzigen (een nieuw soort neemt de inschrijvingen mee)',
    refusals: {
      400: 'Ongeldige activiteit',
      404: 'Onbekende activiteit',
      503: 'Bezet: opnieuw proberen',
    },
  },
} as const satisfies Call

export const deleteExcursion = {
  method: 'post',
  path: 'excursions/delete',
  access: 'excursions:manage',
  body: z.object({ id }),
  answerOpen: true,
  docs: {
    tag,
    summary: 'Een activiteit verwijderen, met haar inschrijvingen',
    refusals: { 404: 'Onbekende activiteit' },
  },
} as const satisfies Call

export const deleteAllExcursions = {
  method: 'post',
  path: 'excursions/delete/all',
  access: 'excursions:manage',
  body: z.object({ scope: id }),
  answer: z.object({ deleted: z.number() }),
  answerOpen: true,
  docs: { tag, summary: 'Alle activiteiten van een soort verwijderen' },
} as const satisfies Call
