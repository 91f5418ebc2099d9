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
  verificationAnswerSchema,
  verificationQuerySchema,
  waitingAnswerSchema,
  waitingInputSchema,
} from '~contract/schemas/rounds'
import type { Call } from './call'

/** The sign-up rounds, their placement and the waiting lists (docs/rounds.md). */
const tag = 'Inschrijfrondes'
const message = z.object({ message: z.string() })

export const rounds = {
  method: 'get',
  path: 'rounds',
  access: 'public',
  answer: roundListSchema,
  docs: {
    tag,
    summary:
      'De inschrijfronde van elke soort: wijze, venster, wensen, of er een plaatsing is gepubliceerd (beheerders: met de plaatsing)',
  },
} as const satisfies Call

export const setRound = {
  method: 'post',
  path: 'rounds/set',
  access: 'rounds:manage',
  body: roundInputSchema,
  answer: roundSchema,
  docs: {
    tag,
    summary:
      'De ronde van een soort instellen; een andere wijze maakt van inschrijvingen wensen (of weer plaatsen)',
    refusals: { 400: 'Ongeldige ronde' },
  },
} as const satisfies Call

export const previewPlacement = {
  method: 'post',
  path: 'rounds/preview',
  access: 'rounds:manage',
  body: previewInputSchema,
  answer: previewAnswerSchema,
  docs: {
    tag,
    summary:
      'Plaatsing berekenen: per beleid het resultaat op één loting, naast elkaar (slaat niets op)',
    refusals: {
      400: 'Ongeldige gegevens of vastzetting',
      409: 'De ronde is niet op voorkeur',
    },
  },
} as const satisfies Call

export const publishPlacement = {
  method: 'post',
  path: 'rounds/publish',
  access: 'rounds:manage',
  body: publishInputSchema,
  answer: publicationSchema,
  docs: {
    tag,
    summary:
      'Publiceren: de plaatsing van één beleid op de seed van de berekening; wie geen plaats kreeg komt op de wachtlijsten van zijn wensen',
    refusals: {
      400: 'Ongeldige gegevens of vastzetting',
      409: 'Niet op voorkeur, het venster is nog open, of er is al een plaatsing',
      503: 'Bezet: opnieuw proberen',
    },
  },
} as const satisfies Call

export const undoPlacement = {
  method: 'post',
  path: 'rounds/undo',
  access: 'rounds:manage',
  body: undoInputSchema,
  answer: message,
  docs: {
    tag,
    summary: 'De gepubliceerde plaatsing terugdraaien, zolang er daarna niets veranderde',
    refusals: { 409: 'Geen plaatsing, of er is na het publiceren al iets veranderd' },
  },
} as const satisfies Call

export const verificationExport = {
  method: 'get',
  path: 'rounds/verification',
  access: 'rounds:manage',
  query: verificationQuerySchema,
  answer: verificationAnswerSchema,
  docs: {
    tag,
    summary:
      'Exporteren voor controle: de geanonimiseerde invoer (wensen, plaatsen, minimum, groepen, vastzettingen, beleid), seed, nonce en uitkomst van de gepubliceerde plaatsing; `npm run placement:verify BESTAND` rekent hem na',
    refusals: { 409: 'Geen gepubliceerde plaatsing met controlegegevens' },
  },
} as const satisfies Call

export const joinWaitingList = {
  method: 'post',
  path: 'waiting_list/join',
  access: 'account:view',
  body: waitingInputSchema,
  answer: waitingAnswerSchema,
  docs: {
    tag,
    summary:
      'Op de wachtlijst van een volle activiteit (na de plaatsing: met een vrije plaats meteen geplaatst)',
    refusals: {
      406: 'Geweigerd, met de reden als tekst: geen student, niet vol, al geplaatst of op de lijst, voorwaarden of ID-gegevens ontbreken, voorbij',
      503: 'Bezet: opnieuw proberen',
    },
  },
} as const satisfies Call

export const leaveWaitingList = {
  method: 'post',
  path: 'waiting_list/leave',
  access: 'account:view',
  body: waitingInputSchema,
  answer: message,
  docs: { tag, summary: 'Van de wachtlijst af', refusals: { 406: 'Niet op deze wachtlijst' } },
} as const satisfies Call

const reminderScope = z.object({ scope: z.string().check(z.minLength(1), z.maxLength(40)) })
const reminderCount = z.object({ scope: z.string(), students: z.number(), mails: z.number() })

export const reminderPreview = {
  method: 'get',
  path: 'rounds/reminders',
  access: 'rounds:manage',
  query: reminderScope,
  answer: reminderCount,
  docs: {
    tag,
    summary:
      'Hoeveel studenten iets missen (geen inschrijving, te weinig wensen, ID-gegevens voor een reis) en hoeveel een herinnering krijgen',
    refusals: { 400: 'Onbekende soort', 409: 'De inschrijving is gesloten of geplaatst' },
  },
} as const satisfies Call

export const sendReminders = {
  method: 'post',
  path: 'rounds/reminders',
  access: 'rounds:manage',
  body: reminderScope,
  answer: reminderCount,
  docs: {
    tag,
    summary:
      'Een herinnering per e-mail aan elke student die iets mist (behalve wie herinneringen uitzette)',
    refusals: { 400: 'Onbekende soort', 409: 'De inschrijving is gesloten of geplaatst' },
  },
} as const satisfies Call
