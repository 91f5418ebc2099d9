/**
 * Friends placed together: the units of placeExact() (mip.ts) and the lottery policy with groups.
 *
 * A unit is one student or one group (2–4 students with one shared wish list, placed on one
 * excursion together or not at all). With `groupFallback`, a group that is not placed together
 * may be split: its members are then placed as single students, each by the shared list.
 *
 * - A pinned student leaves their group (a pin is an admin's decision about that one student);
 *   a group left with one member is no group any more, and that student keeps the shared list.
 * - A group's lottery number is the one of its member with the smallest id. Every member's number
 *   is equally random, so a group neither gains nor loses priority by its size.
 */
import { leftoverBefore, mayTakeLeftover, prepare, wishIndexes, type Prepared } from './engine.ts'
import { BalanceCount, prepareBalance, type Balance } from './balance.ts'
import { compareIds } from './lottery.ts'
import {
  PlacementInputError,
  type PlacementInput,
  type PlacementVia,
  type StudentPlacement,
  type UnplacedReason,
} from './types.ts'

export interface GroupInfo {
  id: string
  members: number[]
  wishes: Int32Array
  lotteryNumber: number
}

export interface Unit {
  /** Student indices: one, or the group's members. */
  members: number[]
  wishes: Int32Array
  /** The group this unit places together, or -1. */
  group: number
  /** For a member of a split group: that group (this unit is used only if it is split), or -1. */
  splitOf: number
  /** A pinned student whose pin may be released (its excursion may be cancelled): that excursion. */
  pinnedTo: number
  lotteryNumber: number
}

export interface PreparedExact extends Prepared {
  groups: GroupInfo[]
  /** Per student: the group index, or -1. */
  groupOf: Int32Array
  /** Per student: the wish list used (a group member's is the shared list). */
  wishList: Int32Array[]
  /** The excursions' class shares and kept places (balance.ts). */
  balance: Balance
}

/** One placement: per student the excursion (-1 none), rank (0 outside the wishes), how. */
export interface Outcome {
  excursion: Int32Array
  rank: Int32Array
  via: (PlacementVia | null)[]
}

export function prepareExact(input: PlacementInput): PreparedExact {
  const prepared = prepare({ ...input, groups: [] })
  const studentIndex = new Map(input.students.map((s, i) => [s.id, i]))
  const excursionIndex = new Map(input.excursions.map((e, x) => [e.id, x]))
  const groupOf = new Int32Array(input.students.length).fill(-1)
  const wishList = [...prepared.wishes]
  const groups: GroupInfo[] = []
  const seen = new Set<string>()
  for (const group of input.groups ?? []) {
    if (seen.has(group.id)) throw new PlacementInputError(`duplicate group ${group.id}`)
    seen.add(group.id)
    if (group.members.length < 2 || group.members.length > 4)
      throw new PlacementInputError(`group ${group.id} has ${group.members.length} members`)
    const list = wishIndexes(`group ${group.id}`, group.wishes, excursionIndex)
    const members: number[] = []
    for (const id of group.members) {
      const i = studentIndex.get(id)
      if (i === undefined) throw new PlacementInputError(`group ${group.id}: unknown student ${id}`)
      if (groupOf[i] !== -1 || members.includes(i))
        throw new PlacementInputError(`student ${id} is in two groups`)
      groupOf[i] = -2 // claimed; set to the group index below if the group stays one
      wishList[i] = list
      if ((prepared.pin[i] as number) < 0) members.push(i)
    }
    members.sort((a, b) => compareIds(input.students[a]!.id, input.students[b]!.id))
    if (members.length < 2) continue
    for (const i of members) groupOf[i] = groups.length
    groups.push({
      id: group.id,
      members,
      wishes: list,
      lotteryNumber: prepared.lotteryNumber[members[0] as number] as number,
    })
  }
  groupOf.forEach((g, i) => g === -2 && (groupOf[i] = -1))
  const balance = prepareBalance(input, studentIndex)
  return { ...prepared, groups, groupOf, wishList, balance }
}

/**
 * The units to place, in lottery order (groups by their number): single students (not pinned, or
 * pinned to an excursion with a minimum, whose pin is released if it is cancelled), groups, and,
 * with fallback, each group member as a single student for when the group is split.
 */
export function unitsOf(prepared: PreparedExact, fallback: boolean): Unit[] {
  const units: Unit[] = []
  prepared.input.students.forEach((_, i) => {
    const pin = prepared.pin[i] as number
    if (prepared.groupOf[i] !== -1) return
    if (pin >= 0 && !((prepared.minimum[pin] as number) > 0)) return
    units.push({
      members: [i],
      wishes: prepared.wishList[i] as Int32Array,
      group: -1,
      splitOf: -1,
      pinnedTo: pin,
      lotteryNumber: prepared.lotteryNumber[i] as number,
    })
  })
  prepared.groups.forEach((group, g) => {
    units.push({ ...group, group: g, splitOf: -1, pinnedTo: -1 })
    if (fallback)
      for (const i of group.members)
        units.push({
          members: [i],
          wishes: group.wishes,
          group: -1,
          splitOf: g,
          pinnedTo: -1,
          lotteryNumber: prepared.lotteryNumber[i] as number,
        })
  })
  return units.sort((a, b) => a.lotteryNumber - b.lotteryNumber || a.splitOf - b.splitOf)
}

export function emptyOutcome(n: number): Outcome {
  return {
    excursion: new Int32Array(n).fill(-1),
    rank: new Int32Array(n),
    via: new Array<PlacementVia | null>(n).fill(null),
  }
}

/** Places a unit's members at excursion x (taking places from `left`). */
export function put(
  prepared: PreparedExact,
  outcome: Outcome,
  left: number[],
  members: number[],
  x: number,
  via: PlacementVia,
) {
  for (const i of members) {
    outcome.excursion[i] = x
    const r = (prepared.wishList[i] as Int32Array).indexOf(x)
    outcome.rank[i] = r < 0 ? 0 : r + 1
    outcome.via[i] = via
  }
  left[x] = Math.max(0, (left[x] as number) - members.length)
}

/** Pins to running excursions (they take places, beyond the capacity if need be). */
export function placePins(prepared: PreparedExact, open: Uint8Array, outcome: Outcome) {
  const left = prepared.capacity.map((c, x) => (open[x] ? c : 0))
  prepared.pin.forEach((x, i) => {
    if (x >= 0 && open[x]) put(prepared, outcome, left, [i], x, 'pin')
  })
  return left
}

/**
 * Leftover seats (with `placeWithoutWishes`), as the flow engine gives them, for units: those
 * still without a place, the ones who stated wishes first, each group in lottery order; a group
 * needs a seat for every member on one excursion, or (with fallback) its members go one by one.
 */
export function placeLeftovers(
  prepared: PreparedExact,
  open: Uint8Array,
  left: number[],
  outcome: Outcome,
  fallback: boolean,
) {
  const fill = new Int32Array(left.length)
  for (const x of outcome.excursion) if (x >= 0) fill[x]! += 1
  const count = BalanceCount.of(prepared.balance, outcome.excursion)
  const waiting = unitsOf(prepared, false).filter((u) =>
    u.members.every((i) => outcome.excursion[i] === -1 && outcome.via[i] === null),
  )
  const order = [
    ...waiting.filter((u) => u.wishes.length > 0),
    ...waiting.filter((u) => u.wishes.length === 0),
  ]
  const seat = (members: number[]) => {
    let best = -1
    for (let x = 0; x < left.length; x++) {
      if (!open[x] || (left[x] as number) < members.length || !count.fits(members, x)) continue
      if (!members.every((i) => mayTakeLeftover(prepared, i, x))) continue
      if (best < 0 || leftoverBefore(prepared, fill, left, x, best)) best = x
    }
    return best
  }
  for (const unit of order) {
    const x = seat(unit.members)
    const parts =
      x >= 0 ? [unit.members] : fallback && unit.group >= 0 ? unit.members.map((i) => [i]) : []
    for (const part of parts) {
      const y = part === unit.members ? x : seat(part)
      if (y < 0) continue
      put(prepared, outcome, left, part, y, 'leftover')
      count.add(part, y)
      fill[y]! += part.length
    }
  }
}

/**
 * The lottery policy with groups: serial dictatorship over units, in lottery order, each taking
 * its best wish with a place for every member (a group that fits nowhere is split at its turn with
 * fallback, its members in their lottery order), then leftover seats; an excursion below its
 * minimum is dropped and the round starts again, as in the flow engine (engine.ts, step 4).
 */
export function placeLotteryWithGroups(prepared: PreparedExact): {
  outcome: Outcome
  open: Uint8Array
  dropped: number[]
} {
  const { input } = prepared
  const fallback = input.groupFallback ?? false
  const nX = input.excursions.length
  const open = new Uint8Array(nX).fill(1)
  const dropped: number[] = []
  const units = unitsOf(prepared, false)
  for (;;) {
    const outcome = emptyOutcome(input.students.length)
    const left = placePins(prepared, open, outcome)
    const count = BalanceCount.of(prepared.balance, outcome.excursion)
    const best = (wishes: Int32Array, members: number[]) => {
      for (const x of wishes)
        if (open[x] && (left[x] as number) >= members.length && count.fits(members, x)) return x
      return -1
    }
    const take = (members: number[], x: number) => {
      put(prepared, outcome, left, members, x, 'wish')
      count.add(members, x)
    }
    for (const unit of units) {
      if (unit.members.some((i) => outcome.via[i] !== null)) continue
      const x = best(unit.wishes, unit.members)
      if (x >= 0) take(unit.members, x)
      else if (fallback && unit.group >= 0)
        for (const i of [...unit.members].sort(
          (a, b) => (prepared.lotteryNumber[a] as number) - (prepared.lotteryNumber[b] as number),
        )) {
          const y = best(unit.wishes, [i])
          if (y >= 0) take([i], y)
        }
    }
    if (input.placeWithoutWishes) placeLeftovers(prepared, open, left, outcome, fallback)
    const fill = new Int32Array(nX)
    for (const x of outcome.excursion) if (x >= 0) fill[x]! += 1
    const below: number[] = []
    for (let x = 0; x < nX; x++)
      if (open[x] && (fill[x] as number) < (prepared.minimum[x] as number)) below.push(x)
    if (below.length === 0) return { outcome, open, dropped }
    const shortfall = (x: number) => (prepared.minimum[x] as number) - (fill[x] as number)
    below.sort(
      (a, b) =>
        (fill[a] as number) - (fill[b] as number) ||
        shortfall(b) - shortfall(a) ||
        compareIds(input.excursions[a]!.id, input.excursions[b]!.id),
    )
    const first = below[0] as number
    for (const x of fill[first] === 0 ? below.filter((y) => fill[y] === 0) : [first]) {
      open[x] = 0
      dropped.push(x)
    }
  }
}

/** The per-student part of the result, with the reason when unplaced. */
export function studentPlacements(
  prepared: PreparedExact,
  open: Uint8Array,
  outcome: Outcome,
): StudentPlacement[] {
  const { input } = prepared
  return input.students.map((student, i) => {
    const x = outcome.excursion[i] as number
    const r = outcome.rank[i] as number
    let unplacedReason: UnplacedReason | null = null
    if (x < 0) {
      const list = prepared.wishList[i] as Int32Array
      unplacedReason =
        list.length === 0
          ? 'no-wishes'
          : list.every((w) => !open[w])
            ? 'wishes-dropped'
            : 'wishes-full'
    }
    return {
      studentId: student.id,
      excursionId: x < 0 ? null : input.excursions[x]!.id,
      rank: x < 0 || r === 0 ? null : r,
      via: outcome.via[i] ?? null,
      lotteryNumber: prepared.lotteryNumber[i] as number,
      unplacedReason,
    }
  })
}
