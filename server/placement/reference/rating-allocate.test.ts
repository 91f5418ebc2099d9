import { createRandom, randomBelow } from '../lottery.ts'
import { allocateLikeRatingAllocate } from './rating-allocate.ts'

/** The bench's anchor must be a real solver, or its timings mean nothing. */
describe('mod_ratingallocate-style anchor', () => {
  it('places as many students as possible with the largest rating sum (100 small instances)', () => {
    for (let n = 0; n < 100; n++) {
      const random = createRandom(300 + n)
      const int = (k: number) => randomBelow(random, k)
      // Capacities from 1: like the original, the anchor lets a choice with 0 places take one
      // student (its sink edge is used once before it is reversed); the bench has no such choice.
      const excursions = Array.from({ length: 2 + int(3) }, (_, x) => ({
        id: `e${x}`,
        capacity: 1 + int(2),
      }))
      const students = Array.from({ length: 2 + int(5) }, (_, i) => ({
        id: `s${i}`,
        wishes: excursions.map((e) => e.id).filter(() => int(2) === 0),
      }))
      const rating = (s: number, x: string | null) => {
        const wishes = students[s]!.wishes
        return x === null ? 0 : wishes.length - wishes.indexOf(x)
      }
      // Brute force: the best (placed, rating sum) over every feasible placement.
      let best = [-1, -1]
      const choice: (string | null)[] = []
      const left = new Map(excursions.map((e) => [e.id, e.capacity]))
      const walk = (s: number) => {
        if (s === students.length) {
          const placed = choice.filter((x) => x !== null).length
          const sum = choice.reduce((total, x, i) => total + rating(i, x), 0)
          if (placed > best[0]! || (placed === best[0] && sum > best[1]!)) best = [placed, sum]
          return
        }
        choice[s] = null
        walk(s + 1)
        for (const x of students[s]!.wishes) {
          if (left.get(x)! === 0) continue
          left.set(x, left.get(x)! - 1)
          choice[s] = x
          walk(s + 1)
          left.set(x, left.get(x)! + 1)
        }
      }
      walk(0)
      const { allocation, stopped } = allocateLikeRatingAllocate({ students, excursions })
      expect(stopped).toBe(false)
      for (const e of excursions)
        expect([...allocation.values()].filter((x) => x === e.id).length).toBeLessThanOrEqual(
          e.capacity,
        )
      const sum = students.reduce(
        (total, s, i) => total + rating(i, allocation.get(s.id) ?? null),
        0,
      )
      expect([allocation.size, sum]).toEqual(best)
    }
  })
})
