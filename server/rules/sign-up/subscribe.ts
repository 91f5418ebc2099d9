// The server's sign-up in one folder (issue 40): this file is its entry, read as 'read, decide,
// write or queue'; ./decide.ts the one decision (domain/sign-up.ts signUpDecision) and what a
// write holds; ./locked.ts the sign-up under the transaction's locks (a fair start's queue and
// line, facts that kept changing, a move); ./queue.ts the fair start's queue handled;
// ./fair-start.ts its order; ./steps.ts the steps alone (ID data, terms) for a waiting list.
import type { ParentInput } from '~contract/schemas/consent'
import { can } from '~domain/access'
import { refuseSubscription } from '../../errors'
import { serverMessages } from '../../messages'
import { WithStatus } from '../answers'
import { askAfterSignUp } from '../consent'
import { caller, type RuleContext } from '../context'
import { decideSignUp } from './decide'
import { moveSubscription, signUpLocked } from './locked'
import { handleFairStart } from './queue'

type SubscribeBody = {
  _id?: string
  excursion_id: string
  preference: number
  parent?: ParentInput
}

/**
 * POST subscriptions/subscribe. Without `_id` a new subscription (below); with the `_id` of one
 * of the caller's own it moves that one to `preference` (./locked.ts). A trip that needs this
 * student's parent's consent was refused without a parent (the decision); with one, the
 * parent's mail follows the sign-up, and the answer carries the consent as it then is (issue 44).
 */
export async function subscribe(ctx: RuleContext, body: SubscribeBody) {
  if (!can(caller(ctx), 'subscriptions:own'))
    refuseSubscription(serverMessages.subscriptions.onlyStudents)
  if (body._id) return moveSubscription(ctx, { ...body, _id: body._id })
  const parent = body.parent ?? null
  const answer =
    (await signUpInOne(ctx, body.excursion_id, body.preference, parent)) ??
    (await signUpWithLocks(ctx, body.excursion_id, body.preference, parent))
  if (!body.parent || answer instanceof WithStatus) return answer
  const consent = await askAfterSignUp(ctx, body.excursion_id, body.parent)
  return consent ? { ...answer, consent } : answer
}

/**
 * A new sign-up: read, decide, write (issue 26; docs/benchmarks.md "A sign-up in one
 * statement"). One read of the facts, no lock; the one decision; then the write, which writes only if the facts decided on still hold under the locks (one statement on SQL). A
 * refusal needs no write: the read is one snapshot of what was committed while the request ran,
 * so it is true as of that moment, as a refusal under the locks is true as of theirs. Facts that
 * changed in between are decided on again. Null where the locked transaction decides: a round
 * with a fair start (its queue and its line come first), or facts that kept changing.
 */
async function signUpInOne(
  ctx: RuleContext,
  excursionId: string,
  preference: number,
  parent: ParentInput | null,
) {
  const { signUps } = ctx.services.store
  const read = await signUps.read(caller(ctx)._id, excursionId)
  let facts = read.facts
  const { id } = read
  for (let attempt = 1; attempt <= 3; attempt++) {
    const { queued, decision, write, answer } = decideSignUp(ctx, facts, preference, id, parent)
    if (queued) return null
    if (!decision.may) refuseSubscription(decision.message)
    const written = await signUps.write(write)
    if (written.written) return answer
    facts = written.facts
  }
  return null
}

/**
 * The same under the transaction's locks (./locked.ts), queued in a fair start's first seconds.
 * After a fair start, whoever was in its line goes first: handled, then decided again (at most
 * twice: a line handled once stays handled, nothing joins it after it closed).
 */
async function signUpWithLocks(
  ctx: RuleContext,
  excursionId: string,
  preference: number,
  parent: ParentInput | null,
) {
  for (let attempt = 1; ; attempt++) {
    const done = await signUpLocked(ctx, excursionId, preference, parent)
    if (!('lineFirst' in done)) return done
    if (attempt > 2) throw new Error('fair start line first')
    while ((await handleFairStart(ctx, done.lineFirst)) > 0);
  }
}
