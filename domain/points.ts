import { findScope } from './scopes'
import type { OwnExcursion } from './preferences'

/**
 * The student's points so far: the hours of the excursions they are subscribed to, without the
 * scopes that do not count (keuzedeel, SPEC §4).
 */
export function subscribedPoints(
  excursions: readonly Pick<OwnExcursion, 'hours' | 'scope' | 'subscribed'>[],
): number {
  return excursions
    .filter((e) => e.subscribed !== null && findScope(e.scope)?.countsTowardPoints === true)
    .reduce((total, e) => total + e.hours, 0)
}

/** "12 van 20 punten" */
export function pointsLabel(points: number, required: number | null | undefined): string {
  return required === null || required === undefined
    ? `${points} punten`
    : `${points} van ${required} punten`
}
