import { describe, expect, it } from 'vitest'
import { excursion, round } from '@/test/round-fixtures'
import { controlsFor } from './subscribe-controls'

describe('the subscribe controls under a round', () => {
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
