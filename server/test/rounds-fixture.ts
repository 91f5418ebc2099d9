import type { RoundInput } from '~contract/schemas/rounds'
import type { Target } from './harness'

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
    const stored = (await tx.roundByScope(scope))!
    await tx.saveRound({ ...stored, draw_seed: seed })
  })
