import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { z } from 'zod/mini'
import { sessionUserSchema } from '@/lib/access'
import { anyAnswer, api } from '@/lib/api-client'
import { publicQueryRoots, type QueryConfig } from '@/lib/query'
import { sessionStore, type Session } from '@/lib/session'
import {
  loginInputSchema,
  loginResponseSchema,
  forgotPasswordInputSchema,
  type LoginInput,
} from './schemas'

// POST /users/login
export function login(input: LoginInput) {
  return api.post('users/login', loginResponseSchema, loginInputSchema.parse(input))
}

// GET /users: the session check
export const sessionCheckSchema = z.union([
  sessionUserSchema,
  z.object({ user: sessionUserSchema }),
])
export function checkSession() {
  return api.get('users', sessionCheckSchema)
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

// POST /users/logout
export function logout() {
  return api.post('users/logout', anyAnswer, {})
}

// POST /users/forgot_password
export function forgotPassword(email: string) {
  return api.post('users/forgot_password', anyAnswer, forgotPasswordInputSchema.parse({ email }))
}

/** Drops every cached answer that belongs to the previous user (login, logout, expiry). */
export function resetUserQueries(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (q) => !(publicQueryRoots as readonly unknown[]).includes(q.queryKey[0]),
  })
}

export function startSession(queryClient: QueryClient, session: Session) {
  resetUserQueries(queryClient)
  sessionStore.set(session)
}

export function endSession(queryClient: QueryClient) {
  sessionStore.set(null)
  resetUserQueries(queryClient)
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => startSession(queryClient, session),
  })
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
  })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
