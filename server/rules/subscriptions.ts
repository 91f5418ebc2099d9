import { can } from '~contract/access'
import { findScope } from '~domain/scopes'
import { movePreference } from '~domain/preferences'
import { ApiError, refuseSubscription } from '../errors'
import { listAnswer } from '../http/list-cache'
import { serverMessages } from '../messages'
import type {
  FairStartRow,
  RoundRow,
  SignUpFacts,
  SignUpWrite,
  SubscriptionRow,
  Tx,
} from '../store/store'
import { audit, auditRow, caller, transaction, type RuleContext } from './context'
import {
  collectsWishes,
  holdsPlace,
  isPreference,
  defaultRound,
  requireOpenWindow,
  roundOf,
  takenCount,
  takenOf,
} from './rounds'
import {
  entryAnswers,
  fairStartEnd,
  fairStartOrder,
  inFairStart,
  newFairStartSeed,
} from './fair-start'
import { requireStepsDone } from './sign-up-steps'
import { lockInOrder } from './locks'
import { afterSeatsFreed } from './waiting-list'

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
 * database writes it). Nothing changed since the caller's copy (`If-None-Match`): 304, unbuilt;
 * nothing changed since the list was last built for this caller: the answer kept then.
 */
export async function listSubscriptions(ctx: RuleContext, ifNoneMatch?: string) {
  const user = caller(ctx)
  const all = can(user, 'subscriptions:overview')
  const { store } = ctx.services
  return store.run((tx) =>
    listAnswer(store, tx, 'subscriptions', all ? 'all' : user._id, ifNoneMatch, async () =>
      tx.listSubscriptionsJson({
        ...(all ? {} : { studentId: user._id }),
        // Preference rounds: a wish holds a place only once it is placed (docs/rounds.md).
        markedScopes: (await tx.listRounds()).filter(isPreference).map((r) => r.scope),
      }),
    ),
  )
}

/**
 * What a sign-up is decided on: the student's and the excursion's locks, then one read (the
 * excursion, the student's subscriptions in its scope, its round, the profile, the counts).
 */
async function loadSignUp(tx: Tx, ctx: RuleContext, excursionId: string) {
  const student = caller(ctx)
  await lockInOrder(tx, { students: [student._id], excursions: [excursionId] })
  return signUpOf(ctx, await tx.signUpFacts(student._id, excursionId))
}

/** A sign-up's facts as the checks read them (none: the excursion is gone). */
function signUpOf(ctx: RuleContext, found: SignUpFacts | null) {
  const student = caller(ctx)
  const facts = found ?? refuseSubscription(serverMessages.subscriptions.excursionGone)
  const { excursion, siblings } = facts
  const scope =
    findScope(excursion.scope) ?? refuseSubscription(serverMessages.subscriptions.unknownScope)
  const round = facts.round ?? defaultRound(excursion.scope)
  return { student, excursion, scope, siblings, round, facts }
}
type SignUp = ReturnType<typeof signUpOf>

/**
 * The checks of a new sign-up that are the student's own (the window, doubles, the maximum, the
 * terms, ID data, the rank), counting `pending` too: sign-ups queued in a fair start.
 */
function checkOwnSignUp(
  ctx: RuleContext,
  { excursion, scope, siblings, round, facts }: SignUp,
  preference: number,
  pending: { excursion_id: string; preference: number }[] = [],
) {
  requireOpenWindow(round, ctx.now)
  const mine = [...siblings, ...pending]
  if (mine.some((s) => s.excursion_id === excursion._id))
    refuseSubscription(serverMessages.subscriptions.already)
  if (round.max_wishes !== null) {
    if (mine.length >= round.max_wishes)
      refuseSubscription(
        isPreference(round)
          ? serverMessages.rounds.tooManyWishes(round.max_wishes)
          : serverMessages.rounds.tooManySubscriptions(round.max_wishes),
      )
    if (preference > round.max_wishes)
      refuseSubscription(serverMessages.subscriptions.rankRange(round.max_wishes))
  }
  requireStepsDone(facts.profile, ctx, scope)
  return mine
}

/**
 * The checks of a new subscription: the student's own, a free place, a free rank. Answers the
 * count its place is held against, if one is (a write must find it still under the capacity).
 */
function checkNewSubscription(
  ctx: RuleContext,
  signUp: SignUp,
  preference: number,
): SignUpWrite['capacity'] {
  const { excursion, round } = signUp
  const mine = checkOwnSignUp(ctx, signUp, preference)
  // Wishes are not places: while they are collected, capacity refuses none.
  const held = !collectsWishes(round) && excursion.capacity !== null
  if (held && takenOf(round, signUp.facts) >= excursion.capacity!)
    refuseSubscription(serverMessages.subscriptions.full)
  if (mine.some((s) => s.preference === preference))
    refuseSubscription(serverMessages.subscriptions.rankTaken(preference))
  const count = held ? takenCount(round) : null
  return count ? { count, of: excursion.capacity! } : null
}

/** A new subscription's row and its Logboek entry. */
function newSubscription(ctx: RuleContext, signUp: SignUp, preference: number, id: string) {
  const record: SubscriptionRow = {
    _id: id,
    excursion_id: signUp.excursion._id,
    student_id: signUp.student._id,
    scope: signUp.excursion.scope,
    preference,
    timestamp: ctx.now.toISOString(),
    payed: false,
    placed_via: null,
    placed_rank: null,
  }
  const entry = {
    action: 'subscription.create',
    recordType: 'subscription',
    recordId: record._id,
    after: record,
  } as const
  return { record, entry }
}

/**
 * A new sign-up in one write (issue 26; docs/benchmarks.md "A sign-up in one statement"): one
 * read, the checks, then Store.writeSignUp, which writes only if the facts decided on still
 * hold under the locks. A refusal needs no write: the read is one snapshot of what was committed
 * while the request ran, so it is true as of that moment, as a refusal under the locks is true
 * as of theirs. In a rush most sign-ups find their trip full: they take no lock at all, and a
 * lock lasts one statement. Facts that changed in between are decided on again.
 * Answers null where the locked transaction decides: a round with a fair start (its queue and
 * its line come first), or facts that kept changing.
 */
async function subscribeInOne(ctx: RuleContext, excursionId: string, preference: number) {
  const { store } = ctx.services
  const student = caller(ctx)
  const [read, id] = await store.run(
    async (tx) => [await tx.signUpFacts(student._id, excursionId), tx.newId('s-')] as const,
  )
  let facts = read
  for (let attempt = 1; attempt <= 3; attempt++) {
    const signUp = signUpOf(ctx, facts)
    if (fairStartEnd(signUp.round) !== null) return null
    const capacity = checkNewSubscription(ctx, signUp, preference)
    const { record, entry } = newSubscription(ctx, signUp, preference, id)
    const written = await store.writeSignUp({
      fingerprint: signUp.facts.fingerprint,
      capacity,
      row: record,
      audit: auditRow(ctx, entry),
    })
    if (written.written) return subscriptionAnswer(record, holdsPlace(signUp.round, record))
    facts = written.facts
  }
  return null
}

/** A new subscription under the transaction's locks: its checks, then written and audited. */
async function createSubscription(tx: Tx, ctx: RuleContext, signUp: SignUp, preference: number) {
  checkNewSubscription(ctx, signUp, preference)
  const { record, entry } = newSubscription(ctx, signUp, preference, tx.newId('s-'))
  await tx.insertSubscription(record)
  await audit(tx, ctx, entry)
  return subscriptionAnswer(record, holdsPlace(signUp.round, record))
}

/**
 * A sign-up in a fair start's first seconds: the student's own checks now (so a missing
 * acceptance is said at once), then queued (202) for the draw.
 */
async function queueSignUp(tx: Tx, ctx: RuleContext, signUp: SignUp, preference: number) {
  const queued = (await tx.fairStartEntriesOf(signUp.student._id)).filter(
    (e) => e.scope === signUp.excursion.scope && e.result === null,
  )
  const mine = checkOwnSignUp(ctx, signUp, preference, queued)
  if (mine.some((s) => s.preference === preference))
    refuseSubscription(serverMessages.subscriptions.rankTaken(preference))
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
  return new Response(
    JSON.stringify({ queued: true, message: serverMessages.subscriptions.queued, entry: answer }),
    { status: 202, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
  )
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
      await tx.saveRound({ ...round, fair_start_seed: seed })
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
      const user = await tx.userById(entry.student_id)
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
      await tx.updateFairStartEntry(entry.id, {
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
  body: { _id?: string; excursion_id: string; preference: number },
) {
  const student = caller(ctx)
  if (!can(student, 'subscriptions:own'))
    refuseSubscription(serverMessages.subscriptions.onlyStudents)
  if (!body._id) {
    const created = await subscribeInOne(ctx, body.excursion_id, body.preference)
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
  body: { _id?: string; excursion_id: string; preference: number },
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
    if (inFairStart(round, ctx.now)) return queueSignUp(tx, ctx, signUp, body.preference)
    // After a fair start, whoever was in its line goes first (only such rounds pay this read).
    const end = fairStartEnd(round)
    if (end !== null && ctx.now.getTime() >= end && (await tx.fairStartWaiting(round.scope)) > 0)
      throw new LineFirst(round.scope)
    return createSubscription(tx, ctx, signUp, body.preference)
  })
}
