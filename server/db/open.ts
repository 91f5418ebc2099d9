import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { SqlStore, type Database } from '../store/sql'
import { forDrizzle, inFirstLane } from './pglite-client'

/**
 * The migration folder: beside this file in the sources (server/db/migrations), beside the bundle
 * in a production build (dist-server/migrations, copied there by the build).
 */
export const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export type DatabaseTarget =
  | {
      kind: 'postgres'
      url: string
      poolSize: number
      /** The connections of the first lane: sessions' look-ups and polls (issue 39). */
      pollPoolSize?: number
      /** How long a session looked up is kept by this instance (SESSION_CACHE_MS). */
      sessionCacheMs?: number
    }
  | { kind: 'pglite'; dataDir: string | null }

export type OpenOptions = {
  lockTimeoutMs: number
  migrationsFolder?: string
  /** A PGlite instance to use (tests share one per file); otherwise opened from the target. */
  pglite?: PGlite
  /** Milliseconds a statement may run before PostgreSQL cancels it. */
  statementTimeoutMs?: number
}

export type OpenedDatabase = {
  store: SqlStore
  db: Database
  /** Raw SQL for tests and tools (backup, compare). */
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

/** Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL) and migrates it. */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions,
): Promise<OpenedDatabase> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder
  if (target.kind === 'pglite') {
    let client = options.pglite
    if (!client) {
      if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
      client = await PGlite.create(target.dataDir ? join(target.dataDir, 'pglite') : undefined)
    }
    const owned = !options.pglite
    const { client: drizzleClient, ownParsers } = forDrizzle(client)
    const db = drizzlePglite({ client: drizzleClient }) as unknown as Database
    await migratePglite(db as never, { migrationsFolder })
    const pgliteClient = client
    const store = new SqlStore(db, {
      lockTimeoutMs: options.lockTimeoutMs,
      serial: true,
      firstLane: { wrap: inFirstLane },
      close: async () => {
        if (owned) await pgliteClient.close()
      },
    })
    return {
      db,
      // A statement beside the store: the sessions it keeps are looked up again.
      query: async (text, params) => {
        try {
          return (await pgliteClient.query(text, params, { parsers: ownParsers })) as {
            rows: Record<string, unknown>[]
          }
        } finally {
          store.forgetCached()
        }
      },
      store,
    }
  }

  const poolOptions = (max: number, name: string): pg.PoolConfig => ({
    connectionString: target.url,
    max,
    // A request waits this long for a connection (all in use during a rush); a database that is
    // gone refuses new connections at once, and the request answers 503.
    connectionTimeoutMillis: 30_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    application_name: name,
    // Every transaction waits at most this long for a lock (503, try again).
    options: `-c lock_timeout=${Math.round(options.lockTimeoutMs)}`,
  })
  const pool = new pg.Pool(poolOptions(target.poolSize, 'xweek-server'))
  // The first lane's own few connections: a session's look-up and a poll's reads do not wait
  // for a connection behind the sign-ups of a rush, which hold theirs while they wait for locks.
  const pollPool = new pg.Pool(poolOptions(target.pollPoolSize ?? 2, 'xweek-server-polls'))
  // An idle client whose connection drops emits 'error' on the pool; without a listener the
  // process would end. The next checkout opens a new connection.
  pool.on('error', () => {})
  pollPool.on('error', () => {})

  await migrateLocked(target.url, migrationsFolder)
  const db = drizzlePg({ client: pool }) as unknown as Database
  const store = new SqlStore(db, {
    lockTimeoutMs: options.lockTimeoutMs,
    serial: false,
    firstLane: { db: drizzlePg({ client: pollPool }) as unknown as Database },
    sessionCacheMs: target.sessionCacheMs ?? 0,
    close: () => Promise.all([pool.end(), pollPool.end()]).then(() => {}),
  })
  return {
    db,
    // A statement beside the store: the sessions this instance keeps are looked up again.
    query: (text, params) =>
      pool.query(text, params as unknown[]).finally(() => store.forgetCached()),
    store,
  }
}

/** Several instances may start at once: migrations run under an advisory lock, one at a time. */
async function migrateLocked(url: string, migrationsFolder: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock(7240001)')
    await migratePg(drizzlePg({ client }), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock(7240001)').catch(() => {})
    await client.end()
  }
}
