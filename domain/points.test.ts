import { describe, expect, it } from 'vitest'
import { pointsLabel, subscribedPoints } from './points'

const excursion = (scope: string, hours: number, subscribed: string | null) => ({
  scope,
  hours,
  subscribed,
})

describe('subscribedPoints', () => {
  it('adds the hours of subscribed x-week and buitenland excursions', () => {
    expect(
      subscribedPoints([excursion('x-week', 4, 's1'), excursion('buitenland', 16, 's2')]),
    ).toBe(20)
  })
  it('leaves out keuzedelen (SPEC §4) and excursions without a subscription', () => {
    expect(
      subscribedPoints([
        excursion('keuzedeel', 240, 's1'),
        excursion('x-week', 4, null),
        excursion('x-week', 3, 's3'),
      ]),
    ).toBe(3)
  })
  it('counts nothing for unknown scopes', () => {
    expect(subscribedPoints([excursion('onbekend', 5, 's1')])).toBe(0)
  })
  it('is 0 without subscriptions', () => {
    expect(subscribedPoints([])).toBe(0)
  })
})

describe('pointsLabel', () => {
  it('shows the total against the required points', () => {
    expect(pointsLabel(12, 20)).toBe('12 van 20 punten')
  })
  it('shows only the total when no target is known', () => {
    expect(pointsLabel(12, null)).toBe('12 punten')
    expect(pointsLabel(12, undefined)).toBe('12 punten')
  })
})
