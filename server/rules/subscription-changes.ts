/**
 * What is done to subscriptions once they exist: leaving one (a student's own, or anyone's for the
 * overviews' users), clearing a scope, and marking one paid. Made by subscriptions.ts.
 */
import { can } from '~domain/access'
import { removeSubscription } from '~domain/preferences'
import { refuse, refuseSubscription } from '../errors'
import { serverMessages } from '../messages'
import type { SubscriptionRow, Tx } from '../store/store'
import { audit, caller, transaction, type RuleContext } from './context'
import { holdsPlace, roundsByScope } from './rounds'
import { lockForFreedPlaces, lockInOrder } from './locks'
import { applyRanks, subscriptionAnswer } from './subscriptions'
import { afterSeatsFreed } from './waiting-list'

/** POST subscriptions/unsubscribe: one's own, or anyone's for the overviews' users. */
export function unsubscribe(ctx: RuleContext, body: { id: string }) {
  const user = caller(ctx)
  return transaction(ctx, async (tx) => {
    const found =
      (await tx.subscriptions.get(body.id)) ??
      refuseSubscription(serverMessages.subscriptions.subscriptionGone)
    // Another's subscription is, to a student, as one that does not exist (issue 43: no 403
    // against 406 to probe ids with); staff without the overview get the access rule's 403.
    if (found.student_id !== user._id && !can(user, 'subscriptions:overview'))
      if (user.role === 'student') refuseSubscription(serverMessages.subscriptions.subscriptionGone)
      else refuse(403, serverMessages.session.forbidden)
    await lockForFreedPlaces(tx, [found.student_id], [found.excursion_id])
    // Read again under the locks: a parallel unsubscribe may have been first.
    const sub =
      (await tx.subscriptions.get(body.id)) ??
      refuseSubscription(serverMessages.subscriptions.subscriptionGone)
    await dropSubscription(tx, ctx, sub)
    return { message: serverMessages.subscriptions.unsubscribed }
  })
}

/**
 * Removes a subscription under the caller's locks (`lockForFreedPlaces`): its waiting list entry
 * goes with it, the student's ranks close up, the place moves to the first in line, audited as
 * an unsubscribe (`why`: a reason the school removed it, e.g. no parent's consent by the date).
 */
export async function dropSubscription(
  tx: Tx,
  ctx: RuleContext,
  sub: SubscriptionRow,
  why?: { reason: 'consent-deadline' },
) {
  const own = await tx.subscriptionsOfStudent(sub.student_id, sub.scope)
  await tx.subscriptions.delete([sub._id])
  // Leaving an excursion is leaving its waiting list too (a wish without a place).
  const entries = await tx.waitingEntries({ studentId: sub.student_id })
  await tx.waitingList.delete(
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
    after: why ?? null,
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
    await tx.waitingList.delete(waiting.map((w) => w.id))
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
      (await tx.subscriptions.get(body.id)) ?? refuse(404, serverMessages.subscriptions.notFound)
    await tx.subscriptions.update(before._id, { payed: body.payed })
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
