import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { fromBase64, toBase64, verifyPbkdf2, type PasswordHasher } from './passwords'

export type ScryptCost = { N: number; r: number; p: number }

/**
 * OWASP's minimum for scrypt (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1, 128 MiB and
 * about 0.3 s of one core a hash (docs/security.md: what a school may change).
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

function derive(password: string, salt: Uint8Array, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, 32, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/**
 * scrypt from node:crypto (memory-hard, no native add-on to install), stored as
 * `scrypt$N$r$p$salt$hash`. Reads the demo backend's PBKDF2 hashes too (the demo seed), and asks
 * for a rehash of anything not made with the current cost.
 */
export function scryptHasher(cost: ScryptCost = DEFAULT_SCRYPT_COST): PasswordHasher {
  const prefix = `scrypt$${cost.N}$${cost.r}$${cost.p}$`
  return {
    async hash(password) {
      const salt = randomBytes(16)
      return `${prefix}${toBase64(salt)}$${toBase64(await derive(password, salt, cost))}`
    },
    async verify(password, stored) {
      if (stored.startsWith('pbkdf2-sha256$')) return verifyPbkdf2(password, stored)
      const [kind, N, r, p, salt, hash] = stored.split('$')
      if (kind !== 'scrypt' || !salt || !hash) return false
      const expected = fromBase64(hash)
      const actual = await derive(password, fromBase64(salt), {
        N: Number(N),
        r: Number(r),
        p: Number(p),
      })
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },
    needsRehash: (stored) => !stored.startsWith(prefix),
  }
}
