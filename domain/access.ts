import { z } from 'zod/mini'

export const roles = ['student', 'teacher', 'admin'] as const
export const roleSchema = z.enum(roles)
export type Role = z.infer<typeof roleSchema>

/** The logged-in user as the API names it (SPEC §3 Auth). */
export const sessionUserSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  role: roleSchema,
  login_id: z.optional(z.string()),
  /** REQUIRE_2FA asks this user for a second factor they have not set up yet (issue 25). */
  second_factor_setup: z.optional(z.boolean()),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

const everyone = roles

/**
 * The one table of who may do what (SPEC §2, §6). Route guards, the navigation, components
 * and the mock backend all ask `can()`.
 */
export const permissions = {
  /** Own account page, own profile, session calls. */
  'account:view': everyone,
  /** Subscribe and unsubscribe for oneself; the Account link in the navigation. */
  'subscriptions:own': ['student'],
  /** The Beheer menu and accounts management. */
  'accounts:manage': ['teacher', 'admin'],
  /** A second factor (TOTP) for one's own staff account (issue 25). */
  'second-factor:own': ['teacher', 'admin'],
  /** Beheer > Klassen: per class who lacks wishes, ID data or payment; the class's reminder (issue 27). */
  'classes:view': ['teacher', 'admin'],
  /** Alle studenten verwijderen (issue 25: not for teachers), and forgetting a staff member's second factor. */
  'accounts:admin': ['admin'],
  /** The X-Week and keuzedelen subscription overviews, paid flags, unsubscribe others. */
  'subscriptions:overview': ['admin'],
  /** Sign-up rounds: windows, wishes, placement (publish, undo). */
  'rounds:manage': ['admin'],
  /** Add, edit and delete excursions. */
  'excursions:manage': ['admin'],
  /** Edit page content and terms, upload images, change settings. */
  'content:edit': ['admin'],
  /**
   * Students' passport/ID data in the account lists and edits (issue 43): teachers get names,
   * classes and contact data only.
   */
  'id-data:read': ['admin'],
  /** Read the audit log (Logboek). */
  'audit:read': ['admin'],
  /** The Beheer page Privacy: what is stored, how long, the last clean-up (issue 25). */
  'privacy:read': ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof permissions

export function can(user: { role: Role } | null | undefined, permission: Permission): boolean {
  if (!user) return false
  return (permissions[permission] as readonly Role[]).includes(user.role)
}

/** What staff do to one account on the accounts page. */
export type AccountAction = 'edit' | 'new-password' | 'delete' | 'forget-device'

/**
 * Whether `actor` may act on the account `target` (DESIGN.md "Admin"): teachers manage students
 * and teachers, only an admin touches an admin account, and nobody deletes their own account.
 * A teacher gives a new password to students only (issue 25: never another teacher's), and
 * nobody to an admin (issue 43: no admin becomes another admin; an admin uses 'Wachtwoord
 * vergeten', the console's user:create-admin remains); one's own password is changed with the
 * current one, on the account page.
 * The accounts page and both backends ask this one function.
 */
export function canManageAccount(
  actor: { _id: string; role: Role } | null | undefined,
  target: { _id: string; role: string },
  action: AccountAction,
): boolean {
  if (!actor || !can(actor, 'accounts:manage')) return false
  if (target.role === 'admin' && actor.role !== 'admin') return false
  // One's own password changes on the account page, with the current one (users/new_password).
  if (action !== 'edit' && target._id === actor._id) return false
  if (action === 'new-password' && actor.role !== 'admin' && target.role !== 'student') return false
  if (action === 'new-password' && target.role === 'admin') return false
  // 'Apparaat vergeten': a staff member's second factor, by an admin (issue 25).
  if (action === 'forget-device') return actor.role === 'admin' && target.role !== 'student'
  return true
}

/** Whether `actor` may give a new account this role: only admins add admins. */
export const canGrantRole = (actor: { role: Role } | null | undefined, role: Role): boolean =>
  can(actor, 'accounts:manage') && (role !== 'admin' || actor?.role === 'admin')
