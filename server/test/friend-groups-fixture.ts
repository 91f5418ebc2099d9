import { expect } from 'vitest'
import { ownGroupSchema } from '~contract/schemas/friend-groups'
import type { RoundInput } from '~contract/schemas/rounds'
import type { Target } from './harness'
import { HOUR as hour, at, fixSeed, setRoundAs } from './rounds-fixture'

/** The users of the friend-group suites, in this order: admin, Daan, Emma, Noah, Julia, Liam, Sem. */
export const FRIEND_GROUP_USERS = [
  'admin@scalda.nl',
  '654321',
  '201001',
  '201002',
  '201003',
  '201004',
  '201006',
] as const

/**
 * The calls the friend-group suites (friend-groups*.test.ts) share, on the suite's target;
 * `current` answers the target and the tokens once the test's setup has run.
 */
export function friendGroupCalls(
  current: () => { t: Target; admin: string; emma: string; noah: string },
) {
  const setRound = (patch: Partial<RoundInput> = {}) =>
    setRoundAs(current().t, current().admin, patch)
  /** Closes the window and fixes the round's seed in the store: through the API nobody chooses it. */
  const close = async (seed = 7) => {
    const answer = await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })
    await fixSeed(current().t, seed)
    return answer
  }
  const invite = (token: string, number: string, scope = 'x-week') =>
    current().t.call('POST', 'friend_groups/invite', { token, body: { scope, number } })
  const own = async (token: string) => {
    const answer = await current().t.call('GET', 'friend_groups/own', {
      token,
      query: { scope: 'x-week' },
    })
    expect(answer.status).toBe(200)
    return ownGroupSchema.parse(answer.json)
  }
  const accept = (token: string, group_id: string) =>
    current().t.call('POST', 'friend_groups/accept', { token, body: { group_id } })
  const wishes = (token: string, list: string[]) =>
    current().t.call('POST', 'friend_groups/wishes', {
      token,
      body: { scope: 'x-week', wishes: list },
    })
  const refusal = (answer: { status: number; json: { message?: string } }) => [
    answer.status,
    answer.json?.message,
  ]
  /** Emma invites Noah, Noah accepts: a group of two. */
  const pair = async () => {
    const { emma, noah } = current()
    expect((await invite(emma, '201002')).status).toBe(200)
    const [invitation] = (await own(noah)).invitations
    expect(invitation).toMatchObject({ invited_by: 'Emma Visser', members: ['Emma Visser'] })
    expect((await accept(noah, invitation!.group_id)).status).toBe(200)
    return invitation!.group_id
  }
  return { setRound, close, invite, own, accept, wishes, refusal, pair }
}
