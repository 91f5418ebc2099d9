// The hot path's reads as the rules use them (server/rules/sign-up.ts, excursions.ts),
// written once over the named queries; the SQL store answers each in one statement (sql-hot.ts).
import { balanceCountsOf, type BalanceCountName, type BalanceCounts } from './balance-facts'
import type { CoreTx } from './queries'
import type { AuditInsert, Tx } from './store'
import type { ExcursionRow, ProfileRow, RoundRow, SubscriptionRow, WaitingRow } from '../db/schema'

/** What a sign-up is decided on (server/rules/sign-up.ts), read in one go. */
export type SignUpFacts = BalanceCounts & {
  excursion: ExcursionRow
  /** The student's subscriptions in the excursion's scope, oldest first. */
  siblings: SubscriptionRow[]
  round: RoundRow | null
  profile: ProfileRow | null
  /** The excursion's subscriptions, and how many of them are placed (`placed_via` set). */
  subscribed: number
  placed: number
  /**
   * What the decision read besides the counts (the excursion, the siblings, the round, the
   * profile), as one text: equal texts, equal facts. Store.writeSignUp compares it.
   */
  fingerprint: string
}

/**
 * A new subscription to write if its sign-up still stands (Store.writeSignUp): the facts it was
 * decided on (their fingerprint), and the count the capacity is held against, if any.
 */
export type SignUpWrite = {
  fingerprint: string
  capacity: { count: 'subscribed' | 'placed'; of: number } | null
  /** A balanced trip's limits (issue 44), each held like the capacity. */
  limits?: { count: BalanceCountName; of: number }[]
  row: SubscriptionRow
  audit: AuditInsert
}
/** Written; or not, with the facts now (null: the excursion is gone) to decide again on. */
export type SignUpWritten = { written: true } | { written: false; facts: SignUpFacts | null }

/** What the decision read besides the counts, as one text (the memory store's fingerprint). */
const fingerprintOf = (facts: Pick<SignUpFacts, 'excursion' | 'siblings' | 'round' | 'profile'>) =>
  JSON.stringify([facts.excursion, facts.siblings, facts.round, facts.profile])

/**
 * What the excursion list is made of (server/rules/excursions.ts): the part that is the same for
 * everyone, and the caller's own part, each read in one go.
 */
export type ExcursionListShared = {
  rows: ExcursionRow[]
  rounds: RoundRow[]
  /** Per excursion that has any: its subscriptions, the placed ones, its waiting list's length. */
  subscribed: Map<string, number>
  placed: Map<string, number>
  waiting: Map<string, number>
  /**
   * Per student who has any: their subscriptions' excursions (and whether each is placed), and
   * the waiting lists they are on. A part older than a caller's own changes is set right for
   * them with it (rules/excursions.ts `asSeenBy`).
   */
  members: Record<string, [excursionId: string, placed: boolean][]>
  waiters: Record<string, string[]>
}
export type ExcursionListOwn = {
  /** The caller's subscriptions (oldest first), and every entry of the waiting lists they are on. */
  own: SubscriptionRow[]
  lists: WaitingRow[]
}

/** The composed reads (CoreTx's `signUpFacts`, `excursionListShared`, `excursionListOwn`). */
export async function signUpFactsOf(
  q: CoreTx,
  studentId: string,
  excursionId: string,
): Promise<SignUpFacts | null> {
  const excursion = await q.excursionById(excursionId)
  if (!excursion) return null
  const decided = {
    excursion,
    siblings: await q.subscriptionsOfStudent(studentId, excursion.scope),
    round: await q.roundByScope(excursion.scope),
    profile: await q.profileOfUser(studentId),
  }
  return {
    ...decided,
    subscribed: await q.countSubscriptions(excursionId),
    placed: await q.countPlaced(excursionId),
    ...(await balanceCountsOf(q, excursion, decided.profile)),
    fingerprint: fingerprintOf(decided),
  }
}

/**
 * Store.writeSignUp in a transaction (the memory store; SQL has it in one statement,
 * `sign_up_write`): under the student's and the excursion's locks, the facts again; written if
 * they are those decided on and each count is still under its limit (the capacity, the balance's).
 */
export async function writeSignUpIn(tx: Tx, write: SignUpWrite): Promise<SignUpWritten> {
  const { student_id, excursion_id } = write.row
  await tx.lock({ users: [student_id], excursions: [excursion_id] })
  const facts = await tx.signUpFacts(student_id, excursion_id)
  if (
    !facts ||
    facts.fingerprint !== write.fingerprint ||
    (write.capacity && facts[write.capacity.count] >= write.capacity.of) ||
    (write.limits ?? []).some((limit) => facts[limit.count] >= limit.of)
  )
    return { written: false, facts }
  await tx.insertSubscription(write.row)
  await tx.insertAudit(write.audit)
  return { written: true }
}

export async function excursionListSharedOf(
  q: CoreTx,
  filter: { id?: string; name?: string },
): Promise<ExcursionListShared> {
  return {
    rows: await q.listExcursions(filter),
    rounds: await q.listRounds(),
    subscribed: await q.subscriptionCounts(),
    placed: await q.placedCounts(),
    waiting: await q.waitingCounts(),
    ...membersOf(await q.listSubscriptions(), await q.waitingEntries()),
  }
}

/** ExcursionListShared's `members` and `waiters` from the subscriptions and waiting lists. */
function membersOf(subs: SubscriptionRow[], waits: WaitingRow[]) {
  const members: ExcursionListShared['members'] = {}
  for (const s of subs) (members[s.student_id] ??= []).push([s.excursion_id, s.placed_via !== null])
  const waiters: ExcursionListShared['waiters'] = {}
  for (const w of waits) (waiters[w.student_id] ??= []).push(w.excursion_id)
  return { members, waiters }
}

export async function excursionListOwnOf(
  q: CoreTx,
  userId: string | null,
): Promise<ExcursionListOwn> {
  if (!userId) return { own: [], lists: [] }
  const mine = await q.waitingEntries({ studentId: userId })
  return {
    own: await q.subscriptionsOfStudent(userId),
    lists: await q.waitingEntries({
      excursionIds: [...new Set(mine.map((w) => w.excursion_id))],
    }),
  }
}
