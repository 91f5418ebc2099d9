/**
 * The admin's date-time picker and the stored times of a round's window: the picker's value holds
 * the school's (Dutch) wall-clock time, whatever the device's zone; stored times are UTC ISO texts.
 * Only the rounds page loads this module.
 */
import type { Dayjs } from 'dayjs'
import { dayjs } from '~domain/dates'
import { SCHOOL_TIME_ZONE } from '~domain/window'

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
