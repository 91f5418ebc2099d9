import { z } from 'zod/mini'
import { CONSENT_STATES } from '~domain/consent'
import { consentMessages } from '~domain/messages/consent'

// Parents' consent for a trip (issue 44). zod/mini: the sign-up's body carries the parent.

const id = z.string().check(z.minLength(1), z.maxLength(200))

/** A parent's or guardian's name and address, as the student types them. */
export const parentSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, consentMessages.parentName),
      z.maxLength(200, consentMessages.parentName),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, consentMessages.parentEmail),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, consentMessages.parentEmail),
    ),
})
export type ParentInput = z.input<typeof parentSchema>

export const consentStateSchema = z.enum(CONSENT_STATES)

/** One student's consent for one trip, as the student and the admins read it. */
export const consentSchema = z.object({
  _id: z.string(),
  student_id: z.string(),
  excursion_id: z.string(),
  parent_name: z.string(),
  parent_email: z.string(),
  state: consentStateSchema,
  answered_at: z.nullable(z.string()),
  /** How many more mails the student may send today. */
  mails_left_today: z.number(),
})
export type Consent = z.infer<typeof consentSchema>
export const consentListSchema = z.array(consentSchema)

/** POST consents/request: (again) mail the parent, at this address. */
export const consentRequestSchema = z.object({ excursion_id: id, parent: parentSchema })

/** The token of a parent's link (from the page's fragment). */
export const consentTokenSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
})

/** What the parent's page shows: the trip's facts and the state of the answer. */
export const consentPageSchema = z.object({
  student: z.string(),
  parent_name: z.string(),
  state: consentStateSchema,
  trip: z.object({
    name: z.string(),
    dates: z.string(),
    destination: z.string(),
    points: z.number(),
    description: z.string(),
    terms: z.string(),
    /** The content key of the terms' text (reis_terms, …): the page shows it. */
    terms_key: z.string(),
  }),
})
export type ConsentPage = z.infer<typeof consentPageSchema>

/** POST consents/answer: the parent's answer; consent needs the name typed. */
export const consentAnswerSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  answer: z.enum(['given', 'refused']),
  name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
})
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>

/** POST consents/remind: a reminder to every parent of the scope's trips who has not answered. */
export const consentRemindSchema = z.object({ scope: id })
