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
