import { place, type PlacementInput } from './engine.ts'
import { drawLottery } from './lottery.ts'
import { POLICIES } from './reference/generate.ts'

/**
 * Lottery fairness over 1,000 seeds (0 … 999). In a tie where each of N students wins with
 * probability p per draw, a student's win count over T draws has mean T·p and variance T·p·(1-p).
 * Two bounds, both with a false-alarm probability well under 1 in 1,000:
 * - chi-square: X = Σ (wins - T·p)² · (N-1) / (N·T·p·(1-p)). The counts are negatively correlated
 *   (the winners per draw are fixed); with that covariance, X follows chi-square with N-1 degrees
 *   of freedom, whose 0.999 quantile is used as the limit (for N = 2 the test is the binomial one
 *   below, squared).
 * - every single student within 4 standard deviations: |wins - T·p| <= 4·sqrt(T·p·(1-p))
 *   (two-sided probability 6e-5 per student).
 * A biased tie-break (by input order, by id, by the solver's path) fails both by far: its
 * favourites win every time.
 */
const SEEDS = 1000
const CHI_SQUARE_999: Record<number, number> = { 1: 10.828, 2: 13.816, 9: 27.877, 11: 31.264 }

function expectFair(wins: number[], p: number) {
  const n = wins.length
  const mean = SEEDS * p
  const variance = SEEDS * p * (1 - p)
  const chiSquare = wins.reduce((sum, w) => sum + (w - mean) ** 2, 0) * ((n - 1) / (n * variance))
  expect(chiSquare, `wins ${wins.join(', ')}`).toBeLessThan(CHI_SQUARE_999[n - 1] as number)
  for (const w of wins) expect(Math.abs(w - mean)).toBeLessThanOrEqual(4 * Math.sqrt(variance))
}

function winsOver1000Seeds(
  input: Omit<PlacementInput, 'seed'>,
  won: (excursion: string | null) => boolean,
) {
  const wins = input.students.map(() => 0)
  for (let seed = 0; seed < SEEDS; seed++) {
    const result = place({ ...input, seed })
    result.students.forEach((s, i) => {
      if (won(s.excursionId)) wins[i] = (wins[i] as number) + 1
    })
  }
  return wins
}

describe('lottery fairness over 1,000 seeds', () => {
  it('each student is drawn first equally often', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `leerling-${i}`)
    const first = ids.map(() => 0)
    for (let seed = 0; seed < SEEDS; seed++) {
      const numbers = drawLottery(ids, seed)
      first[ids.findIndex((id) => numbers.get(id) === 1)]! += 1
    }
    expectFair(first, 1 / 12)
  })

  for (const policy of POLICIES) {
    it(`${policy}: ten equal students, three places at the trip they all want first`, () => {
      const students = Array.from({ length: 10 }, (_, i) => ({
        id: `s${i}`,
        wishes: ['Parijs', 'Gent'],
      }))
      const excursions = [
        { id: 'Parijs', capacity: 3 },
        { id: 'Gent', capacity: 10 },
      ]
      const wins = winsOver1000Seeds({ students, excursions, policy }, (x) => x === 'Parijs')
      expect(wins.reduce((a, b) => a + b, 0)).toBe(3 * SEEDS)
      expectFair(wins, 0.3)
    })

    it(`${policy}: two different students tied through a chain of moves`, () => {
      // a: Parijs, then Gent; b: Parijs, then Rome. One place each. Either a gets Parijs (b to
      // Rome) or b does (a to Gent): both placements give one 1st and one 2nd choice, so it is a
      // tie under every policy, and each of them should win Parijs half of the time.
      const students = [
        { id: 'a', wishes: ['Parijs', 'Gent'] },
        { id: 'b', wishes: ['Parijs', 'Rome'] },
        // Distractors who do not touch the tie: they wish other trips only.
        { id: 'c', wishes: ['Berlijn'] },
        { id: 'd', wishes: ['Berlijn', 'Gent'] },
      ]
      const excursions = [
        { id: 'Parijs', capacity: 1 },
        { id: 'Gent', capacity: 1 },
        { id: 'Rome', capacity: 1 },
        { id: 'Berlijn', capacity: 2 },
      ]
      const wins = winsOver1000Seeds({ students, excursions, policy }, (x) => x === 'Parijs')
      expectFair(wins.slice(0, 2), 0.5)
      expect(wins.slice(2)).toEqual([0, 0])
    })
  }

  it('rank-maximal: twelve equal students over three trips get each rank equally often', () => {
    const students = Array.from({ length: 12 }, (_, i) => ({
      id: `s${i}`,
      wishes: ['A', 'B', 'C'],
    }))
    const excursions = ['A', 'B', 'C'].map((id) => ({ id, capacity: 4 }))
    for (const trip of ['A', 'B', 'C']) {
      const wins = winsOver1000Seeds(
        { students, excursions, policy: 'rank-maximal' },
        (x) => x === trip,
      )
      expectFair(wins, 1 / 3)
    }
  })
})
