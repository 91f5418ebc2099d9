import { z } from 'zod/mini'
import { sessionUserSchema } from '~contract/access'
import { messages } from '~domain/messages/general'

/** The two addresses that are accepted outside the school domains (SPEC §5, DESIGN.md). */
export const SPECIAL_LOGIN_IDS = ['beheer@xweek-scalda.nl', 'test@xweek-scalda.nl'] as const

/** The longest login id (an e-mail address is at most 254 characters, RFC 5321). */
export const LOGIN_ID_MAX = 254
const schoolAddress = /^[^\s@]+@(student\.)?scalda\.nl$/i
/** Six digits in a row, anywhere in an id without spaces (SPEC §5), the whole id matched. */
const withSixDigits = /^\S*\d{6}\S*$/

/**
 * A school e-mail address (student or staff domain), an id with six digits, or a special
 * address; never longer than 254 characters (checked first: a long id costs no matching).
 */
export function isValidLoginId(loginId: string): boolean {
  const id = loginId.trim()
  if (id.length > LOGIN_ID_MAX) return false
  return (
    schoolAddress.test(id) ||
    withSixDigits.test(id) ||
    (SPECIAL_LOGIN_IDS as readonly string[]).includes(id.toLowerCase())
  )
}

export const loginIdSchema = z
  .string()
  .check(z.trim(), z.refine(isValidLoginId, messages.auth.invalidLoginId))

export const loginInputSchema = z.object({
  login_id: loginIdSchema,
  password: z.string().check(z.minLength(1, messages.auth.passwordRequired), z.maxLength(256)),
  /** The second step of a staff member who set one up: a TOTP code or a recovery code. */
  code: z.optional(z.string().check(z.trim(), z.maxLength(32))),
})
export type LoginInput = z.infer<typeof loginInputSchema>

export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: sessionUserSchema,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

/** The id to send a new password to: not empty (SPEC §5), and a valid login id. */
export const forgotPasswordInputSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.auth.forgotPasswordEmpty),
      z.refine(isValidLoginId, messages.auth.invalidLoginId),
    ),
})
