import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as accountCalls from '~contract/accounts'
import * as calls from '~contract/security'
import { api } from '@/lib/api-client'

export const securityKeys = {
  myData: ['account-security', 'my-data'] as const,
  sessions: ['account-security', 'sessions'] as const,
  secondFactor: ['account-security', 'second-factor'] as const,
}

// POST /users/new_password for oneself: with the current password (issue 25).
export function changeOwnPassword(input: { id: string; current: string; password: string }) {
  return api.call(accountCalls.newPassword, {
    id: input.id,
    current_password: input.current,
    password: input.password,
  })
}
export function useChangeOwnPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeOwnPassword,
    // The other sessions ended with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  })
}

// GET /users/sessions
export const useOwnSessions = () =>
  useQuery({ queryKey: securityKeys.sessions, queryFn: () => api.call(calls.ownSessions) })

// POST /users/logout/others ('Overal uitloggen')
export function useLogoutOthers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.call(calls.logoutOthers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  })
}

// POST /users/logout/session: one other session ends ('Uitloggen' beside it)
export function useLogoutSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.call(calls.logoutSession, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  })
}

// GET /users/2fa
export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: securityKeys.secondFactor,
    queryFn: () => api.call(calls.secondFactorStatus),
  })

// POST /users/2fa/setup: a secret and its QR code (not active before the first code)
export const useSecondFactorSetup = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      api.call(calls.secondFactorSetup, { current_password: currentPassword }),
  })

// POST /users/2fa/confirm: the first code; answers the recovery codes once
export function useSecondFactorConfirm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { code: string; currentPassword: string }) =>
      api.call(calls.secondFactorConfirm, {
        code: input.code,
        current_password: input.currentPassword,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.secondFactor }),
  })
}

// GET /users/my_data ('Mijn gegevens downloaden', AVG art. 15)
export const useMyData = (enabled = true) =>
  useQuery({ queryKey: securityKeys.myData, queryFn: () => api.call(calls.myData), enabled })
export const getMyData = () => api.call(calls.myData)
