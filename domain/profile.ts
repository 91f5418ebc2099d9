/**
 * A profile (users_info) and its rules, shared by the app and the server: the shape the API
 * answers, completeness (DESIGN.md), the ID data's fields and dates (SPEC §5, §9). The save's
 * body is a call's (contract/schemas/profile.ts); the field labels are the app's
 * (src/lib/profile/labels.ts).
 */
import type { Dayjs } from 'dayjs'
import { z } from 'zod/mini'
import { numberish } from './shapes'
import { dayjs, formatDate, parseDate } from './dates'
import { idDataMessages, profileMessages } from './messages/profile'
import { TEXT_MAX, tooLong } from './limits'

export const GENDERS = ['m', 'v', 'x'] as const
export const DOCUMENT_TYPES = ['passport', 'id'] as const
export const DEFAULT_COUNTRY = 'Netherlands (the)'

/** The terms a profile records acceptance of, as `accept_{name}` (SPEC §3). */
export const TERMS_NAMES = [
  'privacy_policy',
  'reis_terms',
  'activity_terms',
  'keuzedelen_terms',
] as const
export type AcceptField = `accept_${(typeof TERMS_NAMES)[number]}`
export const acceptField = (terms: (typeof TERMS_NAMES)[number]): AcceptField => `accept_${terms}`

// Each field reads leniently: one odd value must not make a whole profile unreadable (a student
// locked out of their own profile, a list of 3,000 left blank). A number where text belongs is
// read as text; a value of the wrong kind reads as empty.
/** A text, or a number read as its text. */
export const textOrNumber = () => z.union([z.string(), z.pipe(z.number(), z.transform(String))])
const text = z.catch(
  z.pipe(
    z.nullish(textOrNumber()),
    z.transform((v: string | null | undefined) => v ?? ''),
  ),
  '',
)
/** A flag, `fallback` when not given or not a flag. */
const flagOr = (fallback: boolean) =>
  z.catch(
    z.pipe(
      z.nullish(z.boolean()),
      z.transform((v: boolean | null | undefined) => v ?? fallback),
    ),
    fallback,
  )
const flag = flagOr(false)
const optOut = flagOr(true)
/**
 * A field with known values (gender, document type): a value the app does not know is kept as it
 * is, shown as it is and marked where it is edited (`unknownValue`); never dropped by a save.
 */
const enumText = text
const id = textOrNumber()

/** A profile (users_info) as the API answers it; unknown fields are kept so a save sends them back. */
export const profileSchema = z.looseObject({
  _id: z.optional(id),
  user_id: z.optional(id),
  first_name: text,
  last_name: text,
  last_name_prefix: text,
  email: text,
  login_id: text,
  accept_privacy_policy: flag,
  accept_reis_terms: flag,
  accept_activity_terms: flag,
  accept_keuzedelen_terms: flag,
  nationality: text,
  bday: text,
  gender: enumText,
  document_type: enumText,
  document_number: text,
  document_issue_date: text,
  document_validity_date: text,
  document_country: text,
  document_first_name: text,
  document_surname: text,
  // student extras
  number: text,
  phone: text,
  grade: text,
  hours: z.catch(z.nullish(numberish), null),
  // Mail choices (on unless turned off): placement and waiting-list mail, reminders.
  mail_placement: optOut,
  mail_reminders: optOut,
})
export type Profile = z.output<typeof profileSchema>

/** A stored value outside the field's known values ('M' for gender), or null. */
export function unknownValue(value: string, known: readonly string[]): string | null {
  return value !== '' && !known.includes(value) ? value : null
}

/** The fields of the ID data whose stored value the app does not know, with that value. */
export function unknownIdValues(
  profile: Pick<Profile, 'gender' | 'document_type'>,
): { field: 'gender' | 'document_type'; value: string }[] {
  const found = [
    { field: 'gender' as const, value: unknownValue(profile.gender, GENDERS) },
    { field: 'document_type' as const, value: unknownValue(profile.document_type, DOCUMENT_TYPES) },
  ]
  return found.flatMap(({ field, value }) => (value === null ? [] : [{ field, value }]))
}

/** SPEC §3: defaults on load. */
export function withProfileDefaults(profile: Profile): Profile {
  return {
    ...profile,
    nationality: profile.nationality || DEFAULT_COUNTRY,
    document_country: profile.document_country || DEFAULT_COUNTRY,
    document_first_name: profile.document_first_name || profile.first_name,
    document_surname:
      profile.document_surname ||
      [profile.last_name_prefix, profile.last_name].filter(Boolean).join(' '),
  }
}

export function fullName(
  p: Pick<Profile, 'first_name' | 'last_name_prefix' | 'last_name'>,
): string {
  return [p.first_name, p.last_name_prefix, p.last_name].filter(Boolean).join(' ')
}

/** The editable part of the profile form (SPEC §5): phone, and for students Mentor/Coach. */
/** `role` as the API names it: an unknown role is held to the staff rules. */
export function profileFormSchema(role: string) {
  return z.object({
    phone: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, profileMessages.phoneRequired),
        z.maxLength(TEXT_MAX.phone, tooLong(TEXT_MAX.phone)),
      ),
    grade:
      role === 'student'
        ? z
            .string()
            .check(
              z.trim(),
              z.minLength(1, profileMessages.gradeRequired),
              z.maxLength(TEXT_MAX.name, tooLong(TEXT_MAX.name)),
            )
        : z.string().check(z.maxLength(TEXT_MAX.name, tooLong(TEXT_MAX.name))),
  })
}
export type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>

/** DESIGN.md: complete = privacy policy accepted, phone set and, for students, Mentor/Coach set. */
export function isProfileComplete(profile: Profile, role: string): boolean {
  return profile.accept_privacy_policy && profileFormSchema(role).safeParse(profile).success
}

/** Date limits of the ID form (SPEC §5, §9), relative to `today`. */
export function idDateLimits(today: Dayjs) {
  const day = today.startOf('day')
  return {
    issue: { min: day.subtract(10, 'year').add(3, 'month'), max: day },
    validity: { min: day.add(3, 'month'), max: day.add(10, 'year') },
    birth: { min: day.subtract(100, 'year'), max: day.subtract(5, 'year') },
  }
}

/** Choosing an issue date sets validity to issue date + 10 years (SPEC §5). */
export function defaultValidityDate(issueDate: string): string {
  const d = parseDate(issueDate)
  return d ? formatDate(d.add(10, 'year')) : ''
}

const required = z.string().check(z.trim(), z.minLength(1, idDataMessages.required))
const requiredUpTo = (max: number) => required.check(z.maxLength(max, tooLong(max)))

function dateInRange(min: Dayjs, max: Dayjs, tooEarly: string, tooLate: string) {
  return z.string().check(
    z.minLength(1, idDataMessages.required),
    z.superRefine((value, ctx) => {
      // An empty date has its one message already ('required'), not a second one.
      if (!value) return
      const d = parseDate(value)
      if (!d) ctx.addIssue({ code: 'custom', message: idDataMessages.invalidDate })
      else if (d.isBefore(min, 'day')) ctx.addIssue({ code: 'custom', message: tooEarly })
      else if (d.isAfter(max, 'day')) ctx.addIssue({ code: 'custom', message: tooLate })
    }),
  )
}

/** The ten fields of the ID popup with every rule of SPEC §5. */
export function idDataSchema(today: Dayjs = dayjs()) {
  const limits = idDateLimits(today)
  return z.object({
    document_type: z.enum(DOCUMENT_TYPES, idDataMessages.required),
    document_number: requiredUpTo(TEXT_MAX.code),
    document_issue_date: dateInRange(
      limits.issue.min,
      limits.issue.max,
      idDataMessages.issueDateTooOld,
      idDataMessages.issueDateFuture,
    ),
    document_validity_date: dateInRange(
      limits.validity.min,
      limits.validity.max,
      idDataMessages.validityTooSoon,
      idDataMessages.validityTooLate,
    ),
    document_country: requiredUpTo(TEXT_MAX.name),
    gender: z.enum(GENDERS, idDataMessages.required),
    document_first_name: requiredUpTo(TEXT_MAX.name),
    document_surname: requiredUpTo(TEXT_MAX.name),
    bday: dateInRange(
      limits.birth.min,
      limits.birth.max,
      idDataMessages.birthDateRange,
      idDataMessages.birthDateRange,
    ),
    nationality: requiredUpTo(TEXT_MAX.name),
  })
}
export type IdData = z.infer<ReturnType<typeof idDataSchema>>
export const ID_FIELDS = Object.keys(idDataSchema().shape) as (keyof IdData)[]

/**
 * The completeness check for many profiles (a class of 3,000): the schema is built once, as zod
 * compiles a schema on its first parse.
 */
export function idDataCompleteness(today: Dayjs = dayjs()): (profile: Profile) => boolean {
  const schema = idDataSchema(today)
  return (profile) => schema.safeParse(profile).success
}

export function hasCompleteIdData(profile: Profile, today: Dayjs = dayjs()): boolean {
  return idDataCompleteness(today)(profile)
}
