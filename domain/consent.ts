/**
 * Parents' consent for a trip (issue 44): whether a trip asks it, whether a student needs it
 * (under 18 on the trip's first day, by the ID data's birth date), and the words app and server
 * share. One home for the rule: the sign-up, the placement and the app read it from here.
 */
import { dayOfDateText } from './window'

export const CONSENT_SETTINGS = ['minors', 'everyone', 'none'] as const
export type ConsentSetting = (typeof CONSENT_SETTINGS)[number]

/** The excursion form's choices, in Dutch. */
export const CONSENT_SETTING_LABELS: Record<ConsentSetting, string> = {
  minors: 'voor minderjarigen',
  everyone: 'voor iedereen',
  none: 'nee',
}

export const CONSENT_STATES = ['pending', 'given', 'refused'] as const
export type ConsentState = (typeof CONSENT_STATES)[number]

/** The state as the student, the parent and the admins read it. */
export const CONSENT_STATE_LABELS: Record<ConsentState | 'missing', string> = {
  pending: 'Wacht op toestemming',
  given: 'Toestemming gegeven',
  refused: 'Geen toestemming',
  missing: 'Nog niet gevraagd',
}

/** The scopes whose trips ask consent of minors unless the admin says otherwise: trips abroad. */
const FOREIGN_SCOPES: readonly string[] = ['buitenland']

/** A trip's setting: its own, or its scope's default (minors abroad, none otherwise). */
export function consentSettingOf(excursion: {
  scope: string
  consent?: string | null
}): ConsentSetting {
  const own = excursion.consent
  if (own && (CONSENT_SETTINGS as readonly string[]).includes(own)) return own as ConsentSetting
  return FOREIGN_SCOPES.includes(excursion.scope) ? 'minors' : 'none'
}

/** 'DD-MM-YYYY' as [year, month, day], or null. */
function partsOf(text: string | null | undefined): [number, number, number] | null {
  const day = dayOfDateText(text)
  if (!day) return null
  const [y, m, d] = day.split('-').map(Number)
  return [y!, m!, d!]
}

/** Whether someone born on `bday` is under 18 on `day` (both DD-MM-YYYY); unknown: null. */
export function isMinorOn(bday: string | null | undefined, day: string): boolean | null {
  const born = partsOf(bday)
  const on = partsOf(day)
  if (!born || !on) return null
  const [by, bm, bd] = born
  const [y, m, d] = on
  const birthdayPassed = m > bm || (m === bm && d >= bd)
  return y - by - (birthdayPassed ? 0 : 1) < 18
}

/**
 * Whether this student needs a parent's consent for this trip: 'everyone' always, 'minors' when
 * they are under 18 on the trip's first day (a birth date not known yet counts as a minor: the
 * ID data asks it before the sign-up of a trip abroad anyway), 'none' never.
 */
export function needsConsent(
  excursion: { scope: string; consent?: string | null; datetime: string },
  bday: string | null | undefined,
): boolean {
  const setting = consentSettingOf(excursion)
  if (setting === 'none') return false
  if (setting === 'everyone') return true
  return isMinorOn(bday, excursion.datetime) ?? true
}

/** How many consent mails a student may have sent for one trip on one day (resends included). */
export const CONSENT_MAILS_PER_DAY = 3
/** How long a parent's link works. */
export const CONSENT_LINK_DAYS = 14

/** Whether a parent's address is one of the student's own (their login or profile address). */
export function isOwnAddress(
  parentEmail: string,
  ownAddresses: readonly (string | null | undefined)[],
) {
  const typed = parentEmail.trim().toLowerCase()
  return ownAddresses.some((own) => !!own && own.trim().toLowerCase() === typed)
}
