import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/friend-groups'
import type { OwnGroup } from '~contract/schemas/friend-groups'
import { api } from '@/lib/api-client'

/** Friend groups of a preference round (issue 27). */
export const friendGroupKeys = {
  own: (scope: string) => ['friend-groups', 'own', scope] as const,
  round: (scope: string) => ['friend-groups', 'round', scope] as const,
}

// GET friend_groups/own: the student's group and invitations in a round
export function useOwnFriendGroup(scope: string) {
  return useQuery({
    queryKey: friendGroupKeys.own(scope),
    queryFn: () => api.call(calls.ownFriendGroup, { scope }),
  })
}

/** A student's change answers the group as it is now: the page shows it at once. */
function useOwnChange<T>(scope: string, mutationFn: (input: T) => Promise<OwnGroup>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (answer) => queryClient.setQueryData(friendGroupKeys.own(scope), answer),
  })
}

// POST friend_groups/invite, accept, decline, leave, wishes
export const useInviteFriend = (scope: string) =>
  useOwnChange(scope, (number: string) => api.call(calls.inviteFriend, { scope, number }))
export const useAcceptInvitation = (scope: string) =>
  useOwnChange(scope, (groupId: string) =>
    api.call(calls.acceptFriendInvitation, { group_id: groupId }),
  )
export const useDeclineInvitation = (scope: string) =>
  useOwnChange(scope, (groupId: string) =>
    api.call(calls.declineFriendInvitation, { group_id: groupId }),
  )
export const useLeaveGroup = (scope: string) =>
  useOwnChange(scope, () => api.call(calls.leaveFriendGroup, { scope }))
export const useSetGroupWishes = (scope: string) =>
  useOwnChange(scope, (wishes: string[]) => api.call(calls.setFriendGroupWishes, { scope, wishes }))

// GET friend_groups: the groups of a round (admins)
export function useRoundFriendGroups(scope: string) {
  return useQuery({
    queryKey: friendGroupKeys.round(scope),
    queryFn: () => api.call(calls.roundFriendGroups, { scope }),
  })
}
// POST friend_groups/dissolve
export function useDissolveGroup(scope: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (groupId: string) => api.call(calls.dissolveFriendGroup, { group_id: groupId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendGroupKeys.round(scope) }),
  })
}
