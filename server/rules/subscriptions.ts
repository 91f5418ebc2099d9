import { can } from '~domain/access'
import { movePreference } from '~domain/preferences'
import { ApiError, refuseSubscription } from '../errors'
import { listAnswer } from '../http/list-cache'
import { serverMessages } from '../messages'
import type { FairStartRow, RoundRow, SubscriptionRow, Tx } from '../store/store'
import { WithStatus } from './answers'
import { audit, caller, transaction, type RuleContext } from './context'
import { holdsPlace, isPreference, requireOpenWindow, roundOf } from './rounds'
import {
  entryAnswers,
  fairStartEnd,
  fairStartOrder,
  inFairStart,
  newFairStartSeed,
} from './fair-start'
import {
  createSubscription,
  decideSignUp,
  loadSignUp,
  subscribeInOne,
  subscriptionAnswer,
  type SignUp,
} from './sign-up'
import { afterSeatsFreed } from './waiting-list'
import { askAfterSignUp } from './consent'
import type { ParentInput } from '~contract/schemas/consent'

export { afterSeatsFreed }

/** The rank rules of the app (preferences.ts), applied to one student's rows in one scope. */
export async function applyRanks(
  tx: Tx,
  before: SubscriptionRow[],
  after: { _id: string; preference: number }[],
) {
  const old = new Map(before.map((s) => [s._id, s.preference]))
  for (const s of after)
    if (old.get(s._id) !== s.preference)
      await tx.subscriptions.update(s._id, { preference: s.preference })
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

/**
 * GET subscriptions/all: everyone's for the overviews' users, one's own for others (JSON as the
 * database writes it), with its tag. Nothing changed since the list was last built for this
 * caller: the answer kept then, unbuilt.
 */
export async function listSubscriptions(ctx: RuleContext) {
  const user = caller(ctx)
  const all = can(user, 'subscriptions:overview')
  const { store } = ctx.services
  return store.run(
    (tx) =>
      listAnswer(store, tx, 'subscriptions', all ? 'all' : user._id, async () =>
        tx.listSubscriptionsJson({
          ...(all ? {} : { studentId: user._id }),
          // Preference rounds: a wish holds a place only once it is placed (docs/rounds.md).
          markedScopes: (await tx.listRounds()).filter(isPreference).map((r) => r.scope),
        }),
      ),
    // A poll goes before a rush's writes (issue 39).
    { first: true },
  )
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
  decideSignUp(ctx, signUp, preference, { taken: false, pending: queued, parent })
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

/** How many queued sign-ups one transaction handles (the queue moves on while students watch). */
const FAIR_START_BATCH = 100

/**
 * Handles the next queued sign-ups of a scope whose fair start has closed, in the drawn order
 * (drawing the seed first, once: stored with the round and written to Logboek). Each is decided
 * by the one sign-up rule, as its student. Answers how many still wait.
 */
export function handleFairStart(ctx: RuleContext, scope: string, limit = FAIR_START_BATCH) {
  return transaction(ctx, async (tx) => {
    // One instance at a time hands out the queue's places.
    await tx.lock({ rounds: [scope] })
    const round = await roundOf(tx, scope)
    const end = fairStartEnd(round)
    if (end === null || ctx.now.getTime() < end) return 0
    const entries = await tx.fairStartEntries(scope)
    const waiting = entries.filter((e) => e.result === null)
    if (!waiting.length) return 0
    let seed = round.fair_start_seed
    if (seed === null) {
      seed = newFairStartSeed()
      await tx.rounds.save({ ...round, fair_start_seed: seed })
      await audit(tx, ctx, {
        action: 'round.fair-start-draw',
        recordType: 'round',
        recordId: scope,
        after: {
          seed,
          closed_at: new Date(end).toISOString(),
          requests: entries.length,
          students: new Set(entries.map((e) => e.student_id)).size,
        },
      })
    }
    const turn = fairStartOrder(entries, seed)
      .filter((e) => e.result === null)
      .slice(0, limit)
    for (const entry of turn) {
      const user = await tx.users.get(entry.student_id)
      let result = 'ok'
      let subscriptionId: string | null = null
      try {
        if (!user || !can(user, 'subscriptions:own'))
          refuseSubscription(serverMessages.subscriptions.onlyStudents)
        const asStudent = { ...ctx, user }
        const created = await createSubscription(
          tx,
          asStudent,
          await loadSignUp(tx, asStudent, entry.excursion_id),
          entry.preference,
        )
        subscriptionId = created._id
      } catch (error) {
        // A refusal is this request's result; anything else ends the batch (rolled back).
        if (!(error instanceof ApiError)) throw error
        result = error.message
      }
      await tx.fairStart.update(entry.id, {
        handled_at: ctx.now.toISOString(),
        result,
        subscription_id: subscriptionId,
      })
    }
    return waiting.length - turn.length
  })
}

/** A sign-up that found a closed fair start's line still waiting: the line goes first. */
class LineFirst extends Error {
  constructor(readonly scope: string) {
    super('fair start line first')
  }
}

/**
 * GET subscriptions/queue: the caller's queued sign-ups, with their place in line and their
 * result. A queue that has closed is moved on by one batch first.
 */
export async function listFairStart(ctx: RuleContext) {
  const student = caller(ctx)
  const { store } = ctx.services
  const open = await store.run((tx) => tx.fairStartEntriesOf(student._id))
  for (const scope of new Set(open.filter((e) => e.result === null).map((e) => e.scope)))
    await handleFairStart(ctx, scope)
  return store.run(async (tx) => {
    const own = await tx.fairStartEntriesOf(student._id)
    const queues = new Map<string, { round: RoundRow; entries: FairStartRow[] }>()
    for (const scope of new Set(own.map((e) => e.scope))) {
      const round = await roundOf(tx, scope)
      const waiting = own.some((e) => e.scope === scope && e.result === null)
      queues.set(scope, { round, entries: waiting ? await tx.fairStartEntries(scope) : [] })
    }
    return entryAnswers(own, queues)
  })
}

/**
 * POST subscriptions/subscribe. Without `_id` a new subscription; with the `_id` of one of the
 * caller's own it moves that one to `preference`, the one holding that rank taking the old one.
 * Checked and written under locks on the student and the excursion (in that order, in every
 * transaction), so two students never take the same last place and a repeated request finds
 * the first one's subscription. In a fair start's first seconds a new one is queued instead.
 */
export async function subscribe(
  ctx: RuleContext,
  body: { _id?: string; excursion_id: string; preference: number; parent?: ParentInput },
) {
  const student = caller(ctx)
  if (!can(student, 'subscriptions:own'))
    refuseSubscription(serverMessages.subscriptions.onlyStudents)
  const answer = await subscribeOrMove(ctx, body)
  // A trip that needs this student's parent's consent was refused without a parent (the
  // decision); with one, the parent's mail follows the sign-up (issue 44).
  if (body.parent && !body._id && !(answer instanceof WithStatus))
    await askAfterSignUp(ctx, body.excursion_id, body.parent)
  return answer
}

async function subscribeOrMove(
  ctx: RuleContext,
  body: { _id?: string; excursion_id: string; preference: number; parent?: ParentInput },
) {
  if (!body._id) {
    const created = await subscribeInOne(
      ctx,
      body.excursion_id,
      body.preference,
      body.parent ?? null,
    )
    if (created) return created
  }
  // At most twice: a line handled once stays handled (nothing joins it after it closed).
  for (let attempt = 1; ; attempt++) {
    try {
      return await subscribeOnce(ctx, body)
    } catch (error) {
      if (!(error instanceof LineFirst) || attempt > 2) throw error
      while ((await handleFairStart(ctx, error.scope)) > 0);
    }
  }
}

function subscribeOnce(
  ctx: RuleContext,
  body: { _id?: string; excursion_id: string; preference: number; parent?: ParentInput },
) {
  return transaction(ctx, async (tx) => {
    const signUp = await loadSignUp(tx, ctx, body.excursion_id)
    const { excursion, siblings, round } = signUp

    if (body._id) {
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
    }
    const parent = body.parent ?? null
    if (inFairStart(round, ctx.now)) return queueSignUp(tx, ctx, signUp, body.preference, parent)
    // After a fair start, whoever was in its line goes first (only such rounds pay this read).
    const end = fairStartEnd(round)
    if (end !== null && ctx.now.getTime() >= end && (await tx.fairStartWaiting(round.scope)) > 0)
      throw new LineFirst(round.scope)
    return createSubscription(tx, ctx, signUp, body.preference, parent)
  })
}
