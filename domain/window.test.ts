import { describe, expect, it } from 'vitest'
import {
  dayOfDateText,
  excursionHasStarted,
  formatSchoolTime,
  schoolDay,
  windowState,
} from './window'

const round = (opens_at: string | null, closes_at: string | null) => ({ opens_at, closes_at })
const at = (iso: string) => new Date(iso)

describe("a round's sign-up window", () => {
  const window = round('2027-03-01T08:00:00.000Z', '2027-03-08T08:00:00.000Z')

  it('is open from its opening moment (inclusive) until its closing moment (exclusive)', () => {
    expect(windowState(window, at('2027-03-01T07:59:59.999Z'))).toBe('not-yet-open')
    expect(windowState(window, at('2027-03-01T08:00:00.000Z'))).toBe('open')
    expect(windowState(window, at('2027-03-08T07:59:59.999Z'))).toBe('open')
    expect(windowState(window, at('2027-03-08T08:00:00.000Z'))).toBe('closed')
  })

  it('has no limit where a moment is missing', () => {
    expect(windowState(round(null, null), at('2000-01-01T00:00:00.000Z'))).toBe('open')
    expect(
      windowState(round(null, '2027-03-08T08:00:00.000Z'), at('2027-03-08T08:00:00.000Z')),
    ).toBe('closed')
    expect(
      windowState(round('2027-03-01T08:00:00.000Z', null), at('2099-01-01T00:00:00.000Z')),
    ).toBe('open')
  })
})

describe("the school's day (Europe/Amsterdam)", () => {
  it('turns at midnight Dutch time, not at midnight UTC', () => {
    // Summer time: UTC+2.
    expect(schoolDay(at('2027-07-01T21:59:59.000Z'))).toBe('2027-07-01')
    expect(schoolDay(at('2027-07-01T22:00:00.000Z'))).toBe('2027-07-02')
    // Winter time: UTC+1.
    expect(schoolDay(at('2027-01-15T22:59:59.000Z'))).toBe('2027-01-15')
    expect(schoolDay(at('2027-01-15T23:00:00.000Z'))).toBe('2027-01-16')
  })

  it("reads an excursion's day-month-year text, and nothing else", () => {
    expect(dayOfDateText('05-04-2027')).toBe('2027-04-05')
    expect(dayOfDateText('5-4-2027')).toBeNull()
    expect(dayOfDateText('05-04-2027 extra')).toBeNull()
    expect(dayOfDateText('x05-04-2027')).toBeNull()
    expect(dayOfDateText('')).toBeNull()
    expect(dayOfDateText(null)).toBeNull()
  })

  it('has started from the first moment of its day in the school, and an unreadable date never', () => {
    expect(excursionHasStarted('05-04-2027', at('2027-04-04T21:59:59.000Z'))).toBe(false)
    expect(excursionHasStarted('05-04-2027', at('2027-04-04T22:00:00.000Z'))).toBe(true)
    expect(excursionHasStarted('05-04-2027', at('2027-05-01T12:00:00.000Z'))).toBe(true)
    expect(excursionHasStarted('onbekend', at('2099-01-01T00:00:00.000Z'))).toBe(false)
  })

  it('says a moment in Dutch, in Dutch time; a text that is no moment stays as it is', () => {
    expect(formatSchoolTime('2027-03-01T08:00:00.000Z')).toBe('maandag 1 maart 2027 om 09:00')
    expect(formatSchoolTime('morgen')).toBe('morgen')
  })
})
