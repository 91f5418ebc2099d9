import { ID_FIELDS } from '~domain/profile'
import type { AuditRow, Tx } from '../store/store'
import { caller, type RuleContext } from './context'
import { idDataPlan } from './privacy'
import { publicUser } from './sessions'

/** Audit entries read per query: a student's own history is far below this. */
const AUDIT_LIMIT = 5000

/**
 * GET users/my_data ('Mijn gegevens downloaden', AVG art. 15): everything held about the caller,
 * from every table that has rows about them, and nothing about anyone else: the account, the
 * profile with the ID data, sign-ups with their placement, waiting lists, friend groups, sessions, and the
 * audit entries about them (who else acted is named only as 'medewerker'), and what was mailed.
 */
export function myData(ctx: RuleContext) {
  const user = caller(ctx)
  return ctx.services.store.run(async (tx) => {
    const profile = await tx.profileOfUser(user._id)
    const subscriptions = await tx.subscriptionsOfStudent(user._id)
    const excursions = new Map((await tx.listExcursions()).map((e) => [e._id, e]))
    const waiting = await tx.waitingEntries({ studentId: user._id })
    const sessions = await tx.sessionsOfUser(user._id)
    const mails = await tx.mailsOfUser(user._id)
    const consents = await tx.consents.list({ studentId: user._id })
    // Friend groups (issue 27): one's own memberships and invitations, with the group's shared
    // wishes (one's own wish list while in it); the other members are not named here.
    const friendGroups = []
    for (const row of await tx.friendMembers({ studentId: user._id })) {
      const group = await tx.friendGroups.get(row.group_id)
      friendGroups.push({
        scope: row.scope,
        state: row.state,
        since: row.since,
        wishes: (group?.wishes ?? []).map((id) => excursions.get(id)?.name ?? id),
      })
    }
    const recordIds = [
      user._id,
      ...(profile ? [profile._id] : []),
      ...subscriptions.map((s) => s._id),
      ...consents.map((c) => c._id),
    ]
    const audit = await auditAbout(tx, user._id, recordIds)
    // Every student with ID data has a date (issue 43): also without a sign-up that needs it.
    const erasure =
      profile && ID_FIELDS.some((field) => profile[field] !== '')
        ? idDataPlan(
            subscriptions,
            excursions,
            await tx.idDataRetention.get(user._id),
            ctx.services.settings.idDataRetentionDays,
            ctx.now,
          ).erase_on
        : null
    return {
      generated_at: ctx.now.toISOString(),
      account: { ...publicUser(user), created_at: user.created_at },
      profile,
      id_data_erased_on: erasure?.toISOString() ?? null,
      subscriptions: subscriptions.map((s) => ({
        ...s,
        excursion: excursions.get(s.excursion_id)?.name ?? null,
      })),
      waiting_list: waiting.map((w) => ({
        ...w,
        excursion: excursions.get(w.excursion_id)?.name ?? null,
      })),
      friend_groups: friendGroups,
      // The parent's name and address the student gave, and the answer (issue 44).
      parent_consents: consents.map((c) => ({
        excursion: excursions.get(c.excursion_id)?.name ?? c.excursion_id,
        parent_name: c.parent_name,
        parent_email: c.parent_email,
        consent_state: c.state,
        answered_name: c.answered_name,
        answered_at: c.answered_at,
        created_at: c.created_at,
      })),
      sessions: sessions.map((s) => ({
        created_at: s.created_at,
        last_used_at: s.last_used_at,
        expires_at: s.expires_at,
        device: s.device,
      })),
      // What was mailed, not the mail itself: a link in it may still open the account.
      mails: mails.map((mail) => ({
        recipient: mail.recipient,
        kind: mail.kind,
        subject: mail.subject,
        state: mail.state,
        created_at: mail.created_at,
        sent_at: mail.sent_at,
      })),
      audit,
    }
  })
}

async function auditAbout(tx: Tx, userId: string, recordIds: string[]) {
  const found = new Map<number, AuditRow>()
  const batches = [
    await tx.listAudit({ actorId: userId, limit: AUDIT_LIMIT }),
    ...(await Promise.all(
      recordIds.map((recordId) => tx.listAudit({ recordId, limit: AUDIT_LIMIT })),
    )),
  ]
  for (const row of batches.flat()) found.set(row.id, row)
  return [...found.values()]
    .sort((a, b) => b.id - a.id)
    .map((row) => ({
      ...row,
      // Staff acting on the student's records are not the student's data.
      actor_id: row.actor_id === userId ? userId : row.actor_id ? 'medewerker' : null,
      actor_login: row.actor_id === userId ? row.actor_login : row.actor_id ? 'medewerker' : null,
      address: row.actor_id === userId ? row.address : null,
    }))
}
