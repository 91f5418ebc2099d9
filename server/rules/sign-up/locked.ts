// A sign-up under the transaction's locks (the student's, then the excursion's, in every
// transaction): a round with a fair start (queued in its first seconds, its line first after),
// facts that kept changing under the one-statement write, a queued sign-up handled, a move.
import type { ParentInput } from '~contract/schemas/consent'
import { movePreference } from '~domain/preferences'
import { refuseSubscription } from '../../errors'
import { serverMessages } from '../../messages'
import type { SignUpFacts, Tx } from '../../store/store'
import { WithStatus } from '../answers'
import { audit, caller, transaction, type RuleContext } from '../context'
import { lockInOrder } from '../locks'
import { holdsPlace, isPreference, requireOpenWindow } from '../rounds'
import { applyRanks, subscriptionAnswer } from '../subscriptions'
import { decideSignUp, decisionOf, signUpOf, type SignUp } from './decide'
import { entryAnswers, fairStartEnd, inFairStart } from './fair-start'

/** A sign-up's facts read under the student's and the excursion's locks (null: no excursion). */
export async function loadSignUp(tx: Tx, ctx: RuleContext, excursionId: string) {
  await lockInOrder(tx, { students: [caller(ctx)._id], excursions: [excursionId] })
  return tx.signUpFacts(caller(ctx)._id, excursionId)
}

/**
 * A new subscription on facts read under the transaction's locks: decided, written, audited.
 * `parent`: as the sign-up names one; undefined where consent was decided before (a queued one).
 */
export async function createSubscription(
  tx: Tx,
  ctx: RuleContext,
  facts: SignUpFacts | null,
  preference: number,
  parent?: ParentInput | null,
) {
  const { decision, write, answer } = decideSignUp(ctx, facts, preference, tx.newId('s-'), parent)
  if (!decision.may) refuseSubscription(decision.message)
  await tx.subscriptions.insert(write.row)
  await tx.insertAudit(write.audit)
  return answer
}

/**
 * A sign-up in a fair start's first seconds: the student's own checks now (so a missing
 * acceptance is said at once), then queued (202) for the draw.
 */
async function queueSignUp(
  tx: Tx,
  ctx: RuleContext,
  signUp: SignUp,
  preference: number,
  parent: ParentInput | null,
) {
  const queued = (await tx.fairStartEntriesOf(signUp.student._id)).filter(
    (e) => e.scope === signUp.excursion.scope && e.result === null,
  )
  const decision = decisionOf(ctx, signUp, preference, { taken: false, pending: queued, parent })
  if (!decision.may) refuseSubscription(decision.message)
  const entry = await tx.insertFairStartEntry({
    scope: signUp.excursion.scope,
    student_id: signUp.student._id,
    excursion_id: signUp.excursion._id,
    preference,
    arrived_at: ctx.now.toISOString(),
  })
  const [answer] = entryAnswers(
    [entry],
    new Map([[entry.scope, { round: signUp.round, entries: [] }]]),
  )
  return new WithStatus(202, {
    queued: true,
    message: serverMessages.subscriptions.queued,
    entry: answer,
  })
}

/**
 * A new sign-up in one locked transaction: queued in a fair start's first seconds, else written.
 * `{ lineFirst }`: a closed fair start's line still waits, and goes first (only such rounds pay
 * this read).
 */
export function signUpLocked(
  ctx: RuleContext,
  excursionId: string,
  preference: number,
  parent: ParentInput | null,
) {
  return transaction(ctx, async (tx) => {
    const facts = await loadSignUp(tx, ctx, excursionId)
    const signUp = signUpOf(ctx, facts)
    const { round } = signUp
    if (inFairStart(round, ctx.now)) return queueSignUp(tx, ctx, signUp, preference, parent)
    const end = fairStartEnd(round)
    const closed = end !== null && ctx.now.getTime() >= end
    if (closed && (await tx.fairStartWaiting(round.scope)) > 0) return { lineFirst: round.scope }
    return createSubscription(tx, ctx, facts, preference, parent)
  })
}

/**
 * A move of one of the caller's own subscriptions to `preference`, the one holding that rank
 * taking the old one (wishes only while the window is open).
 */
export function moveSubscription(
  ctx: RuleContext,
  body: { _id: string; excursion_id: string; preference: number },
) {
  return transaction(ctx, async (tx) => {
    const { excursion, siblings, round } = signUpOf(
      ctx,
      await loadSignUp(tx, ctx, body.excursion_id),
    )
    const moved = siblings.find((s) => s._id === body._id && s.excursion_id === excursion._id)
    if (!moved) return refuseSubscription(serverMessages.subscriptions.subscriptionGone)
    // Wishes are the placement's input: they change only while the window is open.
    if (isPreference(round)) requireOpenWindow(round, ctx.now)
    if (body.preference > siblings.length)
      refuseSubscription(serverMessages.subscriptions.rankRange(siblings.length))
    const scopeOf = () => excursion.scope
    await applyRanks(tx, siblings, movePreference(siblings, moved._id, body.preference, scopeOf))
    const after = (await tx.subscriptions.get(moved._id))!
    await audit(tx, ctx, {
      action: 'subscription.move',
      recordType: 'subscription',
      recordId: moved._id,
      before: moved,
      after,
    })
    return subscriptionAnswer(after, holdsPlace(round, after))
  })
}
