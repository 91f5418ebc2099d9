import { z } from 'zod/mini'
import { loginResponseSchema } from '~contract/schemas/auth'
import type { Call } from './call'

// Apart from auth.ts: the app's first page imports that one, and these two are for the login
// dialog and the return page only.

const tag = 'Accounts en sessies'

export const loginOptions = {
  method: 'get',
  path: 'users/login_options',
  access: 'public',
  answer: z.object({ school_account: z.nullable(z.object({ label: z.string() })) }),
  docs: {
    tag,
    summary:
      'Hoe je kunt inloggen: de knop voor de schoolaccount (OpenID Connect) als die is ingesteld',
  },
} as const satisfies Call

export const schoolLogin = {
  method: 'post',
  path: 'users/school_login',
  access: 'public',
  /** The second step, when the account has a second factor (OIDC_SECOND_FACTOR=app). */
  body: z.object({ code: z.optional(z.string().check(z.trim(), z.maxLength(32))) }),
  answer: loginResponseSchema,
  docs: {
    tag,
    summary:
      'Na inloggen met de schoolaccount (/api/auth/oidc/start): het token en de gebruiker, één keer, uit de httpOnly-cookie van de terugkeer',
    refusals: {
      401: 'Geen (geldige) aanmelding met de schoolaccount; of een code van de tweede stap nodig of onjuist (`second_factor: true`)',
      429: 'Te veel onjuiste codes (5 per 15 minuten)',
    },
  },
} as const satisfies Call
