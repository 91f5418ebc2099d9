import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/open'
import { startPostgres, type PostgresCluster } from './postgres'
import { chosenStores } from './stores'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's URL without a database name, or '' when there is none. */
    postgresUrl: string
    /** The migrated, empty database each test database is cloned from (`create … template`). */
    postgresTemplate: string
    /** A PGlite data folder, migrated and empty, as a tar file: each PGlite target starts from it. */
    pgliteDataDir: string
  }
}

/** The template every test database of the run is a copy of: migrated once, empty. */
export const TEMPLATE_DATABASE = 'xweek_template'

let cluster: PostgresCluster | null = null
let scratch: string | null = null
/** What the run's projects share of this setup, kept on the process (see `setup`). */
const shared = ((globalThis as { xweekTestSetup?: SharedSetup }).xweekTestSetup ??= { users: 0 })
type SharedSetup = {
  users: number
  started?: Promise<{ postgres: string; pglite: string }>
  stop?: () => void
}

/**
 * One throwaway PostgreSQL for the server's test files, with a template database migrated once:
 * each file's databases are copies of it (`create database … template`), not migrated again. And
 * one PGlite data folder migrated once, which each PGlite target loads instead of migrating.
 */
export async function setup(project: TestProject) {
  // The server's two projects (vitest.shared.ts) each load this file, in one process: the cluster
  // is started once for both, kept on the process, and stopped after the last project's teardown.
  shared.users += 1
  shared.started ??= start()
  const { postgres, pglite } = await shared.started
  project.provide('postgresUrl', postgres)
  project.provide('postgresTemplate', postgres ? TEMPLATE_DATABASE : '')
  project.provide('pgliteDataDir', pglite)
}

async function start() {
  scratch = mkdtempSync(join(tmpdir(), 'xweek-vitest-'))
  // TEST_STORES may leave PostgreSQL out (the mutation run's memory store): no cluster to start.
  const chosen = chosenStores()
  const wantsPostgres = !chosen || chosen.includes('postgres')
  const [postgres, pglite] = await Promise.all([
    wantsPostgres ? migratedPostgres() : Promise.resolve(''),
    migratedPglite(scratch),
  ])
  const [ownCluster, ownScratch] = [cluster, scratch]
  shared.stop = () => {
    ownCluster?.destroy()
    if (ownScratch) rmSync(ownScratch, { recursive: true, force: true })
  }
  return { postgres, pglite }
}

async function migratedPostgres(): Promise<string> {
  cluster = await startPostgres()
  if (!cluster) {
    console.log(
      'PostgreSQL niet gevonden (initdb/pg_ctl): de API-tests op PostgreSQL worden overgeslagen.',
    )
    return ''
  }
  const admin = new pg.Client({ connectionString: cluster.url('postgres') })
  await admin.connect()
  await admin.query(`create database ${TEMPLATE_DATABASE}`)
  await admin.end()
  const template = await openDatabase(
    { kind: 'postgres', url: cluster.url(TEMPLATE_DATABASE), poolSize: 1 },
    { lockTimeoutMs: 3000 },
  )
  // No connection may stay open to a template while it is copied.
  await template.store.close()
  return cluster.url('')
}

async function migratedPglite(folder: string): Promise<string> {
  const pglite = await PGlite.create()
  try {
    await openDatabase({ kind: 'pglite', dataDir: null }, { lockTimeoutMs: 3000, pglite })
    const file = join(folder, 'pglite-migrated.tar')
    writeFileSync(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()))
    return file
  } finally {
    await pglite.close()
  }
}

export function teardown() {
  shared.users -= 1
  if (shared.users > 0) return
  shared.stop?.()
  delete (globalThis as { xweekTestSetup?: SharedSetup }).xweekTestSetup
}
