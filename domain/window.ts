/**
 * The time rules of a round, shared by the server and the app: the sign-up window and the
 * school's own day, both in the school's time zone (Europe/Amsterdam) whatever the device's.
 * Times travel and are stored as UTC ISO texts; only what a person reads or types is Dutch time.
 * Plain Intl (no dayjs time-zone plugin): it is in every browser and in Node. The admin's
 * date-time picker converts in school-time.ts (its own module: students' pages never load it).
 */

export const SCHOOL_TIME_ZONE = 'Europe/Amsterdam'

export type WindowState = 'not-yet-open' | 'open' | 'closed'

type Window = { opens_at: string | null; closes_at: string | null }

/** Open from `opens_at` (inclusive) until `closes_at` (exclusive); a missing end is no limit. */
export function windowState(round: Window, now: Date): WindowState {
  const t = now.getTime()
  if (round.opens_at && t < Date.parse(round.opens_at)) return 'not-yet-open'
  if (round.closes_at && t >= Date.parse(round.closes_at)) return 'closed'
  return 'open'
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** '2027-04-12': the school's calendar day at `now`. */
export function schoolDay(now: Date): string {
  return dayFormat.format(now)
}

/** 'DD-MM-YYYY' (an excursion's date) as '2027-04-12', or null. */
export function dayOfDateText(text: string | null | undefined): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text ?? '')
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null
}

/**
 * Whether the excursion's day has come (in the school's time zone): from then on nobody joins
 * its waiting list or is moved up from it. A date that cannot be read never counts as started.
 */
export function excursionHasStarted(datetime: string, now: Date): boolean {
  const day = dayOfDateText(datetime)
  return day !== null && schoolDay(now) >= day
}

const longFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: SCHOOL_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** 'maandag 1 maart 2027 om 09:00' (Dutch time). */
export function formatSchoolTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : longFormat.format(date)
}
