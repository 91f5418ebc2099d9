import { place } from './engine.ts'
import { createRandom, randomBelow } from './lottery.ts'

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
