/**
 * The placement engine: places students on excursions by ranked wishes and capacities.
 *
 * Pure and deterministic: no storage, clock, randomness or platform API (it runs in the API server
 * and in the browser's demo backend alike). The same input and seed always give the same result,
 * whatever the order of the students, excursions and pins in the input (the result lists follow
 * the input order).
 *
 * `place()` works in rounds (one round unless minimum sizes drop excursions):
 *
 * 1. PINS. A pin to an excursion that runs is honoured as is: the student is placed there (also
 *    outside their wishes), and the pin takes one of its places; more pins than places are all
 *    honoured (the excursion is flagged `overCapacity`). A pinned student takes no part in the
 *    rest. A pin to a dropped excursion is reported in `droppedPins`, and that student is placed
 *    by their wishes like everyone else.
 *
 * 2. THE POLICY places the other students on the places left, using their wishes at excursions
 *    that run. Ranks are positions in the student's full wish list, so a student whose 1st choice
 *    was dropped and who gets their 2nd choice has rank 2.
 *    - `rank-maximal`: an exact lexicographic min-cost flow (flow.ts) with the cost vector
 *      (-placed, -#1st, -#2nd, …, -#(k-1)th): first as many students placed as possible, then as
 *      many 1st choices as possible, then 2nd, and so on. Placing as many students as possible
 *      comes first on purpose: a school needs every student somewhere during X-Week, and one more
 *      1st choice is never worth leaving a student without a trip. (#kth needs no component: it
 *      follows from the others.)
 *    - `minimise-worst`: two exact flows. The first, with the cost vector
 *      (-placed, #kth, #(k-1)th, …, #2nd), places as many students as possible and then pushes the
 *      worst ranks out one by one, so the worst rank it uses, W, is the best worst rank any
 *      placement of that many students can have. The second keeps only wishes of rank <= W and
 *      minimises (-placed, total of ranks).
 *    - `lottery`: serial dictatorship: in lottery order, each student takes their best wish that
 *      still has a place.
 *    Ties between optimal placements go to the lottery (see flow.ts): the student with the lower
 *    lottery number gets the better rank wherever the optimum allows it. This makes the result
 *    unique, and equal students win equally often.
 *
 * 3. LEFTOVER SEATS (only with `placeWithoutWishes`). Every student still without a place gets a
 *    seat left over: first the students who did state wishes (they took part in the round), then
 *    the students without wishes, each group in lottery order. Each takes, among the running
 *    excursions with a free place: first one below its minimum (the one closest to it first, to
 *    save as many excursions as possible), otherwise the one with the most free places
 *    (unlimited counts as most); ties by excursion id.
 *
 * 4. MINIMUM SIZES. If a running excursion has fewer students than its minimum (pins, wishes
 *    and leftover seats counted), the one with the fewest students is dropped (ties: the largest
 *    shortfall, then the excursion id), and the round starts again without it, so its students
 *    are placed again by their other wishes. This repeats until every running excursion reaches
 *    its minimum. Excursions left empty are dropped together in one step: dropping an excursion
 *    nobody is placed at changes nobody's placement, so this equals dropping them one by one.
 *    Each round is exact for the excursions that run; which excursions run is this greedy rule
 *    (choosing the best set of excursions to run is a much harder, combinatorial problem), and
 *    the placement never moves students to worse wishes just to fill an excursion.
 */
import { createLexFlow, type LexFlow } from './flow.ts'
import { compareIds, drawLottery } from './lottery.ts'
import {
  PlacementInputError,
  type ExcursionFill,
  type PlacementInput,
  type PlacementPin,
  type PlacementPolicy,
  type PlacementResult,
  type PlacementVia,
  type StudentPlacement,
  type UnplacedReason,
} from './types.ts'

export * from './types.ts'

const POLICIES: readonly PlacementPolicy[] = ['rank-maximal', 'minimise-worst', 'lottery']

/** One round's outcome per student: excursion index (-1 = none), rank (0 = none), how. */
interface RoundOutcome {
  excursion: Int32Array
  rank: Int32Array
  via: (PlacementVia | null)[]
}

export interface Prepared {
  input: PlacementInput
  /** wishes as excursion indices, per student */
  wishes: Int32Array[]
  /** pinned excursion index per student, or -1 */
  pin: Int32Array
  pinOf: (PlacementPin | null)[]
  capacity: number[] // Infinity when unlimited
  minimum: number[] // 0 when none
  lotteryNumber: Int32Array
  /** student indices in lottery order */
  lotteryOrder: Int32Array
}

export function place(input: PlacementInput): PlacementResult {
  if (input.groups?.length) throw new PlacementInputError('groups need placeExact() (mip.ts)')
  if (input.excursions.some((e) => (e.classShare ?? null) !== null || e.kept))
    throw new PlacementInputError('a balance needs placeExact() (mip.ts)')
  const prepared = prepare(input)
  const { excursions } = input
  const open = new Uint8Array(excursions.length).fill(1)
  const dropped: number[] = []
  const flows = input.policy === 'lottery' ? null : createFlowPolicy(prepared)
  let outcome: RoundOutcome
  for (;;) {
    outcome = runRound(prepared, open, flows)
    const fill = countFill(outcome, excursions.length)
    const below: number[] = []
    for (let x = 0; x < excursions.length; x++)
      if (open[x] && (fill[x] as number) < (prepared.minimum[x] as number)) below.push(x)
    if (below.length === 0) break
    const shortfall = (x: number) => (prepared.minimum[x] as number) - (fill[x] as number)
    below.sort(
      (a, b) =>
        (fill[a] as number) - (fill[b] as number) ||
        shortfall(b) - shortfall(a) ||
        compareIds((excursions[a] as { id: string }).id, (excursions[b] as { id: string }).id),
    )
    const first = below[0] as number
    const batch = fill[first] === 0 ? below.filter((x) => fill[x] === 0) : [first]
    for (const x of batch) {
      open[x] = 0
      dropped.push(x)
    }
  }
  return buildResult(prepared, open, dropped, outcome)
}

/** The validated input with indices and the lottery (also used by placeExact(), mip.ts). */
/** A wish list as excursion indexes, checked: every excursion known, none twice. */
export function wishIndexes(
  owner: string,
  wishes: readonly string[],
  excursionIndex: ReadonlyMap<string, number>,
): Int32Array {
  const list = wishes.map((id) => {
    const x = excursionIndex.get(id)
    if (x === undefined) throw new PlacementInputError(`${owner} wishes unknown excursion ${id}`)
    return x
  })
  if (new Set(list).size !== list.length)
    throw new PlacementInputError(`${owner} wishes an excursion twice`)
  return Int32Array.from(list)
}

export function prepare(input: PlacementInput): Prepared {
  const { students, excursions, policy, seed } = input
  if (!POLICIES.includes(policy)) throw new PlacementInputError(`unknown policy ${String(policy)}`)
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new PlacementInputError(`seed must be an unsigned 32-bit integer, got ${seed}`)
  const excursionIndex = new Map<string, number>()
  const capacity: number[] = []
  const minimum: number[] = []
  for (const [x, excursion] of excursions.entries()) {
    if (excursionIndex.has(excursion.id))
      throw new PlacementInputError(`duplicate excursion ${excursion.id}`)
    excursionIndex.set(excursion.id, x)
    if (excursion.capacity !== null && !isCount(excursion.capacity))
      throw new PlacementInputError(`excursion ${excursion.id}: capacity ${excursion.capacity}`)
    const min = excursion.minimum ?? null
    if (min !== null && !isCount(min))
      throw new PlacementInputError(`excursion ${excursion.id}: minimum ${min}`)
    capacity.push(excursion.capacity ?? Infinity)
    minimum.push(min ?? 0)
  }
  const studentIndex = new Map<string, number>()
  const wishes = students.map((student, i) => {
    if (studentIndex.has(student.id))
      throw new PlacementInputError(`duplicate student ${student.id}`)
    studentIndex.set(student.id, i)
    return wishIndexes(`student ${student.id}`, student.wishes, excursionIndex)
  })
  const pin = new Int32Array(students.length).fill(-1)
  const pinOf: (PlacementPin | null)[] = students.map(() => null)
  for (const p of input.pins ?? []) {
    const i = studentIndex.get(p.studentId)
    const x = excursionIndex.get(p.excursionId)
    if (i === undefined) throw new PlacementInputError(`pin for unknown student ${p.studentId}`)
    if (x === undefined) throw new PlacementInputError(`pin to unknown excursion ${p.excursionId}`)
    if (pin[i] !== -1) throw new PlacementInputError(`student ${p.studentId} is pinned twice`)
    pin[i] = x
    pinOf[i] = p
  }
  const lottery = drawLottery(
    students.map((s) => s.id),
    seed,
  )
  const lotteryNumber = Int32Array.from(students, (s) => lottery.get(s.id) as number)
  const lotteryOrder = new Int32Array(students.length)
  lotteryNumber.forEach((number, i) => (lotteryOrder[number - 1] = i))
  return { input, wishes, pin, pinOf, capacity, minimum, lotteryNumber, lotteryOrder }
}

export function isCount(value: number) {
  return Number.isInteger(value) && value >= 0
}

/** Pins, the policy and the leftover seats, for the excursions that run (`open`). */
function runRound(prepared: Prepared, open: Uint8Array, flows: FlowPolicy | null): RoundOutcome {
  const { input, wishes, pin, lotteryOrder } = prepared
  const nStudents = input.students.length
  const nExcursions = input.excursions.length
  const excursion = new Int32Array(nStudents).fill(-1)
  const rank = new Int32Array(nStudents)
  const via: (PlacementVia | null)[] = new Array<PlacementVia | null>(nStudents).fill(null)
  const left = prepared.capacity.map((c, x) => (open[x] ? c : 0))

  // 1. Pins to running excursions.
  for (let i = 0; i < nStudents; i++) {
    const x = pin[i] as number
    if (x < 0 || !open[x]) continue
    excursion[i] = x
    via[i] = 'pin'
    const r = (wishes[i] as Int32Array).indexOf(x)
    rank[i] = r < 0 ? 0 : r + 1
    left[x] = Math.max(0, (left[x] as number) - 1)
  }

  // 2. The policy, over the unpinned students' wishes at running excursions with places left.
  const free = (i: number) => excursion[i] === -1
  if (input.policy === 'lottery') {
    for (const i of lotteryOrder) {
      if (!free(i)) continue
      const list = wishes[i] as Int32Array
      for (let r = 0; r < list.length; r++) {
        const x = list[r] as number
        if (open[x] && (left[x] as number) > 0) {
          excursion[i] = x
          rank[i] = r + 1
          via[i] = 'wish'
          left[x] = (left[x] as number) - 1
          break
        }
      }
    }
  } else {
    const solution = (flows as FlowPolicy).solve(open, left, free)
    for (const [i, { x, r }] of solution) {
      excursion[i] = x
      rank[i] = r
      via[i] = 'wish'
      left[x] = (left[x] as number) - 1
    }
  }

  // 3. Leftover seats.
  if (input.placeWithoutWishes) {
    const fill = new Int32Array(nExcursions)
    for (let i = 0; i < nStudents; i++)
      if ((excursion[i] as number) >= 0) fill[excursion[i] as number]! += 1
    const waiting = Array.from(lotteryOrder).filter((i) => free(i))
    const order = [
      ...waiting.filter((i) => (wishes[i] as Int32Array).length > 0),
      ...waiting.filter((i) => (wishes[i] as Int32Array).length === 0),
    ]
    for (const i of order) {
      // (Never at a trip needing a consent the student has not given: `noLeftoverAt`.)
      let best = -1
      for (let x = 0; x < nExcursions; x++) {
        if (!open[x] || (left[x] as number) <= 0 || !mayTakeLeftover(prepared, i, x)) continue
        if (best < 0 || leftoverBefore(prepared, fill, left, x, best)) best = x
      }
      // No seat for this student (all full, or barred for want of consent): the next may have one.
      if (best < 0) continue
      excursion[i] = best
      const r = (wishes[i] as Int32Array).indexOf(best)
      rank[i] = r < 0 ? 0 : r + 1
      via[i] = 'leftover'
      left[best] = (left[best] as number) - 1
      fill[best]! += 1
    }
  }
  return { excursion, rank, via }
}

/** Whether student i may get a leftover seat at excursion x (not where they lack a consent). */
export function mayTakeLeftover(prepared: Prepared, i: number, x: number): boolean {
  const barred = prepared.input.students[i]?.noLeftoverAt
  return !barred?.length || !barred.includes((prepared.input.excursions[x] as { id: string }).id)
}

/** Whether excursion x is a better leftover seat than y (see the header, step 3). */
export function leftoverBefore(
  prepared: Prepared,
  fill: Int32Array,
  left: number[],
  x: number,
  y: number,
): boolean {
  const shortX = (prepared.minimum[x] as number) - (fill[x] as number)
  const shortY = (prepared.minimum[y] as number) - (fill[y] as number)
  if (shortX > 0 !== shortY > 0) return shortX > 0
  if (shortX > 0 && shortX !== shortY) return shortX < shortY
  if (shortX <= 0 && left[x] !== left[y]) return (left[x] as number) > (left[y] as number)
  const ids = prepared.input.excursions
  return compareIds((ids[x] as { id: string }).id, (ids[y] as { id: string }).id) < 0
}

/** The largest rank among the usable wishes (at most maxRank) of the given students. */
function maxRankOf(
  prepared: Prepared,
  open: Uint8Array,
  left: number[],
  students: Iterable<number>,
  maxRank: number,
): number {
  let k = 0
  for (const i of students) {
    const list = prepared.wishes[i] as Int32Array
    for (let r = Math.min(list.length, maxRank); r > k; r--) {
      const x = list[r - 1] as number
      if (open[x] && (left[x] as number) > 0) {
        k = r
        break
      }
    }
  }
  return k
}

type Placed = Map<number, { x: number; r: number }>

/**
 * The min-cost-flow policies, kept across rounds: each flow is built in the first round and then
 * only updated (a dropped excursion closed, students whose pin was dropped inserted), see
 * `LexFlow`; so a round after a drop costs only the students it moves.
 */
interface FlowPolicy {
  /** The policy's tie-broken optimum for the students for which `active` holds. */
  solve(open: Uint8Array, left: number[], active: (i: number) => boolean): Placed
}

function createFlowPolicy(prepared: Prepared): FlowPolicy {
  const policy = prepared.input.policy
  let main: FlowStage | null | undefined
  let second: FlowStage | null = null
  let secondWorst = 0
  return {
    solve(open, left, active) {
      if (main === undefined) {
        const kMax = maxRankOf(prepared, open, left, prepared.lotteryOrder, Infinity)
        main =
          kMax === 0
            ? null
            : policy === 'rank-maximal'
              ? // (-placed, -#1st, …, -#(k-1)th)
                buildStage(prepared, open, left, kMax, kMax, (r, c) =>
                  c === 0 || c === r ? -1 : 0,
                )
              : // (-placed, #kth, #(k-1)th, …, #2nd): the worst rank used is the best worst rank.
                buildStage(prepared, open, left, kMax, kMax, (r, c) =>
                  c === 0 ? -1 : c === kMax - r + 1 ? 1 : 0,
                )
      }
      if (main === null) return new Map()
      const placed = runStage(main, open, active)
      if (policy === 'rank-maximal') return placed
      let worst = 0
      for (const { r } of placed.values()) worst = Math.max(worst, r)
      if (worst === 0) return placed
      // (-placed, total of ranks), with wishes up to that worst rank only.
      if (second === null || worst !== secondWorst) {
        second = buildStage(prepared, open, left, worst, 2, (r, c) => (c === 0 ? -1 : r))
        secondWorst = worst
      }
      return second === null ? new Map() : runStage(second, open, active)
    },
  }
}

interface FlowStage {
  flow: LexFlow
  /** flow student n is prepared student members[n] (in lottery order) */
  members: number[]
  excursionOf: number[]
  closed: Uint8Array
}

/**
 * The flow problem over every student with a usable wish (up to maxRank) at a running excursion
 * with places left, pinned or not (a pin may be dropped later); cost vectors of length K, whose
 * component c for rank r is cost(r, c).
 */
function buildStage(
  prepared: Prepared,
  open: Uint8Array,
  left: number[],
  maxRank: number,
  K: number,
  cost: (r: number, c: number) => number,
): FlowStage | null {
  const members = Array.from(prepared.lotteryOrder).filter((i) =>
    (prepared.wishes[i] as Int32Array)
      .subarray(0, maxRank)
      .some((x) => open[x] && (left[x] as number) > 0),
  )
  const kMax = maxRankOf(prepared, open, left, members, maxRank)
  if (kMax === 0) return null
  const nodeOf = new Int32Array(left.length).fill(-1)
  const excursionOf: number[] = []
  left.forEach((l, x) => {
    if (open[x] && l > 0) {
      nodeOf[x] = excursionOf.length
      excursionOf.push(x)
    }
  })
  const optStart = new Int32Array(members.length + 1)
  const nodes: number[] = []
  const ranks: number[] = []
  members.forEach((i, n) => {
    const list = prepared.wishes[i] as Int32Array
    for (let r = 1; r <= Math.min(list.length, kMax); r++) {
      const node = nodeOf[list[r - 1] as number] as number
      if (node < 0) continue
      nodes.push(node)
      ranks.push(r)
    }
    optStart[n + 1] = nodes.length
  })
  const rankCost = new Float64Array((kMax + 2) * K)
  for (let r = 1; r <= kMax; r++) for (let c = 0; c < K; c++) rankCost[r * K + c] = cost(r, c)
  const flow = createLexFlow({
    nodeCount: excursionOf.length,
    capacity: excursionOf.map((x) => Math.min(left[x] as number, members.length)),
    optStart,
    optNode: Int32Array.from(nodes),
    optRank: Int32Array.from(ranks),
    kMax,
    K,
    rankCost,
    // Members are in lottery order already.
    order: Int32Array.from(members, (_, n) => n),
  })
  return { flow, members, excursionOf, closed: new Uint8Array(excursionOf.length) }
}

/** Brings the stage up to date with the round (drops, active students) and solves it. */
function runStage(stage: FlowStage, open: Uint8Array, active: (i: number) => boolean): Placed {
  const { flow, members, excursionOf, closed } = stage
  excursionOf.forEach((x, node) => {
    if (!open[x] && !closed[node]) {
      flow.close(node)
      closed[node] = 1
    }
  })
  members.forEach((i, n) => {
    if (active(i) && !flow.inserted(n)) flow.insert(n)
  })
  const solution = flow.solve()
  const placed: Placed = new Map()
  members.forEach((i, n) => {
    const r = solution.rank[n] as number
    if (r > 0) placed.set(i, { x: excursionOf[solution.node[n] as number] as number, r })
  })
  return placed
}

function countFill(outcome: RoundOutcome, nExcursions: number): Int32Array {
  const fill = new Int32Array(nExcursions)
  for (const x of outcome.excursion) if (x >= 0) fill[x]! += 1
  return fill
}

function buildResult(
  prepared: Prepared,
  open: Uint8Array,
  dropped: number[],
  outcome: RoundOutcome,
): PlacementResult {
  const { input, wishes, pinOf, lotteryNumber } = prepared
  const kMax = wishes.reduce((k, list) => Math.max(k, list.length), 0)
  const histogram = { byRank: new Array<number>(kMax).fill(0), pinned: 0, leftover: 0, unplaced: 0 }
  const unplaced: { studentId: string; reason: UnplacedReason }[] = []
  const students: StudentPlacement[] = input.students.map((student, i) => {
    const x = outcome.excursion[i] as number
    const via = outcome.via[i] ?? null
    const r = outcome.rank[i] as number
    let unplacedReason: UnplacedReason | null = null
    if (x < 0) {
      const list = wishes[i] as Int32Array
      unplacedReason =
        list.length === 0
          ? 'no-wishes'
          : list.every((w) => !open[w])
            ? 'wishes-dropped'
            : 'wishes-full'
      unplaced.push({ studentId: student.id, reason: unplacedReason })
      histogram.unplaced++
    } else if (via === 'wish') histogram.byRank[r - 1] = (histogram.byRank[r - 1] as number) + 1
    else if (via === 'pin') histogram.pinned++
    else histogram.leftover++
    return {
      studentId: student.id,
      excursionId: x < 0 ? null : (input.excursions[x] as { id: string }).id,
      rank: x < 0 || r === 0 ? null : r,
      via,
      lotteryNumber: lotteryNumber[i] as number,
      unplacedReason,
    }
  })
  const placedAt = new Int32Array(input.excursions.length)
  const pinnedAt = new Int32Array(input.excursions.length)
  const leftoverAt = new Int32Array(input.excursions.length)
  outcome.excursion.forEach((x, i) => {
    if (x < 0) return
    placedAt[x]! += 1
    if (outcome.via[i] === 'pin') pinnedAt[x]! += 1
    if (outcome.via[i] === 'leftover') leftoverAt[x]! += 1
  })
  const excursions: ExcursionFill[] = input.excursions.map((excursion, x) => ({
    excursionId: excursion.id,
    capacity: excursion.capacity,
    minimum: excursion.minimum ?? null,
    placed: placedAt[x] as number,
    pinned: pinnedAt[x] as number,
    leftover: leftoverAt[x] as number,
    dropped: !open[x],
    overCapacity: excursion.capacity !== null && (placedAt[x] as number) > excursion.capacity,
  }))
  const droppedPins = pinOf.filter(
    (p, i): p is PlacementPin => p !== null && !open[prepared.pin[i] as number],
  )
  return {
    policy: input.policy,
    seed: input.seed,
    students,
    histogram,
    excursions,
    unplaced,
    droppedExcursions: dropped.map((x) => (input.excursions[x] as { id: string }).id),
    droppedPins,
  }
}
