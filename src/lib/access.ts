import { z } from 'zod/mini'

export const roles = ['student', 'teacher', 'admin'] as const
export const roleSchema = z.enum(roles)
export type Role = z.infer<typeof roleSchema>

/** The logged-in user as the API names it (SPEC §3 Auth). */
export const sessionUserSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  role: roleSchema,
  login_id: z.optional(z.string()),
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
  /** The X-Week and keuzedelen subscription overviews, paid flags, unsubscribe others. */
  'subscriptions:overview': ['admin'],
  /** Add, edit and delete excursions. */
  'excursions:manage': ['admin'],
  /** Edit page content and terms, upload images, change settings. */
  'content:edit': ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof permissions

export function can(user: { role: Role } | null | undefined, permission: Permission): boolean {
  if (!user) return false
  return (permissions[permission] as readonly Role[]).includes(user.role)
}
