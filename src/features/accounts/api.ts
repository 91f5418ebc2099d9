import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { anyAnswer, api } from '@/lib/api-client'
import type { QueryConfig } from '@/lib/query'
import { excursionKeys } from '@/features/excursions/api'
import { profileKeys } from '@/features/profile/api'
import { subscriptionKeys } from '@/features/subscriptions/api'
import { accountKeys } from './keys'
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

// GET /users/all
export function getAllUsers() {
  return api.get('users/all', userListSchema)
}
export const allUsersQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.users, queryFn: getAllUsers })
export function useAllUsers(queryConfig?: QueryConfig) {
  return useQuery({ ...allUsersQueryOptions(), ...queryConfig })
}

// GET /users_info/all
export function getAllProfiles() {
  return api.get('users_info/all', profileListSchema)
}
export const allProfilesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profiles, queryFn: getAllProfiles })
export function useAllProfiles(queryConfig?: QueryConfig) {
  return useQuery({ ...allProfilesQueryOptions(), ...queryConfig })
}

// POST /users_info/update when the profile has an id, POST /users/add otherwise (login_id = email)
export function saveAccount(account: NewAccount) {
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
