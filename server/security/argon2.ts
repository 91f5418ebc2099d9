import type { HashPool } from './hash-pool'
import { verifyPbkdf2, type PasswordHasher } from './passwords'
import { isScryptHash, verifyScrypt } from './scrypt'

/** Argon2id's cost: memory in KiB, passes, lanes (`m`, `t`, `p` of the PHC string). */
export type Argon2Cost = { memoryKib: number; iterations: number; parallelism: number }

/**
 * OWASP's recommendation for Argon2id (Password Storage Cheat Sheet): m = 19 MiB, t = 2, p = 1,
 * which it counts as strong as scrypt at N = 2^17 (docs/security.md: how a school raises it).
 */
export const DEFAULT_ARGON2_COST: Argon2Cost = {
  memoryKib: 19 * 1024,
  iterations: 2,
  parallelism: 1,
}

/**
 * Below OWASP's line: its equal-strength pairs run from m = 46 MiB, t = 1 to m = 7 MiB, t = 5,
 * about 35 MiB times passes at least (p = 1). Refused in production (server/config.ts).
 */
export const belowOwasp = (cost: Argon2Cost) =>
  cost.memoryKib < 7 * 1024 || cost.memoryKib * cost.iterations < 35 * 1024

/**
 * The server's password hash: Argon2id at `cost`, stored as its PHC string
 * (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), hashed and checked on the pool's threads
 * (hash-pool.ts). Reads the hashes made before it too, scrypt (`scrypt$N$r$p$salt$hash`, on the
 * pool as well) and the demo seed's PBKDF2, and asks for a rehash of anything not Argon2id at
 * this cost, so each account moves over at its next good login.
 */
export function argon2Hasher(
  pool: HashPool,
  cost: Argon2Cost = DEFAULT_ARGON2_COST,
): PasswordHasher {
  const prefix = `$argon2id$v=19$m=${cost.memoryKib},t=${cost.iterations},p=${cost.parallelism}$`
  return {
    hash: (password) =>
      pool.run({
        kind: 'argon2-hash',
        password: password.normalize('NFC'),
        memoryCost: cost.memoryKib,
        timeCost: cost.iterations,
        parallelism: cost.parallelism,
      }),
    async verify(password, stored) {
      if (stored.startsWith('$argon2id$'))
        return pool.run({ kind: 'argon2-verify', password: password.normalize('NFC'), stored })
      if (isScryptHash(stored))
        return verifyScrypt(password, stored, (task) => pool.run({ kind: 'scrypt', ...task }))
      if (stored.startsWith('pbkdf2-sha256$')) return verifyPbkdf2(password, stored)
      return false
    },
    needsRehash: (stored) => !stored.startsWith(prefix),
  }
}
