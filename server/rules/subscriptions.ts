import dayjs from 'dayjs'
import { can } from '~contract/access'
import { findScope } from '@/lib/scopes'
import { acceptField, hasCompleteIdData, profileSchema } from '@/features/profile/schemas'
import { movePreference, removeSubscription } from '@/features/subscriptions/preferences'
import { refuse, refuseSubscription } from '../errors'
import { etagOf, jsonWithTag, matchesTag, notModified } from '../http/etag'
import { serverMessages } from '../messages'
import type { SubscriptionRow, Tx } from '../store/store'
import { audit, caller, transaction, type RuleContext } from './context'
import {
  collectsWishes,
  holdsPlace,
  isPreference,
  placesTaken,
  requireOpenWindow,
  roundOf,
  roundsByScope,
} from './rounds'
import { lockForFreedPlaces, lockInOrder } from './locks'
import { afterSeatsFreed } from './waiting-list'

export { afterSeatsFreed }

/** The rank rules of the app (preferences.ts), applied to one student's rows in one scope. */
async function applyRanks(
  tx: Tx,
  before: SubscriptionRow[],
  after: { _id: string; preference: number }[],
) {
  const old = new Map(before.map((s) => [s._id, s.preference]))
  for (const s of after)
    if (old.get(s._id) !== s.preference)
      await tx.updateSubscription(s._id, { preference: s.preference })
}

/** The ranks left in a student's scope close up to 1..n, in their order. */
export async function closeUpRanks(tx: Tx, studentId: string, scope: string) {
  const own = await tx.subscriptionsOfStudent(studentId, scope)
  const ordered = [...own].sort((a, b) => a.preference - b.preference)
  await applyRanks(
    tx,
    own,
    ordered.map((s, i) => ({ _id: s._id, preference: i + 1 })),
  )
}

/** A subscription as the API answers it: with whether it holds a place (README "Inschrijfrondes"). */
export const subscriptionAnswer = (row: SubscriptionRow, placed: boolean) => ({ ...row, placed })

/**
 * GET subscriptions/all: everyone's for the overviews' users, one's own for others (JSON as the
 * database writes it). Nothing changed since the caller's copy (`If-None-Match`): 304, unbuilt.
 */
export async function listSubscriptions(ctx: RuleContext, ifNoneMatch?: string) {
  const user = caller(ctx)
  const all = can(user, 'subscriptions:overview')
  return ctx.services.store.run(async (tx) => {
    // The version first: a change between it and the list makes the tag older, never newer.
    const tag = etagOf(await tx.dataVersion('subscriptions'), all ? 'all' : user._id)
    if (matchesTag(ifNoneMatch, tag)) return notModified(tag)
    const json = await tx.listSubscriptionsJson({
      ...(all ? {} : { studentId: user._id }),
      // Preference rounds: a wish holds a place only once it is placed (README "Inschrijfrondes").
      markedScopes: (await tx.listRounds()).filter(isPreference).map((r) => r.scope),
    })
    return jsonWithTag(json, tag)
  })
}

/**
 * POST subscriptions/subscribe. Without `_id` a new subscription; with the `_id` of one of the
 * caller's own it moves that one to `preference`, the one holding that rank taking the old one.
 * Checked and written under locks on the student and the excursion (in that order, in every
 * transaction), so two students never take the same last place and a repeated request finds
 * the first one's subscription.
 */
export function subscribe(
  ctx: RuleContext,
  body: { _id?: string; excursion_id: string; preference: number },
) {
  const student = caller(ctx)
  if (!can(student, 'subscriptions:own'))
    refuseSubscription(serverMessages.subscriptions.onlyStudents)
  return transaction(ctx, async (tx) => {
    await lockInOrder(tx, { students: [student._id], excursions: [body.excursion_id] })
    const excursion =
      (await tx.excursionById(body.excursion_id)) ??
      refuseSubscription(serverMessages.subscriptions.excursionGone)
    const scope =
      findScope(excursion.scope) ?? refuseSubscription(serverMessages.subscriptions.unknownScope)
    const siblings = await tx.subscriptionsOfStudent(student._id, excursion.scope)
    const round = await roundOf(tx, excursion.scope)

    if (body._id) {
      const moved = siblings.find((s) => s._id === body._id && s.excursion_id === excursion._id)
      if (!moved) return refuseSubscription(serverMessages.subscriptions.subscriptionGone)
      // Wishes are the placement's input: they change only while the window is open.
      if (isPreference(round)) requireOpenWindow(round, ctx.now)
      if (body.preference > siblings.length)
        refuseSubscription(serverMessages.subscriptions.rankRange(siblings.length))
      const scopeOf = () => excursion.scope
      await applyRanks(tx, siblings, movePreference(siblings, moved._id, body.preference, scopeOf))
      const after = (await tx.subscriptionById(moved._id))!
      await audit(tx, ctx, {
        action: 'subscription.move',
        recordType: 'subscription',
        recordId: moved._id,
        before: moved,
        after,
      })
      return subscriptionAnswer(after, holdsPlace(round, after))
    }

    requireOpenWindow(round, ctx.now)
    if (siblings.some((s) => s.excursion_id === excursion._id))
      refuseSubscription(serverMessages.subscriptions.already)
    if (round.max_wishes !== null) {
      if (siblings.length >= round.max_wishes)
        refuseSubscription(
          isPreference(round)
            ? serverMessages.rounds.tooManyWishes(round.max_wishes)
            : serverMessages.rounds.tooManySubscriptions(round.max_wishes),
        )
      if (body.preference > round.max_wishes)
        refuseSubscription(serverMessages.subscriptions.rankRange(round.max_wishes))
    }
    const profile = profileSchema.parse(await tx.profileOfUser(student._id))
    if (!profile[acceptField(scope.terms)])
      refuseSubscription(serverMessages.subscriptions.termsFirst)
    if (scope.needsIdData && !hasCompleteIdData(profile, dayjs(ctx.now)))
      refuseSubscription(serverMessages.subscriptions.idDataFirst)
    // Wishes are not places: while they are collected, capacity refuses none.
    if (
      !collectsWishes(round) &&
      excursion.capacity !== null &&
      (await placesTaken(tx, round, excursion._id)) >= excursion.capacity
    )
      refuseSubscription(serverMessages.subscriptions.full)
    if (siblings.some((s) => s.preference === body.preference))
      refuseSubscription(serverMessages.subscriptions.rankTaken(body.preference))
    const record: SubscriptionRow = {
      _id: tx.newId('s-'),
      excursion_id: excursion._id,
      student_id: student._id,
      scope: excursion.scope,
      preference: body.preference,
      timestamp: ctx.now.toISOString(),
      payed: false,
      placed_via: null,
      placed_rank: null,
    }
    await tx.insertSubscription(record)
    await audit(tx, ctx, {
      action: 'subscription.create',
      recordType: 'subscription',
      recordId: record._id,
      after: record,
    })
    return subscriptionAnswer(record, holdsPlace(round, record))
  })
}

/** POST subscriptions/unsubscribe: one's own, or anyone's for the overviews' users. */
export function unsubscribe(ctx: RuleContext, body: { id: string }) {
  const user = caller(ctx)
  return transaction(ctx, async (tx) => {
    const found =
      (await tx.subscriptionById(body.id)) ??
      refuseSubscription(serverMessages.subscriptions.subscriptionGone)
    if (found.student_id !== user._id && !can(user, 'subscriptions:overview'))
      refuse(403, serverMessages.session.forbidden)
    await lockForFreedPlaces(tx, [found.student_id], [found.excursion_id])
    // Read again under the locks: a parallel unsubscribe may have been first.
    const sub =
      (await tx.subscriptionById(body.id)) ??
      refuseSubscription(serverMessages.subscriptions.subscriptionGone)
    const own = await tx.subscriptionsOfStudent(sub.student_id, sub.scope)
    await tx.deleteSubscriptions([sub._id])
    // Leaving an excursion is leaving its waiting list too (a wish without a place).
    const entries = await tx.waitingEntries({ studentId: sub.student_id })
    await tx.deleteWaitingEntries(
      entries.filter((w) => w.excursion_id === sub.excursion_id).map((w) => w.id),
    )
    // Ranks stay 1..n within the scope, keeping their order.
    await applyRanks(
      tx,
      own.filter((s) => s._id !== sub._id),
      removeSubscription(own, sub._id, () => sub.scope),
    )
    await afterSeatsFreed(tx, ctx, [sub.excursion_id])
    await audit(tx, ctx, {
      action: 'subscription.delete',
      recordType: 'subscription',
      recordId: sub._id,
      before: sub,
    })
    return { message: serverMessages.subscriptions.unsubscribed }
  })
}

/** POST subscriptions/unsubscribe/all: every subscription in a scope. */
export function unsubscribeAll(ctx: RuleContext, body: { scope: string }) {
  return transaction(ctx, async (tx) => {
    const excursionIds = await tx.excursionIdsInScopes([body.scope])
    await lockInOrder(tx, { excursions: excursionIds })
    const deleted = await tx.deleteSubscriptionsInScopes([body.scope])
    // Nobody is left to move up into: the scope's waiting lists go with its subscriptions.
    const waiting = await tx.waitingEntries({ excursionIds })
    await tx.deleteWaitingEntries(waiting.map((w) => w.id))
    await audit(tx, ctx, {
      action: 'subscription.delete-all',
      recordType: 'scope',
      recordId: body.scope,
      before: { subscriptions: deleted, waiting: waiting.length },
    })
    return { deleted }
  })
}

/** POST subscriptions/payed. */
export function setPayed(ctx: RuleContext, body: { id: string; payed: boolean }) {
  return transaction(ctx, async (tx) => {
    const before =
      (await tx.subscriptionById(body.id)) ?? refuse(404, serverMessages.subscriptions.notFound)
    await tx.updateSubscription(before._id, { payed: body.payed })
    const after = subscriptionAnswer(
      { ...before, payed: body.payed },
      holdsPlace((await roundsByScope(tx)).get(before.scope), before),
    )
    await audit(tx, ctx, {
      action: 'subscription.payed',
      recordType: 'subscription',
      recordId: before._id,
      before: { payed: before.payed },
      after: { payed: after.payed },
    })
    return after
  })
}
