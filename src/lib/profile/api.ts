import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/profile'
import { api } from '@/lib/api-client'
import type { QueryConfig } from '@/lib/query'
import type { Profile } from '~domain/profile'

export const profileKeys = { own: ['profile', 'own'] as const }

// GET /users_info: kept as the server answers it. SPEC §3's defaults on load are shown only in
// the ID popup, so a whole-profile save (privacy policy, terms, profile form) never writes them
// back as if the user had entered them.
export function getOwnProfile(): Promise<Profile> {
  return api.call(calls.ownProfile)
}
export const ownProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.own, queryFn: getOwnProfile })
export function useOwnProfile(queryConfig?: QueryConfig) {
  return useQuery({ ...ownProfileQueryOptions(), ...queryConfig })
}

// POST /users_info/update/self: the whole profile
export function updateOwnProfile(profile: Profile) {
  return api.call(calls.updateOwnProfile, profile)
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (_answer, profile) => {
      queryClient.setQueryData(profileKeys.own, profile)
      // Not waited for: the save is done when the server says so (see src/lib/query.ts).
      void queryClient.invalidateQueries({ queryKey: profileKeys.own })
    },
  })
}
