// bench:server's password hash. Without a flag it is the one a school runs: the server's own
// hasher (server/host.ts `passwordsFor`) at the settings the servers read (server/config.ts's
// defaults, or what the environment sets), so the bench follows the server when its hash changes.
// A cheaper hash is an experiment, asked for by name and named as such in the output:
//   --cheap-hash          Argon2id at 1 MiB and 1 pass (the earlier bundle: scrypt at log2(N) = 12)
//   --scrypt-cost <n>     the earlier bundle's scrypt at log2(N) = n, this one's Argon2id cheap as above
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { readServerConfig } from '../server/config'
import { passwordsFor } from '../server/host'
import { scryptHash } from '../server/security/scrypt'

/** The sockets the bench's agent opens at most (opening-minute.ts): the logins it has in flight. */
const MOST_IN_FLIGHT = 400

export type BenchHash = {
  /** Settings the servers get on top of the environment (an experiment's; none for production). */
  env: Record<string, string>
  /** One stored hash of 'welkom', for every account: a login costs one verify. */
  stored: string
  /** The hash's kind and parameters, as stored ('scrypt$131072$8$1', '$argon2id$v=19$m=…'). */
  parameters: string
  /** Whether it is the server's default: what a school runs. */
  production: boolean
  /** What the output calls it. */
  label: string
  /** One verify here, measured on an idle core (the bench's own process). */
  verifyMs: number
  /**
   * How long a login may wait for its answer: every login the bench has in flight queued before
   * it, twice over, on one core; at least a minute. A login that takes longer is counted as an
   * error, never thrown.
   */
  loginTimeoutMs: number
}

/** An experiment's Argon2id: far below OWASP's line, for runs that measure everything but the hash. */
const CHEAP_ARGON2 = { ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1' }

const parametersOf = (stored: string) => stored.split('$').slice(0, -2).join('$')

export async function benchHash(argv: string[]): Promise<BenchHash> {
  const at = argv.indexOf('--scrypt-cost')
  const env: Record<string, string> =
    at !== -1
      ? { SCRYPT_COST: argv[at + 1]!, ...CHEAP_ARGON2 }
      : argv.includes('--cheap-hash')
        ? { SCRYPT_COST: '12', ...CHEAP_ARGON2 }
        : {}
  const read = (extra: Record<string, string>) =>
    readServerConfig({ ...process.env, ...extra, LOG_LEVEL: 'warn', SERVE_STATIC: 'false' })
  const hasher = passwordsFor(read(env))
  const stored = await hasher.hash('welkom')
  const started = performance.now()
  if (!(await hasher.verify('welkom', stored))) throw new Error('the hash does not verify')
  const verifyMs = performance.now() - started
  const parameters = parametersOf(stored)
  // What the server does with no setting at all: the production default.
  const production =
    parameters === parametersOf(await passwordsFor(readServerConfig({})).hash('welkom'))
  return {
    env,
    stored,
    parameters,
    production,
    label: production
      ? `production: the server's default password hash (${parameters})`
      : `EXPERIMENT, not what a school runs: a cheaper password hash (${parameters})`,
    verifyMs,
    loginTimeoutMs: Math.max(60_000, Math.ceil(2 * MOST_IN_FLIGHT * verifyMs)),
  }
}

/**
 * The accounts' hash for an earlier bundle (`--before`, c3091ba and older): those hash with scrypt
 * at SCRYPT_COST (17 by default, r = 8, p = 1) and verify nothing else, so their accounts get that,
 * at the experiment's cost if one is asked for: each build at its own production hash. A bundle
 * with the Argon2id pool (its `hash-worker.mjs`, issue 39 on) has this build's hash.
 */
export async function earlierBuildHash(hash: BenchHash, dir: string) {
  if (existsSync(join(dir, 'hash-worker.mjs'))) {
    console.log(`the earlier bundle's password hash: ${parametersOf(hash.stored)} (as this one's)`)
    return hash.stored
  }
  const cost = Number(hash.env.SCRYPT_COST ?? 17)
  const stored = scryptHash('welkom', { N: 2 ** cost, r: 8, p: 1 })
  console.log(`the earlier bundle's password hash: ${parametersOf(stored)}`)
  return stored
}
