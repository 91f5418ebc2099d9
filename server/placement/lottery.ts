/**
 * The seeded lottery: a deterministic pseudo-random generator and the lottery order it draws.
 *
 * The same seed and the same set of student ids always give the same lottery numbers, in Node and
 * in the browser (32-bit integer arithmetic only, no Math.random, no floating point), and the input
 * order of the students does not matter: ids are sorted first (by UTF-16 code units, not by
 * locale), then shuffled.
 */

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator, from PractRand), 32-bit output.
 * The seed goes into one state word, fixed constants into the others, and the first 15 outputs are
 * thrown away (the seeding its author recommends), so neighbouring seeds give unrelated streams.
 */
export function createRandom(seed: number): () => number {
  let a = 0x9e3779b9
  let b = 0x243f6a88
  let c = 0xb7e15162
  let d = seed >>> 0
  const next = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < 15; i++) next()
  return next
}

/**
 * A uniform integer in [0, n) for 1 <= n <= 2^32, without modulo bias: draws that fall in the
 * incomplete last block of 2^32 are rejected and drawn again.
 */
export function randomBelow(random: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n)
  for (;;) {
    const x = random()
    if (x < limit) return x % n
  }
}

/** Code-unit order: the same in every runtime and locale. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The lottery order of the given ids: the ids sorted, then shuffled by Fisher–Yates with the
 * seeded generator, which makes every one of the n! orders equally likely (given uniform draws).
 * Returns a map from id to lottery number, 1 = drawn first.
 */
export function drawLottery(ids: readonly string[], seed: number): Map<string, number> {
  const order = [...ids].sort(compareIds)
  const random = createRandom(seed)
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1)
    const swap = order[i] as string
    order[i] = order[j] as string
    order[j] = swap
  }
  return new Map(order.map((id, index) => [id, index + 1]))
}
