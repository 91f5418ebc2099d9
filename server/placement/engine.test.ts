import { place, PlacementInputError, type PlacementInput } from './engine.ts'
import { createRandom, randomBelow } from './lottery.ts'
import { POLICIES } from './reference/generate.ts'
import { placements, reference, smallInstance } from './engine-fixture.ts'

describe('placement engine: exact on small instances (brute-force reference)', () => {
  // The reference enumerates every feasible placement and picks the policy's optimum, ties by
  // lottery (lower lottery number, better rank); so equal placements mean optimal placements
  // with the documented tie-break.
  for (const policy of POLICIES) {
    it(`${policy}: 300 random instances of wishes and capacities`, () => {
      let contested = 0
      let tied = 0
      for (let n = 0; n < 300; n++) {
        const input = smallInstance(1000 + n, policy, false)
        const { expected, optimalPlacements } = reference(input)
        expect(placements(input), `instance ${n}`).toEqual(expected)
        if (expected.students.some((s) => s.rank !== 1)) contested++
        if (optimalPlacements > 1) tied++
      }
      // Not a vacuous comparison: most instances have students who missed their 1st choice.
      expect(contested).toBeGreaterThan(250)
      // …and in many the optimum is not unique, so the lottery's tie-break is compared too.
      expect(tied).toBeGreaterThan(150)
    })

    it(`${policy}: 300 random instances with pins, minimums, unlimited places and leftover seats`, () => {
      let drops = 0
      let pinsAndLeftovers = 0
      for (let n = 0; n < 300; n++) {
        const input = smallInstance(5000 + n, policy, true)
        const { expected } = reference(input)
        expect(placements(input), `instance ${n}`).toEqual(expected)
        if (expected.droppedExcursions.length > 0) drops++
        if (expected.students.some((s) => s.via === 'pin' || s.via === 'leftover'))
          pinsAndLeftovers++
      }
      expect(drops).toBeGreaterThan(150)
      expect(pinsAndLeftovers).toBeGreaterThan(150)
    })
  }
})

describe('placement engine: policies', () => {
  // Four students, trips A (2 places) and B (2 places) and C (unlimited).
  const students = [
    { id: 'ann', wishes: ['A', 'B', 'C'] },
    { id: 'bob', wishes: ['A', 'B', 'C'] },
    { id: 'cas', wishes: ['A', 'C', 'B'] },
    { id: 'dirk', wishes: ['B', 'A', 'C'] },
  ]
  const excursions = [
    { id: 'A', capacity: 2 },
    { id: 'B', capacity: 1 },
    { id: 'C', capacity: null },
  ]

  it('rank-maximal maximises 1st choices, then 2nd choices', () => {
    const result = place({ students, excursions, policy: 'rank-maximal', seed: 1 })
    // Three 1st choices are possible (two at A, dirk at B); the one left out of A gets C, their
    // 2nd or 3rd choice: the 2nd-choice count is maximised, so cas (C is 2nd) is the one.
    expect(result.histogram.byRank).toEqual([3, 1, 0])
    const cas = result.students.find((s) => s.studentId === 'cas')
    expect(cas).toMatchObject({ excursionId: 'C', rank: 2, via: 'wish' })
  })

  it('rank-maximal places as many students as possible before counting 1st choices', () => {
    // One 1st choice more (x at A) would leave y without a trip: the school wants both placed.
    const result = place({
      students: [
        { id: 'x', wishes: ['A', 'B'] },
        { id: 'y', wishes: ['A'] },
      ],
      excursions: [
        { id: 'A', capacity: 1 },
        { id: 'B', capacity: 1 },
      ],
      policy: 'rank-maximal',
      seed: 3,
    })
    expect(result.students.map((s) => s.excursionId)).toEqual(['B', 'A'])
    expect(result.histogram).toEqual({ byRank: [1, 1], pinned: 0, leftover: 0, unplaced: 0 })
  })

  it('minimise-worst avoids a 3rd choice even at the cost of a 1st choice', () => {
    const input = {
      students: [
        { id: 'p', wishes: ['A', 'B', 'C'] },
        { id: 'q', wishes: ['B', 'C', 'A'] },
        { id: 'r', wishes: ['A', 'B', 'C'] },
      ],
      excursions: [
        { id: 'A', capacity: 1 },
        { id: 'B', capacity: 1 },
        { id: 'C', capacity: 1 },
      ],
      seed: 11,
    }
    // Rank-maximal: two 1st choices (p or r at A, q at B); the other of p and r gets C, a 3rd.
    expect(place({ ...input, policy: 'rank-maximal' }).histogram.byRank).toEqual([2, 0, 1])
    // Minimise-worst: nobody worse than a 2nd choice (one of p and r at A, the other at B, q at
    // C), with 1 + 2 + 2 = 5 rank points.
    const fair = place({ ...input, policy: 'minimise-worst' })
    expect(fair.histogram.byRank).toEqual([1, 2, 0])
    expect(fair.students.find((s) => s.studentId === 'q')).toMatchObject({ excursionId: 'C' })
  })

  it('lottery is serial dictatorship in lottery order', () => {
    const result = place({ students, excursions, policy: 'lottery', seed: 5 })
    const byNumber = [...result.students].sort((a, b) => a.lotteryNumber - b.lotteryNumber)
    const left = new Map<string, number>([
      ['A', 2],
      ['B', 1],
      ['C', Infinity],
    ])
    for (const s of byNumber) {
      const wishes = students.find((t) => t.id === s.studentId)!.wishes
      const expected = wishes.find((x) => left.get(x)! > 0)!
      left.set(expected, left.get(expected)! - 1)
      expect(s.excursionId).toBe(expected)
    }
  })
})

describe('placement engine: determinism', () => {
  const input = smallInstance(77, 'rank-maximal', true)
  const many = {
    students: Array.from({ length: 60 }, (_, i) => ({
      id: `student-${i}`,
      wishes: [`t${i % 3}`, `t${(i + 1) % 3}`, 't3'],
    })),
    excursions: [
      { id: 't0', capacity: 8, minimum: 5 },
      { id: 't1', capacity: 12 },
      { id: 't2', capacity: 10 },
      { id: 't3', capacity: 20, minimum: 25 },
    ],
    pins: [{ studentId: 'student-4', excursionId: 't2', reason: 'x' }],
    placeWithoutWishes: true,
    seed: 123456789,
  }

  it('the same input and seed give the same placement', () => {
    for (const policy of POLICIES) {
      expect(place({ ...many, policy })).toEqual(place({ ...many, policy }))
      expect(place({ ...input, policy })).toEqual(place({ ...input, policy }))
    }
  })

  it('the order of students, excursions and pins in the input does not matter', () => {
    const random = createRandom(99)
    const shuffle = <T>(list: readonly T[]) => {
      const copy = [...list]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = randomBelow(random, i + 1)
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy
    }
    const byStudent = (result: ReturnType<typeof place>) =>
      Object.fromEntries(result.students.map((s) => [s.studentId, s]))
    for (const policy of POLICIES) {
      const reference = place({ ...many, policy })
      for (let round = 0; round < 5; round++) {
        const shuffled = place({
          ...many,
          students: shuffle(many.students),
          excursions: shuffle(many.excursions),
          policy,
        })
        expect(byStudent(shuffled)).toEqual(byStudent(reference))
        expect(shuffled.droppedExcursions).toEqual(reference.droppedExcursions)
        expect(shuffled.histogram).toEqual(reference.histogram)
      }
    }
  })

  it('another seed draws other lottery numbers', () => {
    const a = place({ ...many, policy: 'lottery' })
    const b = place({ ...many, policy: 'lottery', seed: many.seed + 1 })
    expect(a.students.map((s) => s.lotteryNumber)).not.toEqual(
      b.students.map((s) => s.lotteryNumber),
    )
    expect(a.seed).toBe(many.seed)
    expect(a.policy).toBe('lottery')
  })
})

describe('placement engine: result bookkeeping', () => {
  it('histogram, fills and unplaced list agree with the placements', () => {
    for (let n = 0; n < 50; n++) {
      for (const policy of POLICIES) {
        const input = smallInstance(9000 + n, policy, true)
        const result = place(input)
        const { byRank, pinned, leftover, unplaced } = result.histogram
        expect(byRank.reduce((a, b) => a + b, 0) + pinned + leftover + unplaced).toBe(
          input.students.length,
        )
        expect(result.unplaced.length).toBe(unplaced)
        for (const fill of result.excursions) {
          const here = result.students.filter((s) => s.excursionId === fill.excursionId)
          expect(fill.placed).toBe(here.length)
          expect(fill.pinned).toBe(here.filter((s) => s.via === 'pin').length)
          expect(fill.leftover).toBe(here.filter((s) => s.via === 'leftover').length)
          if (fill.dropped) expect(fill.placed).toBe(0)
          if (!fill.dropped && fill.minimum !== null)
            expect(fill.placed).toBeGreaterThanOrEqual(fill.minimum)
          if (fill.capacity !== null && fill.placed > fill.capacity)
            expect(fill.overCapacity).toBe(true)
        }
        const numbers = result.students.map((s) => s.lotteryNumber).sort((a, b) => a - b)
        expect(numbers).toEqual(input.students.map((_, i) => i + 1))
      }
    }
  })
})

describe('placement engine: input checks', () => {
  const base = {
    students: [{ id: 'a', wishes: ['A'] }],
    excursions: [{ id: 'A', capacity: 1 }],
    policy: 'rank-maximal' as const,
    seed: 1,
  }
  it.each([
    ['an unknown wish', { students: [{ id: 'a', wishes: ['Z'] }] }],
    ['a wish twice', { students: [{ id: 'a', wishes: ['A', 'A'] }] }],
    ['a duplicate student', { students: [base.students[0]!, base.students[0]!] }],
    ['a duplicate excursion', { excursions: [base.excursions[0]!, base.excursions[0]!] }],
    ['a negative capacity', { excursions: [{ id: 'A', capacity: -1 }] }],
    ['a fractional minimum', { excursions: [{ id: 'A', capacity: 1, minimum: 1.5 }] }],
    ['a seed out of range', { seed: 2 ** 32 }],
    ['a pin to an unknown excursion', { pins: [{ studentId: 'a', excursionId: 'Z', reason: '' }] }],
    ['a pin for an unknown student', { pins: [{ studentId: 'z', excursionId: 'A', reason: '' }] }],
    [
      'two pins for one student',
      {
        pins: [
          { studentId: 'a', excursionId: 'A', reason: '' },
          { studentId: 'a', excursionId: 'A', reason: '' },
        ],
      },
    ],
  ])('refuses %s', (_, change) => {
    expect(() => place({ ...base, ...change } as PlacementInput)).toThrow(PlacementInputError)
  })
})
