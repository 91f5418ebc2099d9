// A new sign-up decided once (domain/sign-up.ts signUpDecision, for the server and the app): its
// facts read in one go (docs/benchmarks.md "A sign-up in one statement"), the decision, then
// written in one statement (subscribeInOne) or under the transaction's locks (createSubscription:
// moves, fair starts, facts that kept changing).
import dayjs from 'dayjs'
import { profileSchema } from '~domain/profile'
import { balanceLimits } from '~domain/balance'
import { needsConsent } from '~domain/consent'
import type { ParentInput } from '~contract/schemas/consent'
import { findScope } from '~domain/scopes'
import { signUpDecision } from '~domain/sign-up'
import { refuseSubscription } from '../errors'
import { serverMessages } from '../messages'
import type { FairStartRow, SignUpFacts, SignUpWrite, SubscriptionRow, Tx } from '../store/store'
import { audit, auditRow, caller, type RuleContext } from './context'
import {
  collectsWishes,
  defaultRound,
  holdsPlace,
  signUpRound,
  takenCount,
  takenOf,
} from './rounds'
import { fairStartEnd } from './fair-start'
import { lockInOrder } from './locks'

/** A subscription as the API answers it: with whether it holds a place (docs/rounds.md). */
export const subscriptionAnswer = (row: SubscriptionRow, placed: boolean) => ({ ...row, placed })

/**
 * What a sign-up is decided on: the student's and the excursion's locks, then one read (the
 * excursion, the student's subscriptions in its scope, its round, the profile, the counts).
 */
export async function loadSignUp(tx: Tx, ctx: RuleContext, excursionId: string) {
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
export type SignUp = ReturnType<typeof signUpOf>

/**
 * A new sign-up decided (domain/sign-up.ts: the one decision the app reads too), refused with
 * its Dutch message. `taken`: its place is counted (not in a fair start's queue, which decides
 * the places when it is handled); `pending`: the student's sign-ups queued in a fair start.
 */
export function decideSignUp(
  ctx: RuleContext,
  { student, excursion, scope, siblings, round, facts }: SignUp,
  preference: number,
  {
    taken,
    pending = [],
    parent,
  }: {
    taken: boolean
    pending?: readonly FairStartRow[]
    /** The parent the sign-up names (null: none); undefined: consent not decided here. */
    parent?: ParentInput | null
  },
) {
  const kind = takenCount(round)
  const balance = balanceLimits(
    excursion,
    { grade: facts.profile?.grade, loginId: student.login_id },
    kind
      ? { sameClass: facts[`class_${kind}`], outside: facts[`outside_${kind}`] }
      : { sameClass: 0, outside: 0 },
  )
  const decision = signUpDecision(
    {
      round: signUpRound(round),
      excursion,
      taken: taken ? takenOf(round, facts) : null,
      balance,
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
  if (!decision.may) refuseSubscription(decision.message)
  return { kind, balance }
}

/**
 * The checks of a new subscription (the decision), and the count its place is held against, if
 * one is: a write must find it still under the capacity.
 */
function checkNewSubscription(
  ctx: RuleContext,
  signUp: SignUp,
  preference: number,
  parent: ParentInput | null | undefined,
): Pick<SignUpWrite, 'capacity' | 'limits'> {
  const { excursion, round } = signUp
  const { kind, balance } = decideSignUp(ctx, signUp, preference, { taken: true, parent })
  // Wishes are not places: while they are collected, capacity refuses none.
  const held = !collectsWishes(round) && excursion.capacity !== null
  const count = held ? kind : null
  // The balance's limits are held the same way (the class's count, the outsiders').
  const limits: NonNullable<SignUpWrite['limits']> = []
  if (count && balance.classShare)
    limits.push({ count: `class_${count}`, of: balance.classShare.of })
  if (count && balance.kept) limits.push({ count: `outside_${count}`, of: balance.kept.of })
  return { capacity: count ? { count, of: excursion.capacity! } : null, limits }
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
export async function subscribeInOne(
  ctx: RuleContext,
  excursionId: string,
  preference: number,
  parent: ParentInput | null,
) {
  const { store } = ctx.services
  const student = caller(ctx)
  const [read, id] = await store.run(
    async (tx) => [await tx.signUpFacts(student._id, excursionId), tx.newId('s-')] as const,
  )
  let facts = read
  for (let attempt = 1; attempt <= 3; attempt++) {
    const signUp = signUpOf(ctx, facts)
    if (fairStartEnd(signUp.round) !== null) return null
    const held = checkNewSubscription(ctx, signUp, preference, parent)
    const { record, entry } = newSubscription(ctx, signUp, preference, id)
    const written = await store.writeSignUp({
      fingerprint: signUp.facts.fingerprint,
      ...held,
      row: record,
      audit: auditRow(ctx, entry),
    })
    if (written.written) return subscriptionAnswer(record, holdsPlace(signUp.round, record))
    facts = written.facts
  }
  return null
}

/**
 * A new subscription under the transaction's locks: its checks, then written and audited.
 * `parent`: as the sign-up names one; undefined where consent was decided before (a queued one).
 */
export async function createSubscription(
  tx: Tx,
  ctx: RuleContext,
  signUp: SignUp,
  preference: number,
  parent?: ParentInput | null,
) {
  checkNewSubscription(ctx, signUp, preference, parent)
  const { record, entry } = newSubscription(ctx, signUp, preference, tx.newId('s-'))
  await tx.subscriptions.insert(record)
  await audit(tx, ctx, entry)
  return subscriptionAnswer(record, holdsPlace(signUp.round, record))
}
