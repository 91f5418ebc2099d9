import dayjs from 'dayjs'
import { idDataCompleteness, profileSchema } from '~domain/profile'
import { formatSchoolTime, windowState } from '~domain/window'
import { findScope, type ScopeInfo } from '~domain/scopes'
import { refuse } from '../errors'
import { enqueueMail } from '../mail/outbox'
import { serverMessages } from '../messages'
import type { ProfileRow, RoundRow, Tx } from '../store/store'
import type { Services } from '../services'
import { audit, transaction, type RuleContext } from './context'
import { lockInOrder } from './locks'
import { runDueRoundJobs } from './round-jobs'
import { isPublished, roundOf } from './rounds'
import { wantsReminders } from './student-mail'

/**
 * Reminders per scope (Inschrijfrondes): every student whose sign-up still lacks something
 * hears what, unless they turned reminders off. What counts: no sign-up at all, fewer wishes
 * than the round's minimum, or ID data that a trip abroad needs and that is not complete.
 */

const reminderTexts = {
  none: 'Je hebt je nog niet ingeschreven.',
  fewWishes: (given: number, min: number) =>
    `Je hebt ${given} van de minstens ${min} ${min === 1 ? 'wens' : 'wensen'} opgegeven.`,
  idData:
    'Je paspoort/ID-gegevens zijn niet compleet; die zijn nodig voor een reis naar het buitenland.',
}

type Reminder = {
  userId: string
  to: string | null
  name: string
  missing: string[]
  wants: boolean
}

/** The round may still take sign-ups: reminding makes sense (not after it closed or was placed). */
function refuseClosed(round: RoundRow, now: Date) {
  if (isPublished(round) || windowState(round, now) === 'closed')
    refuse(409, serverMessages.reminders.closed)
}

/** What a sign-up in a scope can lack: the reminders name it, Beheer > Klassen shows it. */
export type SignUpGap =
  { kind: 'none' } | { kind: 'fewWishes'; given: number; min: number } | { kind: 'idData' }

/** Whether stored profiles have the ID data a trip abroad needs (the profile's own rule). */
export function idDataCheck(today: dayjs.Dayjs) {
  const complete = idDataCompleteness(today)
  return (profile: ProfileRow | null) => complete(profileSchema.parse(profile ?? {}))
}

/**
 * What a student's sign-up in a scope lacks (`given`: their subscriptions there): no sign-up,
 * fewer wishes than a preference round's minimum, or ID data a trip abroad needs (asked only
 * there: `idComplete` is called when the scope needs it).
 */
export function signUpGaps(
  info: ScopeInfo,
  round: RoundRow,
  given: number,
  idComplete: () => boolean,
): SignUpGap[] {
  const min = round.mode === 'preference' ? round.min_wishes : 0
  const gaps: SignUpGap[] = []
  if (given === 0) gaps.push({ kind: 'none' })
  else if (given < min) gaps.push({ kind: 'fewWishes', given, min })
  if (info.needsIdData && !idComplete()) gaps.push({ kind: 'idData' })
  return gaps
}

const gapText = (gap: SignUpGap) =>
  gap.kind === 'fewWishes' ? reminderTexts.fewWishes(gap.given, gap.min) : reminderTexts[gap.kind]

/** A student's class: their Mentor/Coach ('' without one). */
export const classOf = (profile: ProfileRow | null | undefined) => profile?.grade.trim() ?? ''

/**
 * Every student who lacks something in `scope` (of one class, when `className` is given), with
 * what, their address and their choice.
 */
async function studentsToRemind(
  tx: Tx,
  ctx: RuleContext,
  scope: string,
  round: RoundRow,
  className?: string,
) {
  const info = findScope(scope) ?? refuse(400, serverMessages.reminders.unknownScope)
  const students = await tx.userIdsWithRole('student')
  const users = new Map((await tx.listUsers()).map((u) => [u._id, u]))
  const profiles = new Map<string, ProfileRow>()
  for (const p of await tx.listProfiles()) profiles.set(p.user_id, p)
  const counts = new Map<string, number>()
  for (const s of await tx.listSubscriptions({ scope }))
    counts.set(s.student_id, (counts.get(s.student_id) ?? 0) + 1)
  const idComplete = idDataCheck(dayjs(ctx.now))

  const found: Reminder[] = []
  for (const id of students) {
    const profile = profiles.get(id) ?? null
    if (className !== undefined && classOf(profile) !== className) continue
    const given = counts.get(id) ?? 0
    const missing = signUpGaps(info, round, given, () => idComplete(profile)).map(gapText)
    if (!missing.length) continue
    const login = users.get(id)?.login_id ?? ''
    const to = profile?.email.trim() || (login.includes('@') ? login : '') || null
    found.push({
      userId: id,
      to,
      name: profile?.first_name.trim() ?? '',
      missing,
      wants: wantsReminders(profile),
    })
  }
  return found
}

const countOf = (found: Reminder[]) => ({
  students: found.length,
  mails: found.filter((r) => r.to && r.wants).length,
})

/** Whom a reminder goes to: a scope's students, or one class of them (Beheer > Klassen). */
type ReminderTarget = { scope: string; class?: string }

/** GET rounds/reminders: how many students lack something, and how many will get a mail. */
export function reminderPreview<T extends ReminderTarget>(ctx: RuleContext, query: T) {
  return ctx.services.store.run(async (tx) => {
    const round = await roundOf(tx, query.scope)
    refuseClosed(round, ctx.now)
    const found = await studentsToRemind(tx, ctx, query.scope, round, query.class)
    return { ...query, ...countOf(found) }
  })
}

/** POST rounds/reminders: the mails, in one transaction with their audit entry. */
export function sendReminders<T extends ReminderTarget>(ctx: RuleContext, body: T) {
  return transaction(ctx, async (tx) => {
    const round = await roundOf(tx, body.scope)
    refuseClosed(round, ctx.now)
    return { ...body, ...(await remind(tx, ctx, round, false, body.class)) }
  })
}

async function remind(
  tx: Tx,
  ctx: RuleContext,
  round: RoundRow,
  scheduled: boolean,
  className?: string,
) {
  const found = await studentsToRemind(tx, ctx, round.scope, round, className)
  const scope = findScope(round.scope)!.label
  const closesAt = round.closes_at ? `op ${formatSchoolTime(round.closes_at)}` : null
  const link = `${ctx.services.settings.appUrl.replace(/\/$/, '')}/account`
  for (const r of found)
    if (r.to && r.wants)
      await enqueueMail(
        tx,
        { now: ctx.now, delivery: ctx.services.settings.mailDelivery },
        {
          to: r.to,
          userId: r.userId,
          kind: 'reminder',
          data: { name: r.name, scope, missing: r.missing, closesAt, link },
        },
      )
  const counts = countOf(found)
  await audit(tx, ctx, {
    action: 'round.reminders',
    recordType: 'round',
    recordId: round.scope,
    after: {
      ...counts,
      ...(scheduled ? { scheduled } : {}),
      ...(className !== undefined ? { class: className } : {}),
    },
  })
  return counts
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A round whose scheduled reminders are due now: N days or less before it closes, still open. */
function isDue(round: RoundRow, now: Date) {
  if (round.remind_days_before == null || round.reminded_at || !round.closes_at) return false
  if (isPublished(round) || windowState(round, now) !== 'open') return false
  return now.getTime() >= Date.parse(round.closes_at) - round.remind_days_before * DAY_MS
}

/**
 * The server's timer (server/host.ts): the reminders of every round that is due, once per
 * window. The round's lock and a second look inside the transaction: with several instances on
 * one PostgreSQL only one sends them.
 */
export function sendDueReminders(services: Services): Promise<string[]> {
  return runDueRoundJobs(
    services,
    isDue,
    (tx, scope) => lockInOrder(tx, { rounds: [scope] }),
    async (tx, ctx, round) => {
      await remind(tx, ctx, round, true)
      await tx.rounds.save({ ...round, reminded_at: ctx.now.toISOString() })
    },
  )
}
