import type { ProfileRow, UserRow } from '../store/store'
import type { RuleContext } from './context'

/** Where an account's mail goes: the profile's address, or a login id that is one. */
export const mailAddress = (user: UserRow, profile: ProfileRow | null) =>
  profile?.email.trim() || (user.login_id.includes('@') ? user.login_id : '')

export const nameOf = (profile: ProfileRow | null) => profile?.first_name.trim() ?? ''

/** When a mail is made and whether it will be delivered (SMTP_URL) or held in the outbox. */
export const mailAt = (ctx: RuleContext) => ({
  now: ctx.now,
  delivery: ctx.services.settings.mailDelivery,
})
