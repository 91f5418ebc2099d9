import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { sessionStore, type Session } from '@/lib/session'
import { login, resetUserQueries, userQueries } from '@/lib/auth/api'
import type { LoginInput } from '~contract/schemas/auth'

// Apart from api.ts: only the lazily loaded login dialog logs in, so this stays off the first page.

/**
 * After a login. The same person logging in again after their session expired continues where
 * they were: what is on screen stays and their answers are asked again. Anyone else starts
 * afresh, and the previous user's drafts go. Returns whether the session was resumed.
 */
export function startSession(queryClient: QueryClient, session: Session): boolean {
  const before = sessionStore.get()
  const resumed = before?.expired === true && before.user._id === session.user._id
  if (resumed) {
    sessionStore.set(session)
    void queryClient.invalidateQueries(userQueries)
    return true
  }
  if (before?.expired) void import('@/lib/drafts').then(({ clearDrafts }) => clearDrafts())
  resetUserQueries(queryClient)
  sessionStore.set(session)
  return false
}

// POST /users/login, then the session starts (or resumes).
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const session = await login(input)
      return { ...session, resumed: startSession(queryClient, session) }
    },
  })
}
