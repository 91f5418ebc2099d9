/** The accounts' query keys, apart from their calls: the minute poll refreshes them without loading those. */
export const accountKeys = {
  all: ['accounts'] as const,
  users: ['accounts', 'users'] as const,
  profiles: ['accounts', 'profiles'] as const,
}
