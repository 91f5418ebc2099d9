import { createRandom, drawLottery, randomBelow } from './lottery.ts'

describe('lottery', () => {
  it('replays a stored seed exactly (the generator and the draw are frozen)', () => {
    // A run's seed is stored so the placement can be repeated later, on the server or in the
    // browser: these values must never change, or old runs would no longer replay.
    const random = createRandom(42)
    expect([random(), random(), random()]).toEqual([2852766471, 4136168353, 1126838629])
    expect(
      Object.fromEntries(drawLottery(['anna', 'bram', 'cem', 'daan', 'eva', 'fleur'], 20261123)),
    ).toEqual({
      cem: 1,
      eva: 2,
      bram: 3,
      daan: 4,
      anna: 5,
      fleur: 6,
    })
  })

  it('numbers every id 1 … n, whatever the input order', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `id-${i}`)
    const numbers = drawLottery(ids, 7)
    expect([...numbers.values()].sort((a, b) => a - b)).toEqual(ids.map((_, i) => i + 1))
    expect(drawLottery([...ids].reverse(), 7)).toEqual(numbers)
    expect(drawLottery(ids, 8)).not.toEqual(numbers)
  })

  it('draws integers below n only, for any n up to 2^32', () => {
    const random = createRandom(1)
    for (const n of [1, 2, 3, 7, 1000, 2 ** 31 + 1, 2 ** 32]) {
      for (let i = 0; i < 200; i++) {
        const x = randomBelow(random, n)
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true)
      }
    }
  })
})
