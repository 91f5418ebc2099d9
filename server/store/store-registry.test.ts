/**
 * The table registry (server/db/schema.ts) is the one list of tables: a table declared in the
 * schema but left out of it, or a registry table the memory state or a seed lacks, fails here.
 */
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../db/schema'
import { seedSets } from '../db/seed'
import { emptyState } from './memory'

const declared = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
)

describe('the table registry', () => {
  it('lists every table the schema declares, once', () => {
    const listed: PgTable[] = Object.values(schema.schemaTables)
    expect(declared.length).toBeGreaterThan(15)
    expect(new Set(listed.map(getTableName))).toEqual(new Set(declared.map(getTableName)))
    expect(listed).toHaveLength(new Set(listed).size)
  })

  it('is the memory state: an empty state and every seed hold each of its tables', () => {
    const names = Object.keys(schema.storeTables).sort()
    const tablesOf = (state: object) =>
      Object.keys(state)
        .filter((key) => key !== 'nextId' && key !== 'versions')
        .sort()
    expect(tablesOf(emptyState())).toEqual(names)
    for (const make of Object.values(seedSets)) expect(tablesOf(make())).toEqual(names)
  })
})
