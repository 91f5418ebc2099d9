// The balance (issue 44) in the exact engine: every class share and kept place holds, and the
// placement is still the optimum (against the brute force with the balance's plain definition).
import { balanceMoves } from './balance-moves.ts'
import { createRandom, randomBelow } from './lottery.ts'
import { placeExact, type ExactPlacementResult } from './mip.ts'
import {
  bestByBruteForce,
  compareEvaluations,
  evaluate,
  keepsBalanceByDefinition,
} from './reference/brute-force-exact.ts'
import type { PlacementInput, PlacementPolicy } from './types.ts'

/** A small random instance with classes, shares, kept places (and sometimes groups, minimums, pins). */
function balancedInstance(seed: number, policy: PlacementPolicy): PlacementInput {
  const random = createRandom(seed)
  const below = (n: number) => randomBelow(random, n)
  const nS = 4 + below(3)
  const ids = Array.from({ length: nS }, (_, i) => `s${i}`)
  const nX = 2 + below(2)
  const excursions = Array.from({ length: nX }, (_, x) => {
    const capacity = 1 + below(5)
    return {
      id: `x${x}`,
      capacity,
      minimum: below(4) === 0 ? 1 + below(2) : null,
      classShare: below(3) === 0 ? null : 20 + 10 * below(7),
      kept:
        below(2) === 0
          ? null
          : { places: below(capacity + 1), students: ids.filter(() => below(3) === 0) },
    }
  })
  const wishList = () => {
    const all = excursions.map((e) => e.id)
    for (let i = all.length - 1; i > 0; i--) {
      const j = below(i + 1)
      ;[all[i], all[j]] = [all[j]!, all[i]!]
    }
    return all.slice(0, 1 + below(all.length))
  }
  const classes = ['4A', '4a ', '4B', '']
  const students = ids.map((id) => ({ id, wishes: wishList(), className: classes[below(4)]! }))
  const groups =
    below(3) === 0 ? [{ id: 'g0', members: ids.slice(0, 2 + below(2)), wishes: wishList() }] : []
  const pins =
    below(5) === 0
      ? [{ studentId: ids[below(nS)]!, excursionId: excursions[below(nX)]!.id, reason: 'test' }]
      : []
  return {
    students,
    excursions,
    groups,
    groupFallback: below(2) === 0,
    pins,
    placeWithoutWishes: below(4) === 0,
    policy,
    seed: random(),
  }
}

const assignments = (result: ExactPlacementResult) =>
  result.students.map((s) => ({ excursionId: s.excursionId, pinned: s.via === 'pin' }))

describe('placeExact with a balance', () => {
  for (const policy of ['rank-maximal', 'minimise-worst'] as const) {
    it(`${policy}: 250 small instances keep every share and kept place, and are optimal`, async () => {
      let viaMip = 0
      for (let seed = 1; seed <= 250; seed++) {
        const input = balancedInstance(seed * 6151, policy)
        const result = await placeExact(input)
        expect(result.optimality.proven).toBe(true)
        expect(keepsBalanceByDefinition(input, assignments(result)), `seed ${seed}`).toBe(true)
        if (result.engine === 'mip') viaMip++
        // Leftover seats come after the optimum (as without the balance): compare without them.
        if (input.placeWithoutWishes) continue
        const ours = evaluate(input, assignments(result))
        const best = bestByBruteForce(input)
        expect(
          compareEvaluations(policy, ours, best, result.engine === 'mip'),
          `seed ${seed}: ${JSON.stringify({ ours, best })}`,
        ).toBe(0)
      }
      expect(viaMip).toBeGreaterThan(60)
    }, 240_000)
  }

  it('lottery: every share and kept place holds, also in the leftover seats', async () => {
    for (let seed = 1; seed <= 250; seed++) {
      const input = balancedInstance(seed * 7, 'lottery')
      const result = await placeExact(input)
      expect(keepsBalanceByDefinition(input, assignments(result)), `seed ${seed}`).toBe(true)
    }
  })

  it('gives the kept places only to the group, and one class at most its share', async () => {
    const students = [
      ...['a1', 'a2', 'a3', 'a4'].map((id) => ({ id, wishes: ['museum'], className: '4A' })),
      { id: 'b1', wishes: ['museum'], className: '4B' },
      { id: 'c1', wishes: ['museum'], className: '4C' },
    ]
    const input: PlacementInput = {
      students,
      excursions: [
        // 5 places, 40%: 2 per class; 1 kept for c1.
        { id: 'museum', capacity: 5, classShare: 40, kept: { places: 1, students: ['c1'] } },
      ],
      policy: 'rank-maximal',
      seed: 1,
    }
    const result = await placeExact(input)
    const placed = result.students.filter((s) => s.excursionId === 'museum').map((s) => s.studentId)
    expect(placed.filter((id) => id.startsWith('a'))).toHaveLength(2)
    expect(placed).toContain('b1')
    expect(placed).toContain('c1')
    expect(result.optimality.proven).toBe(true)
    // Without the balance the flow engine's optimum fills all 5 places.
    expect(result.engine).toBe('mip')
    // The fairness report names the two of 4A kept out while a place was left, with the reason.
    const moved = balanceMoves(input, result)
    expect(moved.map((m) => m.reason)).toEqual(['class-share', 'class-share'])
    expect(moved.map((m) => m.studentId).every((id) => !placed.includes(id))).toBe(true)
  })

  it('refuses a share outside 1–100% or kept places beyond the capacity', async () => {
    const base: PlacementInput = {
      students: [{ id: 'a', wishes: ['x'] }],
      excursions: [{ id: 'x', capacity: 2 }],
      policy: 'rank-maximal',
      seed: 1,
    }
    await expect(
      placeExact({ ...base, excursions: [{ id: 'x', capacity: 2, classShare: 0 }] }),
    ).rejects.toThrow('class share')
    await expect(
      placeExact({
        ...base,
        excursions: [{ id: 'x', capacity: 2, kept: { places: 3, students: [] } }],
      }),
    ).rejects.toThrow('kept places')
  })
})
