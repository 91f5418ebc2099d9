import { createHmac } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import { z } from 'zod'
import type { ApiApp, AppEnv } from '../http/call'
import type { RuleContext } from '../rules/context'
import {
  HANDOFF_COOKIE,
  HANDOFF_PATH,
  handoffSeconds,
  refuseSchoolLogin,
  signInWithSchoolAccount,
  type SchoolLoginRefusal,
} from '../rules/school-login'
import type { Services } from '../services'
import type { OidcClient, PendingSignIn } from './client'

/** The page of the app that takes the sign-in over (src/routes/inloggen-met-schoolaccount.tsx). */
const SCHOOL_LOGIN_PAGE = '/inloggen-met-schoolaccount'
const START_PATH = '/api/auth/oidc/start'
export const CALLBACK_PATH = '/api/auth/oidc/callback'
const PENDING_COOKIE = 'xweek_oidc'
/** Long enough to sign in at the provider (with a second factor), short enough to go stale. */
const PENDING_SECONDS = 10 * 60

const pendingSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(1),
  expires: z.number(),
})

function ruleContext(services: Services, c: Context<AppEnv>): RuleContext {
  return {
    services,
    user: null,
    tokenHash: null,
    address: services.clientAddress(c),
    now: services.now(),
  }
}

/**
 * Sign-in with the school's account (OpenID Connect), as two plain routes of the server: the
 * start sends the browser to the provider, the callback comes back with a code. State, nonce
 * and the PKCE verifier stay in a signed, httpOnly cookie of ten minutes that only these two
 * routes receive; nothing secret is put in a URL, and the request log has paths only. After a
 * match, the session's token goes to the app in a second httpOnly cookie that only
 * `users/school_login` receives, and that call answers it as the login does.
 */
export function registerOidcRoutes(app: ApiApp, services: Services, client: OidcClient) {
  // The cookie key comes from the client secret: every instance of the server knows it, nobody
  // else does.
  const key = createHmac('sha256', client.settings.clientSecret)
    .update('xweek oidc pending sign-in')
    .digest('base64url')
  const cookie = (path: string, seconds: number): CookieOptions => ({
    path,
    httpOnly: true,
    secure: services.settings.appUrl.startsWith('https:'),
    // Lax: the provider's redirect back is a top-level GET from another site.
    sameSite: 'Lax',
    maxAge: seconds,
  })
  const toApp = (c: Context<AppEnv>, refused?: SchoolLoginRefusal) =>
    c.redirect(refused ? `${SCHOOL_LOGIN_PAGE}?fout=${refused}` : SCHOOL_LOGIN_PAGE, 302)

  app.get(START_PATH, async (c) => {
    let started
    try {
      started = await client.start()
    } catch (error) {
      services.log.warn({ err: errorName(error) }, 'OpenID-provider niet bereikbaar')
      return toApp(c, 'mislukt')
    }
    const value = JSON.stringify({
      ...started.pending,
      expires: services.now().getTime() + PENDING_SECONDS * 1000,
    })
    await setSignedCookie(
      c,
      PENDING_COOKIE,
      Buffer.from(value).toString('base64url'),
      key,
      cookie('/api/auth/oidc', PENDING_SECONDS),
    )
    return c.redirect(started.url.href, 302)
  })

  app.get(CALLBACK_PATH, async (c) => {
    const ctx = ruleContext(services, c)
    const pending = await readPending(c, key, services.now())
    // One use: the cookie goes whatever happens next.
    deleteCookie(c, PENDING_COOKIE, { path: '/api/auth/oidc' })
    if (!pending) {
      await refuseSchoolLogin(ctx, 'mislukt', { error: 'geen of verlopen aanmelding' })
      return toApp(c, 'mislukt')
    }
    let identity
    try {
      identity = await client.finish(new URL(c.req.url).search, pending)
    } catch (error) {
      // The kind of error only: its message may quote the provider's answer.
      const name = errorName(error)
      services.log.warn({ err: name }, 'inloggen met de schoolaccount mislukt')
      await refuseSchoolLogin(ctx, 'mislukt', { error: name })
      return toApp(c, 'mislukt')
    }
    const result = await signInWithSchoolAccount(ctx, identity)
    if ('refused' in result) return toApp(c, result.refused)
    // A session's token, or a sign-in that waits for the app's code step (then the page asks it).
    const handoff = 'token' in result ? result.token : result.pending
    setCookie(c, HANDOFF_COOKIE, handoff, {
      ...cookie(HANDOFF_PATH, handoffSeconds(handoff)),
      sameSite: 'Strict',
    })
    return toApp(c)
  })
}

async function readPending(
  c: Context<AppEnv>,
  key: string,
  now: Date,
): Promise<PendingSignIn | null> {
  const signed = await getSignedCookie(c, key, PENDING_COOKIE)
  if (!signed) return null
  try {
    const parsed = pendingSchema.parse(JSON.parse(Buffer.from(signed, 'base64url').toString()))
    // The signature holds the time too: an old cookie kept by hand is refused.
    if (parsed.expires <= now.getTime()) return null
    return { state: parsed.state, nonce: parsed.nonce, verifier: parsed.verifier }
  } catch {
    return null
  }
}

/** openid-client's error code (e.g. OAUTH_JWT_CLAIM_COMPARISON_FAILED), or the error's name. */
function errorName(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, name, error: oauthError } = error as Record<string, unknown>
    const parts = [code, oauthError].filter((p) => typeof p === 'string')
    if (parts.length) return parts.join(' ')
    if (typeof name === 'string') return name
  }
  return 'onbekende fout'
}
