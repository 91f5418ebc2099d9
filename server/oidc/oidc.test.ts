import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import * as oidc from 'openid-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../host'
import { silentLogger } from '../services'
import { memoryLoginThrottle } from '../security/memory-throttle'
import { testConfig } from '../test/harness'
import { startTestProvider, type TestClient } from './test-provider'

const app: TestClient = { id: 'xweek', secret: 'geheim-van-de-x-week-app' }
const other: TestClient = { id: 'ander', secret: 'geheim-van-een-andere-app' }
const PAGE = '/inloggen-met-schoolaccount'

/** A cookie jar as a browser keeps one for 127.0.0.1 (cookies do not tell ports apart). */
class Browser {
  cookies = new Map<string, { value: string; path: string }>()

  header(url: URL) {
    return [...this.cookies]
      .filter(([, c]) => url.pathname === c.path || url.pathname.startsWith(`${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ')
  }

  keep(url: URL, response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim())
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? url.pathname
      const gone = attributes.some((a) => /^max-age=0$/i.test(a)) || pair.slice(at + 1) === ''
      if (gone) this.cookies.delete(name)
      else this.cookies.set(name, { value: pair.slice(at + 1), path })
    }
  }

  async fetch(url: URL, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), Cookie: this.header(url) },
    })
    this.keep(url, response)
    return response
  }

  /** Follows redirects until `stop` says so (that URL is not fetched) or a page answers. */
  async go(start: URL, stop: (url: URL) => boolean): Promise<URL> {
    let url = start
    for (let hops = 0; hops < 12; hops++) {
      if (stop(url)) return url
      const response = await this.fetch(url)
      await response.body?.cancel()
      const location = response.headers.get('Location')
      if (!location) throw new Error(`${response.status} at ${url.pathname}`)
      url = new URL(location, url)
    }
    throw new Error('too many redirects')
  }
}

async function freePort() {
  const probe = createServer()
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

let server: RunningServer
let provider: Awaited<ReturnType<typeof startTestProvider>>
let pglite: PGlite
let base: string

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  provider = await startTestProvider({
    redirectUri: `${base}/api/auth/oidc/callback`,
    clients: [app, other],
    accounts: {
      'admin-sub': { email: 'Admin@Scalda.nl', email_verified: true },
      'daan-sub': { email: '654321@student.scalda.nl', email_verified: true },
      'sanne-sub': { email: '123456@student.scalda.nl', email_verified: false },
      'nobody-sub': { email: 'onbekend@scalda.nl', email_verified: true },
    },
  })
  pglite = await PGlite.create()
  server = await startServer(
    testConfig({
      SEED: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: app.id,
      OIDC_CLIENT_SECRET: app.secret,
      OIDC_LABEL: 'Inloggen met Microsoft',
    }),
    { pglite, log: silentLogger },
  )
}, 30_000)

afterAll(async () => {
  await server?.close()
  await provider?.stop()
  await pglite?.close()
})

let browser: Browser
beforeEach(async () => {
  browser = new Browser()
  // Refusals are a Logboek entry once per address and hour (issue 43): each test starts a new
  // count, so its refusal is the entry it reads.
  server.services.loginThrottle = memoryLoginThrottle(server.services.settings.loginThrottle)
  // Each test's own swap of the token endpoint's answer (the wrong-audience test) goes.
  const config = await server.oidc!.configuration()
  config[oidc.customFetch] = (url, options) => fetch(url, options as RequestInit)
})

const isCallback = (url: URL) => url.pathname === '/api/auth/oidc/callback'
const isAppPage = (url: URL) => url.origin === base && url.pathname === PAGE

/** The app's start, the provider's login as `accountId`: the callback URL the provider sends back. */
async function signInAtProvider(accountId: string) {
  provider.signInAs(accountId)
  const authorize = await browser.go(new URL('/api/auth/oidc/start', base), (u) =>
    u.href.startsWith(provider.issuer),
  )
  return { authorize, callback: await browser.go(authorize, isCallback) }
}

/** The callback and then what the app's page does: the token, or the refusal's reason. */
async function finish(callback: URL) {
  const page = await browser.go(callback, isAppPage)
  const refused = page.searchParams.get('fout')
  if (refused) return { refused }
  const answer = await browser.fetch(new URL('/api/users/school_login', base), { method: 'POST' })
  return { status: answer.status, body: (await answer.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function auditActions() {
  const rows = await server.services.store.run((tx) => tx.listAudit({ limit: 50 }))
  return rows.filter((r) => r.action.startsWith('login.school-account'))
}

describe('sign-in with the school account (OpenID Connect against oidc-provider)', () => {
  it('reads OIDC_* all or none; the demo and an unconfigured server show no button', async () => {
    expect(() => testConfig({ OIDC_ISSUER: 'https://login.microsoftonline.com/x/v2.0' })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID en OIDC_CLIENT_SECRET horen bij elkaar/,
    )
    expect(() =>
      testConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x/y',
        OIDC_ISSUER: 'http://idp.school.nl',
        OIDC_CLIENT_ID: 'a',
        OIDC_CLIENT_SECRET: 'b',
      }),
    ).toThrow(/https/)
    expect(testConfig({}).OIDC_LABEL).toBe('Inloggen met de schoolaccount')
  })

  it('tells the login dialog its label; the start sends code + PKCE S256, state and nonce', async () => {
    const options = await fetch(`${base}/api/users/login_options`)
    expect(await options.json()).toEqual({ school_account: { label: 'Inloggen met Microsoft' } })
    const start = await browser.fetch(new URL('/api/auth/oidc/start', base))
    const to = new URL(start.headers.get('Location')!)
    expect(to.origin).toBe(provider.issuer)
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'xweek',
      redirect_uri: `${base}/api/auth/oidc/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email',
    })
    for (const p of ['state', 'nonce', 'code_challenge'])
      expect(to.searchParams.get(p)).toBeTruthy()
    // The verifier stays with the browser in a signed httpOnly cookie only for /api/auth/oidc.
    const cookie = start.headers.getSetCookie().join()
    expect(cookie).toMatch(/^xweek_oidc=.+; Max-Age=600; Path=\/api\/auth\/oidc; HttpOnly/)
    expect(to.href).not.toContain(browser.cookies.get('xweek_oidc')!.value.slice(0, 20))
  })

  it('success: a verified address of an account is a session of the server’s own', async () => {
    const { callback } = await signInAtProvider('admin-sub')
    const result = await finish(callback)
    expect(result.status).toBe(200)
    expect(result.body!.user).toMatchObject({ login_id: 'admin@scalda.nl', role: 'admin' })
    const check = await fetch(`${base}/api/users`, {
      headers: { Authorization: `Bearer ${result.body!.token}` },
    })
    expect(check.status).toBe(200)
    // The token is handed over once.
    const again = await browser.fetch(new URL('/api/users/school_login', base), {
      method: 'POST',
    })
    expect(again.status).toBe(401)
    expect((await auditActions())[0]).toMatchObject({
      action: 'login.school-account',
      actor_login: 'admin@scalda.nl',
    })
  })

  it('a student matches on the profile’s e-mail address', async () => {
    const result = await finish((await signInAtProvider('daan-sub')).callback)
    expect(result.body!.user).toMatchObject({ login_id: '654321', role: 'student' })
  })

  it('wrong state: refused, no session', async () => {
    const { callback } = await signInAtProvider('admin-sub')
    callback.searchParams.set('state', oidc.randomState())
    expect(await finish(callback)).toEqual({ refused: 'mislukt' })
    expect(browser.cookies.has('xweek_school_login')).toBe(false)
    expect((await auditActions())[0]).toMatchObject({
      action: 'login.school-account-refused',
      after: expect.objectContaining({ reason: 'mislukt' }),
    })
  })

  it('a replayed code: refused, even with the cookie of its start', async () => {
    const { callback } = await signInAtProvider('admin-sub')
    const pending = new Map(browser.cookies)
    expect((await finish(callback)).status).toBe(200)
    browser.cookies = pending
    expect(await finish(callback)).toEqual({ refused: 'mislukt' })
    expect((await auditActions())[0]!.after).toMatchObject({
      error: expect.stringMatching(/invalid_grant/),
    })
  })

  it('a code issued to another client: the provider refuses it', async () => {
    const { authorize } = await signInAtProvider('admin-sub')
    // Another app at the same provider with this sign-in's state, nonce and challenge.
    authorize.searchParams.set('client_id', other.id)
    const callback = await browser.go(authorize, isCallback)
    expect(await finish(callback)).toEqual({ refused: 'mislukt' })
    expect((await auditActions())[0]!.after).toMatchObject({
      error: expect.stringMatching(/invalid_grant/),
    })
  })

  it('an ID token for another client (wrong audience): refused by the app', async () => {
    const { authorize, callback } = await signInAtProvider('admin-sub')
    // The other app signs the same person in with the same nonce and gets its own ID token.
    const otherConfig = await oidc.discovery(
      new URL(provider.issuer),
      other.id,
      undefined,
      oidc.ClientSecretPost(other.secret),
      { execute: [oidc.allowInsecureRequests] },
    )
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = authorize.searchParams.get('nonce')!
    const otherAuthorize = oidc.buildAuthorizationUrl(otherConfig, {
      redirect_uri: `${base}/api/auth/oidc/callback`,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    const otherCallback = await new Browser().go(otherAuthorize, isCallback)
    const otherTokens = await oidc.authorizationCodeGrant(otherConfig, otherCallback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    })
    expect(otherTokens.claims()!.aud).toBe('ander')
    // The token endpoint's answer to the app carries that ID token instead of its own.
    const config = await server.oidc!.configuration()
    config[oidc.customFetch] = async (url, options) => {
      const response = await fetch(url, options as RequestInit)
      if (!url.endsWith('/token')) return response
      const body = (await response.json()) as Record<string, unknown>
      return Response.json({ ...body, id_token: otherTokens.id_token })
    }
    expect(await finish(callback)).toEqual({ refused: 'mislukt' })
    expect((await auditActions())[0]!.after).toMatchObject({
      error: expect.stringMatching(/CLAIM/),
    })
  })

  it('an unverified e-mail address: refused, also for an existing account', async () => {
    expect(await finish((await signInAtProvider('sanne-sub')).callback)).toEqual({
      refused: 'niet-bevestigd',
    })
    expect((await auditActions())[0]!.after).toMatchObject({ reason: 'niet-bevestigd' })
  })

  it('an unknown user: refused, and no account is made', async () => {
    const before = await server.services.store.run((tx) => tx.listUsers())
    expect(await finish((await signInAtProvider('nobody-sub')).callback)).toEqual({
      refused: 'onbekend',
    })
    expect(await server.services.store.run((tx) => tx.listUsers())).toHaveLength(before.length)
    expect((await auditActions())[0]!.after).toMatchObject({
      reason: 'onbekend',
      email: 'onbekend@scalda.nl',
    })
  })

  it('a callback without the cookie of its start: refused', async () => {
    const { callback } = await signInAtProvider('admin-sub')
    browser.cookies.delete('xweek_oidc')
    expect(await finish(callback)).toEqual({ refused: 'mislukt' })
  })
})
