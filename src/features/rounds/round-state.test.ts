import { describe, expect, it } from 'vitest'
import type { Excursion } from '~contract/schemas/excursions'
import type { Subscription } from '~contract/schemas/subscriptions'
import { controlsFor } from '@/features/subscriptions/components/subscribe-controls'
import { isFull } from '@/lib/excursion-list'
import { countdownText, placementIn } from './round-state'
import type { Round } from '~contract/schemas/rounds'

const round = (patch: Partial<Round> = {}): Round => ({
  scope: 'x-week',
  mode: 'preference',
  opens_at: '2027-03-01T08:00:00.000Z',
  closes_at: '2027-03-05T16:00:00.000Z',
  min_wishes: 2,
  max_wishes: 4,
  policy: 'rank-maximal',
  published: false,
  dropped: [],
  ...patch,
})

const excursion = (patch: Partial<Excursion> = {}): Excursion => ({
  _id: 'x1',
  name: 'Kanoën',
  scope: 'x-week',
  hours: 4,
  datetime: '12-04-2027',
  subscribed: null,
  preference: null,
  subscriptions: 0,
  capacity: 2,
  minimum: null,
  places_taken: 0,
  placed: null,
  waiting: 0,
  waiting_position: null,
  ...patch,
})

const sub = (patch: Partial<Subscription>): Subscription => ({
  _id: 's1',
  excursion_id: 'x1',
  student_id: 'u1',
  preference: 1,
  timestamp: '',
  payed: false,
  placed: false,
  placed_via: null,
  placed_rank: null,
  ...patch,
})

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

  it('offers what the round allows: sign up, wait, take a free place, or nothing', () => {
    const open = new Date('2027-03-02T08:00:00Z')
    const closed = new Date('2027-03-06T08:00:00Z')
    const firstCome = round({ mode: 'first-come' })
    const actions = (...args: Parameters<typeof controlsFor>) => controlsFor(...args).actions
    expect(actions(excursion(), firstCome, open)).toEqual(['subscribe'])
    // Full: Inschrijven closed with the reason, the waiting list beside it.
    expect(controlsFor(excursion({ places_taken: 2 }), firstCome, open)).toEqual({
      actions: ['subscribe', 'join'],
      disabled: 'subscribe',
      status: 'Vol: inschrijven kan niet meer.',
      hint: 'Op de wachtlijst krijg je een plaats die vrijkomt vanzelf, als je bovenaan staat.',
    })
    // The waiting list stays open after the window; a sign-up does not.
    expect(actions(excursion({ places_taken: 2 }), firstCome, closed)).toEqual([
      'subscribe',
      'join',
    ])
    expect(actions(excursion(), firstCome, closed)).toEqual([])
    expect(controlsFor(excursion(), firstCome, new Date('2027-02-01')).status).toBe(
      'De inschrijving is nog niet geopend.',
    )
    expect(controlsFor(excursion({ waiting_position: 2 }), firstCome, open)).toEqual({
      actions: ['leave'],
      status: 'Je staat op plaats 2 van de wachtlijst.',
    })
    // Collecting wishes: a full one is wished like any other.
    expect(actions(excursion({ places_taken: null, subscriptions: 7 }), round(), open)).toEqual([
      'subscribe',
    ])
    expect(controlsFor(excursion({ subscribed: 's1', preference: 2 }), round(), open).status).toBe(
      'Dit is je wens 2.',
    )
    const published = round({ published: true })
    expect(controlsFor(excursion({ subscribed: 's1', placed: true }), published, closed)).toEqual({
      actions: ['unsubscribe'],
      status: 'Je bent hier geplaatst.',
    })
    expect(actions(excursion({ places_taken: 2 }), published, closed)).toEqual(['join'])
    expect(actions(excursion({ places_taken: 1 }), published, closed)).toEqual(['take-place'])
    expect(controlsFor(excursion(), round({ published: true, dropped: ['x1'] }), closed)).toEqual({
      actions: [],
      status: 'Gaat niet door',
    })
    // No round (an API without rounds): today's controls.
    expect(actions(excursion({ capacity: null }), undefined, open)).toEqual(['subscribe'])
  })
})
