import dayjs from 'dayjs'
import type { ClassesAnswer, ClassRow, ClassStudent } from '~contract/classes'
import { fullName } from '~domain/profile'
import { findScope } from '~domain/scopes'
import { refuse } from '../errors'
import { serverMessages } from '../messages'
import type { ProfileRow, SubscriptionRow, Tx } from '../store/store'
import type { RuleContext } from './context'
import { wishesWithoutConsent } from './consent'
import { classOf, idDataCheck, signUpGaps, type SignUpGap } from './reminders'
import { collectsWishes, holdsPlace, isPublished, roundOf } from './rounds'
import { windowState } from '~domain/window'
import { CONSENT_STATE_LABELS, type ConsentState } from '~domain/consent'

/**
 * Beheer > Klassen (issue 27): every student's state in one scope's round, from the stores'
 * existing reads (so the SQL and the memory store cannot differ), then summed per class. What a
 * student lacks is the reminders' own rule (signUpGaps), the payment of a place, and a parent's
 * consent not given for a trip that needs it (issue 44).
 */

const lackTexts = {
  none: 'Geen inschrijving',
  fewWishes: (given: number, min: number) => `${given} van de ${min} wensen`,
  idData: 'ID-gegevens niet compleet',
  unpaid: 'Niet betaald',
  consent: (trip: string, state: ConsentState | 'missing') =>
    `${state === 'missing' ? 'Toestemming nog niet gevraagd' : CONSENT_STATE_LABELS[state]} (${trip})`,
}
const lackText = (gap: SignUpGap) =>
  gap.kind === 'fewWishes' ? lackTexts.fewWishes(gap.given, gap.min) : lackTexts[gap.kind]

type StudentState = ClassStudent & { class: string; wishesMissing: boolean }

async function studentStates(tx: Tx, ctx: RuleContext, scope: string) {
  const info = findScope(scope) ?? refuse(400, serverMessages.reminders.unknownScope)
  const round = await roundOf(tx, scope)
  const ids = await tx.userIdsWithRole('student')
  const profileRows = await tx.listProfiles()
  const subscriptions = await tx.listSubscriptions({ scope })
  const profiles = new Map<string, ProfileRow>(profileRows.map((p) => [p.user_id, p]))
  // A parent's consent not given (issue 44): one lack per trip, with its state.
  const excursions = (await tx.listExcursions()).filter((e) => e.scope === scope)
  const tripName = new Map(excursions.map((e) => [e._id, e.name]))
  const withoutConsent = new Map<string, string[]>()
  for (const { subscription, state } of await wishesWithoutConsent(
    tx,
    excursions,
    subscriptions,
    profileRows,
  )) {
    const lack = lackTexts.consent(tripName.get(subscription.excursion_id) ?? '', state)
    withoutConsent.set(subscription.student_id, [
      ...(withoutConsent.get(subscription.student_id) ?? []),
      lack,
    ])
  }
  const mine = new Map<string, SubscriptionRow[]>()
  for (const s of subscriptions) {
    const list = mine.get(s.student_id)
    if (list) list.push(s)
    else mine.set(s.student_id, [s])
  }
  const idDataOf = idDataCheck(dayjs(ctx.now))
  // While a preference round collects wishes nobody has a place yet: placed and paid say nothing.
  const known = !collectsWishes(round)
  const states: StudentState[] = ids.map((id) => {
    const profile = profiles.get(id) ?? null
    const subs = mine.get(id) ?? []
    const idComplete = idDataOf(profile)
    const gaps = signUpGaps(info, round, subs.length, () => idComplete)
    const places = known ? subs.filter((s) => holdsPlace(round, s)) : []
    const placed = known ? places.length > 0 : null
    // Paid says something of a place only: null without one.
    const paid = placed ? places.every((s) => s.payed) : null
    const lacks = gaps.map(lackText)
    if (paid === false) lacks.push(lackTexts.unpaid)
    lacks.push(...(withoutConsent.get(id) ?? []))
    const first = subs.reduce<string | null>(
      (at, s) => (at === null || s.timestamp < at ? s.timestamp : at),
      null,
    )
    return {
      class: classOf(profile),
      wishesMissing: gaps.some((g) => g.kind !== 'idData'),
      user_id: id,
      name: profile ? fullName(profile) : '',
      number: profile?.number ?? '',
      email: profile?.email ?? '',
      wishes: subs.length,
      first_wish_at: first,
      placed,
      id_complete: idComplete,
      id_valid_until: profile?.document_validity_date ?? '',
      paid,
      lacks,
    }
  })
  return { info, round, known, states }
}

const byClass = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' })

/** Classes (Mentor/Coach) and names in Dutch order: '2A' before '10A', the students without a class last. */
export const compareClasses = (a: string, b: string) =>
  a === '' || b === '' ? (a === '' ? 1 : 0) - (b === '' ? 1 : 0) : byClass.compare(a, b)

/** Students as a class list: by class, then last name (without its prefix), first name, number. */
export const compareStudents = (
  a: Pick<ProfileRow, 'grade' | 'last_name' | 'first_name' | 'number'>,
  b: Pick<ProfileRow, 'grade' | 'last_name' | 'first_name' | 'number'>,
) =>
  compareClasses(a.grade.trim(), b.grade.trim()) ||
  byClass.compare(a.last_name, b.last_name) ||
  byClass.compare(a.first_name, b.first_name) ||
  a.number.localeCompare(b.number)

/** GET classes: the figures of every class, in Dutch order (the students without one last). */
export function classOverview(ctx: RuleContext, query: { scope: string }): Promise<ClassesAnswer> {
  return ctx.services.store.run(async (tx) => {
    const { info, round, known, states } = await studentStates(tx, ctx, query.scope)
    const rows = new Map<string, ClassRow>()
    for (const s of states) {
      let row = rows.get(s.class)
      if (!row) {
        row = {
          class: s.class,
          students: 0,
          wishes_given: 0,
          wishes_missing: 0,
          placed: known ? 0 : null,
          id_complete: 0,
          paid: known ? 0 : null,
          lacking: 0,
        }
        rows.set(s.class, row)
      }
      row.students++
      if (s.wishesMissing) row.wishes_missing++
      else row.wishes_given++
      if (s.placed) row.placed!++
      if (s.paid) row.paid!++
      if (s.id_complete) row.id_complete++
      if (s.lacks.length) row.lacking++
    }
    const classes = [...rows.values()].sort((a, b) => compareClasses(a.class, b.class))
    return {
      scope: query.scope,
      mode: round.mode,
      min_wishes: round.mode === 'preference' ? round.min_wishes : 0,
      placement_known: known,
      needs_id_data: info.needsIdData,
      can_remind: !isPublished(round) && windowState(round, ctx.now) !== 'closed',
      classes,
    }
  })
}

/** GET classes/students: one class's students by name, each with what they lack. */
export function classStudents(ctx: RuleContext, query: { scope: string; class: string }) {
  return ctx.services.store.run(async (tx) => {
    const { states } = await studentStates(tx, ctx, query.scope)
    const students = states
      .filter((s) => s.class === query.class)
      .map(({ class: _class, wishesMissing: _missing, ...student }): ClassStudent => student)
      .sort((a, b) => byClass.compare(a.name, b.name) || a.number.localeCompare(b.number))
    return { scope: query.scope, class: query.class, students }
  })
}
