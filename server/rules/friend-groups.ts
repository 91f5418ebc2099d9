import type { OwnGroup } from '~contract/schemas/friend-groups'
import { MAX_GROUP_SIZE } from '~contract/schemas/friend-groups'
import { findScope, scopeRegistry } from '~domain/scopes'
import { windowState } from '~domain/window'
import { ApiError, refuse } from '../errors'
import { serverMessages } from '../messages'
import type { FriendMemberRow, ProfileRow, RoundRow, Tx } from '../store/store'
import { audit, caller, transaction, type RuleContext } from './context'
import { collectsWishes, isPreference, roundOf } from './rounds'
import { requireSignUpSteps } from './sign-up/steps'

/**
 * Friend groups of a preference round (issue 27). While the window is open a student names up to
 * 3 friends by student number; each accepts or declines on their own page. A group of 2–4 members
 * has one shared wish list (stored with the group), which the placement uses instead of the
 * members' own wishes (server/placement/groups.ts), so they are placed together or not at all.
 * Every change locks the round's row: two accepts cannot both take the last place of a group.
 */

const m = serverMessages.friendGroups
/** Refusals the student reads as text (as a sign-up's). */
const no = (text: string): never => refuse(406, text)

/** Invitations one student may send per hour (issue 43: no bulk lookups of numbers). */
export const INVITATIONS_PER_HOUR = 20
const HOUR_MS = 60 * 60_000

/** A student's name as the groups show it. */
export const nameOf = (profile: ProfileRow | null | undefined) =>
  profile
    ? [profile.first_name, profile.last_name_prefix, profile.last_name].filter(Boolean).join(' ')
    : 'Onbekende leerling'

async function openRound(tx: Tx, ctx: RuleContext, scope: string, leaving = false) {
  await tx.lock({ rounds: [scope] })
  const round = await roundOf(tx, scope)
  if (!isPreference(round)) no(m.notPreference)
  if (!changeable(round, ctx.now)) no(leaving ? m.leaveClosed : m.notOpen)
  return round
}

/**
 * The shared list becomes the student's own wishes: joining it or changing it asks what a
 * sign-up asks first (ID data for a trip abroad, the terms), as a wish of one's own does.
 */
async function requireStepsForWishes(tx: Tx, ctx: RuleContext, scope: string) {
  const info = findScope(scope) ?? no(serverMessages.subscriptions.unknownScope)
  await requireSignUpSteps(tx, ctx, caller(ctx)._id, info)
}

const changeable = (round: RoundRow, now: Date) =>
  collectsWishes(round) && windowState(round, now) === 'open'

/** The group a student is a member of in a round, with its rows. */
async function groupOf(tx: Tx, scope: string, studentId: string) {
  const own = (await tx.friendMembers({ scope, studentId })).find((r) => r.state === 'member')
  if (!own) return null
  const group = await tx.friendGroups.get(own.group_id)
  if (!group) return null
  return { group, rows: await tx.friendMembers({ groupId: group._id }) }
}

/** A group with nobody left to place together (one member, nobody invited) goes. */
async function tidy(tx: Tx, groupId: string) {
  const rows = await tx.friendMembers({ groupId })
  const members = rows.filter((r) => r.state === 'member').length
  if (members === 0 || (members === 1 && rows.length === 1)) await tx.friendGroups.delete([groupId])
}

/** GET friend_groups/own. */
export function ownGroup(ctx: RuleContext, scope: string): Promise<OwnGroup> {
  return ctx.services.store.run((tx) => ownAnswer(tx, ctx, scope))
}

async function ownAnswer(tx: Tx, ctx: RuleContext, scope: string): Promise<OwnGroup> {
  const me = caller(ctx)._id
  const round = await roundOf(tx, scope)
  const names = new Map<string, ProfileRow | null>()
  const profile = async (id: string) => {
    if (!names.has(id)) names.set(id, await tx.profileOfUser(id))
    return names.get(id)
  }
  const name = async (id: string) => nameOf(await profile(id))
  // Until they accept, an invited student is the number that was typed, never their name (issue
  // 43: an invitation told the name of any number).
  const shown = async (row: FriendMemberRow) =>
    row.state === 'invited' && row.student_id !== me
      ? m.invitedNumber((await profile(row.student_id))?.number ?? '')
      : name(row.student_id)
  const mine = await groupOf(tx, scope, me)
  const invitations: OwnGroup['invitations'] = []
  for (const row of await tx.friendMembers({ scope, studentId: me })) {
    if (row.state !== 'invited') continue
    const members = (await tx.friendMembers({ groupId: row.group_id })).filter(
      (r) => r.state === 'member',
    )
    invitations.push({
      group_id: row.group_id,
      invited_by: row.invited_by ? await name(row.invited_by) : '',
      members: await Promise.all(members.map((r) => name(r.student_id))),
    })
  }
  return {
    scope,
    can_change: changeable(round, ctx.now),
    group: mine && {
      id: mine.group._id,
      members: await Promise.all(
        mine.rows.map(async (r) => ({
          name: await shown(r),
          state: r.state,
          you: r.student_id === me,
        })),
      ),
      wishes: mine.group.wishes,
    },
    invitations,
  }
}

/**
 * POST friend_groups/invite: a friend by student number (the refusals of issue 27). A refusal is
 * a Logboek entry of its own, so that refused tries count against the hourly limit too.
 */
export async function inviteFriend(ctx: RuleContext, body: { scope: string; number: string }) {
  try {
    return await invite(ctx, body)
  } catch (error) {
    if (error instanceof ApiError && error.status === 406)
      await transaction(ctx, (tx) =>
        audit(tx, ctx, {
          action: 'friend-group.invite-refused',
          recordType: 'friend-group',
          after: { scope: body.scope },
        }),
      )
    throw error
  }
}

function invite(ctx: RuleContext, body: { scope: string; number: string }) {
  return transaction(ctx, async (tx) => {
    const me = caller(ctx)
    await openRound(tx, ctx, body.scope)
    await refuseManyInvitations(tx, ctx)
    const number = body.number.trim()
    const profile = await tx.profileWithNumber(number)
    const friend = profile && (await tx.users.get(profile.user_id))
    if (!friend || friend.role !== 'student') return no(m.unknownNumber(number))
    if (friend._id === me._id) no(m.self)
    // Until they accept, the invitee is the number typed, never their name (issue 43).
    const name = m.invitedNumber(number)
    await refuseOtherRound(tx, body.scope, friend._id, name)

    let mine = await groupOf(tx, body.scope, me._id)
    if (mine && mine.rows.length >= MAX_GROUP_SIZE) no(m.groupFull)
    const there = mine?.rows.find((r) => r.student_id === friend._id)
    if (there)
      no(there.state === 'member' ? m.alreadyMember(nameOf(profile)) : m.alreadyInvited(name))
    const theirs = await groupOf(tx, body.scope, friend._id)
    if (theirs) {
      const members = theirs.rows.filter((r) => r.state === 'member').length
      no(members >= MAX_GROUP_SIZE ? m.inFullGroup(name) : m.inOtherGroup(name))
    }
    const since = ctx.now.toISOString()
    if (!mine) {
      // A new group starts with the inviter's own wishes as its shared list.
      const own = (await tx.subscriptionsOfStudent(me._id, body.scope))
        .sort((a, b) => a.preference - b.preference)
        .map((s) => s.excursion_id)
      const group = {
        _id: tx.newId('fg-'),
        scope: body.scope,
        wishes: own,
        created_at: since,
        created_by: me._id,
      }
      await tx.friendGroups.insert(group)
      const row: FriendMemberRow = {
        group_id: group._id,
        student_id: me._id,
        scope: body.scope,
        state: 'member',
        invited_by: null,
        since,
      }
      await tx.insertFriendMember(row)
      mine = { group, rows: [row] }
    }
    await tx.insertFriendMember({
      group_id: mine.group._id,
      student_id: friend._id,
      scope: body.scope,
      state: 'invited',
      invited_by: me._id,
      since,
    })
    await audit(tx, ctx, {
      action: 'friend-group.invite',
      recordType: 'friend-group',
      recordId: mine.group._id,
      after: { scope: body.scope, invited: friend._id },
    })
    return ownAnswer(tx, ctx, body.scope)
  })
}

/**
 * At most INVITATIONS_PER_HOUR invitations a student an hour, refused ones included (counted from
 * the Logboek's entries; the round's lock keeps two of one student's invitations in a round from
 * both passing).
 */
async function refuseManyInvitations(tx: Tx, ctx: RuleContext) {
  const of = (action: 'friend-group.invite' | 'friend-group.invite-refused') =>
    tx.listAudit({
      actorId: caller(ctx)._id,
      action,
      from: new Date(ctx.now.getTime() - HOUR_MS).toISOString(),
      limit: INVITATIONS_PER_HOUR,
    })
  const sent = [...(await of('friend-group.invite')), ...(await of('friend-group.invite-refused'))]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, INVITATIONS_PER_HOUR)
  if (sent.length < INVITATIONS_PER_HOUR) return
  const oldest = Date.parse(sent.at(-1)!.at)
  const wait = Math.max(1, Math.ceil((oldest + HOUR_MS - ctx.now.getTime()) / 1000))
  throw new ApiError(429, m.tooManyInvitations(INVITATIONS_PER_HOUR), 'json', {
    'Retry-After': String(wait),
  })
}

/**
 * Students take part in one X-Week round: a friend who gives wishes only in another round of the
 * same week (Buitenlandreizen against Activiteiten in Nederland) cannot join this one's group.
 */
async function refuseOtherRound(tx: Tx, scope: string, friendId: string, name: string) {
  const group = findScope(scope)?.group
  const theirs = await tx.subscriptionsOfStudent(friendId)
  if (theirs.some((s) => s.scope === scope)) return
  const other = theirs.find(
    (s) => s.scope !== scope && scopeRegistry.find((r) => r.id === s.scope)?.group === group,
  )
  if (other) no(m.otherRound(name, findScope(other.scope)?.label ?? other.scope))
}

async function invitationOf(tx: Tx, ctx: RuleContext, groupId: string) {
  const me = caller(ctx)._id
  const row = (await tx.friendMembers({ groupId, studentId: me }))[0]
  if (!row || row.state !== 'invited') return refuse(404, m.noInvitation)
  return row
}

/** POST friend_groups/accept. */
export function acceptInvitation(ctx: RuleContext, body: { group_id: string }) {
  return transaction(ctx, async (tx) => {
    const me = caller(ctx)._id
    const first = await invitationOf(tx, ctx, body.group_id)
    await openRound(tx, ctx, first.scope)
    const row = await invitationOf(tx, ctx, body.group_id) // again, under the round's lock
    if (await groupOf(tx, row.scope, me)) no(m.youAreInGroup)
    await requireStepsForWishes(tx, ctx, row.scope)
    await tx.updateFriendMember(row.group_id, me, { state: 'member', since: ctx.now.toISOString() })
    // One group per round: the other invitations of this round are answered by this one.
    for (const other of await tx.friendMembers({ scope: row.scope, studentId: me }))
      if (other.state === 'invited') {
        await tx.deleteFriendMember(other.group_id, me)
        await tidy(tx, other.group_id)
      }
    await audit(tx, ctx, {
      action: 'friend-group.accept',
      recordType: 'friend-group',
      recordId: row.group_id,
    })
    return ownAnswer(tx, ctx, row.scope)
  })
}

/** POST friend_groups/decline. */
export function declineInvitation(ctx: RuleContext, body: { group_id: string }) {
  return transaction(ctx, async (tx) => {
    const me = caller(ctx)._id
    const row = await invitationOf(tx, ctx, body.group_id)
    await tx.lock({ rounds: [row.scope] })
    await tx.deleteFriendMember(row.group_id, me)
    await tidy(tx, row.group_id)
    await audit(tx, ctx, {
      action: 'friend-group.decline',
      recordType: 'friend-group',
      recordId: row.group_id,
    })
    return ownAnswer(tx, ctx, row.scope)
  })
}

/** POST friend_groups/leave: only while the window is open (issue 27). */
export function leaveGroup(ctx: RuleContext, body: { scope: string }) {
  return transaction(ctx, async (tx) => {
    const me = caller(ctx)._id
    await openRound(tx, ctx, body.scope, true)
    const mine = await groupOf(tx, body.scope, me)
    if (!mine) return refuse(404, m.notInGroup)
    await tx.deleteFriendMember(mine.group._id, me)
    await tidy(tx, mine.group._id)
    await audit(tx, ctx, {
      action: 'friend-group.leave',
      recordType: 'friend-group',
      recordId: mine.group._id,
    })
    return ownAnswer(tx, ctx, body.scope)
  })
}

/** POST friend_groups/wishes: the shared list, by any member. */
export function setGroupWishes(ctx: RuleContext, body: { scope: string; wishes: string[] }) {
  return transaction(ctx, async (tx) => {
    const me = caller(ctx)._id
    const round = await openRound(tx, ctx, body.scope)
    const mine = await groupOf(tx, body.scope, me)
    if (!mine) return refuse(404, m.notInGroup)
    await requireStepsForWishes(tx, ctx, body.scope)
    const inRound = new Set(await tx.excursionIdsInScopes([body.scope]))
    if (body.wishes.some((x) => !inRound.has(x))) no(m.notInRound)
    if (round.max_wishes !== null && body.wishes.length > round.max_wishes)
      no(serverMessages.rounds.tooManyWishes(round.max_wishes))
    await tx.friendGroups.update(mine.group._id, { wishes: body.wishes })
    await audit(tx, ctx, {
      action: 'friend-group.wishes',
      recordType: 'friend-group',
      recordId: mine.group._id,
      before: { wishes: mine.group.wishes },
      after: { wishes: body.wishes },
    })
    return ownAnswer(tx, ctx, body.scope)
  })
}
