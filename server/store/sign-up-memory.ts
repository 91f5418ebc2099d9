// The memory store's sign-up (Store.signUps, issue 40): its read and its write in one file, as
// the SQL store's are in sql-hot.ts (`sign_up_facts`, `sign_up_write`): the facts composed over
// the named queries, a balanced trip's counts among them (the SQL store's statement counts the
// same, migration 0014), and the write that reads them again under the locks.
import { classKey, inKeptGroup } from '~domain/balance'
import type { CoreTx } from './queries'
import type { Store, SignUps } from './store'
import type {
  BalanceCounts,
  ExcursionRow,
  ProfileRow,
  SignUpFacts,
  SignUpWrite,
  SignUpWritten,
} from './types'

/** The named queries the facts are read over (a memory transaction has them). */
type Reads = Pick<
  CoreTx,
  | 'excursions'
  | 'rounds'
  | 'users'
  | 'subscriptionsOfStudent'
  | 'profileOfUser'
  | 'countTaken'
  | 'listSubscriptions'
>

const noBalanceCounts: BalanceCounts = {
  class_subscribed: 0,
  class_placed: 0,
  outside_subscribed: 0,
  outside_placed: 0,
}

/** The balance's counts of a trip for a student (their profile), read over the named queries. */
async function balanceCountsOf(
  q: Reads,
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

/** What the decision read besides the counts, as one text (the memory store's fingerprint). */
const fingerprintOf = (facts: Pick<SignUpFacts, 'excursion' | 'siblings' | 'round' | 'profile'>) =>
  JSON.stringify([facts.excursion, facts.siblings, facts.round, facts.profile])

/**
 * A sign-up's facts (Tx.signUpFacts on the memory store), read after the student's and the
 * excursion's locks where a transaction takes them. Null: no such excursion.
 */
export async function signUpFactsOf(
  q: Reads,
  studentId: string,
  excursionId: string,
): Promise<SignUpFacts | null> {
  const excursion = await q.excursions.get(excursionId)
  if (!excursion) return null
  const decided = {
    excursion,
    siblings: await q.subscriptionsOfStudent(studentId, excursion.scope),
    round: await q.rounds.get(excursion.scope),
    profile: await q.profileOfUser(studentId),
  }
  return {
    ...decided,
    subscribed: await q.countTaken(excursionId, 'subscribed'),
    placed: await q.countTaken(excursionId, 'placed'),
    ...(await balanceCountsOf(q, excursion, decided.profile)),
    fingerprint: fingerprintOf(decided),
  }
}

/**
 * Store.signUps on the memory store: the read, a transaction of its own; the write, another,
 * under the student's and the excursion's locks: the facts again, written if they are those
 * decided on and each count is still under its limit (the capacity, the balance's).
 */
export function memorySignUps(store: Pick<Store, 'transaction'>): SignUps {
  return {
    read: (studentId, excursionId) =>
      store.transaction(async (tx) => ({
        facts: await signUpFactsOf(tx, studentId, excursionId),
        id: tx.newId('s-'),
      })),
    write: (write: SignUpWrite) =>
      store.transaction(async (tx): Promise<SignUpWritten> => {
        const { student_id, excursion_id } = write.row
        await tx.lock({ users: [student_id], excursions: [excursion_id] })
        const facts = await signUpFactsOf(tx, student_id, excursion_id)
        if (
          !facts ||
          facts.fingerprint !== write.fingerprint ||
          (write.capacity && facts[write.capacity.count] >= write.capacity.of) ||
          (write.limits ?? []).some((limit) => facts[limit.count] >= limit.of)
        )
          return { written: false, facts }
        await tx.subscriptions.insert(write.row)
        await tx.insertAudit(write.audit)
        return { written: true }
      }),
  }
}
