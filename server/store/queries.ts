import {
  excursions,
  fairStartQueue,
  friendGroupMembers,
  friendGroups,
  rounds,
  subscriptions,
  users,
  waitingList,
} from '../db/schema'
import { AccountQueries } from './queries-accounts'
import { consentQueries } from './consents'
import type {
  ExcursionListOwn,
  ExcursionListShared,
  FairStartInsert,
  FriendMemberRow,
  SubscriptionRow,
  WaitingInsert,
  WaitingRow,
} from './types'

/** The placed subscriptions (`placed_via` set). */
const placedOnly = { placed_via: { isNull: false } }

/** ExcursionListShared's `members` and `waiters` from the subscriptions and waiting lists. */
function membersOf(subs: SubscriptionRow[], waits: WaitingRow[]) {
  const members: ExcursionListShared['members'] = {}
  for (const s of subs) (members[s.student_id] ??= []).push([s.excursion_id, s.placed_via !== null])
  const waiters: ExcursionListShared['waiters'] = {}
  for (const w of waits) (waiters[w.student_id] ??= []).push(w.excursion_id)
  return { members, waiters }
}

/**
 * The store's named queries of the offer and the sign-up: excursions, subscriptions, rounds,
 * placement runs, friend groups, waiting lists and the fair start's queue, the row locks and the
 * hot path's composed reads. The last of the store's query layers (queries-site.ts,
 * queries-accounts.ts, this); the SQL and the memory store extend it with the few reads tuned
 * for SQL. Their meaning is documented on the `Tx` interface (store.ts).
 */
export abstract class CoreTx extends AccountQueries {
  /** Parents' consents for trips (issue 44; their queries in ./consents.ts). */
  get consents() {
    return consentQueries(this.ops)
  }

  /**
   * Row locks, in one order for every transaction: users by id, then excursions by id, then
   * rounds by scope (server/rules/locks.ts). The SQL store takes them in one statement.
   */
  async lock(rows: { users?: string[]; excursions?: string[]; rounds?: string[] }) {
    if (rows.users?.length) await this.ops.lock(users, { _id: rows.users })
    if (rows.excursions?.length) await this.ops.lock(excursions, { _id: rows.excursions })
    if (rows.rounds?.length) await this.ops.lock(rounds, { scope: rows.rounds })
  }

  /**
   * The excursion list's inputs: the part that is the same for everyone, and the caller's own
   * part (the polled list: one round trip each on SQL).
   */
  async excursionListShared(filter: { id?: string; name?: string }): Promise<ExcursionListShared> {
    return {
      rows: await this.listExcursions(filter),
      rounds: await this.listRounds(),
      subscribed: await this.ops.countBy(subscriptions, 'excursion_id'),
      placed: await this.ops.countBy(subscriptions, 'excursion_id', placedOnly),
      waiting: await this.ops.countBy(waitingList, 'excursion_id'),
      ...membersOf(await this.listSubscriptions(), await this.waitingEntries()),
    }
  }
  async excursionListOwn(userId: string | null): Promise<ExcursionListOwn> {
    if (!userId) return { own: [], lists: [] }
    const mine = await this.waitingEntries({ studentId: userId })
    return {
      own: await this.subscriptionsOfStudent(userId),
      lists: await this.waitingEntries({
        excursionIds: [...new Set(mine.map((w) => w.excursion_id))],
      }),
    }
  }

  /** A fair start's queue of a scope, in arrival order. */
  readonly fairStartEntries = async (scope: string) =>
    this.ops.rows(fairStartQueue, { scope }, { orderBy: ['id'] })
  /** How many of a scope's queued sign-ups wait to be handled. */
  readonly fairStartWaiting = async (scope: string) =>
    this.ops.count(fairStartQueue, { scope, result: null })
  /** A student's entries of every scope, in arrival order. */
  readonly fairStartEntriesOf = async (studentId: string) =>
    this.ops.rows(fairStartQueue, { student_id: studentId }, { orderBy: ['id'] })
  async insertFairStartEntry(row: FairStartInsert) {
    const [inserted] = await this.ops.insert(fairStartQueue, [row])
    return inserted!
  }

  /** The name search filters here, not in SQL: the excursions are a few hundred at most. */
  async listExcursions(filter: { id?: string; name?: string } = {}) {
    const rows = await this.ops.rows(
      excursions,
      { _id: filter.id || undefined },
      { orderBy: ['_id'] },
    )
    const name = filter.name?.toLowerCase()
    return name ? rows.filter((e) => e.name.toLowerCase().includes(name)) : rows
  }
  readonly excursionIdsInScopes = async (scopes: string[]) =>
    (await this.ops.rows(excursions, { scope: scopes })).map((e) => e._id)

  readonly listSubscriptions = async (
    filter: { studentId?: string; excursionId?: string; scope?: string } = {},
  ) =>
    this.ops.rows(
      subscriptions,
      {
        student_id: filter.studentId || undefined,
        excursion_id: filter.excursionId || undefined,
        scope: filter.scope || undefined,
      },
      { orderBy: ['timestamp', '_id'] },
    )
  readonly subscriptionsOfStudent = async (studentId: string, scope?: string) =>
    this.ops.rows(
      subscriptions,
      { student_id: studentId, scope },
      { orderBy: ['timestamp', '_id'] },
    )
  /** The places an excursion's subscriptions take, counted one way (rules/rounds.ts `takenCount`). */
  readonly countTaken = async (excursionId: string, kind: 'subscribed' | 'placed') =>
    this.ops.count(subscriptions, {
      excursion_id: excursionId,
      ...(kind === 'placed' ? placedOnly : {}),
    })
  /** Removes every subscription in these scopes; answers how many went. */
  readonly deleteSubscriptionsInScopes = async (scopes: string[]) =>
    this.ops.delete(subscriptions, { scope: scopes })

  readonly listRounds = async () => this.ops.rows(rounds, {}, { orderBy: ['scope'] })

  /** The friend groups of a round (issue 27), oldest first. */
  readonly friendGroupsOf = async (scope: string) =>
    this.ops.rows(friendGroups, { scope }, { orderBy: ['created_at', '_id'] })
  /** Members and invitations, filtered, oldest first (then by student id). */
  readonly friendMembers = async (filter: {
    scope?: string
    groupId?: string
    studentId?: string
  }) =>
    this.ops.rows(
      friendGroupMembers,
      { scope: filter.scope, group_id: filter.groupId, student_id: filter.studentId },
      { orderBy: ['since', 'student_id'] },
    )
  readonly insertFriendMember = async (row: FriendMemberRow) =>
    void (await this.ops.insert(friendGroupMembers, [row]))
  readonly updateFriendMember = async (
    groupId: string,
    studentId: string,
    patch: Pick<FriendMemberRow, 'state' | 'since'>,
  ) =>
    void (await this.ops.update(
      friendGroupMembers,
      { group_id: groupId, student_id: studentId },
      patch,
    ))
  readonly deleteFriendMember = async (groupId: string, studentId: string) =>
    void (await this.ops.delete(friendGroupMembers, { group_id: groupId, student_id: studentId }))

  /** Waiting-list entries, first in line first (by id), filtered by excursions and/or student. */
  readonly waitingEntries = async (filter: { excursionIds?: string[]; studentId?: string } = {}) =>
    this.ops.rows(
      waitingList,
      { excursion_id: filter.excursionIds, student_id: filter.studentId || undefined },
      { orderBy: ['id'] },
    )
  /** Appends entries in the given order (later ones are further back in line). */
  async insertWaitingEntries(rows: WaitingInsert[]) {
    // One statement: the serial ids follow the order of the rows.
    return (await this.ops.insert(waitingList, rows)).sort((a, b) => a.id - b.id)
  }
}
