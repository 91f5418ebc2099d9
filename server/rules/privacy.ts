import { ID_FIELDS } from '~domain/profile'
import { parseDate } from '~domain/dates'
import { findScope } from '~domain/scopes'
import type { Services } from '../services'
import type {
  DeletedPerson,
  ExcursionRow,
  IdDataRetentionRow,
  ProfileRow,
  SubscriptionRow,
  Tx,
} from '../store/store'

/*
 * Personal data only as long as needed (AVG art. 5(1)(e)): the audit log keeps which ID fields
 * changed, never their values (issue 43), and never a typed password; a deleted person's entries
 * keep their actions under 'verwijderde gebruiker #id'; a student's ID data goes
 * ID_DATA_RETENTION_DAYS after the return of their last trip that needed it, or, without such a
 * sign-up, ID_DATA_RETENTION_DAYS after it ended or was removed, or at the end of the school year
 * when there never was one (idDataPlan).
 */

const DAY_MS = 24 * 60 * 60 * 1000

const ID_FIELD_SET: ReadonlySet<string> = new Set(ID_FIELDS)

/** What an audit entry may keep of a value: no password (hash), no ID field's value at all. */
export function auditSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(auditSafe)
  if (value === null || typeof value !== 'object') return value
  const kept: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (/password/i.test(key) || ID_FIELD_SET.has(key)) continue
    kept[key] = auditSafe(field)
  }
  return kept
}

/** The ID fields a value holds (at any depth), by name, with what they hold. */
function idValuesIn(value: unknown, into = new Map<string, unknown>()) {
  if (Array.isArray(value)) for (const item of value) idValuesIn(item, into)
  else if (value !== null && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      if (ID_FIELD_SET.has(key)) into.set(key, field)
      else idValuesIn(field, into)
    }
  return into
}

/**
 * Which ID fields an audited change touched (the Logboek keeps these names, never the values):
 * a field whose value differs between before and after, or one set where there was no before.
 */
export function idFieldsChanged(before: unknown, after: unknown): string[] {
  const old = idValuesIn(before)
  const now = idValuesIn(after)
  return ID_FIELDS.filter((field) => {
    if (!now.has(field) && !old.has(field)) return false
    const was = old.get(field) ?? ''
    const is = now.get(field) ?? ''
    return was !== is
  })
}

/**
 * A Logboek row as it must be kept: no ID values. A row written before issue 43 (with values, or
 * a masked number) gets the names of the ID fields it held instead; null when it needs no change.
 */
export function withoutIdValues(row: { before: unknown; after: unknown }) {
  if (!idValuesIn(row.before).size && !idValuesIn(row.after).size) return null
  const changed = idFieldsChanged(row.before, row.after)
  const after = auditSafe(row.after)
  return {
    before: auditSafe(row.before),
    after: changed.length
      ? { ...(after && typeof after === 'object' ? after : {}), id_fields_changed: changed }
      : after,
  }
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

/** The end of the school year: 31 July, 23:59:59 school time (CEST), on or after `now`. */
export function endOfSchoolYear(now: Date): Date {
  const year = now.getUTCFullYear()
  const end = new Date(`${year}-07-31T21:59:59.000Z`)
  return end >= now ? end : new Date(`${year + 1}-07-31T21:59:59.000Z`)
}

/**
 * When a student's ID data goes, and why (kept in id_data_retention by the daily run, so a sign-up
 * that is gone is still remembered): `days` after the return of their last trip that needs it;
 * without one, `days` after that sign-up was seen gone (it ended or was removed), or, when there
 * never was one, at the end of the school year.
 */
export function idDataPlan(
  subscriptions: SubscriptionRow[],
  excursions: Map<string, ExcursionRow>,
  kept: IdDataRetentionRow | null,
  days: number,
  now: Date,
): { erase_on: Date; basis: IdDataRetentionRow['basis'] } {
  const signedUp = idDataErasureDay(subscriptions, excursions, days)
  if (signedUp) return { erase_on: signedUp, basis: 'sign-up' }
  if (kept?.basis === 'sign-up') {
    const released = new Date(now.getTime() + days * DAY_MS)
    const before = new Date(kept.erase_on)
    return { erase_on: before < released ? before : released, basis: 'released' }
  }
  if (kept) return { erase_on: new Date(kept.erase_on), basis: kept.basis }
  return { erase_on: endOfSchoolYear(now), basis: 'school-year' }
}

/**
 * The daily run: erases the ID data that is due (and, from the Logboek, every ID value a row
 * written before issue 43 still holds), and logs the run (also when none was).
 */
export async function eraseExpiredIdData(services: Services) {
  const days = services.settings.idDataRetentionDays
  const now = services.now()
  return services.store.transaction(async (tx: Tx) => {
    const excursions = new Map((await tx.listExcursions()).map((e) => [e._id, e]))
    const subscriptions = await tx.listSubscriptions()
    const byStudent = new Map<string, SubscriptionRow[]>()
    for (const sub of subscriptions)
      byStudent.set(sub.student_id, [...(byStudent.get(sub.student_id) ?? []), sub])
    const kept = new Map((await tx.listIdDataRetention()).map((r) => [r.user_id, r]))
    let erased = 0
    for (const profile of await tx.listProfiles()) {
      if (!hasIdData(profile)) {
        if (kept.has(profile.user_id)) await tx.idDataRetention.delete(profile.user_id)
        continue
      }
      const plan = idDataPlan(
        byStudent.get(profile.user_id) ?? [],
        excursions,
        kept.get(profile.user_id) ?? null,
        days,
        now,
      )
      if (plan.erase_on > now) {
        await tx.idDataRetention.save({
          user_id: profile.user_id,
          erase_on: plan.erase_on.toISOString(),
          basis: plan.basis,
        })
        continue
      }
      await tx.updateProfile(
        profile._id,
        Object.fromEntries(ID_FIELDS.map((field) => [field, ''])) as Partial<ProfileRow>,
      )
      await tx.idDataRetention.delete(profile.user_id)
      // The parent's address and answer are kept as long as the ID data (issue 44).
      await tx.consents.deleteOfStudent(profile.user_id)
      erased++
    }
    const scrubbed = await stripIdValuesFromAudit(tx)
    await tx.insertAudit({
      at: now.toISOString(),
      actor_id: null,
      actor_login: null,
      action: 'privacy.id-data-erased',
      record_type: 'profile',
      record_id: null,
      before: null,
      after: { profiles: erased, retentionDays: days, audit_rows_stripped: scrubbed },
      address: null,
    })
    return erased
  })
}

/** Every Logboek row that still holds an ID value (written before issue 43) keeps only the names. */
async function stripIdValuesFromAudit(tx: Tx) {
  let stripped = 0
  for (const row of await tx.auditRowsOfTypes(['profile', 'user'])) {
    const clean = withoutIdValues(row)
    if (!clean) continue
    await tx.audit.update(row.id, { before: clean.before, after: clean.after })
    stripped++
  }
  return stripped
}
