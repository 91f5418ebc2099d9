import { describe, expect, it } from 'vitest'
import {
  excursionHasStarted,
  formatSchoolTime,
  fromSchoolInput,
  schoolDay,
  toSchoolInput,
  windowState,
} from './window'

describe('the school’s time (Europe/Amsterdam), whatever the device’s', () => {
  it('reads a typed Dutch time as UTC, in winter and in summer time', () => {
    expect(fromSchoolInput('2027-03-01T09:00')).toBe('2027-03-01T08:00:00.000Z')
    expect(fromSchoolInput('2027-06-01T09:00')).toBe('2027-06-01T07:00:00.000Z')
    // Around the changes: the last winter minute, the first summer one; autumn's repeated hour
    // is read in winter time.
    expect(fromSchoolInput('2027-03-28T01:59')).toBe('2027-03-28T00:59:00.000Z')
    expect(fromSchoolInput('2027-03-28T03:00')).toBe('2027-03-28T01:00:00.000Z')
    expect(fromSchoolInput('2027-10-31T02:30')).toBe('2027-10-31T01:30:00.000Z')
    expect(fromSchoolInput('morgen')).toBeNull()
    expect(fromSchoolInput('2027-02-30T09:00')).not.toBeNull()
  })

  it('shows a stored time as Dutch time in the field and in words', () => {
    expect(toSchoolInput('2027-06-01T07:00:00.000Z')).toBe('2027-06-01T09:00')
    expect(toSchoolInput(null)).toBe('')
    for (const typed of ['2027-01-15T23:30', '2027-07-15T00:15', '2027-10-31T03:30'])
      expect(toSchoolInput(fromSchoolInput(typed))).toBe(typed)
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
