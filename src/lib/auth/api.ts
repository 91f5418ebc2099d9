import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import * as calls from '~contract/auth'
import { api, isApiError } from '@/lib/api-client'
import { publicQueryRoots, type QueryConfig } from '@/lib/query'
import { sessionStore } from '@/lib/session'
import { whenNoWritePending } from '@/lib/unsaved-changes'
import type { LoginInput } from '~contract/schemas/auth'

// POST /users/login
export function login(input: LoginInput) {
  return api.call(calls.login, input)
}

// GET /users: the session check. SPEC §7 leaves its answer open: any 2xx means the token is
// good, whatever its shape, even one that does not read as the user (a refusal is an error
// status, which ends the session).
export async function checkSession(): Promise<unknown> {
  try {
    return await api.call(calls.sessionCheck)
  } catch (error) {
    if (isApiError(error) && error.status >= 200 && error.status < 300) return null
    throw error
  }
}
export const sessionCheckQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['session', 'check'],
    queryFn: checkSession,
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  })
export function useSessionCheck(token: string | null, queryConfig?: QueryConfig) {
  return useQuery({ ...sessionCheckQueryOptions(token), ...queryConfig })
}

let loggingOut = false

/**
 * A logout is on its way: a 401 now is the logout's own (a query sent beside it, such as the
 * admin home's checklist), not a session that expired, and opens no login dialog.
 */
export const isLoggingOut = () => loggingOut

// POST /users/logout, once the writes on their way are in: sent beside them, it could end the
// session before the server took a sign-up the app already shows.
export async function logout() {
  await whenNoWritePending()
  loggingOut = true
  return api.call(calls.logout)
}

// POST /users/forgot_password
export function forgotPassword(email: string) {
  return api.call(calls.forgotPassword, { email })
}

/** Every cached answer that belongs to the user logged in (all but `publicQueryRoots`). */
export const userQueries = {
  predicate: (q: { queryKey: readonly unknown[] }) =>
    !(publicQueryRoots as readonly unknown[]).includes(q.queryKey[0]),
}

/** Drops every cached answer that belongs to the previous user (login, logout, expiry). */
export function resetUserQueries(queryClient: QueryClient) {
  queryClient.removeQueries(userQueries)
}

export function endSession(queryClient: QueryClient) {
  sessionStore.set(null)
  resetUserQueries(queryClient)
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Drafts live in the lazily loaded forms' code; so does their clean-up.
      void import('@/lib/drafts').then(({ clearDrafts }) => clearDrafts())
      endSession(queryClient)
    },
    onSettled: () => {
      loggingOut = false
    },
  })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
