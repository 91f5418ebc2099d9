import type { ExcursionRow, SubscriptionRow } from '../../store/store'

/** A subscription as it is born: a sign-up's, or a place from the waiting list. */
export function newSubscription(
  id: string,
  excursion: Pick<ExcursionRow, '_id' | 'scope'>,
  studentId: string,
  preference: number,
  now: Date,
): SubscriptionRow {
  return {
    _id: id,
    excursion_id: excursion._id,
    student_id: studentId,
    scope: excursion.scope,
    preference,
    timestamp: now.toISOString(),
    payed: false,
    placed_via: null,
    placed_rank: null,
  }
}
