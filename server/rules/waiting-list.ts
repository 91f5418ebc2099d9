import { can } from '~domain/access'
import { findScope } from '~domain/scopes'
import { excursionHasStarted } from '~domain/window'
import { refuseSubscription } from '../errors'
import { serverMessages } from '../messages'
import type { ExcursionRow, RoundRow, SubscriptionRow, Tx, WaitingRow } from '../store/store'
import { audit, caller, transaction, type RuleContext } from './context'
import { newSubscription } from './sign-up/row'
import { requireSignUpSteps } from './sign-up/steps'
import { mailWaitingListPlace } from './student-mail'
import { lockInOrder } from './locks'
import {
  collectsWishes,
  droppedOf,
  isPublished,
  placesTaken,
  publishedRun,
  refuseBeforeOpening,
  roundOf,
} from './rounds'

/**
 * Waiting lists (docs/rounds.md): in a first-come round for a full excursion, and in a
 * preference round once its placement is published. First in line is the oldest entry. When a
 * place frees up, the first in line is placed at once, in the same transaction as the change
 * that freed it, until the excursion is full again, its list is empty, or its day has come.
 */

/** Positions in line (1 = next) of the given entries, from the lists they are on. */
export async function positionsOf(tx: Tx, entries: WaitingRow[]): Promise<Map<number, number>> {
  return positionsIn(
    await tx.waitingEntries({ excursionIds: [...new Set(entries.map((e) => e.excursion_id))] }),
  )
}

/** Each entry's place in its list (1 = first in line), from whole lists in their order. */
export function positionsIn(lists: WaitingRow[]): Map<number, number> {
  const positions = new Map<number, number>()
  const seen = new Map<string, number>()
  for (const entry of lists) {
    const position = (seen.get(entry.excursion_id) ?? 0) + 1
    seen.set(entry.excursion_id, position)
    positions.set(entry.id, position)
  }
  return positions
}

/** Whether the round's published placement dropped this excursion (below its minimum). */
const isDropped = async (tx: Tx, round: RoundRow, excursionId: string) =>
  droppedOf(await publishedRun(tx, round)).includes(excursionId)

/** Whether a place at this excursion can be given from its waiting list now. */
async function freePlaces(tx: Tx, ctx: RuleContext, excursion: ExcursionRow, round: RoundRow) {
  if (collectsWishes(round)) return 0
  if (excursionHasStarted(excursion.datetime, ctx.now)) return 0
  if (excursion.capacity === null) return Number.POSITIVE_INFINITY
  return excursion.capacity - (await placesTaken(tx, round, excursion._id))
}

const nextRank = (own: SubscriptionRow[]) => Math.max(0, ...own.map((s) => s.preference)) + 1

/** In a first-come round with a maximum: the student has as many subscriptions as it allows. */
const atMaximum = (round: RoundRow, own: SubscriptionRow[]) =>
  !isPublished(round) && round.max_wishes !== null && own.length >= round.max_wishes

/** `promote`'s answer for a student who cannot take the place now. */
const PASSED_OVER = Symbol('passed over')

/**
 * Gives the first in line of `excursion` its place. In a first-come round: a subscription with
 * the student's next rank. In a published placement: the place, with their wish there if they
 * had one (else a new subscription); the place they held is given up (and its excursion's list
 * moves up in turn), and they leave the lists of wishes they ranked below the new place.
 * Answers the excursion whose place was given up, if any, or PASSED_OVER.
 */
async function promote(
  tx: Tx,
  ctx: RuleContext,
  excursion: ExcursionRow,
  round: RoundRow,
  entry: WaitingRow,
): Promise<string | null | typeof PASSED_OVER> {
  await lockInOrder(tx, { students: [entry.student_id] })
  const own = await tx.subscriptionsOfStudent(entry.student_id, excursion.scope)
  const there = own.find((s) => s.excursion_id === excursion._id)
  // A first-come round's maximum holds here too: a student who signed up elsewhere up to it
  // since joining is passed over, and keeps their place in line (room may come).
  if (atMaximum(round, own) && !there) return PASSED_OVER
  let given: string | null = null
  let subscriptionId: string
  const leave: number[] = [entry.id]
  if (!isPublished(round)) {
    if (there) {
      // Already has a place there (an admin's change): the entry is simply done.
      subscriptionId = there._id
    } else {
      subscriptionId = tx.newId('s-')
      await tx.subscriptions.insert(
        newSubscription(subscriptionId, excursion, entry.student_id, nextRank(own), ctx.now),
      )
    }
  } else {
    const held = own.find((s) => s.placed_via !== null && s.excursion_id !== excursion._id)
    if (held) {
      await lockInOrder(tx, { excursions: [held.excursion_id] })
      await tx.subscriptions.update(held._id, { placed_via: null, placed_rank: null })
      given = held.excursion_id
    }
    if (there) {
      subscriptionId = there._id
      await tx.subscriptions.update(there._id, {
        placed_via: 'waiting-list',
        placed_rank: there.preference,
      })
      // Lists of wishes ranked below the new place would only move the student down.
      const below = new Set(
        own.filter((s) => s.preference > there.preference).map((s) => s.excursion_id),
      )
      for (const other of await tx.waitingEntries({ studentId: entry.student_id }))
        if (below.has(other.excursion_id)) leave.push(other.id)
    } else {
      subscriptionId = tx.newId('s-')
      await tx.subscriptions.insert({
        ...newSubscription(subscriptionId, excursion, entry.student_id, nextRank(own), ctx.now),
        placed_via: 'waiting-list',
      })
    }
  }
  await tx.waitingList.delete(leave)
  await audit(tx, ctx, {
    action: 'waiting-list.promote',
    recordType: 'subscription',
    recordId: subscriptionId,
    after: {
      student_id: entry.student_id,
      excursion_id: excursion._id,
      gave_up: given,
      left_lists: leave.length - 1,
    },
  })
  await mailWaitingListPlace(tx, ctx, entry.student_id, excursion.name)
  return given
}

/**
 * Places became free on these excursions (an unsubscribe, a deleted student, a raised capacity,
 * a student moved up elsewhere): each waiting list moves up, under the locks the caller holds
 * (and those a promotion adds). Ends: every entry promoted is one entry less.
 */
export async function afterSeatsFreed(tx: Tx, ctx: RuleContext, excursionIds: string[]) {
  const work = [...new Set(excursionIds)].sort()
  while (work.length) {
    const excursion = await tx.excursions.get(work.shift()!)
    if (!excursion) continue
    const round = await roundOf(tx, excursion.scope)
    // A dropped excursion gives no places; asked once, the round does not change here.
    if (await isDropped(tx, round, excursion._id)) continue
    let passedOver = 0
    while ((await freePlaces(tx, ctx, excursion, round)) > 0) {
      // The line in order, without those passed over in this pass.
      const next = (await tx.waitingEntries({ excursionIds: [excursion._id] }))[passedOver]
      if (!next) break
      const given = await promote(tx, ctx, excursion, round, next)
      if (given === PASSED_OVER) passedOver++
      else if (given && !work.includes(given)) work.push(given)
    }
  }
}

/**
 * POST waiting_list/join. In a first-come round for a full excursion (the same terms and ID data
 * as a sign-up). In a published placement for any excursion that runs: with a free place the
 * student is placed at once (leaving the place they had in the scope).
 */
export function joinWaitingList(ctx: RuleContext, body: { excursion_id: string }) {
  const student = caller(ctx)
  if (!can(student, 'subscriptions:own'))
    refuseSubscription(serverMessages.subscriptions.onlyStudents)
  return transaction(ctx, async (tx) => {
    const found = await tx.excursions.get(body.excursion_id)
    // The first in line elsewhere is not needed: joining frees no place, it may take one.
    const held = (await tx.subscriptionsOfStudent(student._id)).filter((s) => s.placed_via)
    await lockInOrder(tx, {
      students: [student._id],
      excursions: [body.excursion_id, ...held.map((s) => s.excursion_id)],
    })
    const excursion = found ?? refuseSubscription(serverMessages.subscriptions.excursionGone)
    const scope =
      findScope(excursion.scope) ?? refuseSubscription(serverMessages.subscriptions.unknownScope)
    const round = await roundOf(tx, excursion.scope)
    if (collectsWishes(round)) refuseSubscription(serverMessages.waiting.notYet)
    refuseBeforeOpening(round, ctx.now)
    if (excursionHasStarted(excursion.datetime, ctx.now))
      refuseSubscription(serverMessages.waiting.started)
    if (await isDropped(tx, round, excursion._id))
      refuseSubscription(serverMessages.waiting.dropped)
    const own = await tx.subscriptionsOfStudent(student._id, excursion.scope)
    const there = own.find((s) => s.excursion_id === excursion._id)
    if (there && !isPublished(round)) refuseSubscription(serverMessages.subscriptions.already)
    if (there?.placed_via) refuseSubscription(serverMessages.waiting.alreadyPlaced)
    const mine = await tx.waitingEntries({ studentId: student._id })
    if (mine.some((w) => w.excursion_id === excursion._id))
      refuseSubscription(serverMessages.waiting.already)
    await requireSignUpSteps(tx, ctx, student._id, scope)
    if (!isPublished(round)) {
      // A place from the list is a sign-up: the round's maximum counts it.
      if (atMaximum(round, own))
        refuseSubscription(serverMessages.rounds.tooManySubscriptions(round.max_wishes!))
      if (excursion.capacity === null) refuseSubscription(serverMessages.waiting.noLimit)
      if ((await placesTaken(tx, round, excursion._id)) < excursion.capacity!)
        refuseSubscription(serverMessages.waiting.notFull)
    }
    const [entry] = await tx.insertWaitingEntries([
      { excursion_id: excursion._id, student_id: student._id, joined_at: ctx.now.toISOString() },
    ])
    await audit(tx, ctx, {
      action: 'waiting-list.join',
      recordType: 'excursion',
      recordId: excursion._id,
      after: entry,
    })
    // A free place (a published placement) is taken at once.
    await afterSeatsFreed(tx, ctx, [excursion._id])
    const still = (await tx.waitingEntries({ studentId: student._id })).find(
      (w) => w.id === entry!.id,
    )
    return {
      excursion_id: excursion._id,
      position: still ? ((await positionsOf(tx, [still])).get(still.id) ?? null) : null,
      placed: !still,
    }
  })
}

/** POST waiting_list/leave: the caller's own entry. */
export function leaveWaitingList(ctx: RuleContext, body: { excursion_id: string }) {
  const student = caller(ctx)
  return transaction(ctx, async (tx) => {
    await lockInOrder(tx, { students: [student._id] })
    const entry =
      (await tx.waitingEntries({ studentId: student._id })).find(
        (w) => w.excursion_id === body.excursion_id,
      ) ?? refuseSubscription(serverMessages.waiting.notOnList)
    await tx.waitingList.delete([entry.id])
    await audit(tx, ctx, {
      action: 'waiting-list.leave',
      recordType: 'excursion',
      recordId: entry.excursion_id,
      before: entry,
    })
    return { message: serverMessages.waiting.left }
  })
}
