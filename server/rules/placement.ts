import type {
  Pin,
  PlacementSummary,
  PreviewAnswer,
  PreviewInput,
  Publication,
  PublishInput,
} from '~contract/schemas/rounds'
import { inKeptGroup } from '~domain/balance'
import { windowState } from '~domain/window'
import { ApiError, refuse } from '../errors'
import { serverMessages } from '../messages'
import type { PlacementInput } from '../placement/engine'
import { reasonsFor } from '../placement/reason'
import { exportForVerification } from '../placement/verify-file'
import type { SubscriptionRow, Tx, WaitingInsert } from '../store/store'
import { audit, transaction, type RuleContext } from './context'
import { commitmentOf, previewSeed, publishSeed } from './draw'
import { classesOf, fairnessOf } from './fairness'
import { placementGroups } from './friend-groups-round'
import { lockInOrder } from './locks'
import { exactSummary, refuseUnproven, solvePlacement, type Placed } from './placement-exact'
import { mailPlacementResults } from './student-mail'
import { conditionalPlaces, consentForPlacement } from './consent-placement'
import { ownRank, ownRanksOf, withOwnRanks, type OwnRanks } from './own-ranks'
import {
  clearPlacementState,
  isPreference,
  isPublished,
  publicationOf,
  publishedRun,
  roundOf,
  scopeFingerprint,
} from './rounds'

/**
 * Placing a preference round (docs/rounds.md): the engine (server/placement) on the
 * scope's students, wishes and excursions. The preview writes nothing; publishing stores the
 * result as places on the subscriptions, puts the students without a place on the waiting lists
 * of their wishes, and keeps the run (policy, seed, pins) so the same input gives the same
 * placement again; undo puts back the wishes as they were, until anything changes after it.
 */

type Options = {
  scope: string
  /** The round's setting: a group not placed together is placed one by one. */
  group_fallback: boolean
  seed: number
  pins: Pin[]
  place_without_wishes: boolean
  /** The round asks consent by a date after the placement: no wish is left out for it. */
  consent_by_date: boolean
}

/** The engine's input for a scope: every student, their wishes in rank order, the excursions. */
async function placementInput(tx: Tx, options: Options) {
  const students = (await tx.userIdsWithRole('student')).sort()
  const excursions = (await tx.listExcursions()).filter((e) => e.scope === options.scope)
  const subs = await tx.listSubscriptions({ scope: options.scope })
  // A parent's consent not given (issue 44): the wishes left out, the trips barred for leftovers.
  const consent = await consentForPlacement(tx, options, excursions, subs, students)
  const wishes = new Map<string, SubscriptionRow[]>()
  for (const sub of subs)
    if (!consent.left.has(sub._id))
      wishes.set(sub.student_id, [...(wishes.get(sub.student_id) ?? []), sub])
  const isStudent = new Set(students)
  const inScope = new Set(excursions.map((e) => e._id))
  const seen = new Set<string>()
  for (const pin of options.pins) {
    if (!isStudent.has(pin.student_id))
      refuse(400, serverMessages.rounds.badPin(`${pin.student_id} is geen student`))
    if (!inScope.has(pin.excursion_id))
      refuse(400, serverMessages.rounds.badPin(`${pin.excursion_id} hoort niet bij deze ronde`))
    if (seen.has(pin.student_id))
      refuse(400, serverMessages.rounds.badPin(`${pin.student_id} staat twee keer vast`))
    seen.add(pin.student_id)
  }
  const groups = await placementGroups(tx, options.scope, isStudent, inScope)
  // The balance (issue 44): each student's class, and each kept group as the students in it.
  const grade = new Map((await tx.listProfiles()).map((p) => [p.user_id, p.grade]))
  const login = new Map((await tx.listUsers()).map((u) => [u._id, u.login_id]))
  const keptFor = (e: (typeof excursions)[number]) => {
    if (e.kept_places === null) return null
    const group = { classes: e.kept_classes, students: e.kept_students }
    const members = students.filter((id) => inKeptGroup(group, grade.get(id), login.get(id) ?? ''))
    return { places: e.kept_places, students: members }
  }
  const input = (policy: PlacementInput['policy']): PlacementInput => ({
    students: students.map((id) => ({
      id,
      wishes: (wishes.get(id) ?? [])
        .sort((a, b) => a.preference - b.preference)
        .map((s) => s.excursion_id),
      className: grade.get(id) ?? '',
      ...(consent.barred.has(id) && { noLeftoverAt: consent.barred.get(id) }),
    })),
    excursions: excursions.map((e) => ({
      id: e._id,
      capacity: e.capacity,
      minimum: e.minimum,
      classShare: e.class_share,
      kept: keptFor(e),
    })),
    groups,
    groupFallback: options.group_fallback,
    pins: options.pins.map((p) => ({
      studentId: p.student_id,
      excursionId: p.excursion_id,
      reason: p.reason,
    })),
    placeWithoutWishes: options.place_without_wishes,
    policy,
    seed: options.seed,
  })
  // The ranks as the students gave them, where a wish was left out (own-ranks.ts).
  const inGroup = new Set(groups.flatMap((g) => g.members))
  const ownRanks = ownRanksOf(wishesOfAll(subs), consent.left, inGroup)
  return { input, subs, withheld: consent.report, ownRanks }
}

/** Every student's wishes (also those left out), by student. */
function wishesOfAll(subs: readonly SubscriptionRow[]) {
  const all = new Map<string, SubscriptionRow[]>()
  for (const sub of subs) all.set(sub.student_id, [...(all.get(sub.student_id) ?? []), sub])
  return all
}

/** The engine's reasons, each student's consent reason first. */
function withConsentReasons(reasons: Map<string, string>, consent: ReadonlyMap<string, string>) {
  for (const [student, line] of consent)
    reasons.set(student, [line, reasons.get(student)].filter(Boolean).join(' '))
  return reasons
}

/** The engine's result as the API answers it, its histogram by the students' own ranks. */
function summaryOf(input: PlacementInput, result: Placed, ownRanks: OwnRanks): PlacementSummary {
  const byRank = withOwnRanks(result, ownRanks).histogram.byRank
  return {
    ...exactSummary(input, result),
    policy: result.policy,
    seed: result.seed,
    students: result.students.length,
    histogram: {
      by_rank: byRank,
      pinned: result.histogram.pinned,
      leftover: result.histogram.leftover,
      unplaced: result.histogram.unplaced,
    },
    excursions: result.excursions.map((e) => ({
      excursion_id: e.excursionId,
      capacity: e.capacity,
      minimum: e.minimum,
      placed: e.placed,
      pinned: e.pinned,
      leftover: e.leftover,
      dropped: e.dropped,
      over_capacity: e.overCapacity,
    })),
    unplaced: result.unplaced.map((u) => ({ student_id: u.studentId, reason: u.reason })),
    dropped_pins: result.droppedPins.map((p) => ({
      student_id: p.studentId,
      excursion_id: p.excursionId,
      reason: p.reason,
    })),
  }
}

async function preferenceRound(tx: Tx, scope: string) {
  const round = await roundOf(tx, scope)
  if (!isPreference(round)) throw new ApiError(409, serverMessages.rounds.notPreference)
  return round
}

/**
 * POST rounds/preview: the placement under each asked policy, on one lottery (the given seed or a
 * new one), side by side. Writes nothing; wishes may still change while the window is open.
 */
export async function previewPlacement(
  ctx: RuleContext,
  body: PreviewInput,
): Promise<PreviewAnswer> {
  const read = await ctx.services.store.run(async (tx) => {
    const round = await preferenceRound(tx, body.scope)
    const draw = previewSeed(round, body.seed, ctx.now)
    const { input, withheld, ownRanks } = await placementInput(tx, {
      scope: body.scope,
      group_fallback: round.group_fallback,
      seed: draw.seed,
      pins: body.pins ?? [],
      place_without_wishes: body.place_without_wishes ?? false,
      consent_by_date: Boolean(round.consent_deadline),
    })
    return { ...draw, input, withheld, ownRanks, classes: await classesOf(tx) }
  })
  const { seed, shown, practice, input, classes, withheld, ownRanks } = read
  // Solved after the read: a solve may take seconds, and the store is not held meanwhile.
  const results: PlacementSummary[] = []
  for (const policy of body.policies) {
    const asked = input(policy)
    const result = await solvePlacement(ctx, asked, body.time_limit)
    results.push({
      ...summaryOf(asked, result, ownRanks),
      seed: shown ? seed : null,
      fairness: {
        ...fairnessOf(asked, result, classes, ownRanks),
        without_consent: withheld.counts,
      },
    })
  }
  return { scope: body.scope, seed: shown ? seed : null, practice, results }
}

/**
 * POST rounds/publish: the placement of one policy on the round's seed, computed again on the
 * data of this moment (the window is closed, so wishes no longer change) and stored under the
 * locks of every student and excursion of the scope.
 */
export function publishPlacement(
  ctx: RuleContext,
  given: Required<Omit<PublishInput, 'seed'>> & PublishInput,
): Promise<Publication> {
  return transaction(ctx, async (tx) => {
    await lockInOrder(tx, {
      students: await tx.userIdsWithRole('student'),
      excursions: await tx.excursionIdsInScopes([given.scope]),
      rounds: [given.scope],
    })
    const round = await preferenceRound(tx, given.scope)
    if (isPublished(round)) refuse(409, serverMessages.rounds.alreadyPublished)
    if (!round.closes_at || windowState(round, ctx.now) !== 'closed')
      refuse(409, serverMessages.rounds.stillOpen)
    // The round's fixed seed, never a chosen one (draw.ts).
    const body = { ...given, seed: publishSeed(round, given.seed) }
    // Wishes only (setRound keeps it so); a leftover mark would count twice.
    await clearPlacementState(tx, body.scope)
    const { input, subs, withheld, ownRanks } = await placementInput(tx, {
      ...body,
      group_fallback: round.group_fallback,
      consent_by_date: Boolean(round.consent_deadline),
    })
    const asked = input(body.policy)
    const result = await solvePlacement(ctx, asked, body.time_limit)
    refuseUnproven(result, body.accept_gap)

    const byStudent = new Map<string, SubscriptionRow[]>()
    for (const sub of subs)
      byStudent.set(sub.student_id, [...(byStudent.get(sub.student_id) ?? []), sub])
    const created: string[] = []
    for (const student of result.students) {
      if (!student.excursionId) continue
      const own = byStudent.get(student.studentId) ?? []
      const wish = own.find((s) => s.excursion_id === student.excursionId)
      if (wish) {
        await tx.subscriptions.update(wish._id, {
          placed_via: student.via,
          placed_rank: ownRank(ownRanks, student.studentId, student.rank),
        })
        continue
      }
      // A pin or a leftover seat outside the wishes: a subscription of its own, ranked last.
      const id = tx.newId('s-')
      await tx.subscriptions.insert({
        _id: id,
        excursion_id: student.excursionId,
        student_id: student.studentId,
        scope: body.scope,
        preference: Math.max(0, ...own.map((s) => s.preference)) + 1,
        timestamp: ctx.now.toISOString(),
        payed: false,
        placed_via: student.via,
        // A group member placed by the group's list outside their own wishes: that list's rank.
        placed_rank: student.rank,
      })
      created.push(id)
    }

    // Students whose wishes were full wait for them, in lottery order, each list in wish order.
    const full = new Set(
      result.excursions
        .filter((e) => !e.dropped && e.capacity !== null && e.placed >= e.capacity)
        .map((e) => e.excursionId),
    )
    const wishesOf = new Map(asked.students.map((s) => [s.id, s.wishes]))
    for (const group of asked.groups ?? [])
      for (const member of group.members) wishesOf.set(member, group.wishes)
    const waiting: WaitingInsert[] = []
    const unplaced = result.students
      .filter((s) => s.unplacedReason === 'wishes-full')
      .sort((a, b) => a.lotteryNumber - b.lotteryNumber)
    for (const student of unplaced)
      for (const excursionId of wishesOf.get(student.studentId) ?? [])
        if (full.has(excursionId))
          waiting.push({
            excursion_id: excursionId,
            student_id: student.studentId,
            joined_at: ctx.now.toISOString(),
          })
    await tx.insertWaitingEntries(waiting)
    const names = new Map((await tx.listExcursions()).map((e) => [e._id, e.name]))
    const reasons = withConsentReasons(
      reasonsFor(asked, result, names, (id, rank) => ownRank(ownRanks, id, rank) ?? rank),
      withheld.reasons,
    )
    // 'By a date': a place that needs a consent not given yet holds only with it by then.
    const placed = (await tx.listSubscriptions({ scope: body.scope })).filter((s) => s.placed_via)
    for (const [student, line] of await conditionalPlaces(tx, round, placed))
      reasons.set(student, [reasons.get(student), line].filter(Boolean).join(' '))
    // The mail names the wish as the student ranked it ('jouw 2e keuze').
    const mails = await mailPlacementResults(
      tx,
      ctx,
      body.scope,
      asked,
      withOwnRanks(result, ownRanks),
      reasons,
    )

    const summary = {
      ...summaryOf(asked, result, ownRanks),
      fairness: {
        ...fairnessOf(asked, result, await classesOf(tx), ownRanks),
        without_consent: withheld.counts,
      },
    }
    const commitment = await commitmentOf(round, body.seed)
    const run = {
      _id: tx.newId('r-'),
      scope: body.scope,
      policy: body.policy,
      seed: body.seed,
      place_without_wishes: body.place_without_wishes,
      pins: body.pins,
      summary,
      created_subscriptions: created,
      state_after: await scopeFingerprint(tx, body.scope),
      published_at: ctx.now.toISOString(),
      published_by: ctx.user?._id ?? null,
      undone_at: null,
      verification: commitment ? exportForVerification(asked, result, commitment) : null,
      reasons: Object.fromEntries(reasons),
    }
    await tx.placementRuns.insert(run)
    await tx.rounds.save({
      ...round,
      policy: body.policy,
      published_run: run._id,
      draw_revealed_at: commitment ? (round.draw_revealed_at ?? ctx.now.toISOString()) : null,
      updated_at: ctx.now.toISOString(),
    })
    await audit(tx, ctx, {
      action: 'placement.publish',
      recordType: 'round',
      recordId: body.scope,
      after: {
        run: run._id,
        policy: run.policy,
        seed: run.seed,
        pins: run.pins,
        place_without_wishes: run.place_without_wishes,
        histogram: summary.histogram,
        dropped: result.droppedExcursions,
        created: created.length,
        waiting: waiting.length,
        mails,
      },
    })
    // Nothing in the scope changed since the fingerprint was taken.
    return publicationOf(tx, run, run.state_after)
  })
}

/**
 * POST rounds/undo: back to the wishes as they were before publishing, while nothing changed in
 * the scope since (an unsubscribe, a waiting list, a move up): the fingerprint tells.
 */
export function undoPlacement(ctx: RuleContext, body: { scope: string }) {
  return transaction(ctx, async (tx) => {
    await lockInOrder(tx, {
      students: await tx.userIdsWithRole('student'),
      excursions: await tx.excursionIdsInScopes([body.scope]),
      rounds: [body.scope],
    })
    const round = await roundOf(tx, body.scope)
    const run = await publishedRun(tx, round)
    if (!run) return refuse(409, serverMessages.rounds.nothingToUndo)
    if ((await scopeFingerprint(tx, body.scope)) !== run.state_after)
      refuse(409, serverMessages.rounds.changedSincePublish)
    await tx.subscriptions.delete(run.created_subscriptions as string[])
    const cleared = await clearPlacementState(tx, body.scope)
    await tx.placementRuns.update(run._id, { undone_at: ctx.now.toISOString() })
    await tx.rounds.save({ ...round, published_run: null, updated_at: ctx.now.toISOString() })
    await audit(tx, ctx, {
      action: 'placement.undo',
      recordType: 'round',
      recordId: body.scope,
      before: { run: run._id, ...cleared },
    })
    return { message: serverMessages.rounds.undone }
  })
}
