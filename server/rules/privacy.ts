import { ID_FIELDS } from '~contract/schemas/profile'
import { parseDate } from '~domain/dates'
import { findScope } from '~domain/scopes'
import type { Services } from '../services'
import type { DeletedPerson, ExcursionRow, ProfileRow, SubscriptionRow, Tx } from '../store/store'

/*
 * Personal data only as long as needed (AVG art. 5(1)(e)): the audit log keeps ID numbers masked
 * and never a birth date or a typed password; a deleted person's entries keep their actions under
 * 'verwijderde gebruiker #id'; a student's ID data goes ID_DATA_RETENTION_DAYS after the return of
 * their last trip that needed it.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** An ID number as the audit log keeps it: its last four characters. */
export const maskIdNumber = (value: string) =>
  value.length <= 4 ? '•'.repeat(value.length) : `•••••${value.slice(-4)}`

/** What an audit entry may keep of a value: no password (hash), no birth date, a masked ID number. */
export function auditSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(auditSafe)
  if (value === null || typeof value !== 'object') return value
  const kept: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (/password/i.test(key) || key === 'bday') continue
    kept[key] =
      key === 'document_number' && typeof field === 'string'
        ? maskIdNumber(field)
        : auditSafe(field)
  }
  return kept
}

/** How the audit log names a deleted person. */
export const deletedUserLabel = (userId: string) => `verwijderde gebruiker #${userId}`

/** A deleted person: their account and (if any) profile are the records the log forgets. */
export const deletedPerson = (userId: string, profileId?: string): DeletedPerson => ({
  userId,
  recordIds: profileId ? [userId, profileId] : [userId],
  label: deletedUserLabel(userId),
})

const hasIdData = (profile: ProfileRow) =>
  ID_FIELDS.some((field) => profile[field as keyof ProfileRow] !== '')

/**
 * When a student's ID data goes: `days` after the end of their last trip that needs it; null while
 * they have no such trip (the data waits for their sign-up abroad).
 */
export function idDataErasureDay(
  subscriptions: SubscriptionRow[],
  excursions: Map<string, ExcursionRow>,
  days: number,
): Date | null {
  let last: number | null = null
  for (const sub of subscriptions) {
    const excursion = excursions.get(sub.excursion_id)
    if (!excursion || !findScope(excursion.scope)?.needsIdData) continue
    // The day the trip ends: its return date, else its date.
    const end = parseDate(excursion.return_date ?? excursion.datetime)
    if (end) last = Math.max(last ?? 0, end.valueOf())
  }
  return last === null ? null : new Date(last + days * DAY_MS)
}

/** The daily run: erases the ID data that is due, and logs the run (also when none was). */
export async function eraseExpiredIdData(services: Services) {
  const days = services.settings.idDataRetentionDays
  const now = services.now()
  return services.store.transaction(async (tx: Tx) => {
    const excursions = new Map((await tx.listExcursions()).map((e) => [e._id, e]))
    const subscriptions = await tx.listSubscriptions()
    const byStudent = new Map<string, SubscriptionRow[]>()
    for (const sub of subscriptions)
      byStudent.set(sub.student_id, [...(byStudent.get(sub.student_id) ?? []), sub])
    let erased = 0
    for (const profile of await tx.listProfiles()) {
      if (!hasIdData(profile)) continue
      const day = idDataErasureDay(byStudent.get(profile.user_id) ?? [], excursions, days)
      if (day === null || day > now) continue
      await tx.updateProfile(
        profile._id,
        Object.fromEntries(ID_FIELDS.map((field) => [field, ''])) as Partial<ProfileRow>,
      )
      erased++
    }
    await tx.insertAudit({
      at: now.toISOString(),
      actor_id: null,
      actor_login: null,
      action: 'privacy.id-data-erased',
      record_type: 'profile',
      record_id: null,
      before: null,
      after: { profiles: erased, retentionDays: days },
      address: null,
    })
    return erased
  })
}
