import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/content-edit'
import { api, ApiError, errorMessage, isApiError } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { contentKeys } from '@/lib/content/api'
import { launchKeys } from '@/lib/launch/api'
import type { WebsiteContent } from '~contract/schemas/content'

// The editor's calls, apart from ./api.ts: the pages that show a text load only that one.

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
      // A saved text is reviewed: 'Klaar voor de start' and the invite warnings follow.
      void queryClient.invalidateQueries({ queryKey: launchKeys.checklist })
    },
  })
}

// POST {api}/uploader: multipart field `upload`; resolves to the uploaded file's URLs
export async function uploadFile(file: File): Promise<string[]> {
  const body = new FormData()
  body.append(calls.UPLOAD_FIELD, file)
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
