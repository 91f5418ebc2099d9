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

export const websiteContentSchema = z.object({ name: z.string(), content: z.string() })
export type WebsiteContent = z.infer<typeof websiteContentSchema>
