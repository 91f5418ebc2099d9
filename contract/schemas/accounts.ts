import { z } from 'zod/mini'
import { roleSchema } from '~domain/access'
import { adminMessages } from '~domain/messages/admin'
import { readableListOf } from '~contract/schemas/readable-list'
import { loginIdSchema } from '~contract/schemas/auth'
import { profileSchema } from '~domain/profile'
import { profileUpdateSchema } from '~contract/schemas/profile'
import { TEXT_MAX, tooLong } from '~domain/limits'

/**
 * A user as GET /users/all lists it. A role the app does not know is kept as it is: shown as it
 * is, and granted nothing (`can()` knows only the three roles).
 */
export const listedUserSchema = z.object({
  _id: z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))]),
  role: z.string(),
  login_id: z.optional(z.string()),
  /** Has a password of its own ('Actief'); false: 'Niet geactiveerd'. Unknown from an older API. */
  active: z.optional(z.boolean()),
})
export type ListedUser = z.infer<typeof listedUserSchema>

// Read record by record: one that does not read is skipped and counted, never the whole list.
export const userListSchema = readableListOf(listedUserSchema)
export const profileListSchema = readableListOf(profileSchema)

/** The points target a new student gets when none is given (the spec's sample placeholder, 20). */
export const DEFAULT_POINTS_TARGET = 20

/** A required name or class (Mentor/Coach), at most TEXT_MAX.name characters. */
const required = (message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(TEXT_MAX.name, tooLong(TEXT_MAX.name)))

/** A login id is the e-mail address (SPEC §7), so the address must also pass the login id rule (SPEC §5). */
export const accountEmailSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, adminMessages.accounts.emailRequired)),
    z.email(adminMessages.accounts.emailInvalid),
  ),
  loginIdSchema,
)

export const studentNumberSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, adminMessages.accounts.numberInvalid))

const pointsSchema = z.pipe(
  z.union([z.number(), z.string().check(z.trim())]),
  z.transform((v: number | string, ctx) => {
    const n = typeof v === 'number' ? v : v === '' ? NaN : Number(v)
    if (!Number.isInteger(n) || n < 0) {
      ctx.issues.push({ code: 'custom', message: adminMessages.accounts.pointsInvalid, input: v })
      return z.NEVER
    }
    return n
  }),
)

/**
 * The profile fields staff may change in an account (names and e-mail stay as they are, SPEC §6):
 * the phone for everyone (optional: the user fills it in at their first login), and for students
 * the number, Mentor/Coach and Punten.
 */
const staffEditSchema = z.object({
  phone: z.string().check(z.trim(), z.maxLength(TEXT_MAX.phone, tooLong(TEXT_MAX.phone))),
})
const studentEditSchema = z.extend(staffEditSchema, {
  number: studentNumberSchema,
  grade: required(adminMessages.accounts.gradeRequired),
  hours: pointsSchema,
})
export const accountEditSchema = (role: string) =>
  role === 'student' ? studentEditSchema : staffEditSchema

const identityFields = {
  first_name: required(adminMessages.accounts.firstNameRequired),
  last_name_prefix: z.string().check(z.trim(), z.maxLength(TEXT_MAX.name, tooLong(TEXT_MAX.name))),
  last_name: required(adminMessages.accounts.lastNameRequired),
  email: accountEmailSchema,
}

/**
 * The add form (`Account toevoegen`) and each row of a class-list import: the same rules for
 * both. Student-only fields count only for students.
 */
export const studentFormSchema = z.extend(studentEditSchema, {
  role: z.literal('student'),
  ...identityFields,
})
const staffFormSchema = z.extend(staffEditSchema, {
  role: z.enum(['teacher', 'admin']),
  ...identityFields,
})
export const accountFormSchema = (role: string) =>
  role === 'student' ? studentFormSchema : staffFormSchema
export type StudentForm = z.output<typeof studentFormSchema>
export type AccountForm = StudentForm | z.output<typeof staffFormSchema>

/** A new account (POST /users/add): a profile whose login id is its e-mail address (SPEC §7). */
export const newAccountSchema = z.looseObject({
  ...profileUpdateSchema.shape,
  first_name: required(adminMessages.accounts.firstNameRequired),
  last_name: required(adminMessages.accounts.lastNameRequired),
  email: accountEmailSchema,
  role: roleSchema,
})
export type NewAccount = z.input<typeof newAccountSchema>

/** An existing account's profile (POST /users_info/update): only the fields sent change. */
export const accountUpdateSchema = z.looseObject({
  ...profileUpdateSchema.shape,
  _id: z.string().check(z.minLength(1)),
})

export const deleteUserInputSchema = z.object({ id: z.string().check(z.minLength(1)) })

/**
 * POST /users/delete/students: the word typed in the dialog ('VERWIJDER'), checked on the server
 * too (issue 43); missing or another word is a 400 with the dialog's Dutch instruction.
 */
export const deleteStudentsInputSchema = z.object({
  confirm: z.optional(z.string().check(z.maxLength(TEXT_MAX.name, tooLong(TEXT_MAX.name)))),
})

const count = z.union([
  z.int().check(z.nonnegative()),
  z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
])
const countIn = (answer: unknown, key: string): number | null => {
  const value = typeof answer === 'object' && answer !== null ? Reflect.get(answer, key) : undefined
  const parsed = count.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * POST /users/delete/students: the students are gone whatever the answer's shape (SPEC §7 leaves
 * it open), so any answer is a success; how many students and subscriptions went, when it says.
 */
export const deletedStudentsSchema = z.pipe(
  z.unknown(),
  z.transform((answer: unknown) => ({
    deleted: countIn(answer, 'deleted'),
    subscriptions: countIn(answer, 'subscriptions'),
  })),
)
