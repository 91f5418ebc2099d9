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
import { dataVersions, excursions, subscriptions, waitingList } from './schema/excursions'
import {
  fairStartQueue,
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

/**
 * The table registry: every table the store keeps, listed once, each under the name the memory
 * store keeps it by (server/store/memory.ts: its state is made from this list, as are the row
 * types of server/store/types.ts). A new table is its declaration in ./schema/, its line here and
 * its migration; store-registry.test.ts fails for a table of ./schema/ left out of this list.
 */
export const storeTables = {
  users,
  profiles,
  sessions,
  excursions,
  subscriptions,
  content: websiteContent,
  settings,
  uploads,
  audit: auditLog,
  rounds,
  placementRuns,
  waitingList,
  outbox,
  accountTokens,
  secondFactors,
  fairStart: fairStartQueue,
  friendGroups,
  friendMembers: friendGroupMembers,
  schoolAccounts,
  idDataRetention,
  parentConsents,
}
export type TableName = keyof typeof storeTables

/**
 * Every table of the schema: the store's, and two kept beside it on SQL only: the login
 * throttle's counters (rate-limiter-flexible; the memory store counts in memory) and the lists'
 * versions (the memory store keeps them in its state's `versions`).
 */
export const schemaTables = { ...storeTables, loginThrottle, dataVersions }
