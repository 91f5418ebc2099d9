import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { readableListOf } from '~contract/schemas/readable-list'

const item = z.object({ _id: z.string() })
const read = (value: unknown) => z.safeParse(readableListOf(item), value)

describe('readableListOf', () => {
  it('keeps the items that read and counts the rest', () => {
    expect(read([{ _id: 'a' }, null, { _id: 1 }, 'x', { _id: 'b' }]).data).toEqual({
      items: [{ _id: 'a' }, { _id: 'b' }],
      skipped: 3,
    })
  })

  it('reads a wrapped list, and an empty one', () => {
    expect(read({ data: [{ _id: 'a' }] }).data).toEqual({ items: [{ _id: 'a' }], skipped: 0 })
    expect(read([]).data).toEqual({ items: [], skipped: 0 })
  })

  it('still fails when the answer is not a list at all', () => {
    expect(read({ message: 'Stuk' }).success).toBe(false)
    expect(read('OK').success).toBe(false)
  })
})
