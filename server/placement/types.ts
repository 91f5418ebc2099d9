/**
 * The placement engine's public types. The engine is pure: it takes one `PlacementInput` and
 * returns one `PlacementResult`, with no storage, clock or platform dependency, so the API
 * server and the browser's demo backend run the same code on the same data.
 */

/**
 * How wishes are weighed (the admin's choice in `Plaatsing berekenen`):
 * - `rank-maximal` (`Meeste eerste keuzes`): first place as many students as possible, then as
 *   many 1st choices as possible, then as many 2nd choices, and so on (lexicographic).
 * - `minimise-worst` (`Niemand ver weg`): first place as many students as possible, then make the
 *   worst rank anyone gets as good as possible, then make the total of all ranks as small as
 *   possible.
 * - `lottery` (`Loting`): serial dictatorship: in the order of the lottery numbers, each student
 *   takes their best wish that still has a seat.
 */
export type PlacementPolicy = 'rank-maximal' | 'minimise-worst' | 'lottery'

export interface PlacementStudent {
  /** Any unique string; the lottery sorts ids by UTF-16 code units, so input order never matters. */
  id: string
  /**
   * Excursion ids, best first: index 0 is the 1st choice, and a student's rank at an excursion is
   * its position in this list + 1. No duplicates; every id must be one of the input excursions.
   * Callers compact the stored preference numbers (1, 2, 4 becomes ranks 1, 2, 3).
   */
  wishes: readonly string[]
  /**
   * The student's class (the profile's Mentor/Coach group), for an excursion's class share
   * (`classShare`); compared as domain/balance.ts `classKey`. Absent or empty: no class.
   */
  className?: string | null
  /**
   * Excursion ids where this student may not get a leftover seat (`placeWithoutWishes`): trips
   * that need a parent's consent they have not given (issue 44). Absent: none.
   */
  noLeftoverAt?: readonly string[]
}

/** Places kept for a group (a class or a list of students), resolved to student ids. */
export interface PlacementKept {
  places: number
  /** The students of the group. */
  students: readonly string[]
}

export interface PlacementExcursion {
  id: string
  /** Places; `null` is unlimited. A non-negative integer otherwise. */
  capacity: number | null
  /**
   * The smallest group the excursion runs with; `null`/absent is no minimum. An excursion that
   * ends below it is dropped and its students are placed again (see `place()`).
   */
  minimum?: number | null
  /**
   * The balance (issue 44; only placeExact() in mip.ts holds it): at most this percentage of the
   * places for the students of one class (domain/balance.ts `classShareCap`). Needs a capacity.
   */
  classShare?: number | null
  /**
   * The balance: this many of the places are kept for a group; students outside it take at most
   * capacity − places (domain/balance.ts `outsideCap`). Needs a capacity.
   */
  kept?: PlacementKept | null
}

/** An admin's hand placement: always honoured, and it takes a place (see `place()`). */
export interface PlacementPin {
  studentId: string
  excursionId: string
  /** The admin's reason, passed through to the result for the audit trail. */
  reason: string
}

/**
 * Friends placed together (placeExact() in mip.ts): 2–4 students with one shared wish list, placed
 * on one excursion together or not at all. The members' own `wishes` are not used.
 */
export interface PlacementGroup {
  id: string
  /** Student ids, 2 to 4, each in at most one group. */
  members: readonly string[]
  /** Excursion ids, best first, as a student's wishes. */
  wishes: readonly string[]
}

export interface PlacementInput {
  students: readonly PlacementStudent[]
  /** Only placeExact() (mip.ts) knows groups; place() (the flow engine) refuses them. */
  groups?: readonly PlacementGroup[]
  /**
   * When true, a group that cannot be placed together is placed as individual students (each by
   * the shared wish list); when false it stays unplaced. The round's setting. Default false.
   */
  groupFallback?: boolean
  excursions: readonly PlacementExcursion[]
  pins?: readonly PlacementPin[]
  /**
   * When true, every student who ends without a place (no wishes, or no wish could be met) is put
   * in a seat left over: students who did state wishes first, then students without wishes, each
   * group in lottery order. Default false.
   */
  placeWithoutWishes?: boolean
  policy: PlacementPolicy
  /** The lottery's seed, an unsigned 32-bit integer; stored with the run so it can be repeated. */
  seed: number
}

/** How a student got their place. */
export type PlacementVia = 'wish' | 'pin' | 'leftover'

/**
 * Why a student has no place:
 * - `no-wishes`: the student stated no wishes (and no leftover seat was given).
 * - `wishes-dropped`: every excursion the student wished was dropped for its minimum.
 * - `wishes-full`: the wished excursions that run were full (under the policy's optimum).
 */
export type UnplacedReason = 'no-wishes' | 'wishes-dropped' | 'wishes-full'

export interface StudentPlacement {
  studentId: string
  /** The excursion the student is placed at, or null. */
  excursionId: string | null
  /**
   * The student's rank for `excursionId` (1 = 1st choice), also for a pin to one of their wishes;
   * null when unplaced or placed at an excursion outside their wishes (a pin or a leftover seat).
   */
  rank: number | null
  via: PlacementVia | null
  /** 1 = drawn first. Every student gets one, also pinned students and students without wishes. */
  lotteryNumber: number
  unplacedReason: UnplacedReason | null
}

export interface ExcursionFill {
  excursionId: string
  capacity: number | null
  minimum: number | null
  /** Everyone placed here: by wish, by pin and in leftover seats (0 when dropped). */
  placed: number
  pinned: number
  leftover: number
  /** Dropped because it stayed below its minimum; nobody is placed at a dropped excursion. */
  dropped: boolean
  /** More pins than places: pins are honoured, so the excursion is over its capacity. */
  overCapacity: boolean
}

export interface RankHistogram {
  /** `byRank[0]` students got their 1st choice, `byRank[1]` their 2nd, … (placed by wish only). */
  byRank: number[]
  pinned: number
  leftover: number
  unplaced: number
}

export interface PlacementResult {
  policy: PlacementPolicy
  seed: number
  /** One entry per input student, in input order. */
  students: StudentPlacement[]
  histogram: RankHistogram
  /** One entry per input excursion, in input order. */
  excursions: ExcursionFill[]
  /** The students without a place, in input order, with the reason. */
  unplaced: { studentId: string; reason: UnplacedReason }[]
  /** Excursions dropped for their minimum, in the order they were dropped. */
  droppedExcursions: string[]
  /** Pins to an excursion that was dropped: those students were placed again by their wishes. */
  droppedPins: PlacementPin[]
}

/** A malformed input (unknown ids, duplicates, bad numbers): the caller's bug, not a user's. */
export class PlacementInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PlacementInputError'
  }
}
