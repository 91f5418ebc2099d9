import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { anyAnswer, api } from '@/lib/api-client'
import type { QueryConfig } from '@/lib/query'
import {
  accountUpdateSchema,
  deleteUserInputSchema,
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

// POST /users/delete/students
export function deleteAllStudents() {
  return api.post('users/delete/students', anyAnswer, {})
}

function useAccountsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  })
}

export const useSaveAccount = () => useAccountsMutation(saveAccount)
export const useDeleteUser = () => useAccountsMutation(deleteUser)
export const useDeleteAllStudents = () => useAccountsMutation(deleteAllStudents)
