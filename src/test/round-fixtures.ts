/** Plain records of a round, an excursion and a subscription for unit tests, each with a patch. */
import type { Excursion } from '~contract/schemas/excursions'
import type { Round } from '~contract/schemas/rounds'
import type { Subscription } from '~contract/schemas/subscriptions'

export const round = (patch: Partial<Round> = {}): Round => ({
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

export const excursion = (patch: Partial<Excursion> = {}): Excursion => ({
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

export const sub = (patch: Partial<Subscription>): Subscription => ({
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
