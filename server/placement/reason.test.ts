import { place } from './engine.ts'
import { fairnessReport } from './fairness.ts'
import { placeExact } from './mip.ts'
import { reasonsFor } from './reason.ts'
import { generateInstance } from './reference/generate.ts'
import type { PlacementInput } from './types.ts'

/** Four want the Rijksmuseum (2 places); the zoo needs 3 but only 2 want it. */
const input: PlacementInput = {
  students: [
    { id: 'a', wishes: ['rijks', 'artis'] },
    { id: 'b', wishes: ['rijks', 'artis'] },
    { id: 'c', wishes: ['rijks', 'artis'] },
    { id: 'd', wishes: ['rijks', 'zoo'] },
    { id: 'e', wishes: ['zoo'] },
    { id: 'f', wishes: [] },
    { id: 'g', wishes: ['artis'] },
  ],
  excursions: [
    { id: 'rijks', capacity: 2 },
    { id: 'artis', capacity: 5 },
    { id: 'zoo', capacity: 4, minimum: 3 },
  ],
  pins: [{ studentId: 'g', excursionId: 'rijks', reason: 'begeleider' }],
  policy: 'lottery',
  seed: 3,
}
const names = new Map([
  ['rijks', 'Rijksmuseum'],
  ['artis', 'Artis'],
  ['zoo', 'Dierenpark'],
])

describe('a reason for every student', () => {
  const result = place(input)
  const reasons = reasonsFor(input, result, names)
  const byId = new Map(result.students.map((s) => [s.studentId, s]))

  it('explains a 1st choice, a pin, no wishes, a cancelled trip and a full one', () => {
    expect(reasons.size).toBe(7)
    expect(reasons.get('g')).toBe('De school heeft je geplaatst bij Rijksmuseum.')
    expect(reasons.get('f')).toBe('Je gaf geen wensen op, dus je bent nog niet geplaatst.')
    // The zoo (2 wishes for a minimum of 3) is cancelled.
    expect(result.droppedExcursions).toEqual(['zoo'])
    expect(reasons.get('e')).toBe(
      'Je 1e keuze, Dierenpark, ging niet door: te weinig deelnemers voor het minimum van 3; ' +
        `jouw lotnummer was ${byId.get('e')!.lotteryNumber} van 7. Je bent nog niet geplaatst.`,
    )
    // One place is left at the Rijksmuseum after the pin: the best lottery number of a-d gets it.
    const winner = ['a', 'b', 'c', 'd'].sort(
      (x, y) => byId.get(x)!.lotteryNumber - byId.get(y)!.lotteryNumber,
    )[0]!
    expect(reasons.get(winner)).toBe('Je kreeg je 1e keuze, Rijksmuseum.')
    const loser = ['a', 'b', 'c'].find((id) => id !== winner)!
    expect(reasons.get(loser)).toBe(
      'Je 1e keuze, Rijksmuseum, had 4 wensen voor 2 plaatsen; ' +
        `jouw lotnummer was ${byId.get(loser)!.lotteryNumber} van 7; je 2e keuze had plaats.`,
    )
  })

  it('tells a group member they go together', async () => {
    const withGroup: PlacementInput = {
      ...input,
      policy: 'rank-maximal',
      groups: [{ id: 'vrienden', members: ['a', 'b'], wishes: ['artis'] }],
    }
    const exact = await placeExact(withGroup)
    expect(exact.groups).toEqual([{ groupId: 'vrienden', excursionId: 'artis', split: false }])
    const reasons = reasonsFor(withGroup, exact, names)
    expect(reasons.get('a')).toBe('Je kreeg je 1e keuze, Artis. Je gaat samen met je groep.')
    expect(reasons.get('c')).not.toContain('groep')
  })
})

describe('the fairness figures', () => {
  it('count per class, justified envy and cancelled trips', () => {
    const result = place(input)
    const classes = new Map([
      ['a', '4A'],
      ['b', '4A'],
      ['c', '4B'],
      ['d', '4B'],
    ])
    const report = fairnessReport(input, result, classes)
    expect(report.cancelled).toEqual([{ excursionId: 'zoo', minimum: 3, wished: 2 }])
    expect(report.perClass.map((c) => [c.className, c.students])).toEqual([
      ['', 3],
      ['4A', 2],
      ['4B', 2],
    ])
    const total = report.perClass.reduce((sum, c) => sum + c.byRank[0]! + c.byRank[1]!, 0)
    expect(total).toBe(result.histogram.byRank[0]! + result.histogram.byRank[1]!)
    // Serial dictatorship: nobody with a better number misses what a worse number got.
    expect(report.justifiedEnvy).toBe(0)
  })

  it('finds no justified envy under the lottery, and finds it under rank-maximal', () => {
    const instance = generateInstance({
      students: 300,
      excursions: 12,
      wishes: 4,
      places: 310,
      seed: 5,
    })
    for (let seed = 1; seed <= 5; seed++) {
      const lottery = place({ ...instance, policy: 'lottery', seed })
      expect(fairnessReport(instance, lottery).justifiedEnvy).toBe(0)
    }
    const rankMaximal = place({ ...instance, policy: 'rank-maximal', seed: 1 })
    const report = fairnessReport(instance, rankMaximal)
    expect(report.justifiedEnvy).toBeGreaterThan(0)
    // Checked by hand for one envious student: a worse number holds a better wish of theirs.
    const envious = rankMaximal.students.find((s) => s.studentId === report.envious[0])!
    const wishes = instance.students.find((s) => s.id === envious.studentId)!.wishes
    const better = wishes.slice(0, (envious.rank ?? wishes.length + 1) - 1)
    expect(
      rankMaximal.students.some(
        (s) =>
          s.via === 'wish' &&
          better.includes(s.excursionId!) &&
          s.lotteryNumber > envious.lotteryNumber,
      ),
    ).toBe(true)
  })
})
