import type { Tx, WaitingRow } from '../store/store'

/*
 * Every rule takes its row locks here, in one order: students by id, then excursions by id, then
 * rounds by scope. That is a sign-up's order, and two transactions that lock in one order never
 * wait for each other in a circle. (The store sorts the ids within each kind, and takes them in
 * one statement.) A longer chain of waiting-list moves takes its further locks as it goes; a rare
 * deadlock that this allows is retried by the store.
 */

type Rows = {
  students?: Iterable<string>
  excursions?: Iterable<string>
  rounds?: Iterable<string>
}

const unique = (ids: Iterable<string> | undefined) => [...new Set(ids ?? [])]

export async function lockInOrder(tx: Tx, rows: Rows) {
  const students = unique(rows.students)
  const excursions = unique(rows.excursions)
  const rounds = unique(rows.rounds)
  await tx.lock({ users: students, excursions, rounds })
}

/**
 * The locks of a change that may free places on `excursionIds`: its students and the first in
 * line of each of those lists (read before locking), then the excursions (with, in a published
 * placement, where those first in line have their place now).
 */
export async function lockForFreedPlaces(tx: Tx, studentIds: string[], excursionIds: string[]) {
  const heads = new Map<string, WaitingRow>()
  for (const entry of await tx.waitingEntries({ excursionIds }))
    if (!heads.has(entry.excursion_id)) heads.set(entry.excursion_id, entry)
  const students = [...studentIds, ...[...heads.values()].map((h) => h.student_id)]
  const excursions = [...excursionIds]
  for (const head of heads.values())
    for (const sub of await tx.subscriptionsOfStudent(head.student_id))
      if (sub.placed_via !== null) excursions.push(sub.excursion_id)
  await lockInOrder(tx, { students, excursions })
}

/**
 * The locks of a change to whole excursions (an edit, a delete): their subscribers, read before
 * locking, then the excursions (through `lockForFreedPlaces` when places may come free). Answers
 * the subscriptions, read again under the locks. A student who signed up between the two reads
 * is locked last, out of order: rare, and a deadlock it causes is retried by the store.
 */
export async function lockExcursionsWithSubscribers(
  tx: Tx,
  excursionIds: string[],
  options: { freesPlaces?: boolean } = {},
) {
  const read = async () =>
    (await Promise.all(excursionIds.map((id) => tx.listSubscriptions({ excursionId: id })))).flat()
  const seen = new Set((await read()).map((s) => s.student_id))
  if (options.freesPlaces) await lockForFreedPlaces(tx, [...seen], excursionIds)
  else await lockInOrder(tx, { students: seen, excursions: excursionIds })
  const subscriptions = await read()
  const late = subscriptions.map((s) => s.student_id).filter((id) => !seen.has(id))
  if (late.length) await lockInOrder(tx, { students: late })
  return subscriptions
}
