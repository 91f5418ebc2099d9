import { z } from 'zod/mini'
import {
  previewAnswerSchema,
  previewInputSchema,
  publicationSchema,
  publishInputSchema,
  roundInputSchema,
  roundListSchema,
  roundSchema,
  undoInputSchema,
  waitingAnswerSchema,
  waitingInputSchema,
} from '@/features/rounds/schemas'
import { registerCall, type Registrar } from '../http/call'
import * as placement from '../rules/placement'
import * as rounds from '../rules/rounds'
import * as waitingList from '../rules/waiting-list'
import type { Services } from '../services'

/** The sign-up rounds, their placement and the waiting lists (README "Inschrijfrondes"). */
export function registerRoundCalls(registrar: Registrar, services: Services) {
  const tag = 'Inschrijfrondes'
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'rounds',
      access: 'public',
      tag,
      summary:
        'De inschrijfronde van elke soort: wijze, venster, wensen, of er een plaatsing is gepubliceerd (beheerders: met de plaatsing)',
      answer: roundListSchema,
    },
    (ctx) => rounds.listRounds(ctx),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'rounds/set',
      access: 'rounds:manage',
      tag,
      summary:
        'De ronde van een soort instellen; een andere wijze maakt van inschrijvingen wensen (of weer plaatsen)',
      body: roundInputSchema,
      answer: roundSchema,
      refusals: { 400: 'Ongeldige ronde' },
    },
    (ctx, { body }) => rounds.setRound(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'rounds/preview',
      access: 'rounds:manage',
      tag,
      summary:
        'Plaatsing berekenen: per beleid het resultaat op één loting, naast elkaar (slaat niets op)',
      body: previewInputSchema,
      answer: previewAnswerSchema,
      refusals: {
        400: 'Ongeldige gegevens of vastzetting',
        409: 'De ronde is niet op voorkeur',
      },
    },
    (ctx, { body }) => placement.previewPlacement(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'rounds/publish',
      access: 'rounds:manage',
      tag,
      summary:
        'Publiceren: de plaatsing van één beleid op de seed van de berekening; wie geen plaats kreeg komt op de wachtlijsten van zijn wensen',
      body: publishInputSchema,
      answer: publicationSchema,
      refusals: {
        400: 'Ongeldige gegevens of vastzetting',
        409: 'Niet op voorkeur, het venster is nog open, of er is al een plaatsing',
        503: 'Bezet: opnieuw proberen',
      },
    },
    (ctx, { body }) => placement.publishPlacement(ctx, body as Required<typeof body>),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'rounds/undo',
      access: 'rounds:manage',
      tag,
      summary: 'De gepubliceerde plaatsing terugdraaien, zolang er daarna niets veranderde',
      body: undoInputSchema,
      answer: z.object({ message: z.string() }),
      refusals: { 409: 'Geen plaatsing, of er is na het publiceren al iets veranderd' },
    },
    (ctx, { body }) => placement.undoPlacement(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'waiting_list/join',
      access: 'account:view',
      tag,
      summary:
        'Op de wachtlijst van een volle activiteit (na de plaatsing: met een vrije plaats meteen geplaatst)',
      body: waitingInputSchema,
      answer: waitingAnswerSchema,
      refusals: {
        406: 'Geweigerd, met de reden als tekst: geen student, niet vol, al geplaatst of op de lijst, voorwaarden of ID-gegevens ontbreken, voorbij',
        503: 'Bezet: opnieuw proberen',
      },
    },
    (ctx, { body }) => waitingList.joinWaitingList(ctx, body),
  )
  registerCall(
    registrar,
    services,
    {
      method: 'post',
      path: 'waiting_list/leave',
      access: 'account:view',
      tag,
      summary: 'Van de wachtlijst af',
      body: waitingInputSchema,
      answer: z.object({ message: z.string() }),
      refusals: { 406: 'Niet op deze wachtlijst' },
    },
    (ctx, { body }) => waitingList.leaveWaitingList(ctx, body),
  )
}
