import { describe, expect, it } from 'vitest'
import { place } from './engine.ts'
import { placeExact } from './mip.ts'
import type { PlacementInput, PlacementPolicy } from './types.ts'

/**
 * A leftover seat never goes to a trip that needs a parent's consent the student has not given
 * (issue 44, `noLeftoverAt`): in the flow engine, and in the exact engine, which hands a round
 * without groups to the flow engine with the students' lists rebuilt (where the bar was lost).
 */
const input = (policy: PlacementPolicy): PlacementInput => ({
  policy,
  seed: 7,
  placeWithoutWishes: true,
  excursions: [
    { id: 'home', capacity: 1, minimum: null },
    { id: 'abroad', capacity: 5, minimum: null },
  ],
  students: [
    { id: 'wisher', wishes: ['home'] },
    // Without consent for the trip abroad: the only seat left is there.
    { id: 'minor', wishes: [], noLeftoverAt: ['abroad'] },
    { id: 'adult', wishes: [] },
  ],
})

const seats = (result: {
  students: readonly { studentId: string; excursionId: string | null }[]
}) => Object.fromEntries(result.students.map((s) => [s.studentId, s.excursionId]))

describe('leftover seats and a consent not given', () => {
  for (const policy of ['rank-maximal', 'minimise-worst', 'lottery'] as const) {
    it(`${policy}: the flow engine leaves the student without consent unplaced`, () => {
      expect(seats(place(input(policy)))).toEqual({ wisher: 'home', minor: null, adult: 'abroad' })
    })
    it(`${policy}: the exact engine too`, async () => {
      expect(seats(await placeExact(input(policy)))).toEqual({
        wisher: 'home',
        minor: null,
        adult: 'abroad',
      })
    })
  }
})
