import { z } from 'zod'
import { roleSchema, sessionUserSchema } from '@/lib/access'
import { profileSchema } from '@/features/profile/schemas'

export const userListSchema = z.array(sessionUserSchema)
export const profileListSchema = z.array(profileSchema)

/** A new account (POST /users/add): a profile whose login id is its e-mail address (SPEC §7). */
export const newAccountSchema = z.looseObject({
  ...profileSchema.shape,
  first_name: z.string().trim().min(1, 'Vul een voornaam in'),
  last_name: z.string().trim().min(1, 'Vul een achternaam in'),
  email: z.email('Vul een geldig e-mailadres in'),
  role: roleSchema,
  password: z.string().min(6).optional(),
})
export type NewAccount = z.input<typeof newAccountSchema>

/** An existing account's profile (POST /users_info/update). */
export const accountUpdateSchema = z.looseObject({
  ...profileSchema.shape,
  _id: z.string().min(1),
})

export const deleteUserInputSchema = z.object({ id: z.string().min(1) })
