// Parents' consent for a student's trip (issue 44, docs/consent.md): asked at the sign-up (or
// later from the trip's page), answered by the parent from a single-use link (an account token
// of kind 'consent', stored hashed, 14 days), read by the placement and the admins' overview.
import { can } from '~domain/access'
import { fullName } from '~domain/profile'
import type { Consent, ConsentAnswer, ParentInput } from '~contract/schemas/consent'
import {
  CONSENT_LINK_DAYS,
  CONSENT_MAILS_PER_DAY,
  CONSENT_STATE_LABELS,
  consentSettingOf,
  isOwnAddress,
  needsConsent,
  type ConsentState,
} from '~domain/consent'
import { consentMessages as m } from '~domain/messages/consent'
import { findScope } from '~domain/scopes'
import { schoolDay } from '~domain/window'
import { ApiError, refuse, refuseSubscription } from '../errors'
import { enqueueMail, LINK_PLACEHOLDER } from '../mail/outbox'
import { serverMessages } from '../messages'
import { newLinkToken } from '../security/account-tokens'
import type {
  ExcursionRow,
  ParentConsentRow,
  ProfileRow,
  SubscriptionRow,
  Tx,
} from '../store/store'
import { mailAt } from './account-mail'
import { linkState, linkTokenId, newTokenRow, refuseToken } from './account-secrets'
import { audit, caller, transaction, type RuleContext } from './context'

/** The trip's facts as the parent's mail and page name them. */
export function tripFacts(excursion: ExcursionRow) {
  const scope = findScope(excursion.scope)
  return {
    name: excursion.name,
    dates: excursion.return_date
      ? `${excursion.datetime} t/m ${excursion.return_date}`
      : excursion.datetime,
    destination: excursion.location?.trim() || 'niet opgegeven',
    points: excursion.hours,
    description: excursion.description ?? '',
    terms: scope?.termsLabel ?? 'Voorwaarden',
    terms_key: scope?.terms ?? 'activity_terms',
  }
}

/** A consent as the student and the admins read it (the link's token never). */
export function consentAnswer(row: ParentConsentRow, now: Date) {
  const today = row.mail_day === schoolDay(now) ? row.mails_that_day : 0
  return {
    _id: row._id,
    student_id: row.student_id,
    excursion_id: row.excursion_id,
    parent_name: row.parent_name,
    parent_email: row.parent_email,
    state: row.state,
    answered_at: row.answered_at,
    mails_left_today: row.state === 'pending' ? Math.max(0, CONSENT_MAILS_PER_DAY - today) : 0,
  }
}

/** Whether a student needs a parent's consent for this trip (domain/consent.ts on the profile). */
async function neededFor(tx: Tx, studentId: string, excursion: ExcursionRow) {
  if (consentSettingOf(excursion) === 'none') return false
  return needsConsent(excursion, (await tx.profileOfUser(studentId))?.bday)
}

type Ask = { reminder: boolean; counted: boolean }

/**
 * In `tx`: a (new) mail to the parent with a new link (the earlier link goes), and the consent
 * row with this address. Refused once answered, and past 3 mails a day (`counted`: the student's
 * own; the school's reminder is not counted).
 */
async function ask(
  tx: Tx,
  ctx: RuleContext,
  excursion: ExcursionRow,
  studentId: string,
  parent: ParentInput,
  how: Ask,
) {
  const existing = await tx.consents.of(studentId, excursion._id)
  if (existing && existing.state !== 'pending') return refuseSubscription(m.answered)
  const day = schoolDay(ctx.now)
  const today = existing?.mail_day === day ? existing.mails_that_day : 0
  if (how.counted && today >= CONSENT_MAILS_PER_DAY) refuse(429, m.tooManyMails)
  if (existing?.token_id) await tx.consents.deleteToken(existing.token_id)
  const student = (await tx.users.get(studentId)) ?? refuse(404, serverMessages.accounts.notFound)
  const profile = await tx.profileOfUser(studentId)
  const mailId = tx.newId('m-')
  const token = await newTokenRow(
    tx,
    ctx,
    student,
    'consent',
    (await newLinkToken()).hash,
    linkTokenId(mailId),
  )
  const facts = tripFacts(excursion)
  await enqueueMail(tx, mailAt(ctx), {
    id: mailId,
    to: parent.email.trim(),
    userId: studentId,
    kind: 'consent',
    data: {
      parent: parent.name.trim(),
      student: profile ? fullName(profile) : student.login_id,
      trip: facts.name,
      dates: facts.dates,
      destination: facts.destination,
      points: facts.points,
      terms: facts.terms,
      link: LINK_PLACEHOLDER,
      validDays: CONSENT_LINK_DAYS,
      reminder: how.reminder,
    },
  })
  const patch = {
    parent_name: parent.name.trim(),
    parent_email: parent.email.trim(),
    token_id: token._id,
    mail_day: day,
    mails_that_day: today + (how.counted ? 1 : 0),
  }
  const row: ParentConsentRow = existing
    ? { ...existing, ...patch }
    : {
        _id: tx.newId('c-'),
        student_id: studentId,
        excursion_id: excursion._id,
        state: 'pending',
        answered_name: null,
        answered_at: null,
        created_at: ctx.now.toISOString(),
        ...patch,
      }
  if (existing) await tx.parentConsents.update(existing._id, patch)
  else await tx.parentConsents.insert(row)
  await audit(tx, ctx, {
    action: how.reminder ? 'consent.remind' : 'consent.request',
    recordType: 'consent',
    recordId: row._id,
    after: {
      student_id: studentId,
      excursion_id: excursion._id,
      mail: mailId,
      address_changed: existing ? existing.parent_email !== patch.parent_email : null,
    },
  })
  return row
}

/**
 * After a new sign-up that needs consent: the parent's mail, and the consent as it now is (the
 * sign-up's answer carries it, so the trip's page shows it at once; null where the trip needs
 * none of this student). An earlier answer for this trip stands (nothing is asked again), and a
 * mail the day's limit holds back is asked from the trip's page: the sign-up itself is done.
 */
export async function askAfterSignUp(
  ctx: RuleContext,
  excursionId: string,
  parent: ParentInput,
): Promise<Consent | null> {
  const student = caller(ctx)
  try {
    return await transaction(ctx, async (tx) => {
      const excursion = await tx.excursions.get(excursionId)
      // A parent named for a trip that needs no consent of this student is not asked.
      if (!excursion || !(await neededFor(tx, student._id, excursion))) return null
      const existing = await tx.consents.of(student._id, excursionId)
      if (existing && existing.state !== 'pending') return consentAnswer(existing, ctx.now)
      return consentAnswer(
        await ask(tx, ctx, excursion, student._id, parent, { reminder: false, counted: true }),
        ctx.now,
      )
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // Not asked now (the day's mails used): the consent as it stands.
    const row = await ctx.services.store.run((tx) => tx.consents.of(student._id, excursionId))
    return row ? consentAnswer(row, ctx.now) : null
  }
}

/** POST consents/request: the mail again, or to another address, while no answer was given. */
export function requestConsent(
  ctx: RuleContext,
  body: { excursion_id: string; parent: ParentInput },
) {
  const student = caller(ctx)
  return transaction(ctx, async (tx) => {
    const excursion =
      (await tx.excursions.get(body.excursion_id)) ??
      refuseSubscription(serverMessages.subscriptions.excursionGone)
    const own = await tx.subscriptionsOfStudent(student._id, excursion.scope)
    if (!own.some((s) => s.excursion_id === excursion._id)) refuseSubscription(m.noSignUp)
    if (!(await neededFor(tx, student._id, excursion))) refuseSubscription(m.notNeeded)
    const profile = await tx.profileOfUser(student._id)
    if (isOwnAddress(body.parent.email, [student.login_id, profile?.email]))
      refuseSubscription(m.notOwnAddress)
    const row = await ask(tx, ctx, excursion, student._id, body.parent, {
      reminder: false,
      counted: true,
    })
    return consentAnswer(row, ctx.now)
  })
}

/** GET consents/own and GET consents (admins: everyone's). */
export async function listConsents(ctx: RuleContext, all: boolean) {
  const user = caller(ctx)
  if (all && !can(user, 'subscriptions:overview')) refuse(403, serverMessages.session.forbidden)
  const rows = await ctx.services.store.run((tx) =>
    tx.consents.list(all ? {} : { studentId: user._id }),
  )
  return rows.map((row) => consentAnswer(row, ctx.now))
}

const refusalWords = {
  unknown: m.linkUnknown,
  'wrong-kind': m.linkUnknown,
  'wrong-code': m.linkUnknown,
  used: m.linkUsed,
  expired: m.linkExpired,
} as const

/** The consent behind a parent's link, if the link is live; otherwise refused in Dutch. */
async function liveConsent(ctx: RuleContext, token: string) {
  const state = await linkState(ctx, 'consent', token)
  if (state.refusal !== null)
    return refuseToken(ctx, 'consent', state.refusal, state.row, refusalWords[state.refusal])
  const found = await ctx.services.store.run(async (tx) => {
    const consent = await tx.consents.byToken(state.row._id)
    const excursion = consent && (await tx.excursions.get(consent.excursion_id))
    const profile = consent && (await tx.profileOfUser(consent.student_id))
    return consent && excursion ? { consent, excursion, profile } : null
  })
  return found
    ? { token: state.row, ...found }
    : refuseToken(ctx, 'consent', 'unknown', state.row, m.linkUnknown)
}

/** POST consents/link: what the parent's page shows. Nothing is used up. */
export async function consentPage(ctx: RuleContext, token: string) {
  const { consent, excursion, profile } = await liveConsent(ctx, token)
  return {
    student: profile ? fullName(profile) : '',
    parent_name: consent.parent_name,
    state: consent.state,
    trip: tripFacts(excursion),
  }
}

/**
 * POST consents/answer: the parent's answer, recorded with the moment and audited, in one
 * transaction with using up the link (of two answers with one link, one wins).
 */
export async function answerConsent(ctx: RuleContext, input: ConsentAnswer) {
  const { token, consent } = await liveConsent(ctx, input.token)
  const name = input.name?.trim() ?? ''
  if (input.answer === 'given' && !name) refuse(400, m.typeName)
  const now = ctx.now.toISOString()
  const won = await transaction(ctx, async (tx) => {
    if (!(await tx.consumeAccountToken(token._id, now))) return false
    const state: ConsentState = input.answer
    await tx.parentConsents.update(consent._id, {
      state,
      answered_at: now,
      answered_name: state === 'given' ? name : null,
    })
    await audit(tx, ctx, {
      action: 'consent.answer',
      recordType: 'consent',
      recordId: consent._id,
      before: { state: consent.state },
      after: {
        state,
        answered_at: now,
        student_id: consent.student_id,
        excursion_id: consent.excursion_id,
        token: token._id,
      },
    })
    return true
  })
  if (!won) return refuseToken(ctx, 'consent', 'used', token, m.linkUsed)
  return { message: input.answer === 'given' ? m.thanksGiven : m.thanksRefused }
}

/**
 * POST consents/remind: a reminder (a new link) to every parent of the scope's trips who has not
 * answered, for a student still signed up. Parents who answered get nothing.
 */
export function remindConsents(ctx: RuleContext, body: { scope: string }) {
  return transaction(ctx, async (tx) => {
    const excursions = (await tx.listExcursions()).filter((e) => e.scope === body.scope)
    const byId = new Map(excursions.map((e) => [e._id, e]))
    const pending = (await tx.consents.list({ excursionIds: [...byId.keys()] })).filter(
      (c) => c.state === 'pending',
    )
    const signedUp = new Set(
      (await tx.listSubscriptions({ scope: body.scope })).map(
        (s) => `${s.student_id}|${s.excursion_id}`,
      ),
    )
    let sent = 0
    for (const c of pending) {
      if (!signedUp.has(`${c.student_id}|${c.excursion_id}`)) continue
      const parent = { name: c.parent_name, email: c.parent_email }
      await ask(tx, ctx, byId.get(c.excursion_id)!, c.student_id, parent, {
        reminder: true,
        counted: false,
      })
      sent++
    }
    return { sent, message: m.reminded(sent) }
  })
}

/** A student and a trip: a wish, or (for leftover seats) any trip they could be put on. */
type Wish = Pick<SubscriptionRow, 'student_id' | 'excursion_id'>

/**
 * The wishes that need a parent's consent not given, each with why (issue 44): the placement
 * leaves them out ('before the window closes'), and Beheer > Klassen lists them as lacking.
 * `profiles`: the birth dates, when the caller has read them already.
 */
export async function wishesWithoutConsent<W extends Wish = SubscriptionRow>(
  tx: Tx,
  excursions: readonly ExcursionRow[],
  wishes: readonly W[],
  profiles?: readonly Pick<ProfileRow, 'user_id' | 'bday'>[],
) {
  const asking = new Map(
    excursions.filter((e) => consentSettingOf(e) !== 'none').map((e) => [e._id, e]),
  )
  if (!asking.size) return []
  const bdays = new Map((profiles ?? (await tx.listProfiles())).map((p) => [p.user_id, p.bday]))
  const states = new Map(
    (await tx.consents.list({ excursionIds: [...asking.keys()] })).map((c) => [
      `${c.student_id}|${c.excursion_id}`,
      c.state,
    ]),
  )
  const withheld: {
    subscription: W
    state: ConsentState | 'missing'
    label: string
  }[] = []
  for (const wish of wishes) {
    const excursion = asking.get(wish.excursion_id)
    if (!excursion || !needsConsent(excursion, bdays.get(wish.student_id))) continue
    const state = states.get(`${wish.student_id}|${wish.excursion_id}`) ?? 'missing'
    if (state !== 'given')
      withheld.push({ subscription: wish, state, label: CONSENT_STATE_LABELS[state] })
  }
  return withheld
}
