import { z } from 'zod/mini'
import type { Call } from './call'
import { typedPasswordSchema } from './schemas/auth'

const tag = 'Accounts en sessies'
const message = z.object({ message: z.string() })

/** One of the caller's sessions as the account page lists it (never its token or hash). */
export const ownSessionSchema = z.object({
  /** Names the session for users/logout/session (not its token or hash). */
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  device: z.string(),
  /** The session of this request. */
  current: z.boolean(),
})
export type OwnSession = z.infer<typeof ownSessionSchema>

export const ownSessions = {
  method: 'get',
  path: 'users/sessions',
  access: 'account:view',
  beforeSecondFactor: true,
  answer: z.array(ownSessionSchema),
  docs: { tag, summary: 'De eigen actieve sessies: apparaat, begin, laatst gebruikt' },
} as const satisfies Call

export const logoutOthers = {
  method: 'post',
  path: 'users/logout/others',
  access: 'account:view',
  beforeSecondFactor: true,
  answer: z.object({ message: z.string(), ended: z.number() }),
  docs: { tag, summary: 'Overal uitloggen: elke andere sessie van het eigen account eindigt' },
} as const satisfies Call

export const logoutSession = {
  method: 'post',
  path: 'users/logout/session',
  access: 'account:view',
  beforeSecondFactor: true,
  body: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  answer: message,
  docs: {
    tag,
    summary: 'Eén andere sessie van het eigen account beëindigen (uitloggen op dat apparaat)',
    refusals: {
      400: 'De sessie van dit apparaat (gebruik users/logout)',
      404: 'Geen eigen sessie met dit id',
    },
  },
} as const satisfies Call

/** A staff member's second factor as the account page shows it. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** REQUIRE_2FA asks it of this account. */
  required: z.boolean(),
  recovery_codes_left: z.number(),
})
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>

export const secondFactorStatus = {
  method: 'get',
  path: 'users/2fa',
  access: 'second-factor:own',
  beforeSecondFactor: true,
  answer: secondFactorStatusSchema,
  docs: { tag, summary: 'Tweestapsverificatie: aan of uit, verplicht, herstelcodes over' },
} as const satisfies Call

/** Enrolment asks the current password, at set-up and at confirm (issue 43). */
const currentPassword = z.object({ current_password: typedPasswordSchema })

export const secondFactorSetup = {
  method: 'post',
  path: 'users/2fa/setup',
  access: 'second-factor:own',
  beforeSecondFactor: true,
  body: currentPassword,
  answer: z.object({ secret: z.string(), uri: z.string(), qr: z.string() }),
  docs: {
    tag,
    summary:
      'Tweestapsverificatie instellen: een nieuw geheim met QR-code (nog niet actief tot de eerste code)',
    refusals: {
      400: 'Het huidige wachtwoord ontbreekt of klopt niet',
      409: 'Al ingesteld (eerst laten vergeten door een beheerder)',
      429: 'Te veel pogingen (zoals bij inloggen)',
    },
  },
} as const satisfies Call

const codeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'Vul de code in'), z.maxLength(32)),
  current_password: typedPasswordSchema,
})

export const secondFactorConfirm = {
  method: 'post',
  path: 'users/2fa/confirm',
  access: 'second-factor:own',
  beforeSecondFactor: true,
  body: codeSchema,
  answer: z.object({ message: z.string(), recovery_codes: z.array(z.string()) }),
  docs: {
    tag,
    summary:
      'Tweestapsverificatie bevestigen met de eerste code: antwoordt eenmalig 10 herstelcodes',
    refusals: {
      400: 'Onjuiste code, of het huidige wachtwoord ontbreekt of klopt niet',
      409: 'Niets om te bevestigen, of al ingesteld',
      429: 'Te veel onjuiste codes (5 per 15 minuten) of wachtwoorden',
    },
  },
} as const satisfies Call

export const secondFactorReset = {
  method: 'post',
  path: 'users/2fa/reset',
  access: 'accounts:admin',
  body: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  answer: message,
  docs: {
    tag,
    summary:
      'Apparaat vergeten: de tweestapsverificatie van een medewerker gaat uit (in het logboek)',
    refusals: { 400: 'Het eigen account', 404: 'Onbekend account' },
  },
} as const satisfies Call

/** A row of a table as 'Mijn gegevens' holds it: every column, as stored. */
const row = z.record(z.string(), z.unknown())

/**
 * 'Mijn gegevens' (AVG art. 15): everything held about the caller, one answer for the JSON
 * download and the readable page. Rows are read as they are (every field kept); `id_data_erased_on`
 * is the day the ID data goes.
 */
export const myDataSchema = z.looseObject({
  generated_at: z.string(),
  account: row,
  profile: z.nullable(row),
  id_data_erased_on: z.nullable(z.string()),
  subscriptions: z.array(row),
  waiting_list: z.array(row),
  /** Parents' consents for trips (issue 44); absent from a server before it. */
  parent_consents: z.optional(z.array(row)),
  sessions: z.array(row),
  mails: z.array(row),
  audit: z.array(row),
})
export type MyData = z.infer<typeof myDataSchema>

export const myData = {
  method: 'get',
  path: 'users/my_data',
  access: 'account:view',
  answer: myDataSchema,
  docs: {
    tag,
    summary:
      'Mijn gegevens: account, profiel met ID-gegevens, inschrijvingen en plaatsingen, wachtlijsten, sessies, e-mails en logboekregels over mij (JSON)',
  },
} as const satisfies Call
