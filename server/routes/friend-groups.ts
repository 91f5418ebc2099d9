import type * as calls from '~contract/friend-groups'
import type { Handlers } from '../http/call'
import * as groups from '../rules/friend-groups'
import * as round from '../rules/friend-groups-round'

/** Friend groups of a preference round (issue 27). */
export const friendGroupHandlers: Handlers<typeof calls> = {
  ownFriendGroup: (ctx, { query }) => groups.ownGroup(ctx, query.scope),
  inviteFriend: (ctx, { body }) => groups.inviteFriend(ctx, body),
  acceptFriendInvitation: (ctx, { body }) => groups.acceptInvitation(ctx, body),
  declineFriendInvitation: (ctx, { body }) => groups.declineInvitation(ctx, body),
  leaveFriendGroup: (ctx, { body }) => groups.leaveGroup(ctx, body),
  setFriendGroupWishes: (ctx, { body }) => groups.setGroupWishes(ctx, body),
  roundFriendGroups: (ctx, { query }) => round.roundGroups(ctx, query.scope),
  dissolveFriendGroup: (ctx, { body }) => round.dissolveGroup(ctx, body),
}
