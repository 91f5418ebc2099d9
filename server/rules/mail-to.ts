import type { ProfileRow, UserRow } from '../store/store'
import type { RuleContext } from './context'

// Where and how an account's mail goes: apart from account-secrets.ts, so the owner's notices
// (owner-notices.ts) need nothing of the sessions.

/** Where an account's mail goes: the profile's address, or a login id that is one. */
export const mailAddress = (user: UserRow, profile: ProfileRow | null) =>
  profile?.email.trim() || (user.login_id.includes('@') ? user.login_id : '')

export const nameOf = (profile: ProfileRow | null) => profile?.first_name.trim() ?? ''

/** A mail made now, sent when SMTP is set (else held in the outbox). */
export const mailAt = (ctx: RuleContext) => ({
  now: ctx.now,
  delivery: ctx.services.settings.mailDelivery,
})
