import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/activation'
import type { OutboxMail } from '~contract/schemas/activation'
import { api } from '@/lib/api-client'

export type { OutboxMail }
export type MailState = 'pending' | 'sent' | 'failed' | 'held'

const mailKeys = {
  all: ['mail'] as const,
  list: (state: MailState | undefined) => ['mail', state ?? 'all'] as const,
}

// GET mail: the outbox, newest first, a page at a time (admins)
export function useOutbox(state: MailState | undefined) {
  return useInfiniteQuery({
    queryKey: mailKeys.list(state),
    queryFn: ({ pageParam }) =>
      api.call(calls.outbox, {
        state,
        limit: 50,
        ...(pageParam ? { before_at: pageParam.created_at, before_id: pageParam._id } : {}),
      }),
    initialPageParam: null as { created_at: string; _id: string } | null,
    getNextPageParam: (page) => page.next,
  })
}

// POST mail/retry: a failed mail is due again
export function useRetryMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.call(calls.retryMail, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  })
}
