import * as oidc from 'openid-client'

/** Sign-in with the school's account: the provider and this app's registration there. */
export type OidcSettings = {
  issuer: string
  clientId: string
  clientSecret: string
  /** `APP_URL/api/auth/oidc/callback`, as registered at the provider. */
  redirectUri: string
  label: string
  /**
   * OIDC_SECOND_FACTOR=provider: the `acr_values` asked of the provider (its MFA); the ID
   * token's `amr` is then checked by the rule (server/rules/school-login.ts). Null: not asked.
   */
  acrValues: string | null
}

/** What the start leaves with the browser (in a signed cookie) for the callback to check. */
export type PendingSignIn = { state: string; nonce: string; verifier: string }

/**
 * The person the provider vouches for: the provider (issuer) and its subject, their e-mail
 * address (only used when it is verified), how they authenticated (`amr`, RFC 8176) and their
 * organisation (Microsoft's `tid`, Google's `hd`), from the signed ID token.
 */
export type ProviderIdentity = {
  issuer: string
  subject: string
  email: string | null
  verified: boolean
  amr: string[]
  tenant: string | null
}

export type OidcClient = {
  settings: OidcSettings
  /** The provider's configuration (discovered once; again after a failure). */
  configuration(): Promise<oidc.Configuration>
  /** The provider's authorization URL (code + PKCE S256, state, nonce) and what to keep. */
  start(): Promise<{ url: URL; pending: PendingSignIn }>
  /**
   * The callback's query checked against what was kept, the code exchanged (the ID token's
   * signature, issuer, audience, nonce and expiry checked by openid-client), and the e-mail
   * claim from the ID token or, when the provider keeps it there, from userinfo.
   */
  finish(query: string, pending: PendingSignIn): Promise<ProviderIdentity>
}

/**
 * Microsoft Entra ID sends no `email_verified`; its optional claim `xms_edov` says the domain
 * owner vouches for the address (docs/going-live.md). Any other provider must say
 * `email_verified: true`.
 */
function isVerified(claims: Record<string, unknown>): boolean {
  return claims.email_verified === true || claims.xms_edov === true
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<oidc.Configuration> | null = null
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretPost(settings.clientSecret),
        // Plain http only for a provider on this machine (the tests'); config.ts refuses it in
        // production.
        settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        discovered = null
        throw error
      })
    return discovered
  }

  return {
    settings,
    configuration,
    async start() {
      const config = await configuration()
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      }
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        ...(settings.acrValues ? { acr_values: settings.acrValues } : {}),
      })
      return { url, pending }
    },
    async finish(query, pending) {
      const config = await configuration()
      // The redirect_uri of the token request is this URL without its query.
      const current = new URL(settings.redirectUri)
      current.search = query
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      const idClaims = tokens.claims()
      if (!idClaims) throw new Error('no ID token')
      let claims: Record<string, unknown> = idClaims
      if (typeof claims.email !== 'string')
        claims = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null
      // How and where the person signed in: from the ID token only (signed), never userinfo.
      const amr = Array.isArray(idClaims.amr)
        ? idClaims.amr.filter((a) => typeof a === 'string')
        : []
      const tenant = [idClaims.tid, idClaims.hd].find((v) => typeof v === 'string') as
        string | undefined
      return {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        email,
        verified: isVerified(claims),
        amr,
        tenant: tenant ?? null,
      }
    },
  }
}
