import { afterAll, beforeAll, beforeEach } from 'vitest'
import { subscriptionListSchema } from '~contract/schemas/subscriptions'
import type { Services } from '../services'
import { openTarget, type Target, type TargetKind } from './harness'

type Tokens<Ids extends readonly string[]> = { -readonly [K in keyof Ids]: string }

/**
 * The per-store setup of the API suites, in one place: opens a target of this kind for the
 * describe block around it, puts the demo data back before each test, logs these users in and
 * hands the target and their tokens (in the same order) to `ready`, awaited before the test.
 */
export function useTarget<const Ids extends readonly string[]>(
  kind: TargetKind,
  loginIds: Ids,
  ready: (t: Target, tokens: Tokens<Ids>) => void | Promise<void>,
  settings: Partial<Services['settings']> = {},
): void {
  let t: Target
  // Opening PGlite or a PostgreSQL database and migrating it takes a while on a busy machine.
  beforeAll(async () => {
    t = await openTarget(kind, settings)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    const tokens = await Promise.all(loginIds.map((id) => t.login(id)))
    await ready(t, tokens as Tokens<Ids>)
  })
}

/**
 * The users of the API suites (every call of SPEC §7 with its success and its refusals, split by
 * area into server/test/api-*.test.ts): Daan, a student with a complete profile and
 * subscriptions; a teacher; an admin.
 */
export const API_USERS = ['654321', 'docent@scalda.nl', 'admin@scalda.nl'] as const

/** The subscriptions `token` sees: all of them for admins, the own ones for the rest. */
export const ownSubscriptions = async (t: Target, token: string) =>
  subscriptionListSchema.parse((await t.call('GET', 'subscriptions/all', { token })).json)
