import { describe, expect, it } from 'vitest'
import type { SessionRow, UserRow } from './store'
import { sessions, users } from '../db/schema'
import { SessionCache } from './session-cache'
import { CoalescedLookups, CoalescedVersions, LocalVersions, type Versions } from './versions'

/** A promise and the hands that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const found = (id: string) => ({
  session: { token_hash: id } as SessionRow,
  user: { _id: `u-${id}` } as UserRow,
})

describe('the sessions an instance keeps (SessionCache)', () => {
  it('with a time to keep (PostgreSQL): a look-up within it is answered without a read, one after it reads again', async () => {
    let now = 0
    const cache = new SessionCache(1_000, () => now)
    let reads = 0
    const read = async () => (reads++, found('a'))
    await cache.through('a', read)
    now = 999
    expect((await cache.through('a', read))?.user._id).toBe('u-a')
    expect(reads).toBe(1)
    now = 1_000
    await cache.through('a', read)
    expect(reads).toBe(2)
  })

  it('a change made through this instance counts at once: the session, or every session for a change to users', async () => {
    const cache = new SessionCache(60_000, () => 0)
    let reads = 0
    const read = (id: string) => async () => (reads++, found(id))
    await cache.through('a', read('a'))
    await cache.through('b', read('b'))
    cache.changed(sessions, ['a'])
    await cache.through('a', read('a'))
    await cache.through('b', read('b'))
    expect(reads).toBe(3)
    cache.changed(users, null)
    await cache.through('b', read('b'))
    expect(reads).toBe(4)
    // A logged-out session is read again and found gone: not kept.
    cache.changed(sessions, ['b'])
    expect(await cache.through('b', async () => null)).toBeNull()
  })

  it('a look-up that overlapped a change is not kept', async () => {
    const cache = new SessionCache(60_000, () => 0)
    const slow = deferred<ReturnType<typeof found>>()
    const first = cache.through('a', () => slow.promise)
    cache.changed(sessions, ['a'])
    slow.resolve(found('a'))
    await first
    let reads = 0
    await cache.through('a', async () => (reads++, found('a')))
    expect(reads).toBe(1)
  })
})

describe('the lists’ versions', () => {
  it('kept in process (PGlite): raised lists only, and all by a statement beside the store', () => {
    const versions = new LocalVersions()
    const excursions = versions.get('excursions')
    const catalogue = versions.get('catalogue')
    versions.raised(['excursions', 'subscriptions'])
    expect(versions.get('excursions')).toBeGreaterThan(excursions)
    expect(versions.get('catalogue')).toBe(catalogue)
    versions.raiseAll()
    expect(versions.get('catalogue')).toBeGreaterThan(catalogue)
  })

  it('read for all polls at once (PostgreSQL): a poll never takes a read begun before it, and those that wait share one', async () => {
    const reads: { started: number; answer: ReturnType<typeof deferred<Versions>> }[] = []
    let clock = 0
    const coalesced = new CoalescedVersions(() => {
      const answer = deferred<Versions>()
      reads.push({ started: clock, answer })
      return answer.promise
    })
    const first = coalesced.get()
    await Promise.resolve()
    expect(reads).toHaveLength(1)
    // Arrived while the first read runs: the read it gets begins after it.
    clock = 1
    const second = coalesced.get()
    const third = coalesced.get()
    expect(second).toBe(third)
    await Promise.resolve()
    expect(reads).toHaveLength(1)
    reads[0]!.answer.resolve(new Map([['excursions', 1]]))
    expect((await first).get('excursions')).toBe(1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(reads).toHaveLength(2)
    expect(reads[1]!.started).toBe(1)
    reads[1]!.answer.resolve(new Map([['excursions', 2]]))
    expect((await second).get('excursions')).toBe(2)
  })

  it('a poll takes a read begun since it arrived (its session began it), never one begun before', async () => {
    const reads: ReturnType<typeof deferred<Versions>>[] = []
    let clock = 0
    const coalesced = new CoalescedVersions(
      () => {
        const answer = deferred<Versions>()
        reads.push(answer)
        return answer.promise
      },
      () => clock,
    )
    // A poll arrives at 10; its session's look-up begins the read.
    clock = 10
    const begunBySession = coalesced.get(10)
    await Promise.resolve()
    expect(reads).toHaveLength(1)
    // Its list, later, takes that read (under way): no second statement.
    clock = 12
    expect(coalesced.get(10)).toBe(begunBySession)
    // A poll that arrived at 11, after the read began at 10: not that read, the next one.
    const later = coalesced.get(11)
    expect(later).not.toBe(begunBySession)
    reads[0]!.resolve(new Map([['excursions', 1]]))
    expect((await begunBySession).get('excursions')).toBe(1)
    // Done, it still serves a poll that arrived before it began.
    expect(coalesced.get(10)).toBe(begunBySession)
    await new Promise((resolve) => setImmediate(resolve))
    expect(reads).toHaveLength(2)
    reads[1]!.resolve(new Map([['excursions', 2]]))
    expect((await later).get('excursions')).toBe(2)
  })
})

describe('sessions looked up for all polls at once (PostgreSQL)', () => {
  it('the callers that wait share one read of their keys; none takes a read begun before it asked', async () => {
    const reads: { keys: string[]; answer: ReturnType<typeof deferred<Map<string, string>>> }[] = []
    const lookups = new CoalescedLookups<string>((keys) => {
      const answer = deferred<Map<string, string>>()
      reads.push({ keys, answer })
      return answer.promise
    }, 3)
    const a = lookups.get('a')
    await Promise.resolve()
    await Promise.resolve()
    expect(reads.map((r) => r.keys)).toEqual([['a']])
    // Asked while the first read runs: the next read, all of them in one (3 keys at most).
    const waiting = ['b', 'c', 'a', 'd'].map((key) => lookups.get(key))
    reads[0]!.answer.resolve(new Map([['a', 'A0']]))
    expect(await a).toBe('A0')
    await new Promise((resolve) => setImmediate(resolve))
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b', 'c', 'a']])
    reads[1]!.answer.resolve(
      new Map([
        ['a', 'A1'],
        ['b', 'B1'],
      ]),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b', 'c', 'a'], ['d']])
    reads[2]!.answer.resolve(new Map([['d', 'D2']]))
    expect(await Promise.all(waiting)).toEqual(['B1', undefined, 'A1', 'D2'])
  })
})
