import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { ServerConfig } from '../config'

/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE`, for both databases:
 * PostgreSQL with pg_dump/pg_restore (custom format, consistent while the server runs), the
 * embedded database as a consistent copy of its whole data folder (PGlite's dumpDataDir, a
 * gzipped tar), taken while no server has the folder open.
 */

/** A PostgreSQL tool (pg_dump, pg_restore): on the PATH, in PG_BIN, or Debian's folder. */
export function postgresTool(name: string): string {
  const dirs = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ].filter((d): d is string => Boolean(d))
  return dirs.map((d) => join(d, name)).find((p) => existsSync(p)) ?? name
}

/**
 * The connection for a PostgreSQL tool: the URL without its password, which goes through the
 * environment (PGPASSWORD), never the command line (`ps` shows that to every user).
 */
export function postgresConnection(url: string) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {}
  return { url: parsed.toString(), env }
}

/** A backup holds every student's personal data: only its owner may read it. */
function createPrivate(file: string) {
  closeSync(openSync(file, 'w', 0o600))
  chmodSync(file, 0o600)
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })
  if (result.error) throw new Error(`${command} kon niet starten: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`${command} mislukte: ${result.stderr.trim()}`)
}

const lockFile = (dataDir: string) => join(resolve(dataDir), 'server.pid')

/** Whether a live server holds the embedded database's folder (server.pid). */
function heldBy(dataDir: string): number | null {
  const file = lockFile(dataDir)
  if (!existsSync(file)) return null
  const pid = Number(readFileSync(file, 'utf8'))
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

/** The embedded database is one process's: a second server, or a backup, waits for it to stop. */
export function claimDataDir(dataDir: string) {
  const pid = heldBy(dataDir)
  if (pid && pid !== process.pid)
    throw new Error(
      `De ingebouwde database in ${dataDir} is in gebruik door proces ${pid}. Stop die server eerst (één proces per DATA_DIR).`,
    )
  mkdirSync(resolve(dataDir), { recursive: true })
  writeFileSync(lockFile(dataDir), String(process.pid))
  return () => {
    if (heldBy(dataDir) === process.pid) rmSync(lockFile(dataDir), { force: true })
  }
}

export function defaultBackupFile(config: ServerConfig, now = new Date()) {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-')
  return config.DATABASE_URL ? `xweek-${stamp}.dump` : `xweek-${stamp}.tar.gz`
}

export async function backupDatabase(config: ServerConfig, file: string) {
  if (config.DATABASE_URL) {
    const connection = postgresConnection(config.DATABASE_URL)
    createPrivate(file)
    run(
      postgresTool('pg_dump'),
      ['--format=custom', '--no-owner', `--file=${file}`, connection.url],
      connection.env,
    )
    chmodSync(file, 0o600)
    return
  }
  const folder = join(resolve(config.DATA_DIR), 'pglite')
  if (!existsSync(folder)) throw new Error(`Geen ingebouwde database in ${config.DATA_DIR}.`)
  const release = claimDataDir(config.DATA_DIR)
  try {
    const pglite = await PGlite.create(folder)
    const dump = await pglite.dumpDataDir('gzip')
    await pglite.close()
    createPrivate(file)
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 })
  } finally {
    release()
  }
}

/**
 * Restores a backup into the configured database: PostgreSQL's objects are replaced (in one
 * transaction); the embedded folder is moved aside (pglite.before-restore-…) and the copy put in
 * its place. The server migrates whatever is newer at its next start.
 */
export async function restoreDatabase(config: ServerConfig, file: string) {
  if (!existsSync(file)) throw new Error(`Het bestand ${file} bestaat niet.`)
  if (config.DATABASE_URL) {
    const connection = postgresConnection(config.DATABASE_URL)
    run(
      postgresTool('pg_restore'),
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${connection.url}`,
        file,
      ],
      connection.env,
    )
    return
  }
  const release = claimDataDir(config.DATA_DIR)
  try {
    const folder = join(resolve(config.DATA_DIR), 'pglite')
    if (existsSync(folder))
      renameSync(
        folder,
        `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      )
    const pglite = await PGlite.create(folder, {
      loadDataDir: new Blob([new Uint8Array(readFileSync(file))]),
    })
    await pglite.close()
  } finally {
    release()
  }
}
