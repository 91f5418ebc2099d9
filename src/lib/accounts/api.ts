import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import * as calls from '~contract/accounts'
import * as activationCalls from '~contract/activation'
import { secondFactorReset as secondFactorResetCall } from '~contract/security'
import { api } from '@/lib/api-client'
import type { QueryConfig } from '@/lib/query'
import { itemsOf } from '~contract/schemas/readable-list'
import { excursionKeys } from '@/lib/excursions/api'
import { profileKeys } from '@/lib/profile/api'
import { subscriptionKeys } from '@/lib/subscriptions/api'
import { accountKeys } from '@/lib/accounts/keys'
import { accountUpdateSchema, type NewAccount } from '~contract/schemas/accounts'

// GET /users/all: the users that read, and how many did not
export function getAllUsers() {
  return api.call(calls.allUsers)
}
export const allUsersQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.users, queryFn: getAllUsers })
export function useAllUsers(queryConfig?: QueryConfig) {
  return useQuery({ ...allUsersQueryOptions(), ...queryConfig, select: itemsOf })
}

// GET /users_info/all: the profiles that read, and how many did not
export function getAllProfiles() {
  return api.call(calls.allProfiles)
}
export const allProfilesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profiles, queryFn: getAllProfiles })
export function useAllProfiles(queryConfig?: QueryConfig) {
  return useQuery({ ...allProfilesQueryOptions(), ...queryConfig, select: itemsOf })
}

const skippedOf = ({ skipped }: { skipped: number }) => skipped

/** How many users and profiles the lists left out because they did not read (0 until loaded). */
export function useSkippedRecords({ users = true, profiles = true } = {}) {
  const skippedUsers = useQuery({ ...allUsersQueryOptions(), select: skippedOf, enabled: users })
  const skippedProfiles = useQuery({
    ...allProfilesQueryOptions(),
    select: skippedOf,
    enabled: profiles,
  })
  return {
    users: users ? (skippedUsers.data ?? 0) : 0,
    profiles: profiles ? (skippedProfiles.data ?? 0) : 0,
  }
}

// POST /users_info/update when the profile has an id, POST /users/add otherwise (login_id = email)
// (An edit keeps the account's role as the API names it, one the app does not know included.)
export function saveAccount(account: NewAccount | (Omit<NewAccount, 'role'> & { role: string })) {
  if (account._id) return api.call(calls.updateAccount, accountUpdateSchema.parse(account))
  return api.call(calls.addAccount, { ...account, login_id: account.email } as NewAccount)
}

// POST /users/delete
export function deleteUser(id: string) {
  return api.call(calls.deleteUser, { id })
}

// POST /users/delete/students with the word typed in the dialog (the server checks it too):
// answers how many students and subscriptions went
export function deleteAllStudents(confirm: string) {
  return api.call(calls.deleteAllStudents, { confirm })
}

// POST /users/new_password for another account: its owner gets a link by mail (never a password);
// answers where it went, in Dutch
export async function mailNewPasswordLink(id: string): Promise<string> {
  return (await api.call(calls.newPassword, { id })).message
}

/**
 * After any account change: everything that shows users, profiles or subscriptions (the account
 * list, the subscription overviews, the excursions' counts, one's own profile) is refetched.
 */
export function invalidateAccountViews(queryClient: QueryClient) {
  return Promise.all(
    [accountKeys.all, subscriptionKeys.all, excursionKeys.all, profileKeys.own].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  )
}

function useAccountsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Not waited for (see src/lib/query.ts).
    onSettled: () => void invalidateAccountViews(queryClient),
  })
}

export const useSaveAccount = () => useAccountsMutation(saveAccount)
export const useDeleteUser = () => useAccountsMutation(deleteUser)
export const useDeleteAllStudents = () => useAccountsMutation(deleteAllStudents)
// A link by mail changes nothing any list shows.
export const useMailNewPasswordLink = () => useMutation({ mutationFn: mailNewPasswordLink })

// POST users/activation/resend: new activation mails (active accounts are passed over)
export function resendActivation(ids: string[]) {
  return api.call(activationCalls.resendActivation, { ids })
}
export const useResendActivation = () => useMutation({ mutationFn: resendActivation })

// POST users/activation/codes: one-time codes for the PDF (earlier codes stop working)
export function activationCodes(ids: string[]) {
  return api.call(activationCalls.activationCodes, { ids })
}
export const useActivationCodes = () => useMutation({ mutationFn: activationCodes })
// POST /users/2fa/reset ('Apparaat vergeten', admins)
export const secondFactorReset = (id: string) => api.call(secondFactorResetCall, { id })
