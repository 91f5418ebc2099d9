import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../db/open'
import { loadSeed, seedSets } from '../db/seed'
import { migratedPglite, openTarget, type Target, targetKinds } from './harness'

/**
 * A session as each request finds it. On PGlite the store keeps the sessions it looked up
 * (server/store/session-cache.ts, SessionCache): every change must still be seen by the next request, on
 * every store alike.
 */
describe.each(targetKinds())('a session as the next request finds it, on %s', (kind) => {
  let t: Target
  beforeAll(async () => {
    t = await openTarget(kind)
  }, 60_000)
  afterAll(() => t?.close())

  const me = (token: string) => t.call('GET', 'users', { token })
  /** A student's token, looked up twice already (so a store that keeps it has it). */
  async function lookedUp(loginId = '654321') {
    const token = await t.login(loginId)
    expect((await me(token)).status).toBe(200)
    expect((await me(token)).status).toBe(200)
    return token
  }
  const userId = async (token: string) => (await me(token)).json._id as string

  it('ends at a logout, and at a logout of the others', async () => {
    await t.reset()
    const token = await lookedUp()
    expect((await t.call('POST', 'users/logout', { token })).status).toBe(200)
    expect((await me(token)).status).toBe(401)

    const [mine, other] = [await lookedUp(), await lookedUp()]
    expect((await t.call('POST', 'users/logout/others', { token: mine })).status).toBe(200)
    expect((await me(other)).status).toBe(401)
    expect((await me(mine)).status).toBe(200)
  })

  it('follows a change to the account, and ends with its removal', async () => {
    await t.reset()
    const token = await lookedUp()
    const id = await userId(token)
    await t.store.transaction((tx) => tx.users.update(id, { role: 'teacher' }))
    expect((await me(token)).json.role).toBe('teacher')
    await t.store.transaction((tx) => tx.users.delete([id]))
    expect((await me(token)).status).toBe(401)
  })

  it('is unchanged by a change that was rolled back', async () => {
    await t.reset()
    const token = await lookedUp()
    const id = await userId(token)
    await expect(
      t.store.transaction(async (tx) => {
        await tx.deleteSessionsOfUser(id)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect((await me(token)).status).toBe(200)
  })

  it.skipIf(kind === 'memory')('sees a statement run beside the store', async () => {
    await t.reset()
    const token = await lookedUp()
    await t.sql!(`update sessions set expires_at = now() - interval '1 minute'`)
    expect((await me(token)).status).toBe(401)
  })
})

describe('the sessions PGlite keeps', () => {
  it('a session looked up again costs no statement; a change to it, one', async () => {
    const pglite = await migratedPglite()
    const database = await openDatabase(
      { kind: 'pglite', dataDir: null },
      { lockTimeoutMs: 3000, pglite },
    )
    try {
      await loadSeed(database.store, seedSets.demo())
      const session = {
        token_hash: 'a'.repeat(64),
        user_id: 'u-s4',
        created_at: '2026-11-26T09:00:00.000Z',
        expires_at: '2099-01-01T00:00:00.000Z',
      }
      await database.store.run((tx) => tx.sessions.insert(session))
      const lookUp = () => database.store.run((tx) => tx.sessionWithUser(session.token_hash))
      const statements = vi.spyOn(pglite, 'query')

      expect((await lookUp())?.user._id).toBe('u-s4')
      expect(statements).toHaveBeenCalledTimes(1)
      expect((await lookUp())?.session.expires_at).toBe(session.expires_at)
      expect(statements).toHaveBeenCalledTimes(1)

      const later = '2099-02-01T00:00:00.000Z'
      await database.store.run((tx) =>
        tx.sessions.update(session.token_hash, { expires_at: later, last_used_at: later }),
      )
      statements.mockClear()
      expect((await lookUp())?.session.expires_at).toBe(later)
      expect(statements).toHaveBeenCalledTimes(1)
    } finally {
      await database.store.close()
      await pglite.close()
    }
  }, 60_000)
})
