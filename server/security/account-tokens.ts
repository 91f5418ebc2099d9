import { sameBytes } from './passwords'
import { hashToken, hex, newToken, nodeCrypto } from './tokens'

/** How long each single-use secret of an account works. */
export const TOKEN_LIFETIME_MS = {
  activation: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
  code: 14 * 24 * 60 * 60_000,
  /** A sign-in with the school account that waits for the app's code step (issue 43). */
  'school-login': 5 * 60_000,
  /** A parent's consent link (issue 44): one answer, within 14 days. */
  consent: 14 * 24 * 60 * 60_000,
} as const
export type AccountTokenKind = keyof typeof TOKEN_LIFETIME_MS

/** A link token (256 random bits) and what is stored of it (SHA-256). */
export async function newLinkToken(): Promise<{ token: string; hash: string }> {
  const token = newToken()
  return { token, hash: await hashToken(token) }
}

/** Capitals and digits without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B): 25 signs. */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679'
export const CODE_LENGTH = 10

/** A printed activation code: 10 signs (about 46 bits), shown as two groups of five. */
export function newActivationCode(): string {
  const out: string[] = []
  // Rejection sampling: every sign equally likely.
  const limit = 256 - (256 % CODE_ALPHABET.length)
  while (out.length < CODE_LENGTH) {
    for (const b of crypto.getRandomValues(new Uint8Array(16))) {
      if (b < limit && out.length < CODE_LENGTH) out.push(CODE_ALPHABET[b % CODE_ALPHABET.length]!)
    }
  }
  return `${out.slice(0, 5).join('')}-${out.slice(5).join('')}`
}

/** A code as typed: any case, spaces and dashes left out. */
export const normaliseCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '')

const CODE_HMAC = 'hmac-sha256$'

/**
 * What is stored of a printed code: HMAC-SHA-256 under the server's key (CODE_KEY), over the
 * account and the code, as `hmac-sha256$hex`. A code has about 46 bits and is tried at most a
 * few times per student number (the throttle), so a keyed fast hash is enough: without the key
 * a stolen table gives no code. On Node at once (node:crypto); Web Crypto in the demo backend.
 */
export async function codeHash(key: string, userId: string, code: string): Promise<string> {
  const data = `${userId}:${normaliseCode(code)}`
  if (nodeCrypto) return CODE_HMAC + nodeCrypto.createHmac('sha256', key).update(data).digest('hex')
  const encode = (text: string) => new TextEncoder().encode(text)
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return CODE_HMAC + hex(await crypto.subtle.sign('HMAC', cryptoKey, encode(data)))
}

/** A stored code made before the HMAC (with the password hash): checked with that hash. */
export const isHmacCode = (stored: string) => stored.startsWith(CODE_HMAC)

/** Whether the typed code is this row's; `legacy` checks a code stored with the password hash. */
export async function codeMatches(
  key: string,
  row: { user_id: string; token_hash: string },
  typed: string,
  legacy: (code: string, stored: string) => Promise<boolean>,
): Promise<boolean> {
  if (!isHmacCode(row.token_hash)) return legacy(normaliseCode(typed), row.token_hash)
  const encode = (text: string) => new TextEncoder().encode(text)
  return sameBytes(encode(await codeHash(key, row.user_id, typed)), encode(row.token_hash))
}
