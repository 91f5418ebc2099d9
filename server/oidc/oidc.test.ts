import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import * as oidc from 'openid-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { generate, generateSecret } from 'otplib'
import { oidcClientFor, startServer, type RunningServer } from '../host'
import { serverMessages } from '../messages'
import { seal } from '../security/secret-box'
import { silentLogger } from '../services'
import { memoryLoginThrottle } from '../security/memory-throttle'
import { testConfig } from '../test/harness'
import { MULTI_FACTOR_ACR, startTestProvider, type TestClient } from './test-provider'

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
      'admin-sub': { email: 'Admin@Scalda.nl', email_verified: true, tid: 'scalda-tenant' },
      // Another person at the provider who claims the admin's verified address.
      'other-admin-sub': { email: 'admin@scalda.nl', email_verified: true, tid: 'scalda-tenant' },
      'docent-sub': { email: 'docent@scalda.nl', email_verified: true, tid: 'scalda-tenant' },
      'elsewhere-sub': { email: 'docent@scalda.nl', email_verified: true, tid: 'other-tenant' },
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
async function signInAtProvider(accountId: string, amr?: string[]) {
  provider.signInAs(accountId, amr)
  const authorize = await browser.go(new URL('/api/auth/oidc/start', base), (u) =>
    u.href.startsWith(provider.issuer),
  )
  return { authorize, callback: await browser.go(authorize, isCallback) }
}

/** What the app's page sends to collect the sign-in (with the code of the second step). */
async function collect(body: Record<string, string> = {}) {
  const answer = await browser.fetch(new URL('/api/users/school_login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: answer.status, body: (await answer.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The callback and then what the app's page does: the token, or the refusal's reason. */
async function finish(callback: URL): Promise<{
  refused?: string
  status?: number
  body?: Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
}> {
  const page = await browser.go(callback, isAppPage)
  const refused = page.searchParams.get('fout')
  if (refused) return { refused }
  return collect()
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
    expect((await collect()).status).toBe(401)
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

describe('the school account and the second factor (issue 43)', () => {
  const settings = () => server.services.settings

  /** Gives the teacher a confirmed second factor (sealed as set-up stores it): its secret. */
  async function enrolTeacher() {
    const secret = generateSecret()
    const now = new Date().toISOString()
    await server.services.store.run(async (tx) =>
      tx.secondFactors.save({
        user_id: 'u-docent',
        secret: await seal(settings().totpKey, 'u-docent', secret),
        confirmed_at: now,
        recovery_hashes: [],
        last_step: null,
        created_at: now,
        failed_codes: 0,
        failed_since: null,
      }),
    )
    return secret
  }

  it('app: a staff member with a second factor gets the app’s code step, never a session without it', async () => {
    const secret = await enrolTeacher()
    try {
      const asked = await finish((await signInAtProvider('docent-sub')).callback)
      expect(asked).toMatchObject({
        status: 401,
        body: { second_factor: true, message: serverMessages.secondFactor.codeNeeded },
      })
      // The handoff stays for the code; a wrong code is refused as at the password login.
      expect(browser.cookies.has('xweek_school_login')).toBe(true)
      expect(await collect({ code: '000000' })).toMatchObject({
        status: 401,
        body: { second_factor: true, message: serverMessages.secondFactor.wrongCode },
      })
      const done = await collect({ code: await generate({ secret }) })
      expect(done.status).toBe(200)
      expect(done.body.user).toMatchObject({ login_id: 'docent@scalda.nl', role: 'teacher' })
      const check = await fetch(`${base}/api/users/all`, {
        headers: { Authorization: `Bearer ${done.body.token}` },
      })
      expect(check.status).toBe(200)
      // Once: the handoff is gone.
      expect((await collect({ code: await generate({ secret }) })).status).toBe(401)
    } finally {
      await server.services.store.run((tx) => tx.secondFactors.delete('u-docent'))
    }
  })

  it('the school account is bound at the first match: another subject with the same address is refused', async () => {
    expect(await finish((await signInAtProvider('admin-sub')).callback)).toMatchObject({
      status: 200,
    })
    const bound = await server.services.store.run((tx) =>
      tx.schoolAccountOf(provider.issuer, 'admin-sub'),
    )
    expect(bound).toMatchObject({ user_id: 'u-admin' })
    expect(await finish((await signInAtProvider('other-admin-sub')).callback)).toEqual({
      refused: 'ander-account',
    })
    expect((await auditActions())[0]).toMatchObject({
      action: 'login.school-account-refused',
      after: expect.objectContaining({ reason: 'ander-account', subject: 'other-admin-sub' }),
    })
    // The bound subject still gets in.
    expect(await finish((await signInAtProvider('admin-sub')).callback)).toMatchObject({
      status: 200,
    })
  })

  it('OIDC_TENANT: a person of another organisation (tid) is refused', async () => {
    settings().oidcTenant = 'scalda-tenant'
    try {
      expect(await finish((await signInAtProvider('elsewhere-sub')).callback)).toEqual({
        refused: 'andere-organisatie',
      })
      expect(await finish((await signInAtProvider('docent-sub')).callback)).toMatchObject({
        status: 200,
      })
    } finally {
      settings().oidcTenant = null
    }
  })

  it('provider: acr_values is asked, and without MFA in amr an account that needs it is refused', async () => {
    const config = testConfig({
      APP_URL: base,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: app.id,
      OIDC_CLIENT_SECRET: app.secret,
      OIDC_SECOND_FACTOR: 'provider',
    })
    expect(oidcClientFor(config, base)!.settings.acrValues).toBe(MULTI_FACTOR_ACR)
    await enrolTeacher()
    settings().oidcSecondFactor = 'provider'
    server.oidc!.settings.acrValues = MULTI_FACTOR_ACR
    try {
      const { callback } = await signInAtProvider('docent-sub', ['pwd'])
      expect(provider.lastAuthorization().get('acr_values')).toBe(MULTI_FACTOR_ACR)
      expect(await finish(callback)).toEqual({ refused: 'geen-mfa' })
      // With the provider's MFA (a new sign-in there): a session at once (no code of the app's).
      browser = new Browser()
      const mfa = await finish((await signInAtProvider('docent-sub', ['pwd', 'mfa'])).callback)
      expect(mfa).toMatchObject({ status: 200 })
      // A student needs no second factor: their password at the provider is enough.
      browser = new Browser()
      expect(await finish((await signInAtProvider('daan-sub', ['pwd'])).callback)).toMatchObject({
        status: 200,
      })
    } finally {
      settings().oidcSecondFactor = 'app'
      server.oidc!.settings.acrValues = null
      await server.services.store.run((tx) => tx.secondFactors.delete('u-docent'))
    }
  })
})
