import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { fromBase64, toBase64 } from './passwords'

// scrypt, the server's password hash before Argon2id (argon2.ts): its hashes, stored as
// `scrypt$N$r$p$salt$hash`, are still read, and replaced by Argon2id at the next good login.

export type ScryptCost = { N: number; r: number; p: number }

/** One scrypt derivation: what the hash pool's worker and the browser's fallback are given. */
export type ScryptTask = {
  password: string
  salt: Uint8Array
  N: number
  r: number
  p: number
  length: number
}

type Derive = (task: ScryptTask) => Promise<Uint8Array>

export const isScryptHash = (stored: string) => stored.startsWith('scrypt$')

/** Checks a scrypt hash; `derive` runs scrypt (on the hash pool's threads: hash-pool.ts). */
export async function verifyScrypt(password: string, stored: string, derive: Derive) {
  const [kind, N, r, p, salt, hash] = stored.split('$')
  const cost = { N: Number(N), r: Number(r), p: Number(p) }
  if (kind !== 'scrypt' || !salt || !hash || !Object.values(cost).every(Number.isSafeInteger))
    return false
  const expected = fromBase64(hash)
  const actual = await derive({
    password: password.normalize('NFC'),
    salt: fromBase64(salt),
    ...cost,
    length: 32,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A scrypt hash as the server made them before Argon2id: for tests and benches of the move. */
export function scryptHash(password: string, cost: ScryptCost): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFC'), salt, 32, {
    ...cost,
    maxmem: 256 * cost.N * cost.r + 1024 * 1024,
  })
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${toBase64(salt)}$${toBase64(key)}`
}
