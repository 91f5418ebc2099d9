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

  it('a caller at a newer version joins a read under way, with that read’s older version', async () => {
    const store = {}
    const read = deferred<string>()
    const first = sharedPart(store, 'k', 3, () => read.promise)
    const joined = sharedPart(store, 'k', 4, () => Promise.resolve('never read'))
    read.resolve('rows at 3')
    await first
    expect(await joined).toEqual({ version: 3, value: 'rows at 3' })
    // Once it is read, a newer version reads anew: an older part is not reused after the fact.
    expect(await sharedPart(store, 'k', 4, () => Promise.resolve('rows at 4'))).toEqual({
      version: 4,
      value: 'rows at 4',
    })
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

  it('an answer built on an older part is tagged with its version: the next poll is never a 304', async () => {
    const store = {}
    let version = 5
    const tx = { dataVersion: async () => version } as unknown as Tx
    // The list changed to 6 while the answer was built on the part read at 5.
    version = 6
    const answer = await listAnswer(store, tx, 'excursions', 'u1', undefined, async () => ({
      json: '[]',
      version: 5,
    }))
    expect(answer.status).toBe(200)
    const tag = answer.headers.get('ETag')!
    const again = await listAnswer(store, tx, 'excursions', 'u1', tag, async () => '["new"]')
    expect(again.status).toBe(200)
    expect(await again.text()).toBe('["new"]')
    // Built at the version it read: tagged with it, and a poll with that tag is a 304.
    const last = await listAnswer(store, tx, 'excursions', 'u1', again.headers.get('ETag')!, () => {
      throw new Error('not built again')
    })
    expect(last.status).toBe(304)
  })
})
