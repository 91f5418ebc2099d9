// A new sign-up decided (issue 40): its facts as the checks read them, the one decision
// (domain/sign-up.ts signUpDecision, which the app's buttons read too), and what a write of it
// holds and writes. Pure: the facts are read and the row written by the callers (subscribe.ts
// in one statement each, locked.ts under the transaction's locks).
import dayjs from 'dayjs'
import type { ParentInput } from '~contract/schemas/consent'
import { balanceLimits } from '~domain/balance'
import { needsConsent } from '~domain/consent'
import { profileSchema } from '~domain/profile'
import { findScope } from '~domain/scopes'
import { signUpDecision } from '~domain/sign-up'
import { refuseSubscription } from '../../errors'
import { serverMessages } from '../../messages'
import type { FairStartRow, SignUpFacts, SignUpWrite } from '../../store/store'
import { auditRow, caller, type RuleContext } from '../context'
import {
  collectsWishes,
  defaultRound,
  holdsPlace,
  signUpRound,
  takenCount,
  takenOf,
} from '../rounds'
import { subscriptionAnswer } from '../subscriptions'
import { fairStartEnd } from './fair-start'
import { newSubscription } from './row'

/** A sign-up's facts as the checks read them (none: the excursion is gone). */
export function signUpOf(ctx: RuleContext, found: SignUpFacts | null) {
  const student = caller(ctx)
  const facts = found ?? refuseSubscription(serverMessages.subscriptions.excursionGone)
  const { excursion, siblings } = facts
  const scope =
    findScope(excursion.scope) ?? refuseSubscription(serverMessages.subscriptions.unknownScope)
  const round = facts.round ?? defaultRound(excursion.scope)
  return { student, excursion, scope, siblings, round, facts }
}
export type SignUp = ReturnType<typeof signUpOf>

/** The balance's limits of the trip for this student (issue 44), on the count of its round. */
function balanceOf({ student, excursion, round, facts }: SignUp) {
  const kind = takenCount(round)
  return balanceLimits(
    excursion,
    { grade: facts.profile?.grade, loginId: student.login_id },
    kind
      ? { sameClass: facts[`class_${kind}`], outside: facts[`outside_${kind}`] }
      : { sameClass: 0, outside: 0 },
  )
}

/**
 * The one decision on a sign-up (domain/sign-up.ts). `taken`: its place is counted (not in a
 * fair start's queue, which decides the places when it is handled); `pending`: the student's
 * sign-ups queued in a fair start; `parent`: the parent the sign-up names (null: none),
 * undefined where consent is not decided here (a queued sign-up handled later).
 */
export function decisionOf(
  ctx: RuleContext,
  signUp: SignUp,
  preference: number,
  options: { taken: boolean; pending?: readonly FairStartRow[]; parent?: ParentInput | null },
) {
  const { student, excursion, scope, siblings, round, facts } = signUp
  const { taken, pending = [], parent } = options
  return signUpDecision(
    {
      round: signUpRound(round),
      excursion,
      taken: taken ? takenOf(round, facts) : null,
      balance: balanceOf(signUp),
      own: [...siblings, ...pending],
      preference,
      steps: { profile: profileSchema.parse(facts.profile), scope, today: dayjs(ctx.now) },
      consent:
        parent === undefined
          ? undefined
          : {
              needed: needsConsent(excursion, facts.profile?.bday),
              parentEmail: parent?.email ?? null,
              ownAddresses: [student.login_id, facts.profile?.email ?? ''],
            },
    },
    ctx.now,
  )
}

/**
 * The counts a new subscription's place is held against, if any: the capacity's, and the
 * balance's (the class's count, the outsiders'). A write must find each still under its limit.
 */
function heldCounts(signUp: SignUp): Pick<SignUpWrite, 'capacity' | 'limits'> {
  const { excursion, round } = signUp
  const balance = balanceOf(signUp)
  // Wishes are not places: while they are collected, capacity refuses none.
  const count = !collectsWishes(round) && excursion.capacity !== null ? takenCount(round) : null
  const limits: NonNullable<SignUpWrite['limits']> = []
  if (count && balance.classShare)
    limits.push({ count: `class_${count}`, of: balance.classShare.of })
  if (count && balance.kept) limits.push({ count: `outside_${count}`, of: balance.kept.of })
  return { capacity: count ? { count, of: excursion.capacity! } : null, limits }
}

/**
 * A new sign-up on facts read: the decision, and what its write is (the row `id`, its Logboek
 * entry, the fingerprint of the facts and the counts held) and answers. `queued`: a round with a
 * fair start, decided under the transaction's locks instead (its queue and its line come first).
 */
export function decideSignUp(
  ctx: RuleContext,
  found: SignUpFacts | null,
  preference: number,
  id: string,
  parent?: ParentInput | null,
) {
  const signUp = signUpOf(ctx, found)
  const { excursion, student, round, facts } = signUp
  const row = newSubscription(id, excursion, student._id, preference, ctx.now)
  const write: SignUpWrite = {
    fingerprint: facts.fingerprint,
    ...heldCounts(signUp),
    row,
    audit: auditRow(ctx, {
      action: 'subscription.create',
      recordType: 'subscription',
      recordId: id,
      after: row,
    }),
  }
  return {
    signUp,
    write,
    answer: subscriptionAnswer(row, holdsPlace(round, row)),
    queued: fairStartEnd(round) !== null,
    decision: decisionOf(ctx, signUp, preference, { taken: true, parent }),
  }
}
