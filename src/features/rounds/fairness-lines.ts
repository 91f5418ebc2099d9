import type { Fairness } from '~contract/schemas/rounds'
import { CONSENT_STATE_LABELS } from '~domain/consent'
import { drawMessages } from './draw-messages'

/**
 * The fairness report's lines about issue 44, once for the page and the PDF: the wishes left out
 * for want of a parent's consent, and the students the balance moved, each with the reason.
 */
type Names = ReadonlyMap<string, string>
const words = drawMessages.fairness
const dutch = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' })
const stateLabel = (state: string) =>
  (CONSENT_STATE_LABELS as Record<string, string | undefined>)[state] ?? state

/** One line per trip: 'Stedenreis Berlijn: 2 studenten (Wacht op toestemming 1, Geen toestemming 1)'. */
export function withoutConsentLines(fairness: Fairness, excursionNames: Names): string[] {
  const trips = new Map<string, { students: number; states: string[] }>()
  for (const { excursion_id, state, students } of fairness.without_consent ?? []) {
    const trip = trips.get(excursion_id) ?? { students: 0, states: [] }
    trip.students += students
    trip.states.push(`${stateLabel(state)} ${students}`)
    trips.set(excursion_id, trip)
  }
  return [...trips]
    .map(([id, trip]) =>
      words.withoutConsentLine(excursionNames.get(id) ?? id, trip.students, trip.states.join(', ')),
    )
    .sort(dutch.compare)
}

export type BalanceMove = { student: string; trip: string; reason: string }

/** Every student the balance moved, by trip and then name, with the reason in Dutch. */
export function balanceMoves(
  fairness: Fairness,
  names: Names,
  excursionNames: Names,
): BalanceMove[] {
  return (fairness.balance_moved ?? [])
    .map((move) => ({
      student: names.get(move.student_id) ?? move.student_id,
      trip: excursionNames.get(move.excursion_id) ?? move.excursion_id,
      reason: move.text,
    }))
    .sort((a, b) => dutch.compare(a.trip, b.trip) || dutch.compare(a.student, b.student))
}
