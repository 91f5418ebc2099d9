/**
 * The time rules of a round, shared by the server and the app: the sign-up window and the
 * school's own day, both in the school's time zone (Europe/Amsterdam) whatever the device's.
 * Times travel and are stored as UTC ISO texts; only what a person reads or types is Dutch time.
 * Plain Intl (no dayjs time-zone plugin): it is in every browser and in Node. dayjs itself only
 * carries the admin's date-time picker value (it is on the first page and in the server already).
 */
import type { Dayjs } from 'dayjs'
import { dayjs } from '@/lib/dates'

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

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The school's wall-clock time at `date`, as if it were UTC (for the offset). */
function wallClockAsUtc(date: Date): number {
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((x) => [x.type, x.value]))
  return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!)
}

/**
 * The years the date-time picker offers (its own range): a year outside is a slip of the keyboard
 * ('0027' for 2027), not a time anyone means, and is refused like any incomplete date.
 */
const FIRST_YEAR = 1900
const LAST_YEAR = 2099

/**
 * A stored ISO time as the date-time picker's value: a dayjs whose day, hour and minute are the
 * Dutch time, whatever the device's own zone (the picker shows a value's fields as they are).
 * Null for none, or for a time that cannot be read.
 */
export function toSchoolTime(iso: string | null): Dayjs | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  // '2027-03-01T09:00' without a zone: dayjs reads it as these fields. (Only on a device whose own
  // zone skips that very hour, as Amsterdam's never does for a real Dutch time, would it move.)
  return dayjs(new Date(wallClockAsUtc(date)).toISOString().slice(0, 16))
}

/**
 * The picker's value, its fields read as Dutch time, as a UTC ISO time; null while the date is
 * incomplete or not a real one (the picker then holds an invalid value).
 * Summer time is found by asking Intl for the offset at that moment (twice, around a change).
 * A time in the hour that spring skips, or in the hour that autumn repeats, is read with the
 * offset that holds after the change.
 */
export function fromSchoolTime(value: Dayjs): string | null {
  const year = value.year()
  if (!value.isValid() || year < FIRST_YEAR || year > LAST_YEAR) return null
  const wall = Date.UTC(year, value.month(), value.date(), value.hour(), value.minute())
  let utc = wall - (wallClockAsUtc(new Date(wall)) - wall)
  utc = wall - (wallClockAsUtc(new Date(utc)) - utc)
  return new Date(utc).toISOString()
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
