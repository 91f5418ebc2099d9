import { findScope } from '~domain/scopes'
import { enqueueMail } from '../mail/outbox'
import type { MailData } from '../mail/templates'
import type { PlacementInput, PlacementResult } from '../placement/types'
import type { ProfileRow, Tx } from '../store/store'
import { mailAddress, mailAt, nameOf } from './account-mail'
import type { RuleContext } from './context'

/**
 * The mails students get about their places (placement, a move up from a waiting list), written
 * in the transaction of the change itself. A student who turned them off on their account page
 * (`mail_placement`) gets none; a student without an address gets none either.
 */

type Recipient = { userId: string; to: string; name: string; profile: ProfileRow | null }

const scopeLabel = (scope: string) => findScope(scope)?.label ?? scope
const accountLink = (ctx: RuleContext) =>
  `${ctx.services.settings.appUrl.replace(/\/$/, '')}/account`
/** Where a student's mail goes (account-mail.ts, as every account's), with their choice. */
async function recipient(tx: Tx, userId: string): Promise<Recipient | null> {
  const user = await tx.users.get(userId)
  if (!user) return null
  const profile = await tx.profileOfUser(userId)
  const to = mailAddress(user, profile)
  return to ? { userId, to, name: nameOf(profile), profile } : null
}

/** On unless the student turned it off (an old demo state without the field counts as on). */
export const wantsPlacementMail = (profile: ProfileRow | null) => profile?.mail_placement !== false
export const wantsReminders = (profile: ProfileRow | null) => profile?.mail_reminders !== false

/**
 * After publishing: each student who took part (had wishes, or got a place) hears where they
 * are placed and by which wish, or why there is no place (the same reason as on their account
 * page). Students without any wish and without a place get nothing: there was nothing to place.
 */
export async function mailPlacementResults(
  tx: Tx,
  ctx: RuleContext,
  scope: string,
  input: PlacementInput,
  result: PlacementResult,
  /** Why each student got their place or none (reason.ts), by student id. */
  reasons: ReadonlyMap<string, string>,
): Promise<number> {
  const names = new Map((await tx.listExcursions()).map((e) => [e._id, e.name]))
  const hadWishes = new Set(input.students.filter((s) => s.wishes.length > 0).map((s) => s.id))
  for (const group of input.groups ?? [])
    if (group.wishes.length > 0) for (const member of group.members) hadWishes.add(member)
  let written = 0
  for (const student of result.students) {
    if (!student.excursionId && !hadWishes.has(student.studentId)) continue
    const to = await recipient(tx, student.studentId)
    if (!to || !wantsPlacementMail(to.profile)) continue
    const base = { name: to.name, scope: scopeLabel(scope), link: accountLink(ctx) }
    const data: MailData['placement'] = student.excursionId
      ? {
          ...base,
          excursion: names.get(student.excursionId) ?? '',
          rank: student.rank,
          reason: reasons.get(student.studentId),
        }
      : { ...base, excursion: null, reason: reasons.get(student.studentId) ?? '' }
    await enqueueMail(tx, mailAt(ctx), { to: to.to, userId: to.userId, kind: 'placement', data })
    written += 1
  }
  return written
}

/** A place from the waiting list: the student who gets it is told. */
export async function mailWaitingListPlace(
  tx: Tx,
  ctx: RuleContext,
  studentId: string,
  excursionName: string,
): Promise<boolean> {
  const to = await recipient(tx, studentId)
  if (!to || !wantsPlacementMail(to.profile)) return false
  await enqueueMail(tx, mailAt(ctx), {
    to: to.to,
    userId: to.userId,
    kind: 'waiting-list',
    data: { name: to.name, excursion: excursionName, link: accountLink(ctx) },
  })
  return true
}

/**
 * A place freed at the round's consent deadline (issue 44): the student hears why, whatever
 * their choice of placement mails (a place taken away is not news they chose to miss).
 */
export async function mailPlaceFreed(
  tx: Tx,
  ctx: RuleContext,
  studentId: string,
  notice: { subject: string; lines: string[] },
): Promise<boolean> {
  const to = await recipient(tx, studentId)
  if (!to) return false
  await enqueueMail(tx, mailAt(ctx), {
    to: to.to,
    userId: to.userId,
    kind: 'notice',
    data: { name: to.name, ...notice, link: accountLink(ctx) },
  })
  return true
}
