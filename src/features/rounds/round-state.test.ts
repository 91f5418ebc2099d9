import { describe, expect, it } from 'vitest'
import { isFull } from '@/lib/excursions/list'
import { excursion, round, sub } from '@/test/round-fixtures'
import { countdownText, placementIn } from './round-state'

describe('what a round shows', () => {
  it('counts down when the window opens within 24 hours', () => {
    const r = round()
    expect(countdownText(r, new Date('2027-02-27T08:00:00Z'))).toBeNull()
    expect(countdownText(r, new Date('2027-02-28T08:00:00Z'))).toBe('Opent over 24 uur')
    expect(countdownText(r, new Date('2027-03-01T05:55:00Z'))).toBe('Opent over 2 uur en 5 minuten')
    expect(countdownText(r, new Date('2027-03-01T07:59:30Z'))).toBe(
      'Opent over minder dan een minuut',
    )
    expect(countdownText(r, new Date('2027-03-01T08:00:00Z'))).toBeNull()
  })

  it('is full only when the places taken under the round reach the capacity', () => {
    expect(isFull(excursion({ places_taken: 2 }))).toBe(true)
    expect(isFull(excursion({ places_taken: 1 }))).toBe(false)
    // Wishes are being collected: nothing is taken yet, whatever the count.
    expect(isFull(excursion({ places_taken: null, subscriptions: 9 }))).toBe(false)
    // An API without the field: the subscriptions, as before.
    expect(isFull(excursion({ places_taken: undefined, subscriptions: 2 }))).toBe(true)
    expect(isFull(excursion({ capacity: null, places_taken: 5 }))).toBe(false)
  })

  it('finds where a student is placed, by which wish, and where they wait', () => {
    const excursions = [
      excursion(),
      excursion({ _id: 'x2', name: 'Zeilen', waiting_position: 3 }),
      excursion({ _id: 'x3', name: 'Klimmen', waiting_position: 1 }),
      excursion({ _id: 'k1', scope: 'keuzedeel' }),
    ]
    const placed = placementIn('x-week', excursions, [
      sub({ placed: true, placed_via: 'wish', placed_rank: 2 }),
    ])
    expect(placed.placed).toMatchObject({ excursion: { name: 'Kanoën' }, rank: 2 })
    expect(placed.waiting.map((w) => [w.excursion.name, w.position])).toEqual([
      ['Klimmen', 1],
      ['Zeilen', 3],
    ])
    const pinned = placementIn('x-week', excursions, [
      sub({ placed: true, placed_via: 'pin', placed_rank: 1 }),
    ])
    expect(pinned.placed?.rank).toBeNull()
    expect(placementIn('x-week', excursions, [sub({})]).placed).toBeNull()
  })
})
