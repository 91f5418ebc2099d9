/**
 * Random but reproducible placement instances for the bench and the large tests: students wish
 * excursions with skewed popularity (a few trips everybody wants, a long tail), and the places
 * are spread over the excursions independently of popularity, so popular trips are contested.
 */
import { createRandom, randomBelow } from '../lottery.ts'
import type {
  PlacementExcursion,
  PlacementGroup,
  PlacementPolicy,
  PlacementStudent,
} from '../types.ts'

export interface InstanceShape {
  students: number
  excursions: number
  wishes: number
  /** The sum of all capacities. */
  places: number
  seed: number
}

export function generateInstance(shape: InstanceShape): {
  students: PlacementStudent[]
  excursions: PlacementExcursion[]
} {
  const random = createRandom(shape.seed)
  const uniform = () => random() / 2 ** 32
  // Popularity ~ 1 / (rank + 3): the top trips are wished about ten times as often as the tail.
  const popularity = Array.from({ length: shape.excursions }, (_, x) => 1 / (x + 3))
  const order = popularity.map((_, x) => x)
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1)
    ;[order[i], order[j]] = [order[j] as number, order[i] as number]
  }
  // Places: each excursion gets a random share (between 0.5 and 1.5 of the mean), scaled so they
  // add up to exactly `places`.
  const shares = order.map(() => 0.5 + uniform())
  const total = shares.reduce((a, b) => a + b, 0)
  const capacities = shares.map((s) => Math.floor((s / total) * shape.places))
  let missing = shape.places - capacities.reduce((a, b) => a + b, 0)
  for (let x = 0; missing > 0; x = (x + 1) % capacities.length, missing--)
    capacities[x] = (capacities[x] as number) + 1
  const excursions = order.map((_, x) => ({ id: `x${x}`, capacity: capacities[x] as number }))
  const weight = order.map((rank) => popularity[rank] as number)
  const students = Array.from({ length: shape.students }, (_, i) => {
    const wishes: string[] = []
    const taken = new Set<number>()
    const count = Math.min(shape.wishes, shape.excursions)
    while (wishes.length < count) {
      let left = weight.reduce((a, w, x) => (taken.has(x) ? a : a + w), 0) * uniform()
      let pick = -1
      for (let x = 0; x < weight.length; x++) {
        if (taken.has(x)) continue
        pick = x
        left -= weight[x] as number
        if (left < 0) break
      }
      taken.add(pick)
      wishes.push(`x${pick}`)
    }
    return { id: `s${String(i).padStart(5, '0')}`, wishes }
  })
  return { students, excursions }
}

export const POLICIES: readonly PlacementPolicy[] = ['rank-maximal', 'minimise-worst', 'lottery']

/**
 * Friend groups and minimums on a generated round: `groups` disjoint groups of 2–4 students
 * (sizes drawn uniformly), each taking its first member's wishes as the shared list, and on every
 * excursion a minimum of `minimumShare` of its places (rounded, at least 1).
 */
export function withGroupsAndMinimums(
  instance: { students: PlacementStudent[]; excursions: PlacementExcursion[] },
  options: { groups: number; minimumShare: number; seed: number },
): {
  students: PlacementStudent[]
  excursions: PlacementExcursion[]
  groups: PlacementGroup[]
} {
  const random = createRandom(options.seed)
  const order = instance.students.map((_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1)
    ;[order[i], order[j]] = [order[j] as number, order[i] as number]
  }
  const groups: PlacementGroup[] = []
  let next = 0
  for (let g = 0; g < options.groups; g++) {
    const size = 2 + randomBelow(random, 3)
    if (next + size > order.length) break
    const members = order.slice(next, next + size).map((i) => instance.students[i]!.id)
    next += size
    const wishes = instance.students[order[next - size] as number]!.wishes
    groups.push({ id: `g${g}`, members, wishes })
  }
  const excursions = instance.excursions.map((e) => ({
    ...e,
    minimum: e.capacity === null ? 1 : Math.max(1, Math.round(e.capacity * options.minimumShare)),
  }))
  return { students: instance.students, excursions, groups }
}
