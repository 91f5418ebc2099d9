import { hashToken, newToken } from './tokens'

/** How long each single-use secret of an account works. */
export const TOKEN_LIFETIME_MS = {
  activation: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
  code: 14 * 24 * 60 * 60_000,
  /** A sign-in with the school account that waits for the app's code step (issue 43). */
  'school-login': 5 * 60_000,
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
