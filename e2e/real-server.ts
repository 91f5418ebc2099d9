import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { testBuild } from './test-build'

/**
 * The real server in the Playwright suite: the run's production build (e2e/test-build.ts; its copy
 * without SPEC §7's delay) and the server's bundle, run with `npm start`'s command on a fresh
 * embedded database (journeys that restart the server start their own).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
export const REAL_PORT = PORT + 1000
export const realAppDir = testBuild().real
export const realServerDir = testBuild().server
/** The app exactly as `npm run build` makes it: SPEC §7's 1 s delay on. */
export const productionAppDir = testBuild().app
export const realOrigin = `http://127.0.0.1:${REAL_PORT}`

/**
 * The environment of a test server: the demo accounts, a quick password hash, little logging.
 * `npm start` runs as production without NODE_ENV (no demo data, no embedded database, admins
 * with a second factor): a test server says it is development; a journey that wants production
 * passes NODE_ENV (and a database) in its own `env`.
 */
export const realServerEnv = (port: number, dataDir: string): Record<string, string> => ({
  NODE_ENV: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  STATIC_DIR: realAppDir,
  SEED: 'demo',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_ITERATIONS: '1',
  LOG_LEVEL: 'warn',
})

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.on('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => done(port))
    })
  })
}

/** A server process of its own, on its own port and data folder (it can be stopped and started). */
export class ServerProcess {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'xweek-e2e-'))
  private child: ChildProcess | null = null
  port = 0

  /** `env`: settings beside the test server's own (e.g. an OpenID provider). */
  constructor(private readonly env: Record<string, string> = {}) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  /** `waitMs`: how long a start may take (a loaded machine starts a fresh embedded database slowly). */
  async start(waitMs = 60_000) {
    this.port ||= await freePort()
    this.child = spawn('node', [resolve(realServerDir, 'main.js')], {
      env: { ...process.env, ...realServerEnv(this.port, this.dataDir), ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    for (let i = 0; i < waitMs / 250; i++) {
      // A setting the server refuses ends it at once (its message is on stderr above).
      if (this.child.exitCode !== null)
        throw new Error(`de server stopte bij het starten (exit ${this.child.exitCode})`)
      try {
        if ((await fetch(`${this.origin}/api/health`)).ok) return
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 250))
    }
    throw new Error('de server startte niet')
  }

  /** SIGTERM: the server drains and closes its database. */
  async stop() {
    const child = this.child
    if (!child || child.exitCode !== null) return
    await new Promise<void>((done) => {
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
    this.child = null
  }

  async destroy() {
    await this.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}
