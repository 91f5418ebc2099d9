import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { backupDatabase, postgresConnection, restoreDatabase } from '../db/backup'
import { resetEmbeddedDatabase } from '../db/reset'
import { silentLogger } from '../services'
import { openDatabase, type OpenedDatabase } from '../db/open'
import { loadSeed, seedSets } from '../db/seed'
import { testConfig } from './harness'

/** Every table, row by row in key order, as JSON: two databases are the same when these are. */
async function tables(database: OpenedDatabase) {
  const { rows } = await database.query(
    `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )
  const out: Record<string, unknown[]> = {}
  for (const { table_name } of rows as { table_name: string }[])
    out[table_name] = (await database.query(`select * from "${table_name}" order by 1`)).rows.map(
      (r) => JSON.parse(JSON.stringify(r)),
    )
  return out
}

/** The demo data, with a day's changes on top (an audit log, sessions, an upload). */
async function demoWithChanges(database: OpenedDatabase) {
  await loadSeed(database.store, seedSets.demo())
  await database.query(
    `insert into audit_log (at, action, record_type, record_id, before, after) values (now(), 'subscription.payed', 'subscription', 's1', '{"payed":false}', '{"payed":true}')`,
  )
  await database.query(
    `insert into uploads (id, content_type, bytes, created_at) values ('u1', 'image/png', '\\x89504e47', now())`,
  )
}

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'xweek-backup-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('backups that restore', () => {
  it('the embedded database: a backup of the demo data restores into an empty folder, table by table the same', async () => {
    const [source, target, files] = [tempDir(), tempDir(), tempDir()]
    const original = await openDatabase(
      { kind: 'pglite', dataDir: source },
      { lockTimeoutMs: 3000 },
    )
    await demoWithChanges(original)
    const before = await tables(original)
    await original.store.close()

    const file = join(files, 'backup.tar.gz')
    await backupDatabase(testConfig({ DATA_DIR: source }), file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    await restoreDatabase(testConfig({ DATA_DIR: target }), file)
    const restored = await openDatabase(
      { kind: 'pglite', dataDir: target },
      { lockTimeoutMs: 3000 },
    )
    const after = await tables(restored)
    await restored.store.close()
    expect(Object.keys(after)).toContain('subscriptions')
    expect(after).toEqual(before)
  }, 180_000)

  it.runIf(inject('postgresUrl'))(
    'PostgreSQL: pg_dump of the demo data restores with pg_restore into an empty database, table by table the same',
    async () => {
      const base = inject('postgresUrl')
      const admin = new pg.Client({ connectionString: `${base}postgres` })
      await admin.connect()
      const [a, b] = [`backup_a_${process.pid}`, `backup_b_${process.pid}`]
      await admin.query(`create database ${a}`)
      await admin.query(`create database ${b}`)
      await admin.end()
      const original = await openDatabase(
        { kind: 'postgres', url: `${base}${a}`, poolSize: 2 },
        { lockTimeoutMs: 3000 },
      )
      await demoWithChanges(original)
      const before = await tables(original)
      await original.store.close()

      const file = join(tempDir(), 'backup.dump')
      // A file already there, readable by all, becomes the owner's only.
      writeFileSync(file, '', { mode: 0o644 })
      await backupDatabase(testConfig({ DATABASE_URL: `${base}${a}` }), file)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      await restoreDatabase(testConfig({ DATABASE_URL: `${base}${b}` }), file)
      const restored = await openDatabase(
        { kind: 'postgres', url: `${base}${b}`, poolSize: 2 },
        { lockTimeoutMs: 3000 },
      )
      const after = await tables(restored)
      await restored.store.close()
      expect(after).toEqual(before)
    },
    180_000,
  )

  it('refuses to back up an embedded database a running server holds', async () => {
    const dir = tempDir()
    const { claimDataDir } = await import('../db/backup')
    const { spawn } = await import('node:child_process')
    // A live process that holds the folder (another server).
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'])
    const { writeFileSync } = await import('node:fs')
    writeFileSync(join(dir, 'server.pid'), String(holder.pid))
    try {
      expect(() => claimDataDir(dir)).toThrow(/in gebruik door proces/)
      await expect(
        backupDatabase(testConfig({ DATA_DIR: dir }), join(dir, 'x.tar.gz')),
      ).rejects.toThrow()
    } finally {
      holder.kill()
    }
  })

  it('the database password goes to pg_dump through PGPASSWORD, not the command line', () => {
    const connection = postgresConnection('postgres://xweek:g%40heim@db.school:5432/xweek')
    expect(connection.url).toBe('postgres://xweek@db.school:5432/xweek')
    expect(connection.env).toEqual({ PGPASSWORD: 'g@heim' })
    expect(postgresConnection('postgres://xweek@db/x').env).toEqual({})
  })

  it('db:reset deletes nothing while a running server holds the folder', async () => {
    const dir = tempDir()
    const database = await openDatabase({ kind: 'pglite', dataDir: dir }, { lockTimeoutMs: 3000 })
    await database.store.close()
    const { spawn } = await import('node:child_process')
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'])
    writeFileSync(join(dir, 'server.pid'), String(holder.pid))
    try {
      await expect(
        resetEmbeddedDatabase(testConfig({ DATA_DIR: dir }), silentLogger),
      ).rejects.toThrow(/in gebruik door proces/)
      expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(true)
    } finally {
      holder.kill()
    }
  })
})
