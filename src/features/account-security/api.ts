import { useMutation } from '@tanstack/react-query'
import * as accountCalls from '~contract/accounts'
import { api } from '@/lib/api-client'

// POST /users/new_password for oneself: with the current password (issue 25).
export function changeOwnPassword(input: { id: string; current: string; password: string }) {
  return api.call(accountCalls.newPassword, {
    id: input.id,
    current_password: input.current,
    password: input.password,
  })
}
export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword })
