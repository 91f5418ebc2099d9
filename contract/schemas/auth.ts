import { z } from 'zod/mini'
import { sessionUserSchema } from '~domain/access'
import { messages } from '~domain/messages/general'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from '~domain/passwords'

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

/**
 * A password as typed at the login or as the current one: the one maximum of domain/passwords.ts,
 * so every password that can be set can be typed here.
 */
export const typedPasswordSchema = z
  .string()
  .check(
    z.minLength(1, messages.auth.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
  )

/**
 * A new password (activation, reset, change): the lengths of domain/passwords.ts, whose whole
 * rule (the login id, the common passwords) the server checks after this.
 */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, passwordMessages.tooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
  )

export const loginInputSchema = z.object({
  login_id: loginIdSchema,
  password: typedPasswordSchema,
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
