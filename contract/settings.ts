import { z } from 'zod/mini'
import { setSettingInputSchema, settingSchema, versionSchema } from '@/features/settings/schemas'
import { defineCall } from './call'

const tag = 'Teksten, instellingen en afbeeldingen'

export const version = defineCall({
  method: 'get',
  path: 'settings/version',
  access: 'public',
  answer: versionSchema,
  docs: { tag, summary: 'De versie van de app (de 5-minuten-controle)' },
})

export const setting = defineCall({
  method: 'get',
  path: 'settings',
  access: 'public',
  query: z.object({ name: z._default(z.string(), '') }),
  answer: settingSchema,
  docs: { tag, summary: 'Een instelling', refusals: { 400: 'Geen instelling met deze naam' } },
})

export const setSetting = defineCall({
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
})
