import { excursionListSchema } from '~contract/schemas/excursions'
import { roundListSchema, type RoundInput } from '~contract/schemas/rounds'
import type { Target } from './harness'
import { ownSubscriptions } from './target-suite'

/** What the round tests share: times around now, a preference round to set, a fixed seed. */

export const HOUR = 60 * 60 * 1000

/** A moment `offset` ms from now, as the API writes times. */
export const at = (offset: number) => new Date(Date.now() + offset).toISOString()

/** An X-Week preference round, open for the hour around now, with the test's own changes. */
export const roundInput = (patch: Partial<RoundInput> = {}): RoundInput => ({
  scope: 'x-week',
  mode: 'preference',
  opens_at: at(-HOUR),
  closes_at: at(HOUR),
  min_wishes: 0,
  max_wishes: 3,
  policy: 'rank-maximal',
  ...patch,
})

/** POST rounds/set as `admin`, with `roundInput`'s defaults. */
export const setRoundAs = (t: Target, admin: string, patch: Partial<RoundInput> = {}) =>
  t.call('POST', 'rounds/set', { token: admin, body: roundInput(patch) })

/** Fixes a round's seed in the store: through the API nobody can choose it (rules/draw.ts). */
export const fixSeed = (t: Target, seed: number, scope = 'x-week') =>
  t.store.run(async (tx) => {
    const stored = (await tx.rounds.get(scope))!
    await tx.rounds.save({ ...stored, draw_seed: seed })
  })

/** The users of the rounds suites, in this order: admin, teacher, Daan, Emma, Noah, Julia. */
export const ROUND_USERS = [
  'admin@scalda.nl',
  'docent@scalda.nl',
  '654321',
  '201001',
  '201002',
  '201003',
] as const

/**
 * The calls the rounds suites (rounds-*.test.ts) share, on the suite's target as an admin;
 * `current` answers them once the test's setup has run.
 */
export function roundCalls(current: () => { t: Target; admin: string }) {
  const round = (patch: Partial<RoundInput> = {}) => roundInput({ min_wishes: 1, ...patch })
  const setRound = (patch: Partial<RoundInput> = {}) =>
    current().t.call('POST', 'rounds/set', { token: current().admin, body: round(patch) })
  const sub = (token: string, excursion_id: string, preference = 1) =>
    current().t.call('POST', 'subscriptions/subscribe', {
      token,
      body: { excursion_id, preference },
    })
  const own = (token: string) => ownSubscriptions(current().t, token)
  const excursion = async (id: string, token?: string) =>
    excursionListSchema.parse(
      (await current().t.call('GET', 'excursions', { token, query: { id } })).json,
    )[0]!
  const setCapacity = (id: string, capacity: number | null, datetime = '12-04-2027') =>
    current().t.call('POST', 'excursions/update', {
      token: current().admin,
      body: { _id: id, name: `Activiteit ${id}`, scope: 'x-week', hours: 4, datetime, capacity },
    })
  const refusal = (answer: { status: number; text: string }) => ({
    status: answer.status,
    text: answer.text,
  })
  const rounds = async (token?: string) =>
    roundListSchema.parse((await current().t.call('GET', 'rounds', { token })).json)
  return { round, setRound, sub, own, excursion, setCapacity, refusal, rounds }
}
