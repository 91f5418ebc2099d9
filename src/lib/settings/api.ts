import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/settings'
import { api, isApiError } from '@/lib/api-client'
import type { QueryConfig } from '@/lib/query'
import { settingOf } from '@/lib/setting-shape'
import { versionSchema, type Setting } from '~contract/schemas/settings'

export const settingKeys = {
  all: ['settings'] as const,
  version: ['settings', 'version'] as const,
  byName: (name: string) => ['settings', 'byName', name] as const,
}

// GET /settings/version
export async function getVersion(): Promise<string> {
  return (await api.call(calls.version, undefined, { answer: versionSchema })).value
}
export const versionQueryOptions = () =>
  queryOptions({ queryKey: settingKeys.version, queryFn: getVersion })
export function useVersion(queryConfig?: QueryConfig) {
  return useQuery({ ...versionQueryOptions(), ...queryConfig })
}

// GET /settings?name=: an unknown setting reads as null
export async function getSetting(name: string): Promise<Setting | null> {
  try {
    return await api.call(calls.setting, { name }, { answer: settingOf(name) })
  } catch (error) {
    if (isApiError(error, 400) || isApiError(error, 404)) return null
    throw error
  }
}
export const settingQueryOptions = (name: string) =>
  queryOptions({ queryKey: settingKeys.byName(name), queryFn: () => getSetting(name) })
export function useSetting(name: string, queryConfig?: QueryConfig) {
  return useQuery({ ...settingQueryOptions(name), ...queryConfig })
}

// POST /settings/set
export function setSetting(input: Setting) {
  return api.call(calls.setSetting, input)
}
export function useSetSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setSetting,
    // Not waited for (see src/lib/query.ts).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingKeys.all }),
  })
}
