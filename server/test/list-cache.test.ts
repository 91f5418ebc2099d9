import { describe, expect, it } from 'vitest'
import { listAnswer, sharedPart } from '../http/list-cache'
import type { Tx } from '../store/store'

/** A read that answers when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)))
  return { promise, resolve, reject }
}

describe('the part of a list that is the same for everyone (sharedPart)', () => {
  it('is read once for all who ask while it is read, and kept while the version stays', async () => {
    const store = {}
    let reads = 0
    const read = deferred<string>()
    const a = sharedPart(store, 'k', 7, () => (reads++, read.promise))
    const b = sharedPart(store, 'k', 7, () => (reads++, Promise.resolve('other')))
    read.resolve('rows at 7')
    expect(await a).toEqual({ version: 7, value: 'rows at 7' })
    expect(await b).toEqual({ version: 7, value: 'rows at 7' })
    expect(await sharedPart(store, 'k', 7, () => (reads++, Promise.resolve('x')))).toEqual({
      version: 7,
      value: 'rows at 7',
    })
    expect(reads).toBe(1)
  })

  it('a caller who may share joins a read under way at an older version; staff read the current one', async () => {
    const store = {}
    // A read that takes longer than the interval.
    const share = { maxAgeMs: 1000, now: 5000, stamp: 1 }
    const read = deferred<string>()
    const first = sharedPart(store, 'k', 3, () => read.promise, { ...share, now: 0 })
    const joined = sharedPart(store, 'k', 4, () => Promise.resolve('never read'), share)
    let staffReads = 0
    const staff = sharedPart(store, 'k', 4, () => (staffReads++, Promise.resolve('rows at 4')), {
      maxAgeMs: 0,
      now: 5000,
    })
    read.resolve('rows at 3')
    await first
    expect(await joined).toEqual({ version: 3, value: 'rows at 3' })
    expect(await staff).toEqual({ version: 4, value: 'rows at 4' })
    expect(staffReads).toBe(1)
    // Staff's read holds no stamp: the next student reads anew (and shares that).
    expect(
      await sharedPart(store, 'k', 5, () => Promise.resolve('rows at 5'), { ...share, now: 7000 }),
    ).toEqual({ version: 5, value: 'rows at 5' })
  })

  it('shared for a while: one read per interval whatever the version, anew at once when its stamp (the catalogue) changes; staff read the current version', async () => {
    const store = {}
    let reads = 0
    const read = (value: string) => () => (reads++, Promise.resolve(value))
    const share = (now: number, stamp = 1) => ({ maxAgeMs: 1000, now, stamp })
    expect(await sharedPart(store, 'k', 1, read('at 1'), share(0))).toEqual({
      version: 1,
      value: 'at 1',
    })
    // Sign-ups raise the version every few milliseconds: within the second, the one read.
    for (let version = 2; version <= 10; version++)
      expect(await sharedPart(store, 'k', version, read('never'), share(version * 90))).toEqual({
        version: 1,
        value: 'at 1',
      })
    expect(reads).toBe(1)
    // A change to the catalogue: read anew at once, and that read is shared from then on.
    expect(await sharedPart(store, 'k', 11, read('at 11'), share(1000, 2))).toEqual({
      version: 11,
      value: 'at 11',
    })
    expect((await sharedPart(store, 'k', 12, read('never'), share(1999, 2))).version).toBe(11)
    // The interval over: read anew.
    expect(await sharedPart(store, 'k', 13, read('at 13'), share(2000, 2))).toEqual({
      version: 13,
      value: 'at 13',
    })
    // Staff (no sharing) get the current version.
    expect(await sharedPart(store, 'k', 14, read('at 14'), { maxAgeMs: 0, now: 2001 })).toEqual({
      version: 14,
      value: 'at 14',
    })
    expect(reads).toBe(4)
  })

  it('a read that failed is not kept', async () => {
    const store = {}
    await expect(
      sharedPart(store, 'k', 1, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow()
    expect(await sharedPart(store, 'k', 1, () => Promise.resolve('rows'))).toEqual({
      version: 1,
      value: 'rows',
    })
  })

  it('an answer built on an older part is not kept: the next poll builds anew, and that one is kept', async () => {
    const store = {}
    let version = 5
    const tx = { dataVersion: async () => version } as unknown as Tx
    // The list changed to 6 while the answer was built on the part read at 5.
    version = 6
    const answer = await listAnswer(store, tx, 'excursions', 'u1', async () => ({
      json: '[]',
      version: 5,
    }))
    expect(answer.json).toBe('[]')
    const again = await listAnswer(store, tx, 'excursions', 'u1', async () => '["new"]')
    expect(again.json).toBe('["new"]')
    expect(again.tag).not.toBe(answer.tag)
    // Built at the current version: kept, and asked again it is not built again.
    const last = await listAnswer(store, tx, 'excursions', 'u1', () => {
      throw new Error('not built again')
    })
    expect(last).toEqual(again)
  })
})
