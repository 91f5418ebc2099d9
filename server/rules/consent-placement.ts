/**
 * Parents' consent in the placement (issue 44, docs/consent.md). 'Voor het sluiten van de
 * inschrijving' (a round without a deadline): a wish without consent is not placed. 'Uiterlijk op
 * een datum na de plaatsing' (the round's `consent_deadline`): wishes without consent are placed
 * like any other, each such place holding only if the consent is given by the deadline. At the
 * deadline the server's timer frees every place of the round still without it: the subscription
 * goes (an unsubscribe by the school, audited), the student is mailed why, and the waiting list
 * moves (with its mails).
 */
import { consentMessages as m } from '~domain/messages/consent'
import { consentSettingOf } from '~domain/consent'
import type { ExcursionRow, RoundRow, SubscriptionRow, Tx } from '../store/store'
import type { Services } from '../services'
import { wishesWithoutConsent } from './consent'
import { audit, type RuleContext } from './context'
import { lockInOrder } from './locks'
import { runDueRoundJobs } from './round-jobs'
import { collectsWishes, holdsPlace } from './rounds'
import { mailPlaceFreed } from './student-mail'
import { dropSubscription } from './subscription-changes'

/** The wishes left out for want of consent: each student's reason, and the report's counts. */
function consentReport(
  withheld: Awaited<ReturnType<typeof wishesWithoutConsent>>,
  names: ReadonlyMap<string, string>,
) {
  const reasons = new Map<string, string>()
  const counts = new Map<string, { excursion_id: string; state: string; students: number }>()
  for (const { subscription: s, label, state } of withheld) {
    const line = m.notPlaced(names.get(s.excursion_id) ?? s.excursion_id, label)
    reasons.set(s.student_id, [reasons.get(s.student_id), line].filter(Boolean).join(' '))
    const key = `${s.excursion_id}|${state}`
    const count = counts.get(key) ?? { excursion_id: s.excursion_id, state, students: 0 }
    counts.set(key, { ...count, students: count.students + 1 })
  }
  return { reasons, counts: [...counts.values()] }
}

/**
 * What the placement does with consent. Before the window closes (the round has no deadline): a
 * wish that needs a consent not given is left out, with why (`report`: each student's reason and
 * the fairness report's counts), and no leftover seat goes to a trip that needs a consent the
 * student has not given (`barred`). By a date: nothing is left out here; the deadline frees the
 * places still without consent.
 */
export async function consentForPlacement(
  tx: Tx,
  options: { consent_by_date: boolean; place_without_wishes: boolean },
  excursions: readonly ExcursionRow[],
  wishes: readonly SubscriptionRow[],
  students: readonly string[],
) {
  const names = new Map(excursions.map((e) => [e._id, e.name]))
  const barred = new Map<string, string[]>()
  if (options.consent_by_date)
    return { left: new Set<string>(), barred, report: consentReport([], names) }
  const profiles = await tx.listProfiles()
  const withheld = await wishesWithoutConsent(tx, excursions, wishes, profiles)
  const asking = excursions.filter((e) => consentSettingOf(e) !== 'none')
  if (options.place_without_wishes && asking.length) {
    const pairs = students.flatMap((id) =>
      asking.map((e) => ({ student_id: id, excursion_id: e._id })),
    )
    for (const { subscription: p } of await wishesWithoutConsent(tx, asking, pairs, profiles))
      barred.set(p.student_id, [...(barred.get(p.student_id) ?? []), p.excursion_id])
  }
  const left = new Set(withheld.map((w) => w.subscription._id))
  return { left, barred, report: consentReport(withheld, names) }
}

/**
 * After a placement in 'by a date' mode: each placed student whose place needs a consent not
 * given yet hears that it holds only with the consent by the deadline (their reason on the
 * account page and in the placement mail).
 */
export async function conditionalPlaces(
  tx: Tx,
  round: RoundRow,
  placed: readonly SubscriptionRow[],
): Promise<Map<string, string>> {
  const lines = new Map<string, string>()
  const deadline = round.consent_deadline
  if (!deadline) return lines
  const excursions = (await tx.listExcursions()).filter((e) => e.scope === round.scope)
  const names = new Map(excursions.map((e) => [e._id, e.name]))
  for (const { subscription: s } of await wishesWithoutConsent(tx, excursions, placed))
    lines.set(s.student_id, m.holdsOnlyWith(names.get(s.excursion_id) ?? s.excursion_id, deadline))
  return lines
}

/**
 * A round whose deadline has come and whose places were not freed for it yet. A preference
 * round waits until its placement is published: before that nobody holds a place.
 */
function isDue(round: RoundRow, now: Date) {
  if (!round.consent_deadline || round.consent_freed_at) return false
  if (collectsWishes(round)) return false
  return now.getTime() >= Date.parse(round.consent_deadline)
}

/** In `tx`, under the round's locks: frees the places without consent. Answers how many. */
async function freeWithoutConsent(tx: Tx, ctx: RuleContext, round: RoundRow) {
  const deadline = round.consent_deadline!
  const excursions = (await tx.listExcursions()).filter((e) => e.scope === round.scope)
  const names = new Map(excursions.map((e) => [e._id, e.name]))
  const placed = (await tx.listSubscriptions({ scope: round.scope })).filter((s) =>
    holdsPlace(round, s),
  )
  const freed: string[] = []
  for (const { subscription, label } of await wishesWithoutConsent(tx, excursions, placed)) {
    // Read again: a waiting list moved by an earlier one may have changed it.
    const sub = await tx.subscriptions.get(subscription._id)
    if (!sub || !holdsPlace(round, sub) || sub.excursion_id !== subscription.excursion_id) continue
    await dropSubscription(tx, ctx, sub, { reason: 'consent-deadline' })
    const trip = names.get(sub.excursion_id) ?? sub.excursion_id
    await mailPlaceFreed(tx, ctx, sub.student_id, {
      subject: m.freedSubject(trip),
      lines: m.freedLines(trip, deadline, label),
    })
    freed.push(sub._id)
  }
  return freed
}

/**
 * The server's timer (server/host.ts): every round whose consent deadline has come frees its
 * places without consent, once. The round's lock (with every student and trip of its scope, as
 * publishing takes them) and a second look inside the transaction: with several instances on
 * one PostgreSQL only one frees them, and `consent_freed_at` keeps a second run from freeing
 * those who got a place from the waiting list since.
 */
export function freeDueConsentPlaces(services: Services): Promise<string[]> {
  return runDueRoundJobs(
    services,
    isDue,
    async (tx, scope) =>
      lockInOrder(tx, {
        students: await tx.userIdsWithRole('student'),
        excursions: await tx.excursionIdsInScopes([scope]),
        rounds: [scope],
      }),
    async (tx, ctx, round) => {
      const ids = await freeWithoutConsent(tx, ctx, round)
      await tx.rounds.save({ ...round, consent_freed_at: ctx.now.toISOString() })
      await audit(tx, ctx, {
        action: 'round.consent-deadline',
        recordType: 'round',
        recordId: round.scope,
        after: { consent_deadline: round.consent_deadline, freed: ids.length },
      })
    },
  )
}
