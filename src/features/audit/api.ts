import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as calls from '~contract/audit'
import { api } from '@/lib/api-client'
import type { QueryConfig } from '@/lib/query'
import type { AuditEntry, AuditQuery } from './schemas'

export const auditKeys = {
  all: ['audit'] as const,
  page: (query: AuditQuery) => ['audit', query] as const,
}

// GET audit: one page of the log, newest first (admins)
export function getAuditPage(query: AuditQuery) {
  return api.call(calls.auditLog, query)
}
export const auditPageQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: auditKeys.page(query), queryFn: () => getAuditPage(query) })
export function useAuditPage(query: AuditQuery, queryConfig?: QueryConfig) {
  return useQuery({
    ...auditPageQueryOptions(query),
    placeholderData: keepPreviousData,
    ...queryConfig,
  })
}

/**
 * Every entry the filters match, page after page (for the CSV export), at most `max` of them;
 * `onProgress` hears how many are in.
 */
export async function getAllAuditEntries(
  query: AuditQuery,
  { max = 100_000, onProgress }: { max?: number; onProgress?: (count: number) => void } = {},
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = []
  let before: number | null | undefined = undefined
  do {
    const page = await getAuditPage({ ...query, before, limit: 500 })
    entries.push(...page.entries)
    onProgress?.(entries.length)
    before = page.next
  } while (before && entries.length < max)
  return entries.slice(0, max)
}
