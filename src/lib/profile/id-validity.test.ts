import { describe, expect, it } from 'vitest'
import { idValidityShortfall, latestTripEnd } from '@/lib/profile/id-validity'

describe('the ID document and the trip’s return', () => {
  it('warns when the document expires less than 3 months after the return', () => {
    expect(idValidityShortfall('01-06-2027', '15-04-2027')).toEqual({
      validUntil: 'dinsdag 1 juni 2027',
      needed: 'donderdag 15 juli 2027',
    })
    expect(idValidityShortfall('14-07-2027', '15-04-2027')).not.toBeNull()
  })

  it('is quiet when it is valid long enough, or a date is missing', () => {
    expect(idValidityShortfall('15-07-2027', '15-04-2027')).toBeNull()
    expect(idValidityShortfall('02-06-2032', '15-04-2027')).toBeNull()
    expect(idValidityShortfall('', '15-04-2027')).toBeNull()
    expect(idValidityShortfall('01-06-2027', null)).toBeNull()
  })

  it('takes the latest return of the trips, or their date without one', () => {
    expect(
      latestTripEnd([
        { datetime: '11-04-2027', return_date: '15-04-2027' },
        { datetime: '20-04-2027' },
        { datetime: '10-04-2027', return_date: '17-04-2027' },
      ]),
    ).toBe('20-04-2027')
    expect(latestTripEnd([])).toBeNull()
  })
})
