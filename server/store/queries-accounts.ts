import type { Role } from '~domain/access'
import {
  accountTokens,
  idDataRetention,
  profiles,
  schoolAccounts,
  secondFactors,
  sessions,
  users,
} from '../db/schema'
import { SiteQueries } from './queries-site'
import type { ProfileInsert, ProfileRow, SchoolAccountRow, SessionRow, UserRow } from './types'

/**
 * The accounts' named queries: users and profiles, sessions, account tokens, second factors,
 * school accounts and the ID data's retention (the store's query layers: queries-site.ts, this,
 * queries.ts).
 */
export abstract class AccountQueries extends SiteQueries {
  /** By login id or the profile's e-mail address (both case-insensitive) or student number. */
  async userByLogin(loginId: string) {
    const id = loginId.trim().toLowerCase()
    if (!id) return null
    const direct = await this.ops.one(users, { login_id: { lower: id } })
    if (direct) return direct
    const profile =
      (await this.ops.one(profiles, { email: { lower: id } })) ??
      (await this.ops.one(profiles, { number: id }))
    return profile && this.users.get(profile.user_id)
  }
  readonly listUsers = async () => this.ops.rows(users, {}, { orderBy: ['created_at', '_id'] })
  readonly userIdsWithRole = async (role: Role) =>
    (await this.ops.rows(users, { role })).map((u) => u._id)

  readonly profileOfUser = async (userId: string) => this.ops.one(profiles, { user_id: userId })
  readonly profileWithNumber = async (number: string) =>
    number ? this.ops.one(profiles, { number }) : null
  readonly listProfiles = async () => this.ops.rows(profiles, {}, { orderBy: ['_id'] })
  /** Answers the profile as stored (the table's defaults filled in). */
  async insertProfile(row: ProfileInsert) {
    const [inserted] = await this.ops.insert(profiles, [row])
    return inserted!
  }
  /** Answers the profile as changed. */
  async updateProfile(id: string, patch: Partial<Omit<ProfileRow, '_id' | 'user_id'>>) {
    const [updated] = await this.ops.update(profiles, { _id: id }, patch)
    return updated!
  }

  /** The sessions of a user (expired ones included until the clean-up), newest first. */
  readonly sessionsOfUser = async (userId: string) =>
    this.ops.rows(sessions, { user_id: userId }, { orderBy: ['-created_at', 'token_hash'] })
  readonly deleteSessionsOfUser = async (userId: string, exceptTokenHash?: string) =>
    void (await this.ops.delete(sessions, {
      user_id: userId,
      token_hash: exceptTokenHash ? { ne: exceptTokenHash } : undefined,
    }))
  readonly deleteSessionsExpiredBefore = async (at: string) =>
    this.ops.delete(sessions, { expires_at: { lt: at } })
  /** A session with its user (every authenticated call asks this; SQL: one prepared read). */
  async sessionWithUser(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null> {
    const session = await this.sessions.get(tokenHash)
    const user = session && (await this.users.get(session.user_id))
    return session && user ? { session, user } : null
  }

  readonly accountTokenByHash = async (tokenHash: string) =>
    this.ops.one(accountTokens, { token_hash: tokenHash })
  /** The unused tokens of a user of one kind (a printed code is checked against each). */
  readonly openAccountTokens = async (userId: string, kind: string, now: string) =>
    this.ops.rows(
      accountTokens,
      { user_id: userId, kind, used_at: null, expires_at: { gt: now } },
      { orderBy: ['-created_at'] },
    )
  /**
   * Marks the token used if it is unused and unexpired, in one statement (two requests with one
   * link: one wins); answers the row, or null.
   */
  async consumeAccountToken(id: string, now: string) {
    // One statement: of two requests with one link, one finds it unused.
    const [row] = await this.ops.update(
      accountTokens,
      { _id: id, used_at: null, expires_at: { gt: now } },
      { used_at: now },
    )
    return row ?? null
  }
  /**
   * Gives an unused, unexpired token a new secret (a link mail's, as it is sent); answers whether
   * it was still open.
   */
  async rekeyAccountToken(id: string, tokenHash: string, now: string) {
    const rows = await this.ops.update(
      accountTokens,
      { _id: id, used_at: null, expires_at: { gt: now } },
      { token_hash: tokenHash },
    )
    return rows.length > 0
  }
  /**
   * Removes a user's unused tokens of these kinds (a new one replaces them; a new password ends
   * them). Used ones stay until they expire: a second use is told it was used.
   */
  readonly deleteAccountTokens = async (userId: string, kinds: string[]) =>
    void (await this.ops.delete(accountTokens, { user_id: userId, kind: kinds, used_at: null }))
  readonly deleteAccountTokensExpiredBefore = async (at: string) =>
    this.ops.delete(accountTokens, { expires_at: { lt: at } })

  /**
   * Takes a TOTP time step for the user if it is later than the last one taken, in one statement
   * (two requests with one code: one wins); answers whether it was taken.
   */
  async takeSecondFactorStep(userId: string, step: number) {
    // Each statement a claim on the old value: of two requests with one code, one takes it.
    const first = await this.ops.update(
      secondFactors,
      { user_id: userId, last_step: null },
      { last_step: step },
    )
    if (first.length) return true
    const later = await this.ops.update(
      secondFactors,
      { user_id: userId, last_step: { lt: step } },
      { last_step: step },
    )
    return later.length > 0
  }

  /** The account a school account (issuer, subject) is bound to, if any. */
  readonly schoolAccountOf = async (issuer: string, subject: string) =>
    this.ops.one(schoolAccounts, { issuer, subject })
  /** The school account of this provider an account is bound to, if any. */
  readonly schoolAccountOfUser = async (userId: string, issuer: string) =>
    this.ops.one(schoolAccounts, { user_id: userId, issuer })
  readonly bindSchoolAccount = async (row: SchoolAccountRow) =>
    void (await this.ops.insert(schoolAccounts, [row]))
  readonly listIdDataRetention = async () => this.ops.rows(idDataRetention, {})
}
