import { can } from '~domain/access'
import { scopeRegistry } from '~domain/scopes'
import {
  consentDeadlineFits,
  consentDeadlineMessage,
  type Publication,
  type Round,
  type RoundInput,
} from '~contract/schemas/rounds'
import { formatSchoolTime, windowState } from '~domain/window'
import { refuse, refuseSubscription } from '../errors'
import { serverMessages } from '../messages'
import type { ExcursionRow, PlacementRunRow, RoundRow, SubscriptionRow, Tx } from '../store/store'
import { audit, transaction, type RuleContext } from './context'
import { auditedRound, drawAnswer, drawOnSet } from './draw'
import { lockInOrder } from './locks'
import * as roundState from '~domain/round'
import type { RoundState } from '~domain/round'
import type { SignUpRound } from '~domain/sign-up'

/**
 * The sign-up round of each scope (docs/rounds.md): its mode, window and wishes.
 * `first-come` is today's behaviour: a subscription is a place, capacity refuses the one after
 * the last. In `preference` mode a subscription is a wish (capacity refuses nothing) until a
 * placement is published; then the subscriptions marked `placed_via` are the places.
 */

/** A scope without a stored round: first come, first served, no window, no limit. */
export function defaultRound(scope: string): RoundRow {
  return {
    scope,
    mode: 'first-come',
    opens_at: null,
    closes_at: null,
    min_wishes: 0,
    max_wishes: null,
    policy: 'rank-maximal',
    published_run: null,
    updated_at: new Date(0).toISOString(),
    remind_days_before: null,
    reminded_at: null,
    fair_start_seconds: null,
    fair_start_seed: null,
    draw_seed: null,
    draw_nonce: null,
    draw_committed_at: null,
    draw_revealed_at: null,
    group_fallback: false,
    consent_deadline: null,
    consent_freed_at: null,
  }
}

export async function roundOf(tx: Tx, scope: string): Promise<RoundRow> {
  return (await tx.rounds.get(scope)) ?? defaultRound(scope)
}

export async function roundsByScope(tx: Tx): Promise<Map<string, RoundRow>> {
  return new Map((await tx.listRounds()).map((r) => [r.scope, r]))
}

/** The row as the shared predicates read it (domain/round.ts). */
const stateOf = (round: RoundRow): RoundState => ({
  mode: round.mode,
  published: round.published_run !== null,
})
export const isPreference = (round: RoundRow) => roundState.isPreference(stateOf(round))
/** The row as the sign-up decision reads it (domain/sign-up.ts). */
export const signUpRound = (round: RoundRow): SignUpRound => ({
  ...stateOf(round),
  opens_at: round.opens_at,
  closes_at: round.closes_at,
  max_wishes: round.max_wishes,
})
export const isPublished = (round: RoundRow) => roundState.isPlacedRound(stateOf(round))
export const collectsWishes = (round: RoundRow) => roundState.collectsWishes(stateOf(round))

/** The placement run a round has published, if any. */
export const publishedRun = (tx: Tx, round: RoundRow) =>
  isPublished(round) ? tx.placementRuns.get(round.published_run!) : Promise.resolve(null)

/** Whether a subscription holds a place (the overviews' `Geplaatst`, a student's placement). */
export function holdsPlace(round: RoundRow | undefined, sub: SubscriptionRow): boolean {
  if (!round || !isPreference(round)) return true
  return isPublished(round) && sub.placed_via !== null
}

/**
 * Which count holds an excursion's taken places under its round's rule: every subscription in
 * first come, first served; the placed ones once a preference round is published; none before.
 */
export function takenCount(round: RoundRow): 'subscribed' | 'placed' | null {
  if (!isPreference(round)) return 'subscribed'
  return isPublished(round) ? 'placed' : null
}

/** The places of an excursion that are taken, from its counts. */
export function takenOf(round: RoundRow, counts: { subscribed: number; placed: number }) {
  const kind = takenCount(round)
  return kind ? counts[kind] : 0
}

/** The same, counted now. */
export async function placesTaken(tx: Tx, round: RoundRow, excursionId: string) {
  const kind = takenCount(round)
  return kind ? tx.countTaken(excursionId, kind) : 0
}

/**
 * The same for every excursion at once (the excursion list), from the counts; null while a
 * preference round collects wishes (no place is taken yet, and wishes may outnumber the places).
 */
export function takenOfAll(
  excursions: ExcursionRow[],
  rounds: Map<string, RoundRow>,
  counts: { subscribed: Map<string, number>; placed: Map<string, number> },
): Map<string, number | null> {
  return new Map(
    excursions.map((e) => {
      const round = rounds.get(e.scope) ?? defaultRound(e.scope)
      if (collectsWishes(round)) return [e._id, null]
      const kind = takenCount(round)
      return [e._id, kind ? (counts[kind].get(e._id) ?? 0) : 0]
    }),
  )
}

/** Before the window opens nothing can be asked for (a sign-up, a waiting list). */
export function refuseBeforeOpening(round: RoundRow, now: Date) {
  if (windowState(round, now) === 'not-yet-open')
    refuseSubscription(serverMessages.rounds.notYetOpen(`op ${formatSchoolTime(round.opens_at!)}`))
}

/** A sign-up (or, in preference mode, a change of wishes) is refused outside the window. */
export function requireOpenWindow(round: RoundRow, now: Date) {
  refuseBeforeOpening(round, now)
  if (windowState(round, now) === 'closed') refuseSubscription(serverMessages.rounds.closed)
  if (isPublished(round)) refuseSubscription(serverMessages.rounds.published)
}

/** The excursions that do not run in a published placement (dropped for their minimum). */
export function droppedOf(run: PlacementRunRow | null): string[] {
  if (!run) return []
  const summary = run.summary as { excursions: { excursion_id: string; dropped: boolean }[] }
  return summary.excursions.filter((e) => e.dropped).map((e) => e.excursion_id)
}

/**
 * GET rounds: the round of every scope of the registry. Admins also get the published
 * placement with whether it can still be undone.
 */
export function listRounds(ctx: RuleContext): Promise<Round[]> {
  return ctx.services.store.run(async (tx) => {
    const stored = await roundsByScope(tx)
    const answers: Round[] = []
    for (const scope of scopeRegistry)
      answers.push(await roundAnswer(tx, ctx, stored.get(scope.id) ?? defaultRound(scope.id)))
    return answers
  })
}

async function roundAnswer(tx: Tx, ctx: RuleContext, round: RoundRow): Promise<Round> {
  const run = await publishedRun(tx, round)
  const admin = can(ctx.user, 'rounds:manage')
  const draw = await drawAnswer(round)
  const reason = ctx.user ? run?.reasons?.[ctx.user._id] : undefined
  return {
    scope: round.scope,
    mode: round.mode as Round['mode'],
    opens_at: round.opens_at,
    closes_at: round.closes_at,
    min_wishes: round.min_wishes,
    max_wishes: round.max_wishes,
    policy: round.policy as Round['policy'],
    remind_days_before: round.remind_days_before ?? null,
    published: run !== null,
    dropped: droppedOf(run),
    fair_start_seconds: round.fair_start_seconds,
    ...(draw ? { draw } : {}),
    group_fallback: round.group_fallback,
    consent_deadline: round.consent_deadline,
    ...(reason ? { my_reason: reason } : {}),
    ...(admin && run ? { publication: await publicationOf(tx, run) } : {}),
  }
}

/**
 * A run as the admin sees it, with whether undo is still possible (`fingerprint`: the scope's,
 * when the caller has it already).
 */
export async function publicationOf(
  tx: Tx,
  run: PlacementRunRow,
  fingerprint?: string,
): Promise<Publication> {
  return {
    run_id: run._id,
    policy: run.policy as Publication['policy'],
    seed: run.seed,
    place_without_wishes: run.place_without_wishes,
    pins: run.pins as Publication['pins'],
    published_at: run.published_at,
    summary: run.summary as Publication['summary'],
    can_undo: (fingerprint ?? (await scopeFingerprint(tx, run.scope))) === run.state_after,
  }
}

/**
 * A fingerprint of a scope's places, wishes and waiting lists: equal right after publishing and
 * now means nothing changed in between (undo is then exact). cyrb53: plain arithmetic, so the
 * browser's demo backend computes the same as the server.
 */
export async function scopeFingerprint(tx: Tx, scope: string): Promise<string> {
  const subs = (await tx.listSubscriptions({ scope }))
    .map(
      (s) =>
        `${s._id}|${s.excursion_id}|${s.student_id}|${s.preference}|${s.placed_via ?? ''}|${s.placed_rank ?? ''}`,
    )
    .sort()
  const waiting = (
    await tx.waitingEntries({ excursionIds: await tx.excursionIdsInScopes([scope]) })
  )
    .map((w) => `${w.id}|${w.excursion_id}|${w.student_id}`)
    .sort()
  return cyrb53([...subs, '#', ...waiting].join('\n'))
}

function cyrb53(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + `:${text.length}`
}

/**
 * Clears a scope's placement marks and waiting lists: a round that starts collecting wishes
 * starts from wishes only (a first-come round's waiting lists do not carry over).
 */
export async function clearPlacementState(tx: Tx, scope: string) {
  let cleared = 0
  for (const sub of await tx.listSubscriptions({ scope }))
    if (sub.placed_via !== null || sub.placed_rank !== null) {
      await tx.subscriptions.update(sub._id, { placed_via: null, placed_rank: null })
      cleared++
    }
  const waiting = await tx.waitingEntries({ excursionIds: await tx.excursionIdsInScopes([scope]) })
  await tx.waitingList.delete(waiting.map((w) => w.id))
  return { placements: cleared, waiting: waiting.length }
}

/**
 * POST rounds/set. A new mode changes what the scope's subscriptions are: to `preference` they
 * become wishes (placement marks and waiting lists cleared); to `first-come` every subscription
 * is a place again and a published placement is no longer published.
 */
export function setRound(ctx: RuleContext, input: RoundInput) {
  return transaction(ctx, async (tx) => {
    await lockInOrder(tx, { excursions: await tx.excursionIdsInScopes([input.scope]) })
    const before = await roundOf(tx, input.scope)
    let cleared: { placements: number; waiting: number } | null = null
    let published = before.published_run
    if (input.mode !== before.mode) {
      published = null
      if (input.mode === 'preference') cleared = await clearPlacementState(tx, input.scope)
    }
    const remind = input.remind_days_before ?? null
    const fairStart = input.fair_start_seconds ?? null
    // Absent: the round's own; a deadline always after the (perhaps new) closing.
    const deadline =
      input.consent_deadline === undefined ? before.consent_deadline : input.consent_deadline
    if (!consentDeadlineFits({ closes_at: input.closes_at, consent_deadline: deadline }))
      refuse(400, consentDeadlineMessage)
    const after: RoundRow = {
      ...input,
      group_fallback: input.group_fallback ?? before.group_fallback,
      published_run: published,
      updated_at: ctx.now.toISOString(),
      remind_days_before: remind,
      // A new closing time or schedule: the scheduled reminders may go (again).
      reminded_at:
        remind === before.remind_days_before && input.closes_at === before.closes_at
          ? before.reminded_at
          : null,
      fair_start_seconds: fairStart,
      // A drawn seed belongs to the opening it was drawn for.
      fair_start_seed:
        fairStart === before.fair_start_seconds && input.opens_at === before.opens_at
          ? before.fair_start_seed
          : null,
      ...drawOnSet(before, input, ctx.now),
      consent_deadline: deadline,
      // A new deadline: the places without consent are freed (again) when it comes.
      consent_freed_at: deadline === before.consent_deadline ? before.consent_freed_at : null,
    }
    await tx.rounds.save(after)
    await audit(tx, ctx, {
      action: 'round.update',
      recordType: 'round',
      recordId: input.scope,
      before: auditedRound(before),
      after: cleared ? { ...auditedRound(after), cleared } : auditedRound(after),
    })
    return roundAnswer(tx, ctx, after)
  })
}
