import { z } from 'zod/mini'
import { websiteContentSchema } from './schemas/content'
import type { Call } from './call'

const tag = 'Teksten, instellingen en afbeeldingen'

export const content = {
  method: 'get',
  path: 'website_content',
  access: 'public',
  // Optional, not defaulted: z._default would cost the first page its code.
  query: z.object({ name: z.optional(z.string()) }),
  answer: websiteContentSchema,
  docs: {
    tag,
    summary: 'Een tekst van de site',
    refusals: { 400: 'Geen tekst met deze naam (de app begint dan een lege)' },
  },
} as const satisfies Call
