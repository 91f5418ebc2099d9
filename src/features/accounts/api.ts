import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { anyAnswer, api } from '@/lib/api-client'
import type { QueryConfig } from '@/lib/query'
import { itemsOf } from '@/lib/readable-list'
import { excursionKeys } from '@/features/excursions/api'
import { profileKeys } from '@/features/profile/api'
import { subscriptionKeys } from '@/features/subscriptions/api'
import {
  accountUpdateSchema,
  deletedStudentsSchema,
  deleteUserInputSchema,
  generatedPasswordSchema,
  newAccountSchema,
  profileListSchema,
  userListSchema,
  type NewAccount,
} from './schemas'

export const accountKeys = {
  all: ['accounts'] as const,
  users: ['accounts', 'users'] as const,
  profiles: ['accounts', 'profiles'] as const,
}

// GET /users/all: the users that read, and how many did not
export function getAllUsers() {
  return api.get('users/all', userListSchema)
}
export const allUsersQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.users, queryFn: getAllUsers })
export function useAllUsers(queryConfig?: QueryConfig) {
  return useQuery({ ...allUsersQueryOptions(), ...queryConfig, select: itemsOf })
}

// GET /users_info/all: the profiles that read, and how many did not
export function getAllProfiles() {
  return api.get('users_info/all', profileListSchema)
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
  if (account._id)
    return api.post('users_info/update', anyAnswer, accountUpdateSchema.parse(account))
  const parsed = newAccountSchema.parse(account)
  return api.post('users/add', anyAnswer, { ...parsed, login_id: parsed.email })
}

// POST /users/delete
export function deleteUser(id: string) {
  return api.post('users/delete', anyAnswer, deleteUserInputSchema.parse({ id }))
}

// POST /users/delete/students: answers how many students and subscriptions went
export function deleteAllStudents() {
  return api.post('users/delete/students', deletedStudentsSchema, {})
}

// POST /users/new_password without a password: the server makes one and answers it
export async function generateNewPassword(id: string): Promise<string> {
  return (await api.post('users/new_password', generatedPasswordSchema, { id })).password
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
    onSettled: () => invalidateAccountViews(queryClient),
  })
}

export const useSaveAccount = () => useAccountsMutation(saveAccount)
export const useDeleteUser = () => useAccountsMutation(deleteUser)
export const useDeleteAllStudents = () => useAccountsMutation(deleteAllStudents)
// A new password changes nothing any list shows.
export const useGenerateNewPassword = () => useMutation({ mutationFn: generateNewPassword })
