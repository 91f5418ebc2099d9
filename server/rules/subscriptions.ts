// A student's subscriptions: the list (GET subscriptions/all) and their ranks. A new one is
// signed up in ./sign-up/ (subscribe.ts), a change or a removal in ./subscription-changes.ts.
import { can } from '~domain/access'
import { listAnswer, sharedPart } from '../http/list-cache'
import type { SubscriptionRow, Tx } from '../store/store'
import { caller, type RuleContext } from './context'
import { isPreference } from './rounds'
import { afterSeatsFreed } from './waiting-list'

export { afterSeatsFreed }

/** A subscription as the API answers it: with whether it holds a place (docs/rounds.md). */
export const subscriptionAnswer = (row: SubscriptionRow, placed: boolean) => ({ ...row, placed })

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
          // The rounds as read once for all polls while their catalogue's version stays.
          markedScopes: (
            await sharedPart(store, 'rounds', await tx.dataVersion('catalogue'), () =>
              tx.listRounds(),
            )
          ).value
            .filter(isPreference)
            .map((r) => r.scope),
        }),
      ),
    // A poll goes before a rush's writes, with what was read for it since it arrived (issue 39).
    { first: true, since: ctx.arrivedAt },
  )
}
