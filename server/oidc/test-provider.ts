import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

/**
 * A person at the test provider: what its `email` scope says of them, and their organisation
 * (Microsoft's `tid` or Google's `hd`, in the ID token).
 */
export type ProviderAccount = { email: string; email_verified: boolean; tid?: string; hd?: string }

/** The `acr` the test provider names a sign-in with its own second factor. */
export const MULTI_FACTOR_ACR = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor'

export type TestClient = { id: string; secret: string }

/**
 * A real OpenID provider (oidc-provider) on a free port of this machine, for the tests: the
 * clients given, code flow with PKCE required, and a login without a form: the next interaction
 * signs in whoever `signInAs` named last (as a person at the school's Microsoft or Google page),
 * with the authentication methods given (`amr`: ['pwd'] by default, ['pwd', 'mfa'] for its MFA).
 * `lastAuthorization` is the query of the last authorization request (its `acr_values`).
 */
export async function startTestProvider(options: {
  redirectUri: string
  clients: TestClient[]
  accounts: Record<string, ProviderAccount>
}) {
  let signedIn: string | null = null
  let methods = ['pwd']
  let lastAuthorization = new URLSearchParams()
  let provider: Provider | null = null
  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider!.interactionDetails(req, res)
    lastAuthorization = new URLSearchParams(details.params as Record<string, string>)
    if (!signedIn) throw new Error('signInAs first')
    const acr = methods.includes('mfa') ? MULTI_FACTOR_ACR : undefined
    await provider!.interactionFinished(
      req,
      res,
      { login: { accountId: signedIn, amr: methods, ...(acr ? { acr } : {}) } },
      { mergeWithLastSubmission: false },
    )
  }
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/'))
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
    else provider!.callback()(req, res)
  })
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  })

  provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.id,
      client_secret: c.secret,
      redirect_uris: [options.redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...key, kid: 'test', use: 'sig', alg: 'RS256' }] },
    // amr and acr: how the person signed in (in the ID token, RFC 8176).
    claims: { openid: ['sub', 'tid', 'hd', 'amr', 'acr'], email: ['email', 'email_verified'] },
    acrValues: [MULTI_FACTOR_ACR],
    cookies: { keys: ['test-provider-cookies'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = options.accounts[sub]
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined
    },
    // No consent screen: every client may have the scopes it asks (as a school's own app).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      })
      grant.addOIDCScope('openid email')
      await grant.save()
      return grant
    },
  })

  return {
    issuer,
    signInAs(accountId: string, amr: string[] = ['pwd']) {
      signedIn = accountId
      methods = amr
    },
    /** The query of the last authorization request that reached the login. */
    lastAuthorization: () => lastAuthorization,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  }
}
