import type { TestProject } from 'vitest/node'
import { startPostgres, type PostgresCluster } from './postgres'
import { chosenStores } from './stores'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's URL without a database name, or '' when there is none. */
    postgresUrl: string
  }
}

let cluster: PostgresCluster | null = null

/** One throwaway PostgreSQL for the server's test files; each file makes its own database in it. */
export async function setup(project: TestProject) {
  const chosen = chosenStores()
  if (chosen && !chosen.includes('postgres')) {
    // TEST_STORES leaves PostgreSQL out (the mutation run's memory store): no cluster to start.
    project.provide('postgresUrl', '')
    return
  }
  cluster = await startPostgres()
  if (!cluster)
    console.log(
      'PostgreSQL niet gevonden (initdb/pg_ctl): de API-tests op PostgreSQL worden overgeslagen.',
    )
  project.provide('postgresUrl', cluster ? cluster.url('') : '')
}

export function teardown() {
  cluster?.destroy()
}
