import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/school-login'
import { api } from '@/lib/api-client'
import { apiUrl } from '@/lib/config'
import { startSession } from './login'

// Sign-in with the school's account (OpenID Connect); only the login dialog and the page the
// provider returns to load this.

/** The server's route that sends the browser to the school's provider (a page, not a call). */
export const schoolLoginStart = () => apiUrl('auth/oidc/start')

// GET /users/login_options: under 'settings', a public answer that outlives a logout.
export const loginOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'login-options'],
    queryFn: () => api.call(calls.loginOptions),
    staleTime: Infinity,
  })

export function useLoginOptions() {
  return useQuery(loginOptionsQueryOptions())
}

// POST /users/school_login: the session the provider's return opened, then it starts. With a
// second factor the server asks the code first (401 with `second_factor: true`), as the login.
export function useSchoolLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (code?: string) => {
      const session = await api.call(calls.schoolLogin, code === undefined ? {} : { code })
      startSession(queryClient, session)
      return session
    },
  })
}
