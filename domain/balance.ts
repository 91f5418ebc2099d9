/**
 * A balanced trip (issue 44): at most a share of its places for one class (the profile's
 * Mentor/Coach group), and a number of places kept for a named group (classes, or students by
 * their login id) until the placement. The one home of the arithmetic that the placement engine
 * (server/placement/balance.ts), the sign-up decision (domain/sign-up.ts) and the database's
 * hot path (migration 0014, `sign_up_facts`, which mirrors `classKey` as lower(btrim(…))) read.
 */

/** A class as the balance compares it: trimmed, lower case ('4A ' and '4a' are one class). */
export const classKey = (grade: string | null | undefined) => (grade ?? '').trim().toLowerCase()

/** The most students of one class at a trip with `capacity` places and a share of `percent`%. */
export const classShareCap = (capacity: number, percent: number) =>
  Math.floor((capacity * percent) / 100)

/** The places of a trip that students outside its kept group may take. */
export const outsideCap = (capacity: number, kept: number) => Math.max(0, capacity - kept)

/** A trip's kept group: the classes (by classKey) and the students (by login id). */
export type KeptGroup = { classes: readonly string[]; students: readonly string[] }

/** Whether a student (their class and login id) belongs to a trip's kept group. */
export const inKeptGroup = (group: KeptGroup, grade: string | null | undefined, loginId: string) =>
  group.students.includes(loginId) ||
  (classKey(grade) !== '' && group.classes.some((c) => classKey(c) === classKey(grade)))

/** An excursion's balance fields when it has none (rows written without the balance). */
export const noBalance = () => ({
  class_share: null,
  kept_places: null,
  kept_classes: [] as string[],
  kept_students: [] as string[],
})

/** A count held against its limit: the sign-up is refused once `taken` reaches `of`. */
export type BalanceLimit = { taken: number; of: number }

/**
 * The balance's limits on one student's sign-up (domain/sign-up.ts decides on them): their class
 * under the trip's class share (none without a class), and the students outside the kept group
 * under the places not kept (none for a member). `counts`: the trip's subscriptions of the
 * student's class and of outsiders, counted under the round's rule.
 */
export function balanceLimits(
  excursion: {
    capacity: number | null
    class_share: number | null
    kept_places: number | null
    kept_classes: readonly string[]
    kept_students: readonly string[]
  },
  student: { grade: string | null | undefined; loginId: string },
  counts: { sameClass: number; outside: number },
): { classShare: (BalanceLimit & { share: number }) | null; kept: BalanceLimit | null } {
  const { capacity, class_share: share, kept_places: kept } = excursion
  const group = { classes: excursion.kept_classes, students: excursion.kept_students }
  return {
    classShare:
      capacity !== null && share !== null && classKey(student.grade) !== ''
        ? { taken: counts.sameClass, of: classShareCap(capacity, share), share }
        : null,
    kept:
      capacity !== null && kept !== null && !inKeptGroup(group, student.grade, student.loginId)
        ? { taken: counts.outside, of: outsideCap(capacity, kept) }
        : null,
  }
}
