// A fair start's queue handled (docs/rounds.md 'Eerlijke start'): when it closes, its sign-ups
// in the drawn order (./fair-start.ts), each decided and written as its student's under the
// transaction's locks (./locked.ts); and the caller's queued sign-ups with their place in line.
import { can } from '~domain/access'
import { ApiError, refuseSubscription } from '../../errors'
import { serverMessages } from '../../messages'
import type { FairStartRow, RoundRow } from '../../store/store'
import { audit, caller, transaction, type RuleContext } from '../context'
import { roundOf } from '../rounds'
import { entryAnswers, fairStartEnd, fairStartOrder, newFairStartSeed } from './fair-start'
import { createSubscription, loadSignUp } from './locked'

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
