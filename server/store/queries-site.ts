import { auditLog, outbox, settings, uploads, websiteContent } from '../db/schema'
import { WithKeyedTables } from './keyed'
import type { TableOps } from './ops'
import type { AuditFilter, AuditInsert, OutboxFilter, OutboxInsert, OutboxRow } from './types'

/**
 * The site's named queries: page texts and settings, uploads, the mail outbox and the audit log.
 * The first of the store's query layers (this, queries-accounts.ts, queries.ts), written once
 * over the table operations (ops.ts); their meaning is documented on the `Tx` interface (store.ts).
 */
export abstract class SiteQueries extends WithKeyedTables {
  protected abstract readonly ops: TableOps

  readonly contentByName = async (name: string) =>
    (await this.ops.one(websiteContent, { name }))?.content ?? null
  readonly settingByName = async (name: string) =>
    (await this.ops.one(settings, { name }))?.value ?? null

  async uploadById(id: string) {
    const row = await this.ops.one(uploads, { _id: id })
    // The driver's Buffer as the plain bytes the API sends.
    return row ? { ...row, bytes: new Uint8Array(row.bytes) } : null
  }

  /** The mails about one account, newest first ('Mijn gegevens downloaden'). */
  readonly mailsOfUser = async (userId: string) =>
    this.ops.rows(outbox, { user_id: userId }, { orderBy: ['-created_at', '-_id'] })
  /** Appends a mail to the outbox (in the transaction of the change that causes it). */
  async insertMail(row: OutboxInsert) {
    const [inserted] = await this.ops.insert(outbox, [row])
    return inserted!
  }
  /** Removes the mails made before `at`, whatever their state (MAIL_RETENTION_DAYS). */
  readonly deleteMailsBefore = async (at: string) =>
    this.ops.delete(outbox, { created_at: { lt: at } })
  /** Mails, newest first (keyset paging on created_at, id). */
  readonly listMails = async (filter: OutboxFilter) =>
    this.ops.rows(
      outbox,
      { state: filter.state },
      {
        orderBy: ['-created_at', '-_id'],
        limit: filter.limit,
        after: filter.before && [filter.before.created_at, filter.before._id],
      },
    )
  /**
   * Takes up to `limit` pending mails due at `now` (oldest due first) and leases them until
   * `leaseUntil` (their next attempt moves there, attempts + 1). Rows another transaction holds
   * are passed over (`FOR UPDATE SKIP LOCKED`), so two senders never take the same mail.
   */
  async claimDueMails(now: string, leaseUntil: string, limit: number) {
    const due = await this.ops.rows(
      outbox,
      { state: 'pending', next_attempt_at: { lte: now } },
      { orderBy: ['next_attempt_at', '_id'], limit, skipLocked: true },
    )
    // One statement per count of attempts among them (mostly one): each count goes up by one.
    const claimed: OutboxRow[] = []
    for (const attempts of new Set(due.map((m) => m.attempts))) {
      const ids = due.filter((m) => m.attempts === attempts).map((m) => m._id)
      const lease = { next_attempt_at: leaseUntil, attempts: attempts + 1 }
      claimed.push(...(await this.ops.update(outbox, { _id: ids, attempts }, lease)))
    }
    return claimed.sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a._id.localeCompare(b._id),
    )
  }

  /** Audit entries wait for the transaction's end (a rule never reads its own entry back). */
  protected readonly audits: AuditInsert[] = []
  async insertAudit(row: AuditInsert) {
    this.audits.push(row)
  }
  /** Writes the entries waiting (before the log is read, and at the transaction's end). */
  async flushAudits() {
    if (this.audits.length)
      await this.ops.insert(auditLog, this.audits.splice(0), { returning: false })
  }
  /** Newest first (keyset paging on the id). */
  async listAudit(filter: AuditFilter) {
    await this.flushAudits()
    return this.ops.rows(
      auditLog,
      {
        id: filter.before === undefined ? undefined : { lt: filter.before },
        actor_id: filter.actorId,
        action: filter.action,
        record_type: filter.recordType,
        record_id: filter.recordId,
        at: { gte: filter.from, lte: filter.to },
      },
      { orderBy: ['-id'], limit: filter.limit },
    )
  }
  readonly deleteAuditBefore = async (at: string) => this.ops.delete(auditLog, { at: { lt: at } })
  /** The Logboek rows about these kinds of record (the daily run strips old ID values from them). */
  readonly auditRowsOfTypes = async (types: string[]) =>
    this.ops.rows(auditLog, { record_type: types })
}
