import type { Dayjs } from 'dayjs'
import type { BalanceLimit } from './balance'
import type { ScopeInfo } from './scopes'
import { collectsWishes, isPlacedRound, isPreference, type RoundState } from './round'
import { formatSchoolTime, windowState } from './window'
import { signUpMessages as m } from './messages/sign-up'
import { consentMessages } from './messages/consent'
import { isOwnAddress } from './consent'
import { acceptField, hasCompleteIdData, type Profile } from './profile'

export type SignUpStep = 'id-data' | 'terms' | 'subscribe'

/**
 * What a student still has to do before subscribing in a scope (DESIGN.md): a trip first needs
 * complete ID data (the ID popup), then the scope's terms are accepted once; then the
 * subscription itself. The app asks in this order and the server refuses in this order
 * (signUpDecision). `idDataSaved` skips the ID check right after the ID popup saved; `today` is
 * the server's clock there.
 */
export function signUpStep(
  profile: Profile,
  scope: Pick<ScopeInfo, 'needsIdData' | 'terms'>,
  { idDataSaved = false, today }: { idDataSaved?: boolean; today?: Dayjs } = {},
): SignUpStep {
  if (scope.needsIdData && !idDataSaved && !hasCompleteIdData(profile, today)) return 'id-data'
  if (!profile[acceptField(scope.terms)]) return 'terms'
  return 'subscribe'
}

/** A round as the sign-up reads it: its state, its window and its maximum. */
export type SignUpRound = RoundState & {
  opens_at: string | null
  closes_at: string | null
  max_wishes: number | null
}

/** Everything a new sign-up is decided on; the server and the app each read these their way. */
export type SignUpFacts = {
  round: SignUpRound
  excursion: { _id: string; capacity: number | null }
  /**
   * The excursion's places taken under its round's rule (docs/rounds.md); null: not counted here
   * (a fair start's queue decides the places when it is handled).
   */
  taken: number | null
  /**
   * A balanced trip (issue 44; domain/balance.ts `balanceLimits`): the student's class under the
   * class share, and (for a student outside the kept group) the places not kept. Held like the
   * capacity: only where places are counted. Absent: no balance, or not known here (the app).
   */
  balance?: {
    classShare: (BalanceLimit & { share: number }) | null
    kept: BalanceLimit | null
  }
  /** The student's subscriptions in the scope, and their sign-ups still queued in a fair start. */
  own: readonly { excursion_id: string; preference: number }[]
  /** The rank asked for. */
  preference: number
  /**
   * The steps (ID data, terms): the profile and the scope. Left out, they are not decided: the
   * app asks them with their popups at the click, the server always decides them.
   */
  steps?: {
    profile: Profile
    scope: Pick<ScopeInfo, 'needsIdData' | 'terms'>
    idDataSaved?: boolean
    today?: Dayjs
  }
  /**
   * A parent's consent (issue 44; domain/consent.ts `needsConsent`): whether this student needs
   * it for this trip, the parent's address the sign-up names (null: none), and the student's own
   * addresses, which a parent's may not be. Left out: not decided (a move, a queued sign-up
   * handled later).
   */
  consent?: { needed: boolean; parentEmail: string | null; ownAddresses?: readonly string[] }
}

export type SignUpBlocker =
  | 'not-yet-open'
  | 'closed'
  | 'published'
  | 'already'
  | 'too-many'
  | 'rank-range'
  | 'id-data'
  | 'terms'
  | 'parent-needed'
  | 'parent-own-address'
  | 'full'
  | 'class-share'
  | 'kept-places'
  | 'rank-taken'

export type SignUpDecision = { may: true } | { may: false; blocker: SignUpBlocker; message: string }

const no = (blocker: SignUpBlocker, message: string): SignUpDecision => ({
  may: false,
  blocker,
  message,
})

/**
 * The steps alone (ID data, then the terms), decided: the part of the decision a place on a
 * waiting list needs too.
 */
export function stepsDecision({
  profile,
  scope,
  idDataSaved,
  today,
}: NonNullable<SignUpFacts['steps']>): SignUpDecision {
  const step = signUpStep(profile, scope, { idDataSaved, today })
  if (step === 'id-data') return no('id-data', m.idDataFirst)
  if (step === 'terms') return no('terms', m.termsFirst)
  return { may: true }
}

/**
 * A new sign-up, decided once for the server and the app (issue 40): 'may', or the first thing
 * in the way with its Dutch message. In this order: the window (not yet open, closed, a
 * published placement), already signed up, the round's maximum, the rank's range, a free place
 * (wishes take none while they are collected), then the balance's (a place under the class
 * share, a place not kept for a group the student is outside of), the steps (ID data, then the
 * terms), a parent named where the trip needs a parent's consent (not the student's own address),
 * a free rank.
 */
export function signUpDecision(facts: SignUpFacts, now: Date): SignUpDecision {
  const { round, excursion, own, preference } = facts
  const window = windowState(round, now)
  if (window === 'not-yet-open')
    return no('not-yet-open', m.notYetOpen(`op ${formatSchoolTime(round.opens_at!)}`))
  if (window === 'closed') return no('closed', m.closed)
  if (isPlacedRound(round)) return no('published', m.published)
  if (own.some((s) => s.excursion_id === excursion._id)) return no('already', m.already)
  const max = round.max_wishes
  if (max !== null && own.length >= max)
    return no('too-many', isPreference(round) ? m.tooManyWishes(max) : m.tooManySubscriptions(max))
  if (max !== null && preference > max) return no('rank-range', m.rankRange(max))
  // Before the steps: nobody fills in a form or accepts terms for a trip that is full.
  if (
    !collectsWishes(round) &&
    excursion.capacity !== null &&
    facts.taken !== null &&
    facts.taken >= excursion.capacity
  )
    return no('full', m.full)
  const { classShare, kept } = facts.balance ?? { classShare: null, kept: null }
  const counted = !collectsWishes(round) && facts.taken !== null
  if (counted && classShare && classShare.taken >= classShare.of)
    return no('class-share', m.classShareFull(classShare.share))
  if (counted && kept && kept.taken >= kept.of) return no('kept-places', m.keptPlacesOnly)
  const steps = facts.steps && stepsDecision(facts.steps)
  if (steps && !steps.may) return steps
  const consent = facts.consent
  if (consent?.needed) {
    if (!consent.parentEmail?.trim()) return no('parent-needed', consentMessages.parentNeeded)
    if (isOwnAddress(consent.parentEmail, consent.ownAddresses ?? []))
      return no('parent-own-address', consentMessages.notOwnAddress)
  }
  if (own.some((s) => s.preference === preference)) return no('rank-taken', m.rankTaken(preference))
  return { may: true }
}
