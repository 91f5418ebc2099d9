import { z } from 'zod/mini'
import { messages } from '@/lib/messages'

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

/** Images the editor uploads: bitmap types only (an SVG can carry script), at most 2 MB. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export const UPLOAD_MAX_MB = 2
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024

/** Why a file may not be uploaded, or null; checked before sending and again by the backend. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
    return messages.content.uploadWrongType(file.name)
  if (file.size > UPLOAD_MAX_BYTES) return messages.content.uploadTooLarge(file.name, UPLOAD_MAX_MB)
  return null
}
