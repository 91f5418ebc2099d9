import type { PgTable } from 'drizzle-orm/pg-core'
import { sessions, users } from '../db/schema'
import type { SessionRow, UserRow } from './store'

export type SessionWithUser = { session: SessionRow; user: UserRow }

/**
 * The sessions that requests looked up, kept by this process. On PGlite, where this process is
 * the one on its data and runs one transaction at a time (a read outside waits for it), every
 * change passes through here, so a look-up is kept until a change: exact. On PostgreSQL other
 * instances write too, so a look-up is kept for `ttlMs` only (SESSION_CACHE_MS, issue 39): a
 * change made through this instance counts at once, one made through another within `ttlMs`. A
 * session changed or deleted is dropped; a change to users drops all (a role, a password, a
 * deletion's cascade). A look-up that overlapped a change is not kept (`generation`). Every
 * authenticated request of a rush saves its session's read.
 */
export class SessionCache {
  private readonly entries = new Map<string, { found: SessionWithUser; at: number }>()
  private generation = 0

  constructor(
    private readonly ttlMs = Number.POSITIVE_INFINITY,
    private readonly now = () => performance.now(),
  ) {}

  async through(tokenHash: string, read: () => Promise<SessionWithUser | null>) {
    const kept = this.entries.get(tokenHash)
    if (kept && this.now() - kept.at < this.ttlMs) return kept.found
    const generation = this.generation
    const at = this.now()
    const found = await read()
    if (found && generation === this.generation) {
      this.entries.delete(tokenHash)
      // Bounded: the oldest look-up goes first (a Map keeps the order of insertion).
      if (this.entries.size >= 20_000) this.entries.delete(this.entries.keys().next().value!)
      const frozen = { session: Object.freeze(found.session), user: Object.freeze(found.user) }
      this.entries.set(tokenHash, { found: frozen, at })
    }
    return found
  }

  changed(table: PgTable, keys: unknown[] | null) {
    if (table !== sessions && table !== users) return
    if (table === sessions && keys) for (const key of keys) this.entries.delete(key as string)
    else this.entries.clear()
    this.generation++
  }

  forget() {
    this.entries.clear()
    this.generation++
  }
}
