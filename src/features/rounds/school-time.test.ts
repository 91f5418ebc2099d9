import { describe, expect, it } from 'vitest'
import { dayjs } from '~domain/dates'
import { fromSchoolTime, toSchoolTime } from '@/features/rounds/school-time'
import { excursionHasStarted, formatSchoolTime, schoolDay, windowState } from '~domain/window'

/** What the date-time picker holds once '01-03-2027 09:00' is typed (its fields as typed). */
const typed = (text: string) => dayjs(text, 'DD-MM-YYYY HH:mm', true)
/** The picker's value as it reads: its fields, whatever the device's zone. */
const shown = (value: ReturnType<typeof toSchoolTime>) => value?.format('DD-MM-YYYY HH:mm')

describe('the school’s time (Europe/Amsterdam), whatever the device’s', () => {
  it('reads a typed Dutch time as UTC, in winter and in summer time', () => {
    expect(fromSchoolTime(typed('01-03-2027 09:00'))).toBe('2027-03-01T08:00:00.000Z')
    expect(fromSchoolTime(typed('01-06-2027 09:00'))).toBe('2027-06-01T07:00:00.000Z')
    // Around the changes: the last winter minute, the first summer one; autumn's repeated hour
    // is read in winter time.
    expect(fromSchoolTime(typed('28-03-2027 01:59'))).toBe('2027-03-28T00:59:00.000Z')
    expect(fromSchoolTime(typed('28-03-2027 03:00'))).toBe('2027-03-28T01:00:00.000Z')
    expect(fromSchoolTime(typed('31-10-2027 02:30'))).toBe('2027-10-31T01:30:00.000Z')
  })

  it('refuses what the picker holds while a date is incomplete, unreal or a year slipped', () => {
    // Half typed ('01-03-JJJJ uu:mm'), or 30 February: the picker holds an invalid value.
    expect(fromSchoolTime(dayjs(NaN))).toBeNull()
    expect(fromSchoolTime(typed('30-02-2027 09:00'))).toBeNull()
    // '0027' typed for 2027 (the picker sets year 27; Date.UTC would even read it as 1927).
    expect(fromSchoolTime(typed('01-03-2027 09:00').year(27))).toBeNull()
    expect(fromSchoolTime(typed('01-03-2100 09:00'))).toBeNull()
    expect(fromSchoolTime(typed('31-12-2099 23:59'))).toBe('2099-12-31T22:59:00.000Z')
  })

  it('shows a stored time as Dutch time in the picker and in words', () => {
    expect(shown(toSchoolTime('2027-06-01T07:00:00.000Z'))).toBe('01-06-2027 09:00')
    expect(shown(toSchoolTime('2027-01-15T22:30:00.000Z'))).toBe('15-01-2027 23:30')
    expect(toSchoolTime(null)).toBeNull()
    expect(toSchoolTime('morgen')).toBeNull()
    for (const text of ['15-01-2027 23:30', '15-07-2027 00:15', '31-10-2027 03:30'])
      expect(shown(toSchoolTime(fromSchoolTime(typed(text))))).toBe(text)
    expect(formatSchoolTime('2027-03-01T08:00:00.000Z')).toBe('maandag 1 maart 2027 om 09:00')
  })

  it('knows the window’s state: open from the opening, closed from the closing', () => {
    const round = { opens_at: '2027-03-01T08:00:00.000Z', closes_at: '2027-03-05T16:00:00.000Z' }
    expect(windowState(round, new Date('2027-03-01T07:59:59Z'))).toBe('not-yet-open')
    expect(windowState(round, new Date('2027-03-01T08:00:00Z'))).toBe('open')
    expect(windowState(round, new Date('2027-03-05T16:00:00Z'))).toBe('closed')
    expect(windowState({ opens_at: null, closes_at: null }, new Date())).toBe('open')
  })

  it('knows the school’s day: an excursion has started from its day on', () => {
    // 23:30 UTC on 11 April is already 12 April in Amsterdam (summer time).
    expect(schoolDay(new Date('2027-04-11T23:30:00Z'))).toBe('2027-04-12')
    expect(excursionHasStarted('12-04-2027', new Date('2027-04-11T21:59:00Z'))).toBe(false)
    expect(excursionHasStarted('12-04-2027', new Date('2027-04-11T22:00:00Z'))).toBe(true)
    expect(excursionHasStarted('onbekend', new Date())).toBe(false)
  })
})
