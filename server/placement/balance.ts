/**
 * The balance of placeExact() (issue 44): per excursion at most a share of its places for one
 * class, and places kept for a group (students outside it take at most capacity − kept). The
 * arithmetic is domain/balance.ts's, the one the sign-up decision reads too. Pins are always
 * honoured and count towards both limits; leftover seats and the lottery policy keep them, and
 * the integer program has a row per limit that can bind (mip-model.ts).
 */
import { classKey, classShareCap, outsideCap } from '../../domain/balance.ts'
import { PlacementInputError, type PlacementInput } from './types.ts'

export interface Balance {
  /** Any limit at all (otherwise nothing here is consulted). */
  active: boolean
  /** Per excursion: the most students of one class, or -1 (no share). */
  classCap: Int32Array
  /** Per excursion: the most students outside its kept group, or -1 (none kept). */
  outsideCap: Int32Array
  /** Per student: their class (an index), or -1 (no class: no share applies). */
  classOf: Int32Array
  /** The classes by index (their classKey). */
  classes: string[]
  /** Per excursion: its kept group's students (indices), or null. */
  keptFor: (Set<number> | null)[]
}

/** The balance of an input, checked (a share of 1–100%, kept places within the capacity). */
export function prepareBalance(
  input: PlacementInput,
  studentIndex: ReadonlyMap<string, number>,
): Balance {
  const classIndex = new Map<string, number>()
  const classOf = Int32Array.from(input.students, (s) => {
    const key = classKey(s.className)
    if (key === '') return -1
    if (!classIndex.has(key)) classIndex.set(key, classIndex.size)
    return classIndex.get(key) as number
  })
  const nX = input.excursions.length
  const classCap = new Int32Array(nX).fill(-1)
  const outside = new Int32Array(nX).fill(-1)
  const keptFor: (Set<number> | null)[] = new Array<Set<number> | null>(nX).fill(null)
  input.excursions.forEach((e, x) => {
    const share = e.classShare ?? null
    if (share !== null) {
      if (!Number.isInteger(share) || share < 1 || share > 100 || e.capacity === null)
        throw new PlacementInputError(`excursion ${e.id}: class share ${share}`)
      classCap[x] = classShareCap(e.capacity, share)
    }
    if (e.kept) {
      const { places, students } = e.kept
      if (!Number.isInteger(places) || places < 0 || e.capacity === null || places > e.capacity)
        throw new PlacementInputError(`excursion ${e.id}: kept places ${places}`)
      const group = new Set<number>()
      for (const id of students) {
        const i = studentIndex.get(id)
        if (i === undefined) throw new PlacementInputError(`excursion ${e.id}: unknown ${id}`)
        group.add(i)
      }
      keptFor[x] = group
      outside[x] = outsideCap(e.capacity, places)
    }
  })
  const active = classCap.some((c) => c >= 0) || outside.some((c) => c >= 0)
  return {
    active,
    classCap,
    outsideCap: outside,
    classOf,
    classes: [...classIndex.keys()],
    keptFor,
  }
}

/** Whether student i counts against excursion x's limit for outsiders. */
export const isOutsider = (balance: Balance, i: number, x: number) =>
  balance.outsideCap[x]! >= 0 && !balance.keptFor[x]!.has(i)

/** The students placed per excursion and class, and outside each kept group, as they are added. */
export class BalanceCount {
  private readonly perClass = new Map<number, number>()
  private readonly outside: Int32Array
  constructor(private readonly balance: Balance) {
    this.outside = new Int32Array(balance.classCap.length)
  }

  private key(x: number, c: number) {
    return x * (this.balance.classes.length + 1) + c
  }

  /** Whether `members` may all go to excursion x without passing a limit. */
  fits(members: readonly number[], x: number): boolean {
    const { balance } = this
    if (!balance.active) return true
    const cap = balance.classCap[x]!
    if (cap >= 0) {
      const mine = new Map<number, number>()
      for (const i of members) {
        const c = balance.classOf[i]!
        if (c >= 0) mine.set(c, (mine.get(c) ?? 0) + 1)
      }
      for (const [c, n] of mine)
        if ((this.perClass.get(this.key(x, c)) ?? 0) + n > cap) return false
    }
    const out = members.filter((i) => isOutsider(balance, i, x)).length
    return out === 0 || this.outside[x]! + out <= balance.outsideCap[x]!
  }

  /** Whether excursion x's places for students outside its kept group are all taken. */
  outsideFull(x: number) {
    return this.balance.outsideCap[x]! >= 0 && this.outside[x]! >= this.balance.outsideCap[x]!
  }

  add(members: readonly number[], x: number) {
    if (!this.balance.active) return
    for (const i of members) {
      const c = this.balance.classOf[i]!
      if (c >= 0) this.perClass.set(this.key(x, c), (this.perClass.get(this.key(x, c)) ?? 0) + 1)
      if (isOutsider(this.balance, i, x)) this.outside[x]! += 1
    }
  }

  /** Counted from a placement (per student the excursion, -1 none). */
  static of(balance: Balance, excursionOf: Int32Array) {
    const count = new BalanceCount(balance)
    excursionOf.forEach((x, i) => x >= 0 && count.add([i], x))
    return count
  }
}

/** Whether a placement keeps every limit (pins aside, which are honoured beyond them). */
export function keepsBalance(balance: Balance, excursionOf: Int32Array, pinned: Int32Array) {
  if (!balance.active) return true
  const count = new BalanceCount(balance)
  pinned.forEach((x, i) => x >= 0 && count.add([i], x))
  for (let i = 0; i < excursionOf.length; i++) {
    const x = excursionOf[i]!
    if (x < 0 || pinned[i] === x) continue
    if (!count.fits([i], x)) return false
    count.add([i], x)
  }
  return true
}
