import { place, type PlacementInput, type PlacementPolicy } from './engine.ts'
import { createRandom, randomBelow } from './lottery.ts'
import { placeByBruteForce } from './reference/brute-force.ts'

// The random instances and views of a placement that the engine tests (engine*.test.ts) share.

/**
 * A small random instance: 3 to 7 students, 2 to 4 excursions with 0 to 2 places (contested), up
 * to 3 wishes: at most 4^7 placements for the brute force. With `features`, also unlimited places,
 * minimums, pins, students without wishes and leftover seats.
 */
export function smallInstance(
  seed: number,
  policy: PlacementPolicy,
  features: boolean,
): PlacementInput {
  const random = createRandom(seed)
  const int = (n: number) => randomBelow(random, n)
  const m = 2 + int(3)
  const excursions = Array.from({ length: m }, (_, x) => ({
    id: `e${x}`,
    capacity: features && int(5) === 0 ? null : int(3),
    minimum: features && int(2) === 0 ? 1 + int(3) : null,
  }))
  const students = Array.from({ length: 3 + int(5) }, (_, i) => {
    const ids = excursions.map((e) => e.id)
    for (let j = ids.length - 1; j > 0; j--) {
      const k = int(j + 1)
      ;[ids[j], ids[k]] = [ids[k] as string, ids[j] as string]
    }
    const count = features ? int(Math.min(3, m) + 1) : 1 + int(Math.min(3, m))
    return { id: `s${i}`, wishes: ids.slice(0, count) }
  })
  const pins = features
    ? students
        .filter(() => int(5) === 0)
        .map((s) => ({ studentId: s.id, excursionId: `e${int(m)}`, reason: 'test' }))
    : []
  return {
    students,
    excursions,
    pins,
    policy,
    seed: random(),
    placeWithoutWishes: features && int(2) === 0,
  }
}

export function placements(input: PlacementInput) {
  const result = place(input)
  return {
    students: result.students.map(({ excursionId, via, rank }) => ({ excursionId, via, rank })),
    droppedExcursions: result.droppedExcursions,
  }
}

export function reference(input: PlacementInput) {
  const { students, droppedExcursions, optimalPlacements } = placeByBruteForce(input)
  return { expected: { students, droppedExcursions }, optimalPlacements }
}
