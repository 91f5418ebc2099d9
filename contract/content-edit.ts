import { z } from 'zod/mini'
import { websiteContentSchema } from './schemas/content'
import type { Call } from './call'

// The editor's calls, apart from ./content.ts: the pages that show a text load only that one.

const tag = 'Teksten, instellingen en afbeeldingen'

export const contentNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[a-z0-9_-]+$/, 'Ongeldige naam'))

export const setContentInputSchema = z.object({
  name: contentNameSchema,
  content: z.string().check(z.maxLength(5_000_000, 'De inhoud is te groot')),
})

/** {api}/uploader answers a url, several urls, or an error message (SPEC §7). */
export const uploadAnswerSchema = z.union([
  z.object({ url: z.string().check(z.minLength(1)) }),
  z.object({ urls: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  z.object({ error: z.object({ message: z.string() }) }),
])

/** Multipart field name of the uploader. */
export const UPLOAD_FIELD = 'upload'

export const setContent = {
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
} as const satisfies Call

export const upload = {
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
} as const satisfies Call

// The app never calls it: an image's address is its URL.
export const uploadedFile = {
  method: 'get',
  path: 'uploads/{id}',
  access: 'public',
  docs: {
    tag: 'Teksten, instellingen en afbeeldingen',
    summary: 'Een geüploade afbeelding, met haar echte type',
    refusals: { 404: 'Onbekend bestand' },
  },
} as const satisfies Call
