import { z } from 'zod/mini'
import { setSettingInputSchema, settingSchema } from './schemas/settings'
import type { Call } from './call'

const tag = 'Teksten, instellingen en afbeeldingen'

export const version = {
  method: 'get',
  path: 'settings/version',
  access: 'public',
  answer: settingSchema,
  docs: { tag, summary: 'De versie van de app (de 5-minuten-controle)' },
} as const satisfies Call

export const setting = {
  method: 'get',
  path: 'settings',
  access: 'public',
  // Optional, not defaulted: z._default would cost the first page its code.
  query: z.object({ name: z.optional(z.string()) }),
  answer: settingSchema,
  docs: { tag, summary: 'Een instelling', refusals: { 400: 'Geen instelling met deze naam' } },
} as const satisfies Call

export const setSetting = {
  method: 'post',
  path: 'settings/set',
  access: 'content:edit',
  body: setSettingInputSchema,
  answer: settingSchema,
  answerOpen: true,
  docs: {
    tag,
    summary: 'Een instelling opslaan (policy: alleen een tekst die bestaat)',
    refusals: { 400: 'Ongeldige instelling, of policy zonder tekst' },
  },
} as const satisfies Call
