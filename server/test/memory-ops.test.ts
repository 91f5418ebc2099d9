import { integer, pgTable, serial, text, uniqueIndex, type PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { subscriptions } from '../db/schema'
import { MemoryOps, type MemoryTable } from '../store/ops-memory'
import { UniqueViolation } from '../store/store'

// Tables made for this test: the memory adapter must read their rules from the schema alone.
const parents = pgTable(
  'parents',
  { id: text('id').primaryKey(), code: text('code').notNull() },
  (t) => [uniqueIndex('parents_code_unique').on(t.code)],
)
const children = pgTable('children', {
  id: serial('id').primaryKey(),
  parent_id: text('parent_id')
    .notNull()
    .references(() => parents.id, { onDelete: 'cascade' }),
  note: text('note').notNull().default('none'),
})
const links = pgTable('links', {
  id: text('id').primaryKey(),
  parent_id: text('parent_id').references(() => parents.id, { onDelete: 'set null' }),
  rank: integer('rank'),
})

function opsOver() {
  const state = new Map<unknown, object[]>()
  const map = new Map<PgTable, MemoryTable>(
    [parents, children, links, subscriptions].map((table) => [
      table,
      { get: () => state.get(table) ?? [], set: (rows) => void state.set(table, rows) },
    ]),
  )
  return new MemoryOps(map)
}

describe('the memory adapter keeps the schema’s rules', () => {
  it('refuses a second row with a unique index’s value, with the index’s name', async () => {
    const ops = opsOver()
    await ops.insert(parents, [{ id: 'a', code: 'x' }])
    await expect(ops.insert(parents, [{ id: 'b', code: 'x' }])).rejects.toEqual(
      new UniqueViolation('parents_code_unique'),
    )
    await expect(ops.insert(parents, [{ id: 'a', code: 'y' }])).rejects.toEqual(
      new UniqueViolation('parents_pkey'),
    )
    await ops.insert(parents, [{ id: 'b', code: 'y' }])
    await expect(ops.update(parents, { id: 'b' }, { code: 'x' })).rejects.toBeInstanceOf(
      UniqueViolation,
    )
    expect(await ops.rows(parents, {}, { orderBy: ['-id'] })).toEqual([
      { id: 'b', code: 'y' },
      { id: 'a', code: 'x' },
    ])
  })

  it('fills serial ids and defaults, and a delete cascades or sets null as the foreign keys say', async () => {
    const ops = opsOver()
    await ops.insert(parents, [
      { id: 'a', code: 'x' },
      { id: 'b', code: 'y' },
    ])
    const added = await ops.insert(children, [{ parent_id: 'a' }, { parent_id: 'b', note: 'n' }])
    expect(added).toEqual([
      { id: 1, parent_id: 'a', note: 'none' },
      { id: 2, parent_id: 'b', note: 'n' },
    ])
    await ops.insert(links, [
      { id: 'l1', parent_id: 'a' },
      { id: 'l2', parent_id: 'b' },
    ])
    expect(await ops.delete(parents, { id: ['a'] })).toBe(1)
    expect(await ops.rows(children)).toEqual([{ id: 2, parent_id: 'b', note: 'n' }])
    expect(await ops.rows(links, {}, { orderBy: ['id'] })).toEqual([
      { id: 'l1', parent_id: null, rank: null },
      { id: 'l2', parent_id: 'b', rank: null },
    ])
  })

  it('checks a partial unique at once and the deferred rank at the end', async () => {
    const ops = opsOver()
    const row = {
      excursion_id: 'e1',
      student_id: 's1',
      scope: 'reis',
      preference: 1,
      timestamp: '2026-01-01T00:00:00.000Z',
    }
    await ops.insert(subscriptions, [{ ...row, _id: 'x1', placed_via: 'wish' }])
    await expect(
      ops.insert(subscriptions, [{ ...row, _id: 'x2', excursion_id: 'e2', placed_via: 'pin' }]),
    ).rejects.toEqual(new UniqueViolation('subscriptions_placed_unique'))
    // Two equal ranks may pass through a transaction, not out of it.
    await ops.insert(subscriptions, [{ ...row, _id: 'x3', excursion_id: 'e3' }])
    expect(() => ops.checkDeferred()).toThrow(
      new UniqueViolation('subscriptions_student_scope_preference_unique'),
    )
    await ops.update(subscriptions, { _id: 'x3' }, { preference: 2 })
    expect(() => ops.checkDeferred()).not.toThrow()
  })

  it('reads a range on one column, pages after a position in either order, and refuses an object that is no condition', async () => {
    const ops = opsOver()
    await ops.insert(parents, [
      { id: 'a', code: 'x' },
      { id: 'b', code: 'x2' },
      { id: 'c', code: 'y' },
      { id: 'd', code: 'y' + '2' },
    ])
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id)
    expect(
      ids(await ops.rows(parents, { id: { gte: 'b', lte: 'c' } }, { orderBy: ['id'] })),
    ).toEqual(['b', 'c'])
    expect(ids(await ops.rows(parents, { id: { gt: undefined } }, { orderBy: ['id'] }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
    expect(ids(await ops.rows(parents, {}, { orderBy: ['-id'], after: ['c'], limit: 1 }))).toEqual([
      'b',
    ])
    expect(
      ids(await ops.rows(parents, {}, { orderBy: ['code', 'id'], after: ['x2', 'b'] })),
    ).toEqual(['c', 'd'])
    await expect(
      ops.rows(parents, {}, { orderBy: ['code', '-id'], after: ['x', 'a'] }),
    ).rejects.toThrow(/keyset/)
    await expect(ops.rows(parents, { code: new Date() as never })).rejects.toThrow(
      /not a condition/,
    )
  })
})
