import { z } from 'zod/mini'
import {
  setContentInputSchema,
  UPLOAD_FIELD,
  uploadAnswerSchema,
  websiteContentSchema,
} from '@/features/content/schemas'
import { defineCall } from './call'

const tag = 'Teksten, instellingen en afbeeldingen'

export const content = defineCall({
  method: 'get',
  path: 'website_content',
  access: 'public',
  query: z.object({ name: z._default(z.string(), '') }),
  answer: websiteContentSchema,
  docs: {
    tag,
    summary: 'Een tekst van de site',
    refusals: { 400: 'Geen tekst met deze naam (de app begint dan een lege)' },
  },
})

export const setContent = defineCall({
  method: 'post',
  path: 'website_content/set',
  access: 'content:edit',
  body: setContentInputSchema,
  answer: websiteContentSchema,
  answerOpen: true,
  docs: {
    tag,
    summary: 'Een tekst opslaan (opgeschoond met de toegestane opmaak van de app)',
    refusals: { 400: 'Ongeldige naam', 413: 'Groter dan 1 MB' },
  },
})

export const upload = defineCall({
  method: 'post',
  path: 'uploader',
  access: 'content:edit',
  multipart: { field: UPLOAD_FIELD },
  answer: uploadAnswerSchema,
  docs: {
    tag,
    summary: 'Een afbeelding uploaden (PNG, JPEG, GIF of WebP, naar de inhoud; hoogstens 2 MB)',
    refusals: { 400: 'Geen bestand, of geen afbeelding', 413: 'Groter dan 2 MB' },
  },
})

export const uploadedFile = defineCall({
  method: 'get',
  path: 'uploads/{id}',
  access: 'public',
  docs: {
    tag,
    summary: 'Een geüploade afbeelding, met haar echte type',
    refusals: { 404: 'Onbekend bestand' },
  },
})
