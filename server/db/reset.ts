import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ServerConfig } from '../config'
import { prepareDatabase } from '../host'
import type { Logger } from '../services'
import { claimDataDir } from './backup'

/**
 * `npm run db:reset`: the embedded database back to a demo data set. The folder is claimed
 * first, so a running server's database is never deleted under it.
 */
export async function resetEmbeddedDatabase(config: ServerConfig, log: Logger) {
  if (config.DATABASE_URL)
    throw new Error('db:reset is voor de ingebouwde database; leeg PostgreSQL zelf (zie README).')
  const release = claimDataDir(config.DATA_DIR)
  try {
    rmSync(join(resolve(config.DATA_DIR), 'pglite'), { recursive: true, force: true })
    const database = await prepareDatabase({ ...config, SEED: config.SEED ?? 'demo' }, log)
    await database.store.close()
  } finally {
    release()
  }
}
