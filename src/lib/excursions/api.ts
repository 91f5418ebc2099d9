import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/excursions'
import { api, errorMessage } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { notify } from '@/lib/notify'
import type { QueryConfig } from '@/lib/query'
import type { ExcursionInput, ExcursionsQuery, ExcursionUpdate } from '~contract/schemas/excursions'

export const excursionKeys = {
  all: ['excursions'] as const,
  list: (query: ExcursionsQuery = {}) => ['excursions', query] as const,
}

// GET /excursions (optional id, name)
export function getExcursions(query: ExcursionsQuery = {}) {
  return api.call(calls.excursions, query)
}
export const excursionsQueryOptions = (query: ExcursionsQuery = {}) =>
  queryOptions({ queryKey: excursionKeys.list(query), queryFn: () => getExcursions(query) })
export function useExcursions(query?: ExcursionsQuery, queryConfig?: QueryConfig) {
  return useQuery({ ...excursionsQueryOptions(query), ...queryConfig })
}

/** All excursions, as the pages show them; the poll scheduler reloads them every minute (SPEC §7). */
export function useLiveExcursions() {
  return useExcursions()
}

// POST /excursions/add
export function addExcursion(input: ExcursionInput) {
  return api.call(calls.addExcursion, input)
}
// POST /excursions/update
export function updateExcursion(input: ExcursionUpdate) {
  return api.call(calls.updateExcursion, input)
}
// POST /excursions/delete
export function deleteExcursion(id: string) {
  return api.call(calls.deleteExcursion, { id })
}
// POST /excursions/delete/all
export function deleteAllExcursions(scope: string) {
  return api.call(calls.deleteAllExcursions, { scope })
}

/** SPEC §8: a failed add or update alerts 'Toevoegen/updaten is mislukt! Error:' plus the detail. */
export function excursionSaveErrorText(error: unknown): string {
  return `${messages.excursions.saveFailed} ${errorMessage(error)}`
}

function useExcursionMutation<T>(
  mutationFn: (input: T) => Promise<unknown>,
  onError?: (error: Error) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onError,
    // Subscriptions of a deleted excursion go with it. Waited for (src/lib/query.ts): a detail
    // page follows a new scope to its new address, which must find the excursion there.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: excursionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
      ]),
  })
}

const alertSaveFailed = (error: Error) => void notify.error(excursionSaveErrorText(error))
export const useAddExcursion = () => useExcursionMutation(addExcursion, alertSaveFailed)
export const useUpdateExcursion = () => useExcursionMutation(updateExcursion, alertSaveFailed)
export const useDeleteExcursion = () => useExcursionMutation(deleteExcursion)
export const useDeleteAllExcursions = () => useExcursionMutation(deleteAllExcursions)
