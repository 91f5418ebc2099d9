import { z } from 'zod/mini'
import { sessionUserSchema } from '~domain/access'
import { newPasswordSchema as password } from './auth'

/** The 256-bit token of a mailed link (base64url, 43 characters); anything else is refused in Dutch. */
const token = z.string().check(z.trim(), z.minLength(1), z.maxLength(200))

export const linkPasswordInputSchema = z.object({ token, password })

/** A mailed link to check on opening its page, without using it (issue 42). */
export const linkCheckInputSchema = z.object({ token, kind: z.enum(['activation', 'reset']) })
/** Live, or why not in Dutch (unknown, used or expired): the words the use of it would answer. */
export const linkCheckSchema = z.object({ live: z.boolean(), message: z.optional(z.string()) })

export const codePasswordInputSchema = z.object({
  number: z.string().check(z.trim(), z.minLength(1, 'Vul je studentnummer in'), z.maxLength(50)),
  code: z.string().check(z.trim(), z.minLength(1, 'Vul je inlogcode in'), z.maxLength(50)),
  password,
})

/** Activated or reset: logged in, with what happened. */
/** Activated or reset: logged in at once, or (with a second factor) asked to log in with it. */
export const activatedSchema = z.object({
  token: z.optional(z.string().check(z.minLength(1))),
  user: z.optional(sessionUserSchema),
  message: z.string(),
})

/** A new activation link, asked by its owner: by login id (student number or e-mail). */
export const activationRequestSchema = z.object({
  login: z
    .string()
    .check(z.trim(), z.minLength(1, 'Vul je studentnummer of e-mailadres in'), z.maxLength(254)),
})

/** Staff: accounts by id (a selection, a class, the not yet active of an import). */
export const accountIdsSchema = z.object({
  ids: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(5000)),
})

export const resentSchema = z.object({ sent: z.number(), skipped: z.number() })

/** One block of the printed codes: who, and the one-time code (in class, then name order). */
export const codeLetterSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  number: z.string(),
  /** The student's class (Mentor/Coach, `grade`); empty without one. */
  grade: z.string(),
  code: z.string(),
  expires_at: z.string(),
})
export type CodeLetter = z.infer<typeof codeLetterSchema>
export const codeLettersSchema = z.object({
  letters: z.array(codeLetterSchema),
  /** The address the students go to (APP_URL). */
  app_url: z.string(),
})

/**
 * What the outbox shows where a mail's secret link goes (issue 43): the link exists only in the
 * message handed to SMTP (server/mail/outbox.ts).
 */
export const LINK_PLACEHOLDER = '[link alleen in de verzonden mail]'

export const MAIL_STATES = ['pending', 'sent', 'failed', 'held'] as const

/** A mail of the outbox as the Beheer page E-mail shows it (no HTML: its text says the same). */
export const outboxMailSchema = z.object({
  _id: z.string(),
  recipient: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  state: z.string(),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>

export const outboxQuerySchema = z.object({
  state: z.optional(z.enum(MAIL_STATES)),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
  before_at: z.optional(z.string().check(z.maxLength(40))),
  before_id: z.optional(z.string().check(z.maxLength(100))),
})

export const outboxPageSchema = z.object({
  mails: z.array(outboxMailSchema),
  next: z.nullable(z.object({ created_at: z.string(), _id: z.string() })),
})

export const mailIdSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) })
