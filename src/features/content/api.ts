import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/content'
import { api, ApiError, errorMessage, isApiError } from '@/lib/api-client'
import { loadSanitizer } from '@/lib/load-sanitizer'
import { messages } from '@/lib/messages'
import type { QueryConfig } from '@/lib/query'
import { UPLOAD_FIELD, type WebsiteContent } from './schemas'

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

// POST /website_content/set
export function setContent(input: WebsiteContent) {
  return api.call(calls.setContent, input)
}
export function useSetContent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setContent,
    onSuccess: (_answer, input) => {
      queryClient.setQueryData(contentKeys.byName(input.name), input)
    },
  })
}

// POST {api}/uploader: multipart field `upload`; resolves to the uploaded file's URLs
export async function uploadFile(file: File): Promise<string[]> {
  const body = new FormData()
  body.append(UPLOAD_FIELD, file)
  const failed = (detail: string, status = 0) =>
    new ApiError(status, detail, `${messages.content.uploadFailed(file.name)} ${detail}`.trim())
  let answer
  try {
    answer = await api.call(calls.upload, body)
  } catch (error) {
    throw failed(errorMessage(error), isApiError(error) ? error.status : 0)
  }
  if ('error' in answer) throw failed(answer.error.message, 200)
  return 'url' in answer ? [answer.url] : answer.urls
}
export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile })
}
