/**
 * The one database schema, for PGlite and PostgreSQL alike (migrations in server/db/migrations,
 * written by drizzle-kit from these files). Property names are the API's (`_id`, snake_case
 * fields), so a row is what a call answers. The tables are declared by area in ./schema/, and
 * everything imports them from here.
 */
import {
  accountTokens,
  idDataRetention,
  loginThrottle,
  profiles,
  schoolAccounts,
  secondFactors,
  sessions,
  users,
} from './schema/accounts'
import { excursions, subscriptions, waitingList } from './schema/excursions'
import {
  type fairStartQueue,
  friendGroupMembers,
  friendGroups,
  placementRuns,
  rounds,
} from './schema/rounds'
import { auditLog, outbox, settings, uploads, websiteContent } from './schema/site'
import { parentConsents } from './schema/consents'

export { expressionUniques, type ExpressionUnique } from './schema/columns'
export * from './schema/accounts'
export * from './schema/excursions'
export * from './schema/rounds'
export * from './schema/site'
export * from './schema/consents'

export const schemaTables = {
  users,
  profiles,
  sessions,
  excursions,
  subscriptions,
  websiteContent,
  settings,
  uploads,
  loginThrottle,
  auditLog,
  rounds,
  placementRuns,
  waitingList,
  outbox,
  accountTokens,
  secondFactors,
  schoolAccounts,
  idDataRetention,
  friendGroups,
  friendGroupMembers,
  parentConsents,
}

export type UserRow = typeof users.$inferSelect
export type ProfileRow = typeof profiles.$inferSelect
export type SessionRow = typeof sessions.$inferSelect
export type ExcursionRow = typeof excursions.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type UploadRow = typeof uploads.$inferSelect
export type AuditRow = typeof auditLog.$inferSelect
export type RoundRow = typeof rounds.$inferSelect
export type PlacementRunRow = typeof placementRuns.$inferSelect
export type WaitingRow = typeof waitingList.$inferSelect
export type FairStartRow = typeof fairStartQueue.$inferSelect
export type OutboxRow = typeof outbox.$inferSelect
export type AccountTokenRow = typeof accountTokens.$inferSelect
export type SecondFactorRow = typeof secondFactors.$inferSelect
export type SchoolAccountRow = typeof schoolAccounts.$inferSelect
export type IdDataRetentionRow = typeof idDataRetention.$inferSelect
export type FriendGroupRow = typeof friendGroups.$inferSelect
export type FriendMemberRow = typeof friendGroupMembers.$inferSelect
export type ParentConsentRow = typeof parentConsents.$inferSelect
