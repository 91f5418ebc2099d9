/**
 * The integer program of placeExact() (mip.ts): units (students and groups, groups.ts) on their
 * wishes, an open/closed binary per excursion with a minimum, a split binary per group when the
 * round allows falling back. Pure: builds the HiGHS model data and each stage's objective, and
 * reads a solution back; the worker solves.
 *
 * Variables: x[u,r] (unit u at its r-th wish), o[t] (excursion t runs; only where minimum > 0,
 * elsewhere it always runs), s[g] (group g is split; only with fallback).
 * Rows:
 * - a unit takes at most one wish: Σ_r x[u,r] <= 1; a group with fallback: Σ_r x[g,r] + s[g] <= 1
 *   and each member's single unit: Σ_r x[m,r] - s[g] <= 0 (members go alone only if split);
 *   a student pinned to t, whose pin is released when t is cancelled: Σ_r x[i,r] + o[t] <= 1;
 * - places: Σ size·x[·,t] <= max(0, capacity - pins at t)·o[t] (a pin takes a place);
 * - minimum: Σ size·x[·,t] + (pins at t - minimum)·o[t] >= 0: at least the minimum, or cancelled.
 * - a class share (balance.ts): Σ members of class c·x[·,t] <= cap(t) - pins of class c at t;
 * - kept places: Σ members outside t's group·x[·,t] <= capacity - kept - pins outside it;
 *   a balance row is left out where the wishes cannot reach its limit.
 * Everything placed at a cancelled excursion is 0 (its places are 0·o[t]), so cancelling happens
 * inside the optimisation.
 */
import { isOutsider } from './balance.ts'
import type { PreparedExact, Unit } from './groups.ts'

export interface Column {
  kind: 'x' | 'o' | 's'
  /** x: the unit; o: the excursion; s: the group */
  ref: number
  /** x only: rank (1-based) and excursion */
  rank: number
  excursion: number
}

export interface MipModel {
  units: Unit[]
  columns: Column[]
  /** HiGHS ModelData (CSR rows), plain arrays so it can be posted to the worker. */
  data: {
    numCols: number
    numRows: number
    colCost: Float64Array
    colLower: Float64Array
    colUpper: Float64Array
    rowLower: Float64Array
    rowUpper: Float64Array
    integrality: Int32Array
    matrix: {
      format: 'csr'
      numRows: number
      numCols: number
      starts: Int32Array
      indices: Int32Array
      values: Float64Array
    }
  }
  /** Students pinned per excursion. */
  pinsAt: number[]
  kMax: number
  /** o column per excursion, or -1 (it always runs). */
  openColumn: Int32Array
}

export function buildModel(prepared: PreparedExact, units: Unit[]): MipModel {
  const nX = prepared.input.excursions.length
  const nStudents = prepared.input.students.length
  const pinsAt = new Array<number>(nX).fill(0)
  for (const x of prepared.pin) if (x >= 0) pinsAt[x]! += 1
  const places = prepared.capacity.map((c, x) =>
    Math.min(nStudents, Math.max(0, c - (pinsAt[x] as number))),
  )
  const columns: Column[] = []
  const openColumn = new Int32Array(nX).fill(-1)
  prepared.minimum.forEach((m, x) => {
    if (m > 0) {
      openColumn[x] = columns.length
      columns.push({ kind: 'o', ref: x, rank: 0, excursion: x })
    }
  })
  const splitColumn = new Map<number, number>()
  if (prepared.input.groupFallback)
    prepared.groups.forEach((_, g) => {
      splitColumn.set(g, columns.length)
      columns.push({ kind: 's', ref: g, rank: 0, excursion: -1 })
    })
  let kMax = 0
  const unitColumns: number[][] = units.map((unit, u) => {
    const own: number[] = []
    unit.wishes.forEach((x, r) => {
      if (x === unit.pinnedTo || (places[x] as number) < unit.members.length) return
      own.push(columns.length)
      columns.push({ kind: 'x', ref: u, rank: r + 1, excursion: x })
      kMax = Math.max(kMax, r + 1)
    })
    return own
  })

  const rows: { lower: number; upper: number; cols: number[]; values: number[] }[] = []
  units.forEach((unit, u) => {
    const cols = [...(unitColumns[u] as number[])]
    const values = cols.map(() => 1)
    if (unit.group >= 0 && splitColumn.has(unit.group)) {
      cols.push(splitColumn.get(unit.group) as number)
      values.push(1)
    } else if (unit.splitOf >= 0) {
      cols.push(splitColumn.get(unit.splitOf) as number)
      values.push(-1)
    } else if (unit.pinnedTo >= 0) {
      cols.push(openColumn[unit.pinnedTo] as number)
      values.push(1)
    }
    if (cols.length > 1 || (unitColumns[u] as number[]).length > 0)
      rows.push({ lower: -Infinity, upper: unit.splitOf >= 0 ? 0 : 1, cols, values })
  })
  const atExcursion: { cols: number[]; values: number[] }[] = Array.from({ length: nX }, () => ({
    cols: [],
    values: [],
  }))
  columns.forEach((column, j) => {
    if (column.kind !== 'x') return
    atExcursion[column.excursion]!.cols.push(j)
    atExcursion[column.excursion]!.values.push(units[column.ref]!.members.length)
  })
  atExcursion.forEach(({ cols, values }, x) => {
    const o = openColumn[x] as number
    if (o < 0) {
      if (cols.length > 0) rows.push({ lower: -Infinity, upper: places[x] as number, cols, values })
      return
    }
    rows.push({
      lower: -Infinity,
      upper: 0,
      cols: [...cols, o],
      values: [...values, -(places[x] as number)],
    })
    rows.push({
      lower: 0,
      upper: Infinity,
      cols: [...cols, o],
      values: [...values, (pinsAt[x] as number) - (prepared.minimum[x] as number)],
    })
  })

  rows.push(...balanceRows(prepared, units, columns, atExcursion))

  const numCols = columns.length
  const starts = new Int32Array(rows.length + 1)
  rows.forEach((row, i) => (starts[i + 1] = (starts[i] as number) + row.cols.length))
  const big = 1e30 // HiGHS reads anything >= 1e20 as infinite
  return {
    units,
    columns,
    pinsAt,
    kMax,
    openColumn,
    data: {
      numCols,
      numRows: rows.length,
      colCost: new Float64Array(numCols),
      colLower: new Float64Array(numCols),
      colUpper: new Float64Array(numCols).fill(1),
      rowLower: Float64Array.from(rows, (r) => (r.lower === -Infinity ? -big : r.lower)),
      rowUpper: Float64Array.from(rows, (r) => (r.upper === Infinity ? big : r.upper)),
      integrality: new Int32Array(numCols).fill(1),
      matrix: {
        format: 'csr',
        numRows: rows.length,
        numCols,
        starts,
        indices: Int32Array.from(rows.flatMap((r) => r.cols)),
        values: Float64Array.from(rows.flatMap((r) => r.values)),
      },
    },
  }
}

type Row = { lower: number; upper: number; cols: number[]; values: number[] }

/** The balance's rows (balance.ts): one per class share and kept group that can bind. */
function balanceRows(
  prepared: PreparedExact,
  units: Unit[],
  columns: Column[],
  atExcursion: { cols: number[] }[],
): Row[] {
  const { balance } = prepared
  if (!balance.active) return []
  const rows: Row[] = []
  const pinned = (x: number) => [...prepared.pin.keys()].filter((i) => prepared.pin[i] === x)
  const add = (upper: number, cols: number[], values: number[]) => {
    const reach = values.reduce((sum, v) => sum + v, 0)
    if (cols.length > 0 && reach > upper) rows.push({ lower: -Infinity, upper, cols, values })
  }
  atExcursion.forEach(({ cols }, x) => {
    const pins = pinned(x)
    const cap = balance.classCap[x]!
    if (cap >= 0) {
      const perClass = new Map<number, { cols: number[]; values: number[] }>()
      for (const j of cols)
        for (const i of units[columns[j]!.ref]!.members) {
          const c = balance.classOf[i]!
          if (c < 0) continue
          const row = perClass.get(c) ?? { cols: [], values: [] }
          perClass.set(c, row)
          if (row.cols.at(-1) === j) row.values[row.values.length - 1]! += 1
          else {
            row.cols.push(j)
            row.values.push(1)
          }
        }
      for (const [c, row] of perClass) {
        const taken = pins.filter((i) => balance.classOf[i] === c).length
        add(Math.max(0, cap - taken), row.cols, row.values)
      }
    }
    const outside = balance.outsideCap[x]!
    if (outside >= 0) {
      const row = { cols: [] as number[], values: [] as number[] }
      for (const j of cols) {
        const n = units[columns[j]!.ref]!.members.filter((i) => isOutsider(balance, i, x)).length
        if (n === 0) continue
        row.cols.push(j)
        row.values.push(n)
      }
      const taken = pins.filter((i) => isOutsider(balance, i, x)).length
      add(Math.max(0, outside - taken), row.cols, row.values)
    }
  })
  return rows
}

/** A stage's objective (minimised): one coefficient per column. */
export type Objective = Float64Array

function objective(model: MipModel, coefficient: (column: Column, size: number) => number) {
  return Float64Array.from(model.columns, (column) =>
    coefficient(column, column.kind === 'x' ? model.units[column.ref]!.members.length : 0),
  )
}

/**
 * A student whose pin is released (its excursion cancelled) counts as placed but not in the
 * ranks or the lottery: otherwise cancelling an excursion that reaches its minimum could pay
 * (a pinned student's 1st choice would count, the pin does not).
 */
const ranked = (model: MipModel, c: Column) => c.kind === 'x' && model.units[c.ref]!.pinnedTo < 0

/** Students placed (pins at a running excursion with a minimum count; the others are fixed). */
export const placedObjective = (model: MipModel) =>
  objective(model, (c, size) =>
    c.kind === 'x' ? -size : c.kind === 'o' ? -model.pinsAt[c.ref]! : 0,
  )

export const splitObjective = (model: MipModel) => objective(model, (c) => (c.kind === 's' ? 1 : 0))

/** Students placed at their r-th wish, times sign (-1 to maximise). */
export const rankObjective = (model: MipModel, r: number, sign: number) =>
  objective(model, (c, size) => (ranked(model, c) && c.rank === r ? sign * size : 0))

export const totalRankObjective = (model: MipModel) =>
  objective(model, (c, size) => (ranked(model, c) ? size * c.rank : 0))

/**
 * The lottery among equally good placements: Σ size·(n + 1 - lottery number)·(rank - K - 1)
 * over placed units (K the longest wish list), so a better rank weighs more for a lower lottery
 * number, and being placed counts as better than any rank. A weighted sum, not the flow engine's
 * strict lottery order, which would need one solve per student.
 */
export const lotteryObjective = (model: MipModel, nStudents: number) => {
  const longest = model.units.reduce((k, u) => Math.max(k, u.wishes.length), 0)
  return objective(model, (c, size) =>
    ranked(model, c)
      ? size * (nStudents + 1 - model.units[c.ref]!.lotteryNumber) * (c.rank - longest - 1)
      : 0,
  )
}

/** Excursions running (maximised last: with the objectives tied, none is cancelled needlessly). */
export const openObjective = (model: MipModel) => objective(model, (c) => (c.kind === 'o' ? -1 : 0))

/** Whether a stage's objective has any non-zero coefficient (a stage without one is skipped). */
export const isEmpty = (cost: Objective) => cost.every((c) => c === 0)

/**
 * The column values of a placement (a start for the solver): units placed by wish, excursions
 * running, groups split. Columns it cannot express stay 0; HiGHS ignores an infeasible start.
 */
export function startOf(
  model: MipModel,
  excursionOf: Int32Array,
  viaWish: (i: number) => boolean,
  open: Uint8Array,
): Float64Array {
  const start = new Float64Array(model.columns.length)
  const splitGroups = new Set<number>()
  model.units.forEach((unit) => {
    if (unit.splitOf >= 0 && viaWish(unit.members[0]!)) {
      const group = model.units.find((u) => u.group === unit.splitOf)!
      const places = new Set(group.members.map((i) => excursionOf[i]))
      if (places.size > 1 || places.has(-1)) splitGroups.add(unit.splitOf)
    }
  })
  model.columns.forEach((column, j) => {
    if (column.kind === 'o') start[j] = open[column.ref] ? 1 : 0
    else if (column.kind === 's') start[j] = splitGroups.has(column.ref) ? 1 : 0
    else {
      const unit = model.units[column.ref]!
      if (unit.splitOf >= 0 && !splitGroups.has(unit.splitOf)) return
      if (unit.group >= 0 && splitGroups.has(unit.group)) return
      const here = unit.members.every((i) => excursionOf[i] === column.excursion && viaWish(i))
      start[j] = here ? 1 : 0
    }
  })
  return start
}
