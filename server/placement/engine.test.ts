import { place, PlacementInputError, type PlacementInput, type PlacementPolicy } from './engine.ts'
import { createRandom, randomBelow } from './lottery.ts'
import { placeByBruteForce } from './reference/brute-force.ts'
import { POLICIES } from './reference/generate.ts'

/**
 * A small random instance: 3 to 7 students, 2 to 4 excursions with 0 to 2 places (contested), up
 * to 3 wishes: at most 4^7 placements for the brute force. With `features`, also unlimited places,
 * minimums, pins, students without wishes and leftover seats.
 */
function smallInstance(seed: number, policy: PlacementPolicy, features: boolean): PlacementInput {
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

function placements(input: PlacementInput) {
  const result = place(input)
  return {
    students: result.students.map(({ excursionId, via, rank }) => ({ excursionId, via, rank })),
    droppedExcursions: result.droppedExcursions,
  }
}

function reference(input: PlacementInput) {
  const { students, droppedExcursions, optimalPlacements } = placeByBruteForce(input)
  return { expected: { students, droppedExcursions }, optimalPlacements }
}

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

describe('placement engine: minimum sizes', () => {
  it('drops an excursion below its minimum and places its students again', () => {
    const result = place({
      students: [
        { id: 'a', wishes: ['Small', 'Big'] },
        { id: 'b', wishes: ['Small', 'Big'] },
        { id: 'c', wishes: ['Big'] },
      ],
      excursions: [
        { id: 'Small', capacity: 5, minimum: 3 },
        { id: 'Big', capacity: 5 },
      ],
      policy: 'rank-maximal',
      seed: 1,
    })
    expect(result.droppedExcursions).toEqual(['Small'])
    expect(result.students.map((s) => [s.excursionId, s.rank])).toEqual([
      ['Big', 2],
      ['Big', 2],
      ['Big', 1],
    ])
    expect(result.excursions[0]).toMatchObject({ placed: 0, dropped: true, minimum: 3 })
    expect(result.excursions[1]).toMatchObject({ placed: 3, dropped: false })
  })

  it('drops the smallest first, so the students it frees can save another excursion', () => {
    const result = place({
      students: [
        { id: 'a', wishes: ['One', 'Two'] },
        { id: 'b', wishes: ['Two', 'One'] },
        { id: 'c', wishes: ['Two', 'One'] },
      ],
      excursions: [
        { id: 'One', capacity: 5, minimum: 2 },
        { id: 'Two', capacity: 5, minimum: 3 },
      ],
      policy: 'minimise-worst',
      seed: 2,
    })
    // One (1 student) goes first; a then joins Two, which reaches its minimum of 3.
    expect(result.droppedExcursions).toEqual(['One'])
    expect(result.students.every((s) => s.excursionId === 'Two')).toBe(true)
    expect(result.unplaced).toEqual([])
  })

  it('reports the students whose wishes were all dropped', () => {
    const result = place({
      students: [
        { id: 'a', wishes: ['Rare'] },
        { id: 'b', wishes: [] },
      ],
      excursions: [{ id: 'Rare', capacity: 9, minimum: 2 }],
      policy: 'lottery',
      seed: 4,
    })
    expect(result.unplaced).toEqual([
      { studentId: 'a', reason: 'wishes-dropped' },
      { studentId: 'b', reason: 'no-wishes' },
    ])
  })

  it('a pin to a dropped excursion is reported and the student placed by their wishes', () => {
    const pin = { studentId: 'a', excursionId: 'Tiny', reason: 'begeleider' }
    const result = place({
      students: [
        { id: 'a', wishes: ['Big'] },
        { id: 'b', wishes: ['Big'] },
      ],
      excursions: [
        { id: 'Tiny', capacity: 9, minimum: 3 },
        { id: 'Big', capacity: 9 },
      ],
      pins: [pin],
      policy: 'rank-maximal',
      seed: 4,
    })
    expect(result.droppedExcursions).toEqual(['Tiny'])
    expect(result.droppedPins).toEqual([pin])
    expect(result.students[0]).toMatchObject({ excursionId: 'Big', via: 'wish', rank: 1 })
  })

  it('after drops, equals a fresh placement with the dropped excursions closed (larger rounds)', () => {
    // The flows are updated from round to round instead of rebuilt; this checks the result
    // against a fresh run on 200-350 students, where the brute force cannot go.
    let drops = 0
    for (let n = 0; n < 12; n++) {
      const random = createRandom(40 + n)
      const int = (k: number) => randomBelow(random, k)
      const excursions = Array.from({ length: 5 + int(20) }, (_, x) => ({
        id: `e${x}`,
        capacity: int(6) === 0 ? null : 1 + int(30),
        minimum: x % 3 === 0 ? null : 1 + int(25),
      }))
      const students = Array.from({ length: 200 + int(150) }, (_, i) => ({
        id: `s${i}`,
        wishes: excursions
          .map((e) => e.id)
          .filter(() => int(3) === 0)
          .slice(0, 5),
      }))
      // Pins only to excursions without a minimum: a fresh run would keep a pin to a closed one.
      const pins = students
        .filter(() => int(10) === 0)
        .map((s) => ({
          studentId: s.id,
          excursionId: `e${3 * int(Math.ceil(excursions.length / 3))}`,
          reason: '',
        }))
      for (const policy of ['rank-maximal', 'minimise-worst'] as const) {
        const input = {
          students,
          excursions,
          pins,
          policy,
          seed: n,
          placeWithoutWishes: n % 2 === 0,
        }
        const result = place(input)
        drops += result.droppedExcursions.length
        const dropped = new Set(result.droppedExcursions)
        const fresh = place({
          ...input,
          excursions: excursions.map((e) =>
            dropped.has(e.id) ? { ...e, capacity: 0, minimum: null } : e,
          ),
        })
        expect(fresh.droppedExcursions).toEqual([])
        const summary = (r: ReturnType<typeof place>) =>
          r.students.map((s) => [s.excursionId, s.rank, s.via])
        expect(summary(result)).toEqual(summary(fresh))
      }
    }
    // 75 drops over 24 placements: several rounds each.
    expect(drops).toBeGreaterThan(50)
  })

  it('leftover seats go to an excursion below its minimum first, which can save it', () => {
    const result = place({
      students: [
        { id: 'a', wishes: ['Kayak'] },
        { id: 'b', wishes: [] },
      ],
      excursions: [
        { id: 'Museum', capacity: 30 },
        { id: 'Kayak', capacity: 10, minimum: 2 },
      ],
      placeWithoutWishes: true,
      policy: 'rank-maximal',
      seed: 9,
    })
    expect(result.droppedExcursions).toEqual([])
    expect(result.students[1]).toMatchObject({ excursionId: 'Kayak', via: 'leftover', rank: null })
    expect(result.excursions[1]).toMatchObject({ placed: 2, leftover: 1 })
  })
})

describe('placement engine: pins', () => {
  it('honours a pin outside the wishes and counts it against the capacity', () => {
    const result = place({
      students: [
        { id: 'a', wishes: ['A'] },
        { id: 'b', wishes: ['A', 'B'] },
        { id: 'c', wishes: ['B'] },
      ],
      excursions: [
        { id: 'A', capacity: 1 },
        { id: 'B', capacity: 2 },
      ],
      pins: [{ studentId: 'c', excursionId: 'A', reason: 'medisch' }],
      policy: 'rank-maximal',
      seed: 8,
    })
    expect(result.students[2]).toMatchObject({ excursionId: 'A', via: 'pin', rank: null })
    // A's only place is taken by the pin: a and b compete for B… but a only wishes A.
    expect(result.students[0]).toMatchObject({ excursionId: null, unplacedReason: 'wishes-full' })
    expect(result.students[1]).toMatchObject({ excursionId: 'B', rank: 2 })
    expect(result.histogram).toEqual({ byRank: [0, 1], pinned: 1, leftover: 0, unplaced: 1 })
  })

  it('keeps every pin, also beyond the capacity, and flags it', () => {
    const result = place({
      students: [
        { id: 'a', wishes: ['A'] },
        { id: 'b', wishes: [] },
      ],
      excursions: [{ id: 'A', capacity: 1 }],
      pins: [
        { studentId: 'a', excursionId: 'A', reason: 'x' },
        { studentId: 'b', excursionId: 'A', reason: 'y' },
      ],
      policy: 'lottery',
      seed: 8,
    })
    expect(result.students.map((s) => [s.excursionId, s.via, s.rank])).toEqual([
      ['A', 'pin', 1],
      ['A', 'pin', null],
    ])
    expect(result.excursions[0]).toMatchObject({ placed: 2, pinned: 2, overCapacity: true })
  })
})

describe('placement engine: students without wishes', () => {
  const input = {
    students: [
      { id: 'w1', wishes: ['A'] },
      { id: 'w2', wishes: ['A'] },
      { id: 'none1', wishes: [] },
      { id: 'none2', wishes: [] },
    ],
    excursions: [
      { id: 'A', capacity: 1 },
      { id: 'B', capacity: 2 },
    ],
    policy: 'rank-maximal' as const,
    seed: 21,
  }

  it('stay unplaced unless asked for, with their reason', () => {
    const result = place(input)
    expect(result.histogram).toEqual({ byRank: [1], pinned: 0, leftover: 0, unplaced: 3 })
    expect(result.unplaced.map((u) => u.reason).sort()).toEqual([
      'no-wishes',
      'no-wishes',
      'wishes-full',
    ])
  })

  it('get the seats left over, after the students whose wishes could not be met', () => {
    const result = place({ ...input, placeWithoutWishes: true })
    // B has 2 seats: the student who wished A and lost goes first, then one of the two without
    // wishes (the lower lottery number); the other stays unplaced.
    const loser = result.students.find((s) => s.studentId.startsWith('w') && s.via !== 'wish')!
    expect(loser).toMatchObject({ excursionId: 'B', via: 'leftover', rank: null })
    const without = result.students.filter((s) => s.studentId.startsWith('none'))
    const [first, second] = without.sort((a, b) => a.lotteryNumber - b.lotteryNumber)
    expect(first).toMatchObject({ excursionId: 'B', via: 'leftover' })
    expect(second).toMatchObject({ excursionId: null, unplacedReason: 'no-wishes' })
    expect(result.histogram).toEqual({ byRank: [1], pinned: 0, leftover: 2, unplaced: 1 })
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
