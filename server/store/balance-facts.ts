// A balanced trip's counts for the sign-up (issue 44; domain/balance.ts), as the memory store
// reads them (the SQL store's `sign_up_facts`, migration 0014, counts the same in its statement).
import { classKey, inKeptGroup } from '~domain/balance'
import type { CoreTx } from './queries'
import type { BalanceCounts, ExcursionRow, ProfileRow } from './types'

export const noBalanceCounts: BalanceCounts = {
  class_subscribed: 0,
  class_placed: 0,
  outside_subscribed: 0,
  outside_placed: 0,
}

/** The balance's counts of a trip for a student (their profile), read over the named queries. */
export async function balanceCountsOf(
  q: CoreTx,
  excursion: ExcursionRow,
  profile: ProfileRow | null,
): Promise<BalanceCounts> {
  if (excursion.class_share === null && excursion.kept_places === null) return noBalanceCounts
  const mine = classKey(profile?.grade)
  const counts = { ...noBalanceCounts }
  for (const s of await q.listSubscriptions({ excursionId: excursion._id })) {
    const [user, theirs] = [await q.users.get(s.student_id), await q.profileOfUser(s.student_id)]
    const placed = s.placed_via !== null
    if (mine !== '' && classKey(theirs?.grade) === mine) {
      counts.class_subscribed++
      if (placed) counts.class_placed++
    }
    const group = { classes: excursion.kept_classes, students: excursion.kept_students }
    if (!inKeptGroup(group, theirs?.grade, user?.login_id ?? '')) {
      counts.outside_subscribed++
      if (placed) counts.outside_placed++
    }
  }
  return counts
}
