import { createRandom, randomBelow } from './lottery.ts'
import { optimalityText, placeExact, type ExactPlacementResult } from './mip.ts'
import {
  bestByBruteForce,
  compareEvaluations,
  evaluate,
  type Assignment,
} from './reference/brute-force-exact.ts'
import { generateInstance, withGroupsAndMinimums } from './reference/generate.ts'
import { lotteryWithGroupsReference } from './reference/lottery-groups.ts'
import type { PlacementInput, PlacementPolicy } from './types.ts'

/** A small random instance with groups and minimums (and sometimes pins, unlimited places). */
function smallInstance(seed: number, policy: PlacementPolicy): PlacementInput {
  const random = createRandom(seed)
  const below = (n: number) => randomBelow(random, n)
  const nX = 2 + below(2)
  const excursions = Array.from({ length: nX }, (_, x) => ({
    id: `x${x}`,
    capacity: below(6) === 0 ? null : below(5),
    minimum: below(3) === 0 ? null : 1 + below(3),
  }))
  const nS = 3 + below(4)
  const ids = Array.from({ length: nS }, (_, i) => `s${i}`)
  const wishList = () => {
    const all = excursions.map((e) => e.id)
    for (let i = all.length - 1; i > 0; i--) {
      const j = below(i + 1)
      ;[all[i], all[j]] = [all[j]!, all[i]!]
    }
    return all.slice(0, below(4) === 0 ? below(2) : 1 + below(all.length))
  }
  const students = ids.map((id) => ({ id, wishes: wishList() }))
  const free = [...ids]
  const groups = []
  for (let g = 0; g < below(3) && free.length >= 2; g++) {
    const size = Math.min(free.length, 2 + below(2))
    const members = free.splice(below(free.length - size + 1), size)
    groups.push({ id: `g${g}`, members, wishes: wishList() })
  }
  const pins =
    below(4) === 0
      ? [{ studentId: ids[below(nS)]!, excursionId: excursions[below(nX)]!.id, reason: 'test' }]
      : []
  return {
    students,
    excursions,
    groups,
    groupFallback: below(2) === 0,
    pins,
    policy,
    seed: random(),
  }
}

const assignments = (result: ExactPlacementResult): Assignment[] =>
  result.students.map((s) => ({ excursionId: s.excursionId, pinned: s.via === 'pin' }))

/** The structural promises: groups whole, minimums met or cancelled, places kept. */
function checkRules(input: PlacementInput, result: ExactPlacementResult) {
  const at = new Map(result.students.map((s) => [s.studentId, s.excursionId]))
  const pinned = new Set((input.pins ?? []).map((p) => p.studentId))
  for (const group of input.groups ?? []) {
    const members = group.members.filter((id) => !pinned.has(id))
    if (members.length < 2) continue
    const places = new Set(members.map((id) => at.get(id)))
    const summary = result.groups.find((g) => g.groupId === group.id)!
    if (places.size > 1 || places.has(null)) {
      // Not together: only a split group with fallback may have anyone placed.
      expect(summary.excursionId).toBeNull()
      if (!input.groupFallback) expect([...places]).toEqual([null])
      else expect(summary.split).toBe([...places].some((x) => x !== null))
    } else expect(summary.excursionId).toBe([...places][0])
  }
  for (const e of result.excursions) {
    if (e.dropped) expect(e.placed).toBe(0)
    else expect(e.placed).toBeGreaterThanOrEqual(e.minimum ?? 0)
    if (e.capacity !== null) expect(e.placed - e.pinned).toBeLessThanOrEqual(e.capacity)
  }
  expect(new Set(result.droppedExcursions)).toEqual(
    new Set(result.excursions.filter((e) => e.dropped).map((e) => e.excursionId)),
  )
}

describe('placeExact with groups and minimums equals the brute force', () => {
  for (const policy of ['rank-maximal', 'minimise-worst'] as const) {
    it(`${policy}: 300 small instances, optimal for every objective`, async () => {
      let viaMip = 0
      for (let seed = 1; seed <= 300; seed++) {
        const input = smallInstance(seed * 7919, policy)
        const result = await placeExact(input)
        expect(result.optimality.proven).toBe(true)
        checkRules(input, result)
        const ours = evaluate(input, assignments(result))
        const best = bestByBruteForce(input)
        // The flow fast path breaks ties by its own strict lottery order, the MIP by its sum.
        const withLottery = result.engine === 'mip'
        if (withLottery) viaMip++
        expect(
          compareEvaluations(policy, ours, best, withLottery),
          `seed ${seed}: ${JSON.stringify({ ours, best })}`,
        ).toBe(0)
      }
      // The instances do exercise the integer program.
      expect(viaMip).toBeGreaterThan(150)
    }, 240_000)
  }

  it('lottery: 300 small instances, serial dictatorship over students and groups', async () => {
    for (let seed = 1; seed <= 300; seed++) {
      const input = smallInstance(seed * 104_729, 'lottery')
      const result = await placeExact(input)
      checkRules(input, result)
      const reference = lotteryWithGroupsReference(input)
      expect(
        Object.fromEntries(result.students.map((s) => [s.studentId, s.excursionId])),
        `seed ${seed}`,
      ).toEqual(Object.fromEntries(reference.at))
      expect(new Set(result.droppedExcursions)).toEqual(new Set(reference.dropped))
    }
  })
})

describe('placeExact is deterministic', () => {
  it('the same input and seed give the same placement, whatever the students order', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const input = smallInstance(seed * 31, seed % 2 ? 'rank-maximal' : 'minimise-worst')
      const first = await placeExact(input)
      const again = await placeExact(input)
      const shuffled = await placeExact({ ...input, students: [...input.students].reverse() })
      expect(again.students).toEqual(first.students)
      const byId = (r: ExactPlacementResult) =>
        Object.fromEntries(r.students.map((s) => [s.studentId, s.excursionId]))
      expect(byId(shuffled)).toEqual(byId(first))
    }
  })
})

describe('placeExact within its time limit', () => {
  it('reports the best found with its gap, in Dutch, when the limit cuts it off', async () => {
    expect(optimalityText(0.0123)).toBe('beste gevonden, hoogstens 1,3% van optimaal')
    const instance = withGroupsAndMinimums(
      generateInstance({ students: 3000, excursions: 60, wishes: 5, places: 3100, seed: 1 }),
      { groups: 300, minimumShare: 0.4, seed: 101 },
    )
    const t0 = performance.now()
    const result = await placeExact(
      { ...instance, policy: 'rank-maximal', seed: 1 },
      { timeLimit: 1 },
    )
    // One second for every solve together, plus the model and the start; never much longer.
    expect(performance.now() - t0).toBeLessThan(15_000)
    expect(result.engine).toBe('mip')
    expect(result.optimality.proven).toBe(false)
    expect(result.optimality.text).toMatch(/^beste gevonden, /)
    // Still a valid placement: groups whole, minimums met or cancelled.
    checkRules({ ...instance, policy: 'rank-maximal', seed: 1 }, result)
  }, 60_000)
})

describe('placeExact on a worked example', () => {
  const input: PlacementInput = {
    students: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, wishes: ['museum'] })),
    excursions: [
      { id: 'museum', capacity: 3, minimum: null },
      { id: 'zoo', capacity: 5, minimum: 3 },
    ],
    groups: [{ id: 'friends', members: ['a', 'b', 'c'], wishes: ['zoo', 'museum'] }],
    policy: 'rank-maximal',
    seed: 1,
  }

  it('keeps the zoo running by placing the group there, with the two others at the museum', async () => {
    const result = await placeExact(input)
    expect(result.engine).toBe('mip')
    expect(result.groups).toEqual([{ groupId: 'friends', excursionId: 'zoo', split: false }])
    expect(result.histogram.byRank).toEqual([5, 0])
    expect(result.droppedExcursions).toEqual([])
  })

  it('cancels the zoo when it cannot reach its minimum, and says so', async () => {
    const result = await placeExact({
      ...input,
      groups: [{ id: 'friends', members: ['a', 'b'], wishes: ['zoo', 'museum'] }],
    })
    expect(result.droppedExcursions).toEqual(['zoo'])
    expect(result.histogram.unplaced).toBe(2)
    expect(result.optimality.text).toBe('bewezen optimaal')
  })

  it('refuses a group of one, of five, or a student in two groups', async () => {
    await expect(
      placeExact({ ...input, groups: [{ id: 'g', members: ['a'], wishes: [] }] }),
    ).rejects.toThrow('1 members')
    await expect(
      placeExact({
        ...input,
        groups: [
          { id: 'g', members: ['a', 'b'], wishes: [] },
          { id: 'h', members: ['b', 'c'], wishes: [] },
        ],
      }),
    ).rejects.toThrow('two groups')
  })
})
