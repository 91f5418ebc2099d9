import { describe, expect, it } from 'vitest'
import {
  dateSortKey,
  dayjs,
  dutchDateTime,
  formatDate,
  formatLongDate,
  isDateText,
  parseDate,
} from './dates'

it('shows times in the school time zone', () => {
  expect(dutchDateTime('2026-07-01T22:15:00.000Z')).toBe('02-07-2026 00:15')
  expect(dutchDateTime('geen datum')).toBe('geen datum')
})

it('shows the seconds only when asked, also for a time it has shown before', () => {
  expect(dutchDateTime('2026-01-05T13:30:07.000Z')).toBe('05-01-2026 14:30')
  expect(dutchDateTime('2026-01-05T13:30:07.000Z', true)).toBe('05-01-2026 14:30:07')
  expect(dutchDateTime('2026-01-05T13:30:07.000Z')).toBe('05-01-2026 14:30')
})

describe('day-month-year texts (SPEC §3 datetime)', () => {
  it('reads only a real day in DD-MM-YYYY', () => {
    expect(parseDate('03-03-2026')?.format('YYYY-MM-DD')).toBe('2026-03-03')
    expect(parseDate('31-02-2026')).toBeNull()
    expect(parseDate('2026-03-03')).toBeNull()
    expect(parseDate('3-3-2026')).toBeNull()
    expect(parseDate('')).toBeNull()
    expect(parseDate(null)).toBeNull()
    expect(parseDate(undefined)).toBeNull()
    expect(isDateText('03-03-2026')).toBe(true)
    expect(isDateText('03/03/2026')).toBe(false)
    expect(formatDate(dayjs('2026-03-03'))).toBe('03-03-2026')
  })

  it('says a day in full Dutch, and leaves a text that is no day as it is', () => {
    expect(formatLongDate('03-03-2026')).toBe('dinsdag 3 maart 2026')
    expect(formatLongDate('binnenkort')).toBe('binnenkort')
  })

  it('sorts by the day, with days it cannot read last', () => {
    const texts = ['onbekend', '02-01-2027', '31-12-2026']
    expect([...texts].sort((a, b) => dateSortKey(a) - dateSortKey(b))).toEqual([
      '31-12-2026',
      '02-01-2027',
      'onbekend',
    ])
  })
})
