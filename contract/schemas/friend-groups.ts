import { z } from 'zod/mini'
import { findScope } from '~domain/scopes'
import { MAX_WISHES_LIMIT } from './rounds'

// Friend groups of a preference round (issue 27): 2–4 students, one shared wish list.

/** The most students in one group (the student and 3 friends). */
export const MAX_GROUP_SIZE = 4

const id = z.string().check(z.minLength(1), z.maxLength(80))
const scope = z.string().check(z.refine((s) => findScope(s) !== undefined, 'Kies een geldig soort'))

export const memberStates = ['member', 'invited'] as const

const memberSchema = z.object({
  name: z.string(),
  /** 'member': in the group; 'invited': asked, not yet answered. */
  state: z.enum(memberStates),
  /** The caller themself. */
  you: z.boolean(),
})

/** GET friend_groups/own: the caller's group in a round and the invitations they have. */
export const ownGroupSchema = z.object({
  scope: z.string(),
  /** Groups can change: the round collects wishes and its window is open. */
  can_change: z.boolean(),
  group: z.nullable(
    z.object({
      id: z.string(),
      members: z.array(memberSchema),
      /** The shared wish list: excursion ids, 1st choice first. */
      wishes: z.array(z.string()),
    }),
  ),
  invitations: z.array(
    z.object({ group_id: z.string(), invited_by: z.string(), members: z.array(z.string()) }),
  ),
})
export type OwnGroup = z.infer<typeof ownGroupSchema>

/** GET friend_groups: every group of a round, for admins. */
export const roundGroupsSchema = z.array(
  z.object({
    id: z.string(),
    created_at: z.string(),
    members: z.array(
      z.object({
        student_id: z.string(),
        name: z.string(),
        number: z.string(),
        state: z.enum(memberStates),
      }),
    ),
    wishes: z.array(z.string()),
  }),
)
export type RoundGroups = z.infer<typeof roundGroupsSchema>

export const groupScopeSchema = z.object({ scope })
export const groupIdSchema = z.object({ group_id: id })
export const inviteSchema = z.object({
  scope,
  number: z
    .string()
    .check(z.trim(), z.minLength(1, 'Vul een leerlingnummer in'), z.maxLength(40, 'Te lang')),
})
export const groupWishesSchema = z.object({
  scope,
  wishes: z.array(id).check(
    z.maxLength(MAX_WISHES_LIMIT, `Hoogstens ${MAX_WISHES_LIMIT}`),
    z.refine((list) => new Set(list).size === list.length, 'Elke activiteit één keer'),
  ),
})
