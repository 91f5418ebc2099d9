import type { ExcursionInput } from '~contract/schemas/excursions'
import { refuse } from '../errors'
import { listAnswer, sharedPart } from '../http/list-cache'
import { serverMessages } from '../messages'
import type { ExcursionListOwn, ExcursionListShared } from '../store/store'
import type { ExcursionRow } from '../store/store'
import { audit, transaction, type RuleContext } from './context'
import { lockExcursionsWithSubscribers, lockInOrder } from './locks'
import { holdsPlace, takenOfAll } from './rounds'
import { afterSeatsFreed, closeUpRanks } from './subscriptions'
import { positionsIn } from './waiting-list'

/**
 * An excursion as the API answers it: optional texts left out rather than null; the students a
 * place is kept for (login ids) only to staff.
 */
export function excursionAnswer(row: ExcursionRow, staff = true) {
  const { description, location, kept_students, ...rest } = row
  return {
    ...rest,
    ...(staff ? { kept_students } : {}),
    ...(description === null ? {} : { description }),
    ...(location === null ? {} : { location }),
  }
}

/** A payload as a row: what is not given is null (no limit, no text). */
function toRow(id: string, input: ExcursionInput): ExcursionRow {
  return {
    _id: id,
    name: input.name,
    scope: input.scope,
    hours: input.hours,
    datetime: input.datetime,
    description: input.description ?? null,
    location: input.location ?? null,
    capacity: input.capacity ?? null,
    minimum: input.minimum ?? null,
    return_date: input.return_date ?? null,
    consent: input.consent ?? null,
    class_share: input.class_share ?? null,
    kept_places: input.kept_places ?? null,
    kept_classes: input.kept_classes ?? [],
    kept_students: input.kept_students ?? [],
  }
}

/**
 * GET excursions: each excursion as the caller sees it, with their own subscription and the
 * number of subscriptions (SPEC §3), the places taken under its round's rule, the length of its
 * waiting list and the caller's place in it.
 */
export function listExcursions(ctx: RuleContext, filter: { id?: string; name?: string }) {
  const { store, settings } = ctx.services
  const who = `${ctx.user?._id ?? ''}|${filter.id ?? ''}|${filter.name ?? ''}`
  // Students and visitors share the part for everyone for up to listShareMs while its catalogue
  // (excursions, rounds) is current: others' sign-ups show within the interval. Staff (who look at
  // the effect of their changes at once) always get it at the current version.
  const shareMs = !ctx.user || ctx.user.role === 'student' ? settings.listShareMs : 0
  return store.run(
    (tx) =>
      listAnswer(store, tx, 'excursions', who, async (version) => {
        const userId = ctx.user?._id ?? null
        const sharing = {
          maxAgeMs: shareMs,
          now: ctx.now.getTime(),
          ...(shareMs > 0 && { stamp: await tx.dataVersion('catalogue') }),
        }
        // The poll's part for everyone is read once for all who poll at the same time.
        const { version: sharedVersion, value: part } =
          filter.id || filter.name
            ? { version, value: await tx.excursionListShared(filter) }
            : await sharedPart(
                store,
                'excursions',
                version,
                () => tx.excursionListShared({}),
                sharing,
              )
        const mine = await tx.excursionListOwn(userId)
        const facts = { ...asSeenBy(part, userId, mine), ...mine }
        const { rows, subscribed: counts, waiting } = facts
        const rounds = new Map(facts.rounds.map((r) => [r.scope, r]))
        const taken = takenOfAll(rows, rounds, facts)
        const own = new Map(facts.own.map((s) => [s.excursion_id, s]))
        const positions = positionsIn(facts.lists)
        const position = new Map(
          facts.lists
            .filter((w) => w.student_id === userId)
            .map((w) => [w.excursion_id, positions.get(w.id) ?? null]),
        )
        const answer = rows.map((e) => {
          const mine = own.get(e._id)
          return {
            ...excursionAnswer(e, ctx.user !== null && ctx.user.role !== 'student'),
            subscribed: mine?._id ?? null,
            preference: mine?.preference ?? null,
            // Whether the caller's subscription holds a place (a wish may not).
            placed: mine ? holdsPlace(rounds.get(e.scope), mine) : null,
            subscriptions: counts.get(e._id) ?? 0,
            places_taken: taken.has(e._id) ? taken.get(e._id)! : 0,
            waiting: waiting.get(e._id) ?? 0,
            waiting_position: position.get(e._id) ?? null,
          }
        })
        return { json: JSON.stringify(answer), version: sharedVersion }
      }),
    // A poll goes before a rush's writes, with what was read for it since it arrived (issue 39).
    { first: true, since: ctx.arrivedAt },
  )
}

/**
 * The part for everyone with the caller's own subscriptions and waiting lists counted as they are
 * now (`own`, read with this poll), the others' as the part read them: a student always sees their
 * own sign-up in the counts at once, even on a part read before it.
 */
export function asSeenBy(
  part: ExcursionListShared,
  userId: string | null,
  own: ExcursionListOwn,
): ExcursionListShared {
  if (!userId) return part
  const subscribed = new Map(part.subscribed)
  const placed = new Map(part.placed)
  const waiting = new Map(part.waiting)
  const add = (counts: Map<string, number>, id: string, n: number) =>
    counts.set(id, (counts.get(id) ?? 0) + n)
  for (const [id, wasPlaced] of part.members[userId] ?? []) {
    add(subscribed, id, -1)
    if (wasPlaced) add(placed, id, -1)
  }
  for (const s of own.own) {
    add(subscribed, s.excursion_id, 1)
    if (s.placed_via !== null) add(placed, s.excursion_id, 1)
  }
  for (const id of part.waiters[userId] ?? []) add(waiting, id, -1)
  for (const w of own.lists) if (w.student_id === userId) add(waiting, w.excursion_id, 1)
  return { ...part, subscribed, placed, waiting }
}

export function addExcursion(ctx: RuleContext, input: ExcursionInput) {
  return transaction(ctx, async (tx) => {
    const row = toRow(tx.newId('e-'), input)
    await tx.excursions.insert(row)
    await audit(tx, ctx, {
      action: 'excursion.create',
      recordType: 'excursion',
      recordId: row._id,
      after: row,
    })
    return excursionAnswer(row)
  })
}

/**
 * POST excursions/update. A capacity change is made under the excursion's lock. A new scope takes
 * the subscriptions along: each gets the next rank in its student's new scope, and the old
 * scope's ranks close up.
 */
export function updateExcursion(ctx: RuleContext, input: ExcursionInput & { _id: string }) {
  return transaction(ctx, async (tx) => {
    // Its students (whose ranks move with a new scope) and the first in line (a larger capacity
    // moves the list up) before the excursion, as every rule locks.
    const subs = await lockExcursionsWithSubscribers(tx, [input._id], { freesPlaces: true })
    const before =
      (await tx.excursions.get(input._id)) ?? refuse(404, serverMessages.excursions.notFound)
    const after = toRow(before._id, input)
    if (after.scope !== before.scope) {
      for (const sub of subs) {
        const inNewScope = await tx.subscriptionsOfStudent(sub.student_id, after.scope)
        const next = Math.max(0, ...inNewScope.map((s) => s.preference)) + 1
        // A place belongs to the old scope's round: in the new one it starts as a subscription.
        await tx.subscriptions.update(sub._id, {
          scope: after.scope,
          preference: next,
          placed_via: null,
          placed_rank: null,
        })
        await closeUpRanks(tx, sub.student_id, before.scope)
      }
      const waiting = await tx.waitingEntries({ excursionIds: [before._id] })
      await tx.waitingList.delete(waiting.map((w) => w.id))
    }
    await tx.excursions.update(before._id, after)
    if (after.capacity === null || (before.capacity !== null && after.capacity > before.capacity))
      await afterSeatsFreed(tx, ctx, [before._id])
    await audit(tx, ctx, {
      action: 'excursion.update',
      recordType: 'excursion',
      recordId: before._id,
      before,
      after,
    })
    return excursionAnswer(after)
  })
}

/** POST excursions/delete: with its subscriptions; the students' other ranks close up. */
export function deleteExcursion(ctx: RuleContext, body: { id: string }) {
  return transaction(ctx, async (tx) => {
    const subs = await lockExcursionsWithSubscribers(tx, [body.id])
    const before =
      (await tx.excursions.get(body.id)) ?? refuse(404, serverMessages.excursions.notFound)
    await tx.excursions.delete([before._id])
    for (const sub of subs) await closeUpRanks(tx, sub.student_id, before.scope)
    await audit(tx, ctx, {
      action: 'excursion.delete',
      recordType: 'excursion',
      recordId: before._id,
      before: { ...before, subscriptions: subs.length },
    })
    return { message: serverMessages.excursions.deleted }
  })
}

/** POST excursions/delete/all: every excursion of a scope, with all their subscriptions. */
export function deleteAllExcursions(ctx: RuleContext, body: { scope: string }) {
  return transaction(ctx, async (tx) => {
    const ids = await tx.excursionIdsInScopes([body.scope])
    await lockInOrder(tx, { excursions: ids })
    await tx.excursions.delete(ids)
    await audit(tx, ctx, {
      action: 'excursion.delete-all',
      recordType: 'scope',
      recordId: body.scope,
      before: { excursions: ids.length },
    })
    return { deleted: ids.length }
  })
}
