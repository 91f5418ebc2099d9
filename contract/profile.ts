import { profileSchema } from '~domain/profile'
import { profileUpdateSchema } from '~contract/schemas/profile'
import type { Call } from './call'

const tag = 'Accounts en sessies'

export const ownProfile = {
  beforeSecondFactor: true,
  method: 'get',
  path: 'users_info',
  access: 'account:view',
  answer: profileSchema,
  docs: { tag, summary: 'Het eigen profiel', refusals: { 404: 'Geen profiel bij dit account' } },
} as const satisfies Call

export const updateOwnProfile = {
  method: 'post',
  path: 'users_info/update/self',
  access: 'account:view',
  body: profileUpdateSchema,
  answer: profileSchema,
  answerOpen: true,
  docs: {
    tag,
    summary:
      'Het eigen profiel opslaan: alleen de meegestuurde velden (namen, studentnummer en punten blijven)',
    refusals: { 400: 'Ongeldig profiel', 404: 'Geen profiel bij dit account' },
  },
} as const satisfies Call
