import { z } from 'zod/mini'

/** Content names (DESIGN.md "Content pages"). */
export const PAGE_CONTENT = [
  'home',
  'algemene_informatie',
  'faq',
  'faq_keuzedelen',
  'faq_xweek',
  'contact',
] as const
export const TERMS_CONTENT = [
  'privacy_policy',
  'reis_terms',
  'activity_terms',
  'keuzedelen_terms',
] as const
export const CONTENT_NAMES = [...PAGE_CONTENT, ...TERMS_CONTENT] as const

export const contentNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[a-z0-9_-]+$/, 'Ongeldige naam'))

export const websiteContentSchema = z.object({ name: z.string(), content: z.string() })
export type WebsiteContent = z.infer<typeof websiteContentSchema>

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
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>

/** Multipart field name of the uploader. */
export const UPLOAD_FIELD = 'upload'
