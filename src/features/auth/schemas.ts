import { z } from 'zod/mini'
import { sessionUserSchema } from '@/lib/access'
import { messages } from '@/lib/messages'

/** The two addresses that are accepted outside the school domains (SPEC §5, DESIGN.md). */
export const SPECIAL_LOGIN_IDS = ['beheer@xweek-scalda.nl', 'test@xweek-scalda.nl'] as const

const schoolAddress = /^[^\s@]+@(student\.)?scalda\.nl$/i
const sixDigits = /\d{6}/

/** A school e-mail address (student or staff domain), anything with six digits, or a special address. */
export function isValidLoginId(loginId: string): boolean {
  const id = loginId.trim()
  return (
    schoolAddress.test(id) ||
    sixDigits.test(id) ||
    (SPECIAL_LOGIN_IDS as readonly string[]).includes(id.toLowerCase())
  )
}

export const loginIdSchema = z
  .string()
  .check(z.trim(), z.refine(isValidLoginId, messages.auth.invalidLoginId))

export const loginInputSchema = z.object({
  login_id: loginIdSchema,
  password: z.string().check(z.minLength(1, messages.auth.passwordRequired)),
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
