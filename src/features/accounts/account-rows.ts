import type { Role } from '~domain/access'
import { searchable } from '@/components/data-table/columns'
import { fullName, idDataSchema, isProfileComplete, type Profile } from '~domain/profile'
import { existingKey, type ExistingAccounts } from './class-list'
import type { ListedUser } from '~contract/schemas/accounts'
import type { AccountsSearch } from './search'

/** One account as the list shows it: the user and its profile. */
export type AccountRow = {
  id: string
  /** As the API names it; a role the app does not know stays as it is. */
  role: Role | (string & {})
  loginId: string
  profile: Profile | null
  name: string
  number: string
  email: string
  phone: string
  grade: string
  hours: number | null
  policyAccepted: boolean
  /** Only students need ID data (trips); null for staff. */
  idComplete: boolean | null
  complete: boolean
  /** Has a password of its own; null when the API does not say. */
  active: boolean | null
  /** Number, name, e-mail and login id, folded for searching. */
  haystack: string
}

/** Joins users and profiles; computed once per answer (3,000 students take a few ms). */
export function accountRows(users: readonly ListedUser[], profiles: readonly Profile[]) {
  const byUser = new Map(profiles.map((p) => [p.user_id, p]))
  const idData = idDataSchema()
  return users.map((user): AccountRow => {
    const profile = byUser.get(user._id) ?? null
    const name = profile ? fullName(profile) : ''
    const number = profile?.number ?? ''
    const email = profile?.email ?? ''
    const loginId = user.login_id ?? profile?.login_id ?? ''
    const isStudent = user.role === 'student'
    return {
      id: user._id,
      role: user.role,
      loginId,
      profile,
      name,
      number,
      email,
      phone: profile?.phone ?? '',
      grade: profile?.grade ?? '',
      hours: isStudent ? (profile?.hours ?? null) : null,
      policyAccepted: profile?.accept_privacy_policy ?? false,
      idComplete: isStudent ? profile !== null && idData.safeParse(profile).success : null,
      complete: profile !== null && isProfileComplete(profile, user.role),
      active: user.active ?? null,
      haystack: searchable([number, name, email, loginId].join(' ')),
    }
  })
}

/** Search (every word must match number, name or e-mail) and the role, 'incomplete', state and Mentor/Coach filters. */
export function filterAccounts(rows: readonly AccountRow[], search: AccountsSearch): AccountRow[] {
  const words = searchable(search.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
  return rows.filter(
    (row) =>
      (!search.role || row.role === search.role) &&
      (!search.incomplete || !row.complete) &&
      (!search.state || row.active === (search.state === 'active')) &&
      (search.grade === undefined || row.grade === search.grade) &&
      words.every((word) => row.haystack.includes(word)),
  )
}

/** What the import compares with: every e-mail address, login id and student number in use. */
export function existingAccounts(rows: readonly AccountRow[]): ExistingAccounts {
  const keys = new Set<string>()
  for (const row of rows)
    for (const key of [row.loginId, row.email, row.number]) if (key) keys.add(existingKey(key))
  return { has: (key) => keys.has(key) }
}

/** Who gets a new activation mail: accounts not yet active, with an address to send it to. */
export const needsActivationMail = (row: AccountRow) =>
  row.active === false && mailAddressOf(row) !== ''

/** Where the server sends an account's mail: the profile's address, or a login id that is one. */
export const mailAddressOf = (row: AccountRow) =>
  row.email.trim() || (row.loginId.includes('@') ? row.loginId : '')

/** Who gets a printed code: students not yet active, with a student number. */
export const needsActivationCode = (row: AccountRow) =>
  row.active === false && row.role === 'student' && row.number !== ''
