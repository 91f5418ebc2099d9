/**
 * A good feasible placement for the integer program to start from (mip.ts): groups first, in
 * lottery order, each at its best wish with room; then the single students by the flow engine
 * (exact for them) on the places left, with the minimums less the group members already there. An
 * excursion the flow engine drops loses its groups too. With a balance (balance.ts), the places
 * that pass a limit are taken back, in lottery order, so the start keeps it. The solver only has
 * to improve on it.
 */
import { BalanceCount } from './balance.ts'
import { place } from './engine.ts'
import type { PreparedExact } from './groups.ts'
import { startOf, type MipModel } from './mip-model.ts'

export function greedyStart(prepared: PreparedExact, model: MipModel): Float64Array {
  const { input } = prepared
  const nX = input.excursions.length
  const excursionOf = new Int32Array(input.students.length).fill(-1)
  const groupFill = new Array<number>(nX).fill(0)
  const left = prepared.capacity.map((c, x) => c - (model.pinsAt[x] as number))
  const groupsInOrder = prepared.groups
    .map((group, g) => ({ group, g }))
    .sort((a, b) => a.group.lotteryNumber - b.group.lotteryNumber)
  for (const { group } of groupsInOrder) {
    const size = group.members.length
    const x = group.wishes.find((w) => (left[w] as number) >= size)
    if (x === undefined) continue
    left[x] = (left[x] as number) - size
    groupFill[x] = (groupFill[x] as number) + size
    for (const i of group.members) excursionOf[i] = x
  }
  const singles = input.students
    .map((s, i) => ({ i, id: s.id }))
    .filter(({ i }) => prepared.groupOf[i] === -1)
  const result = place({
    students: singles.map(({ i, id }) => ({
      id,
      wishes: Array.from(prepared.wishList[i] as Int32Array, (x) => input.excursions[x]!.id),
    })),
    excursions: input.excursions.map((e, x) => ({
      id: e.id,
      capacity: e.capacity === null ? null : Math.max(0, e.capacity - (groupFill[x] as number)),
      minimum: Math.max(0, (prepared.minimum[x] as number) - (groupFill[x] as number)),
    })),
    pins: input.pins ?? [],
    policy: input.policy,
    seed: input.seed,
  })
  const index = new Map(input.excursions.map((e, x) => [e.id, x]))
  const open = new Uint8Array(nX).fill(1)
  for (const id of result.droppedExcursions) open[index.get(id) as number] = 0
  const viaWish = new Uint8Array(input.students.length)
  prepared.groups.forEach((group) => {
    for (const i of group.members) {
      const x = excursionOf[i] as number
      if (x >= 0 && !open[x]) excursionOf[i] = -1
      viaWish[i] = excursionOf[i]! >= 0 ? 1 : 0
    }
  })
  result.students.forEach((s, n) => {
    const i = singles[n]!.i
    excursionOf[i] = s.excursionId === null ? -1 : (index.get(s.excursionId) as number)
    viaWish[i] = s.via === 'wish' ? 1 : 0
  })
  if (prepared.balance.active) keepBalance(prepared, excursionOf, viaWish)
  return startOf(model, excursionOf, (i) => viaWish[i] === 1, open)
}

/** Takes back, in lottery order, each place by wish (a group's together) that passes a limit. */
function keepBalance(prepared: PreparedExact, excursionOf: Int32Array, viaWish: Uint8Array) {
  const count = new BalanceCount(prepared.balance)
  excursionOf.forEach((x, i) => x >= 0 && !viaWish[i] && count.add([i], x))
  const done = new Uint8Array(excursionOf.length)
  for (const i of prepared.lotteryOrder) {
    if (done[i] || !viaWish[i]) continue
    const g = prepared.groupOf[i] as number
    const members = g >= 0 ? prepared.groups[g]!.members : [i]
    for (const m of members) done[m] = 1
    const x = excursionOf[i] as number
    if (count.fits(members, x)) count.add(members, x)
    else
      for (const m of members) {
        excursionOf[m] = -1
        viaWish[m] = 0
      }
  }
}
