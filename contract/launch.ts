import { z } from 'zod/mini'
import type { Call } from './call'

/** The items of 'Klaar voor de start' (issue 42), in the order the list shows them. */
export const LAUNCH_ITEMS = [
  'second-factor',
  'test-mail',
  'texts-reviewed',
  'app-url-https',
  'backup',
  'first-import',
] as const
export type LaunchItem = (typeof LAUNCH_ITEMS)[number]

export const launchChecklistSchema = z.object({
  items: z.array(z.object({ key: z.enum(LAUNCH_ITEMS), done: z.boolean() })),
  /** The policy and terms that are still the install's unreviewed model (content names). */
  unreviewed_texts: z.array(z.string()),
  /** When `npm run db:backup` last made a backup (ISO), or null: never. */
  last_backup: z.nullable(z.string()),
})
export type LaunchChecklist = z.infer<typeof launchChecklistSchema>

export const launchChecklist = {
  method: 'get',
  path: 'launch_checklist',
  access: 'accounts:admin',
  answer: launchChecklistSchema,
  docs: {
    tag: 'Teksten, instellingen en afbeeldingen',
    summary:
      "'Klaar voor de start': tweestapsverificatie, testmail, privacybeleid en voorwaarden nagelezen, APP_URL https, reservekopie, eerste import",
  },
} as const satisfies Call
