// The password hashes' worker thread (piscina, started by hash-pool.ts): Argon2id through
// @node-rs/argon2 and, for hashes made before it, scrypt, both with the synchronous calls, so the
// work runs on this thread only: never on the server's event loop, never on libuv's thread pool
// (which hashes nothing else of the server's then, and compresses its answers). Plain JavaScript
// on purpose (as placement/mip-worker.mjs): a worker is started from a file path, and this file
// runs as is under Node, tsx, vitest and the bundled server alike.
//
// Tasks (hash-pool.ts's HashTask):
//   { kind: 'argon2-hash', password, memoryCost, timeCost, parallelism }  the PHC string
//   { kind: 'argon2-verify', password, stored }                          true or false
//   { kind: 'scrypt', password, salt, N, r, p, length }                  the derived key
import { scryptSync } from 'node:crypto'
import { hashSync, verifySync } from '@node-rs/argon2'

const ARGON2ID = 2

export default function run(task) {
  switch (task.kind) {
    case 'argon2-hash':
      return hashSync(task.password, {
        algorithm: ARGON2ID,
        memoryCost: task.memoryCost,
        timeCost: task.timeCost,
        parallelism: task.parallelism,
      })
    case 'argon2-verify':
      try {
        return verifySync(task.stored, task.password)
      } catch {
        // A damaged hash matches no password.
        return false
      }
    case 'scrypt': {
      const { N, r, p } = task
      const key = scryptSync(task.password, task.salt, task.length, {
        N,
        r,
        p,
        maxmem: 256 * N * r + 1024 * 1024,
      })
      return new Uint8Array(key)
    }
    default:
      throw new Error(`unknown hash task ${task.kind}`)
  }
}
