import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/auth'
import { api } from '@/lib/api-client'
import { apiUrl } from '@/lib/config'
import { startSession } from './login'

// Sign-in with the school's account (OpenID Connect); only the login dialog and the page the
// provider returns to load this.

/** The server's route that sends the browser to the school's provider (a page, not a call). */
export const schoolLoginStart = () => apiUrl('auth/oidc/start')

/** Why the server refused (`?fout=` on the return page), in Dutch. */
export const schoolLoginRefusals = {
  onbekend:
    'Er is in deze app geen account met het e-mailadres van je schoolaccount. Er wordt niet vanzelf een account gemaakt: vraag je mentor of de beheerder, of log in met je gebruikersnaam en wachtwoord.',
  'niet-bevestigd':
    'Je schoolaccount geeft geen bevestigd e-mailadres door, dus we weten niet bij welk account je hoort. Log in met je gebruikersnaam en wachtwoord.',
  mislukt: 'Inloggen met je schoolaccount is niet gelukt. Probeer het opnieuw.',
} as const

export type SchoolLoginRefusal = keyof typeof schoolLoginRefusals

export const isSchoolLoginRefusal = (value: unknown): value is SchoolLoginRefusal =>
  typeof value === 'string' && Object.hasOwn(schoolLoginRefusals, value)

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

// POST /users/school_login: the session the provider's return opened, then it starts.
export function useSchoolLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const session = await api.call(calls.schoolLogin)
      startSession(queryClient, session)
      return session
    },
  })
}
