// The hot path's reads as the rules use them (server/rules/subscriptions.ts, excursions.ts),
// written once over the named queries; the SQL store answers each in one statement (sql-hot.ts).
import type { CoreTx } from './queries'
import type { ExcursionRow, ProfileRow, RoundRow, SubscriptionRow, WaitingRow } from '../db/schema'

/** What a sign-up is decided on (server/rules/subscriptions.ts), read in one go. */
export type SignUpFacts = {
  excursion: ExcursionRow
  /** The student's subscriptions in the excursion's scope, oldest first. */
  siblings: SubscriptionRow[]
  round: RoundRow | null
  profile: ProfileRow | null
  /** The excursion's subscriptions, and how many of them are placed (`placed_via` set). */
  subscribed: number
  placed: number
}

/** What the excursion list is made of (server/rules/excursions.ts), read in one go. */
export type ExcursionListFacts = {
  rows: ExcursionRow[]
  rounds: RoundRow[]
  /** Per excursion that has any: its subscriptions, the placed ones, its waiting list's length. */
  subscribed: Map<string, number>
  placed: Map<string, number>
  waiting: Map<string, number>
  /** The caller's subscriptions (oldest first), and every entry of the waiting lists they are on. */
  own: SubscriptionRow[]
  lists: WaitingRow[]
}

/** The composed reads (CoreTx's `signUpFacts`, `excursionListFacts`). */
export async function signUpFactsOf(
  q: CoreTx,
  studentId: string,
  excursionId: string,
): Promise<SignUpFacts | null> {
  const excursion = await q.excursionById(excursionId)
  if (!excursion) return null
  return {
    excursion,
    siblings: await q.subscriptionsOfStudent(studentId, excursion.scope),
    round: await q.roundByScope(excursion.scope),
    profile: await q.profileOfUser(studentId),
    subscribed: await q.countSubscriptions(excursionId),
    placed: await q.countPlaced(excursionId),
  }
}

export async function excursionListFactsOf(
  q: CoreTx,
  filter: { id?: string; name?: string },
  userId: string | null,
): Promise<ExcursionListFacts> {
  const mine = userId ? await q.waitingEntries({ studentId: userId }) : []
  return {
    rows: await q.listExcursions(filter),
    rounds: await q.listRounds(),
    subscribed: await q.subscriptionCounts(),
    placed: await q.placedCounts(),
    waiting: await q.waitingCounts(),
    own: userId ? await q.subscriptionsOfStudent(userId) : [],
    lists: await q.waitingEntries({
      excursionIds: [...new Set(mine.map((w) => w.excursion_id))],
    }),
  }
}
