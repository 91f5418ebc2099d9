import * as accounts from './accounts'
import * as audit from './audit'
import * as auth from './auth'
import * as content from './content'
import * as excursions from './excursions'
import * as profile from './profile'
import * as rounds from './rounds'
import * as settings from './settings'
import * as subscriptions from './subscriptions'

/**
 * Every call of the API, by name: the server and the demo backend register a handler for each
 * (server/routes), /api/openapi.json and /api/docs are written from it. The app imports the area
 * files it needs instead (src/features/<area>/api.ts), so a page loads only its own calls.
 */
export const calls = {
  ...auth,
  ...profile,
  ...accounts,
  ...excursions,
  ...subscriptions,
  ...rounds,
  ...content,
  ...settings,
  ...audit,
}

export type Calls = typeof calls
export type CallName = keyof Calls
