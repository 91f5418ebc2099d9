import type { RoundGroups } from '~contract/schemas/friend-groups'
import { MAX_GROUP_SIZE } from '~contract/schemas/friend-groups'
import { refuse } from '../errors'
import { serverMessages } from '../messages'
import type { PlacementGroup } from '../placement/types'
import type { Tx } from '../store/store'
import { audit, transaction, type RuleContext } from './context'
import { nameOf } from './friend-groups'

/**
 * A round's friend groups as the admins and the placement see them (issue 27): the list and its
 * dissolving in Beheer, and the groups the placement places together. The students' own side
 * (inviting, accepting, the shared wishes) is server/rules/friend-groups.ts.
 */

const m = serverMessages.friendGroups

/** GET friend_groups (admins). */
export function roundGroups(ctx: RuleContext, scope: string): Promise<RoundGroups> {
  return ctx.services.store.run(async (tx) => {
    const profiles = new Map((await tx.listProfiles()).map((p) => [p.user_id, p]))
    const rows = await tx.friendMembers({ scope })
    return (await tx.friendGroupsOf(scope)).map((group) => ({
      id: group._id,
      created_at: group.created_at,
      members: rows
        .filter((r) => r.group_id === group._id)
        .map((r) => ({
          student_id: r.student_id,
          name: nameOf(profiles.get(r.student_id)),
          number: profiles.get(r.student_id)?.number ?? '',
          state: r.state,
        })),
      wishes: group.wishes,
    }))
  })
}

/** POST friend_groups/dissolve (admins): the members are placed one by one again. */
export function dissolveGroup(ctx: RuleContext, body: { group_id: string }) {
  return transaction(ctx, async (tx) => {
    const group = await tx.friendGroups.get(body.group_id)
    if (!group) return refuse(404, m.noGroup)
    await tx.lock({ rounds: [group.scope] })
    const rows = await tx.friendMembers({ groupId: group._id })
    await tx.friendGroups.delete([group._id])
    await audit(tx, ctx, {
      action: 'friend-group.dissolve',
      recordType: 'friend-group',
      recordId: group._id,
      before: { ...group, members: rows.map((r) => ({ student: r.student_id, state: r.state })) },
    })
    return { message: m.dissolved }
  })
}

/**
 * The placement's groups of a round (server/placement/groups.ts): confirmed members only, 2–4 of
 * them, with the shared list kept to the round's excursions. Students who are no students any
 * more (a deleted account) are gone with their rows.
 */
export async function placementGroups(
  tx: Tx,
  scope: string,
  students: ReadonlySet<string>,
  excursions: ReadonlySet<string>,
): Promise<PlacementGroup[]> {
  const rows = await tx.friendMembers({ scope })
  const groups: PlacementGroup[] = []
  for (const group of await tx.friendGroupsOf(scope)) {
    const members = rows
      .filter((r) => r.group_id === group._id && r.state === 'member')
      .map((r) => r.student_id)
      .filter((id) => students.has(id))
    if (members.length < 2) continue
    groups.push({
      id: group._id,
      members: members.slice(0, MAX_GROUP_SIZE),
      wishes: group.wishes.filter((x) => excursions.has(x)),
    })
  }
  return groups
}
