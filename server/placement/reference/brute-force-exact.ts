/**
 * A brute-force reference for placeExact() (mip.ts) with groups and minimum sizes, for tests on
 * small instances only. It enumerates every set of running excursions and every placement of
 * every unit (student, group together, or a split group's members one by one), and compares them
 * by the plain definitions of the objectives (`evaluate`), which the tests also apply to the
 * engine's result. It shares only the lottery draw with the engine.
 */
import { compareIds, drawLottery } from '../lottery.ts'
import type { PlacementInput } from '../types.ts'

export interface Assignment {
  /** Per input student: the excursion or null, and whether by pin. */
  excursionId: string | null
  pinned: boolean
}

export interface Evaluation {
  placed: number
  splits: number
  /** Students at their r-th wish (index r - 1), pins and released pins not counted. */
  byRank: number[]
  worst: number
  total: number
  /** The lottery objective (lower is better), see lotteryObjective in mip-model.ts. */
  lottery: number
  running: number
}

interface Structure {
  groups: { members: number[]; wishes: string[]; lottery: number }[]
  groupOf: number[]
  wishes: string[][]
  lottery: number[]
  pinOf: (string | null)[]
  minimum: Map<string, number>
  longest: number
}

function structure(input: PlacementInput): Structure {
  const { students } = input
  const draw = drawLottery(
    students.map((s) => s.id),
    input.seed,
  )
  const lottery = students.map((s) => draw.get(s.id)!)
  const index = new Map(students.map((s, i) => [s.id, i]))
  const pin = new Map((input.pins ?? []).map((p) => [p.studentId, p.excursionId]))
  const pinOf = students.map((s) => pin.get(s.id) ?? null)
  const wishes = students.map((s) => [...s.wishes])
  const groupOf = students.map(() => -1)
  const groups: Structure['groups'] = []
  for (const group of input.groups ?? []) {
    for (const id of group.members) wishes[index.get(id)!] = [...group.wishes]
    const members = group.members
      .filter((id) => !pin.has(id))
      .sort(compareIds)
      .map((id) => index.get(id)!)
    if (members.length < 2) continue
    members.forEach((i) => (groupOf[i] = groups.length))
    groups.push({ members, wishes: [...group.wishes], lottery: lottery[members[0]!]! })
  }
  const minimum = new Map(input.excursions.map((e) => [e.id, e.minimum ?? 0]))
  let longest = 0
  students.forEach((_, i) => {
    const p = pinOf[i] ?? null
    if (p === null || minimum.get(p)! > 0) longest = Math.max(longest, wishes[i]!.length)
  })
  return { groups, groupOf, wishes, lottery, pinOf, minimum, longest }
}

/** The objectives of a placement, by their definitions (docs/placement.md). */
export function evaluate(input: PlacementInput, placement: Assignment[]): Evaluation {
  const s = structure(input)
  const n = input.students.length
  const k = Math.max(0, ...s.wishes.map((w) => w.length))
  const byRank = new Array<number>(k).fill(0)
  let worst = 0
  let total = 0
  let lottery = 0
  let splits = 0
  const ranked = (i: number) => {
    const a = placement[i]!
    return a.excursionId !== null && !a.pinned && s.pinOf[i] === null
  }
  const rankOf = (i: number) => s.wishes[i]!.indexOf(placement[i]!.excursionId!) + 1
  const weigh = (r: number, size: number, number: number) =>
    size * (n + 1 - number) * (r - s.longest - 1)
  input.students.forEach((_, i) => {
    if (!ranked(i)) return
    const r = rankOf(i)
    byRank[r - 1]! += 1
    worst = Math.max(worst, r)
    total += r
  })
  s.groups.forEach((group) => {
    const at = new Set(group.members.map((i) => placement[i]!.excursionId))
    if (at.size === 1 && !at.has(null))
      lottery += weigh(rankOf(group.members[0]!), group.members.length, group.lottery)
    else if (group.members.some((i) => placement[i]!.excursionId !== null)) {
      splits++
      for (const i of group.members)
        if (placement[i]!.excursionId !== null) lottery += weigh(rankOf(i), 1, s.lottery[i]!)
    }
  })
  input.students.forEach((_, i) => {
    if (s.groupOf[i]! < 0 && ranked(i)) lottery += weigh(rankOf(i), 1, s.lottery[i]!)
  })
  const cancelled = input.excursions.filter(
    (e) => (e.minimum ?? 0) > 0 && !placement.some((a) => a.excursionId === e.id),
  ).length
  return {
    placed: placement.filter((a) => a.excursionId !== null).length,
    splits,
    byRank,
    worst,
    total,
    lottery,
    running: input.excursions.length - cancelled,
  }
}

/** Negative when a is better than b under the policy (`lottery` too when withLottery). */
export function compareEvaluations(
  policy: PlacementInput['policy'],
  a: Evaluation,
  b: Evaluation,
  withLottery: boolean,
): number {
  if (a.placed !== b.placed) return b.placed - a.placed
  if (a.splits !== b.splits) return a.splits - b.splits
  if (policy === 'rank-maximal') {
    for (let r = 0; r < a.byRank.length; r++)
      if (a.byRank[r] !== b.byRank[r]) return b.byRank[r]! - a.byRank[r]!
  } else {
    if (a.worst !== b.worst) return a.worst - b.worst
    if (a.total !== b.total) return a.total - b.total
  }
  if (withLottery && a.lottery !== b.lottery) return a.lottery - b.lottery
  return 0
}

/**
 * The best placement's evaluation for `rank-maximal` or `minimise-worst`, over every set of running
 * excursions (those with a minimum may be cancelled) and every placement of the units.
 */
export function bestByBruteForce(input: PlacementInput): Evaluation {
  const s = structure(input)
  const { students, excursions } = input
  const fallback = input.groupFallback ?? false
  const withMinimum = excursions.filter((e) => (e.minimum ?? 0) > 0).map((e) => e.id)
  let best: Evaluation | null = null
  for (let mask = 0; mask < 1 << withMinimum.length; mask++) {
    const open = new Set(excursions.map((e) => e.id))
    withMinimum.forEach((id, b) => mask & (1 << b) || open.delete(id))
    const placement: Assignment[] = students.map(() => ({ excursionId: null, pinned: false }))
    const left = new Map<string, number>()
    for (const e of excursions) {
      const pins = s.pinOf.filter((p) => p === e.id).length
      left.set(e.id, open.has(e.id) ? Math.max(0, (e.capacity ?? Infinity) - pins) : 0)
    }
    // Pins to running excursions; pinned students elsewhere are placed by wish as single units.
    const units: { members: number[]; wishes: string[]; group: number }[] = []
    students.forEach((_, i) => {
      const p = s.pinOf[i] ?? null
      if (p !== null && open.has(p)) placement[i] = { excursionId: p, pinned: true }
      else if (s.groupOf[i]! < 0) units.push({ members: [i], wishes: s.wishes[i]!, group: -1 })
    })
    s.groups.forEach((g, index) => units.push({ ...g, group: index }))
    const assign = (members: number[], x: string | null) => {
      for (const i of members) placement[i] = { excursionId: x, pinned: false }
    }
    const choose = (u: number) => {
      if (u === units.length) {
        const fill = (id: string) => placement.filter((a) => a.excursionId === id).length
        if (excursions.some((e) => open.has(e.id) && fill(e.id) < (e.minimum ?? 0))) return
        if (!keepsBalanceByDefinition(input, placement)) return
        const value = evaluate(input, placement)
        const better =
          best === null ||
          compareEvaluations(input.policy, value, best, true) < 0 ||
          (compareEvaluations(input.policy, value, best, true) === 0 &&
            value.running > best.running)
        if (better) best = value
        return
      }
      const unit = units[u]!
      const size = unit.members.length
      assign(unit.members, null)
      choose(u + 1)
      for (const x of unit.wishes) {
        if (!open.has(x) || left.get(x)! < size) continue
        left.set(x, left.get(x)! - size)
        assign(unit.members, x)
        choose(u + 1)
        left.set(x, left.get(x)! + size)
      }
      assign(unit.members, null)
      if (unit.group >= 0 && fallback) splitMembers(unit.members, 0, () => choose(u + 1))
    }
    // A split group: each member alone, on any wish with a place, or nowhere.
    const splitMembers = (members: number[], m: number, next: () => void) => {
      if (m === members.length) return next()
      const i = members[m]!
      splitMembers(members, m + 1, next)
      for (const x of s.wishes[i]!) {
        if (!open.has(x) || left.get(x)! < 1) continue
        left.set(x, left.get(x)! - 1)
        placement[i] = { excursionId: x, pinned: false }
        splitMembers(members, m + 1, next)
        placement[i] = { excursionId: null, pinned: false }
        left.set(x, left.get(x)! + 1)
      }
    }
    choose(0)
  }
  return best!
}

/**
 * The balance by its plain definition (issue 44): at each excursion, the students placed by wish
 * of one class at most floor(capacity · share / 100) less that class's pins there, and the
 * students outside its kept group at most capacity − kept less the pins outside it.
 */
export function keepsBalanceByDefinition(input: PlacementInput, placement: Assignment[]) {
  const norm = (c: string | null | undefined) => (c ?? '').trim().toLowerCase()
  return input.excursions.every((e) => {
    if (e.capacity === null) return true
    const here = input.students.flatMap((s, i) =>
      placement[i]!.excursionId === e.id ? [{ s, pinned: placement[i]!.pinned }] : [],
    )
    const within = (who: typeof here, limit: number) =>
      who.filter((h) => !h.pinned).length <= Math.max(0, limit - who.filter((h) => h.pinned).length)
    if ((e.classShare ?? null) !== null) {
      const limit = Math.floor((e.capacity * e.classShare!) / 100)
      const classes = new Set(here.map((h) => norm(h.s.className)).filter((c) => c !== ''))
      for (const c of classes)
        if (
          !within(
            here.filter((h) => norm(h.s.className) === c),
            limit,
          )
        )
          return false
    }
    if (e.kept) {
      const group = new Set(e.kept.students)
      const outside = here.filter((h) => !group.has(h.s.id))
      if (!within(outside, e.capacity - e.kept.places)) return false
    }
    return true
  })
}
