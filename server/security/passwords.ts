// Password hashes. The interface and PBKDF2 use Web Crypto, so the demo backend in the browser
// runs them too; the server hashes with scrypt (./scrypt.ts, Node only) and reads both.

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
  /** A stored hash made with other (older, weaker) parameters: hash again after a good login. */
  needsRehash(stored: string): boolean
}

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** Compares in time independent of where the first difference is. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!
  return difference === 0
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  )
  return new Uint8Array(bits)
}

/** `pbkdf2-sha256$iterations$salt$hash`: the demo backend's hash. */
export async function verifyPbkdf2(password: string, stored: string): Promise<boolean> {
  const [kind, iterations, salt, hash] = stored.split('$')
  if (kind !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false
  return sameBytes(await pbkdf2(password, fromBase64(salt), Number(iterations)), fromBase64(hash))
}

export function pbkdf2Hasher(iterations: number): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16))
      const hash = await pbkdf2(password, salt, iterations)
      return `pbkdf2-sha256$${iterations}$${toBase64(salt)}$${toBase64(hash)}`
    },
    verify: verifyPbkdf2,
    needsRehash: (stored) => !stored.startsWith(`pbkdf2-sha256$${iterations}$`),
  }
}

/**
 * The demo accounts' password `welkom`, hashed once (PBKDF2, 1,000 iterations) so that seeding is
 * instant. The server replaces it with a scrypt hash at the first login with it.
 */
export const DEMO_PASSWORD_HASH =
  'pbkdf2-sha256$1000$c2NhbGRhLXhXZWVrLWRlbW8=$JGGdMoXClDSUEYDqSYFl0h4rFz7n2jZglhP4G0qp78Q='

/** A hash no password matches: an account without a password yet. */
export const NO_PASSWORD = 'none$'

/**
 * A hash of a random password, made once per hasher (lazily, by that hasher): what a check
 * verifies against when there is no real hash (no account, an account not yet active, a number
 * without a code), so that every check costs exactly one verify of the same kind (issue 43).
 */
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>()
function dummyHash(passwords: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(passwords)
  if (!hash) {
    hash = passwords.hash(toBase64(crypto.getRandomValues(new Uint8Array(24))))
    dummyHashes.set(passwords, hash)
    // Refused (the hash pool busy): the next login makes it again, never keeps the refusal.
    hash.catch(() => dummyHashes.delete(passwords))
  }
  return hash
}

/**
 * Exactly one verify: against `stored` when it is a real hash, else against the dummy hash (and
 * then false). The answer's time does not tell an unknown or not-yet-active account from a wrong
 * password.
 */
export async function verifyOnce(
  passwords: PasswordHasher,
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (!stored || stored === NO_PASSWORD) {
    await passwords.verify(password, await dummyHash(passwords))
    return false
  }
  return passwords.verify(password, stored)
}
