import { queryOptions, useQuery } from '@tanstack/react-query'
import * as calls from '~contract/content'
import { api, isApiError } from '@/lib/api-client'
import { loadSanitizer } from '@/lib/load-sanitizer'
import type { QueryConfig } from '@/lib/query'
import type { WebsiteContent } from '~contract/schemas/content'

export const contentKeys = { byName: (name: string) => ['content', name] as const }

// GET /website_content?name=: a 400 means there is no content yet, which reads as empty (SPEC §8)
export async function getContent(name: string): Promise<WebsiteContent> {
  // The HTML that comes back is shown through the sanitiser: it downloads beside the call.
  void loadSanitizer().catch(() => undefined)
  try {
    return await api.call(calls.content, { name })
  } catch (error) {
    if (isApiError(error, 400)) return { name, content: '' }
    throw error
  }
}
export const contentQueryOptions = (name: string) =>
  queryOptions({
    queryKey: contentKeys.byName(name),
    queryFn: () => getContent(name),
    staleTime: 5 * 60_000,
  })
export function useContent(name: string, queryConfig?: QueryConfig) {
  return useQuery({ ...contentQueryOptions(name), ...queryConfig })
}
