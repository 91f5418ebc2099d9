import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as calls from '~contract/activation'
import { useNavigate } from '@tanstack/react-router'
import { api } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { startSession } from './login'
import { loginDialog } from '@/features/auth/login-dialog-store'

// Apart from api.ts: only the activation and reset pages (lazily loaded) use these.

export type Activated = Awaited<ReturnType<typeof activateWithLink>>

// POST /users/activate: a password of one's own with the mailed link
export function activateWithLink(input: { token: string; password: string }) {
  return api.call(calls.activateWithLink, input)
}

// POST /users/activate_code: with the student number and the printed code
export function activateWithCode(input: { number: string; code: string; password: string }) {
  return api.call(calls.activateWithCode, input)
}

// POST /users/reset_password: a new password with the mailed reset link
export function resetPassword(input: { token: string; password: string }) {
  return api.call(calls.resetPassword, input)
}

// POST /users/check_link: whether the page's link still works, without using it
function checkLink(input: { token: string; kind: 'activation' | 'reset' }) {
  return api.call(calls.checkLink, input)
}

/**
 * Why the page's link no longer works (unknown, used or expired), said on opening (issue 42), or
 * null: live, not known yet, or the check failed (then using the link says it).
 */
export function useDeadLink(kind: 'activation' | 'reset', token: string | null): string | null {
  const check = useQuery({
    queryKey: ['link-check', kind, token],
    queryFn: () => checkLink({ token: token!, kind }),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
  })
  return check.data?.live === false ? (check.data.message ?? null) : null
}

// POST /users/activation_link: a new link to the account's address (the same answer always)
export function requestActivationLink(login: string) {
  return api.call(calls.requestActivationLink, { login })
}

/** Activated or reset: the answer's session starts, as after a login. */
function useSessionMutation<T>(mutationFn: (input: T) => Promise<Activated>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: T) => {
      const answer = await mutationFn(input)
      if (answer.token && answer.user)
        startSession(queryClient, { token: answer.token, user: answer.user })
      return answer
    },
  })
}

export const useActivateWithLink = () => useSessionMutation(activateWithLink)
export const useActivateWithCode = () => useSessionMutation(activateWithCode)
export const useResetPassword = () => useSessionMutation(resetPassword)
export const useRequestActivationLink = () => useMutation({ mutationFn: requestActivationLink })

/**
 * After an activation or a reset: the message, then Mijn account; or, for an account with a
 * second factor (no session in the answer), the login dialog, which asks the code.
 */
export function useAfterPasswordSet() {
  const navigate = useNavigate()
  return (answer: Activated) => {
    notify.success(answer.message)
    if (answer.token) return void navigate({ to: '/account' })
    void navigate({ to: '/' })
    loginDialog.open()
  }
}
