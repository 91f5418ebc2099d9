import { describe, expect, it } from 'vitest'
import {
  byPreference,
  movePreference,
  neighbourRank,
  nextFreePreference,
  ownFromExcursions,
  removeSubscription,
  renameSubscription,
  withOwnSubscriptions,
  type ScopeOf,
} from '~domain/preferences'

const scopes: Record<string, string> = {
  x1: 'x-week',
  x2: 'x-week',
  x3: 'x-week',
  b1: 'buitenland',
  b2: 'buitenland',
}
const scopeOf: ScopeOf = (id) => scopes[id]
const sub = (_id: string, excursion_id: string, preference: number) => ({
  _id,
  excursion_id,
  preference,
})
const ranks = (items: { _id: string; preference: number }[]) =>
  Object.fromEntries(items.map((s) => [s._id, s.preference]))

describe('nextFreePreference', () => {
  it('is 1 (the default preference) when the scope has no subscriptions', () => {
    expect(nextFreePreference([])).toBe(1)
  })
  it('follows the ranks in use', () => {
    expect(nextFreePreference([{ preference: 1 }, { preference: 2 }])).toBe(3)
  })
  it('fills the first gap, so ranks stay unique and small', () => {
    expect(nextFreePreference([{ preference: 1 }, { preference: 3 }])).toBe(2)
    expect(nextFreePreference([{ preference: 2 }])).toBe(1)
  })
  it('ignores excursions without a rank', () => {
    expect(nextFreePreference([{ preference: null }, { preference: 1 }])).toBe(2)
  })
})

describe('byPreference', () => {
  it('puts the first choice first without changing the input', () => {
    const input = [sub('a', 'x1', 3), sub('b', 'x2', 1), sub('c', 'x3', 2)]
    expect(byPreference(input).map((s) => s._id)).toEqual(['b', 'c', 'a'])
    expect(input.map((s) => s._id)).toEqual(['a', 'b', 'c'])
  })
})

describe('movePreference', () => {
  const own = [
    sub('s1', 'x1', 1),
    sub('s2', 'x2', 2),
    sub('s3', 'x3', 3),
    sub('s4', 'b1', 1),
    sub('s5', 'b2', 2),
  ]

  it('swaps with the subscription that held the rank, as the backend does', () => {
    expect(ranks(movePreference(own, 's3', 1, scopeOf))).toEqual({
      s1: 3,
      s2: 2,
      s3: 1,
      s4: 1,
      s5: 2,
    })
  })
  it('moves one step down by swapping with the next', () => {
    expect(ranks(movePreference(own, 's1', 2, scopeOf))).toEqual({
      s1: 2,
      s2: 1,
      s3: 3,
      s4: 1,
      s5: 2,
    })
  })
  it('leaves other scopes alone even when they use the same rank', () => {
    const moved = movePreference(own, 's5', 1, scopeOf)
    expect(ranks(moved)).toEqual({ s1: 1, s2: 2, s3: 3, s4: 2, s5: 1 })
  })
  it('takes a free rank without touching anything else', () => {
    expect(ranks(movePreference(own, 's2', 4, scopeOf))).toEqual({
      s1: 1,
      s2: 4,
      s3: 3,
      s4: 1,
      s5: 2,
    })
  })
  it('changes nothing for an unknown id or the same rank, and never mutates its input', () => {
    expect(movePreference(own, 'nope', 1, scopeOf)).toEqual(own)
    expect(movePreference(own, 's2', 2, scopeOf)).toEqual(own)
    movePreference(own, 's3', 1, scopeOf)
    expect(ranks(own)).toEqual({ s1: 1, s2: 2, s3: 3, s4: 1, s5: 2 })
  })
})

describe('removeSubscription', () => {
  it('closes the gap in the same scope, keeping the order (as the backend compacts)', () => {
    const own = [sub('s1', 'x1', 1), sub('s2', 'x2', 2), sub('s3', 'x3', 3), sub('s4', 'b1', 2)]
    const left = removeSubscription(own, 's1', scopeOf)
    expect(ranks(left)).toEqual({ s2: 1, s3: 2, s4: 2 })
  })
  it('keeps the objects that did not change', () => {
    const own = [sub('s1', 'x1', 1), sub('s2', 'x2', 2), sub('s3', 'b1', 1)]
    const left = removeSubscription(own, 's2', scopeOf)
    expect(left[0]).toBe(own[0])
    expect(left[1]).toBe(own[2])
  })
  it('changes nothing for an unknown id', () => {
    const own = [sub('s1', 'x1', 1)]
    expect(removeSubscription(own, 'nope', scopeOf)).toEqual(own)
  })
})

describe('neighbourRank', () => {
  const own = [sub('s1', 'x1', 1), sub('s2', 'x2', 2), sub('s3', 'x3', 3), sub('s4', 'b1', 1)]
  it('gives the rank above and below within the scope', () => {
    expect(neighbourRank(own, 's2', 'up', scopeOf)).toBe(1)
    expect(neighbourRank(own, 's2', 'down', scopeOf)).toBe(3)
  })
  it('is null at the edges and for a scope of one', () => {
    expect(neighbourRank(own, 's1', 'up', scopeOf)).toBeNull()
    expect(neighbourRank(own, 's3', 'down', scopeOf)).toBeNull()
    expect(neighbourRank(own, 's4', 'down', scopeOf)).toBeNull()
    expect(neighbourRank(own, 'nope', 'up', scopeOf)).toBeNull()
  })
})

describe('renameSubscription', () => {
  it('replaces a temporary id by the real one', () => {
    expect(
      renameSubscription([sub('tmp', 'x1', 1), sub('s2', 'x2', 2)], 'tmp', 's9').map((s) => s._id),
    ).toEqual(['s9', 's2'])
  })
})

describe('movePreference outside the scopes the client knows', () => {
  it('swaps with nothing: an excursion of an unknown scope is a scope of its own', () => {
    const items = [sub('a', 'u1', 1), sub('b', 'u2', 2)]
    expect(ranks(movePreference(items, 'a', 2, () => undefined))).toEqual({ a: 2, b: 2 })
  })
})

describe('withOwnSubscriptions', () => {
  const excursion = (
    _id: string,
    subscribed: string | null,
    preference: number | null,
    subscriptions: number,
  ) => ({
    _id,
    subscribed,
    preference,
    subscriptions,
  })

  it('marks new subscriptions and counts them', () => {
    const [x1] = withOwnSubscriptions([excursion('x1', null, null, 2)], [sub('s9', 'x1', 3)])
    expect(x1).toEqual(excursion('x1', 's9', 3, 3))
  })
  it('takes a new subscription on the same rank (unsubscribed and subscribed again)', () => {
    const [x1] = withOwnSubscriptions([excursion('x1', 's1', 1, 2)], [sub('s2', 'x1', 1)])
    expect(x1).toEqual(excursion('x1', 's2', 1, 2))
  })
  it('clears removed subscriptions and counts them out', () => {
    const [x1] = withOwnSubscriptions([excursion('x1', 's1', 1, 2)], [])
    expect(x1).toEqual(excursion('x1', null, null, 1))
  })
  it('updates a changed rank without changing the count', () => {
    const [x1] = withOwnSubscriptions([excursion('x1', 's1', 1, 2)], [sub('s1', 'x1', 2)])
    expect(x1).toEqual(excursion('x1', 's1', 2, 2))
  })
  it('keeps unchanged excursions as they are (same object)', () => {
    const list = [excursion('x1', 's1', 1, 2), excursion('x2', null, null, 0)]
    const next = withOwnSubscriptions(list, [sub('s1', 'x1', 1)])
    expect(next[0]).toBe(list[0])
    expect(next[1]).toBe(list[1])
  })
  it('never counts below zero', () => {
    expect(withOwnSubscriptions([excursion('x1', 's1', 1, 0)], [])[0]?.subscriptions).toBe(0)
  })
})

describe('ownFromExcursions', () => {
  it('reads the caller’s subscriptions from the excursions', () => {
    expect(
      ownFromExcursions([
        { _id: 'x1', subscribed: 's1', preference: 2 },
        { _id: 'x2', subscribed: null, preference: null },
        { _id: 'x3', subscribed: 's3', preference: null },
      ]),
    ).toEqual([sub('s1', 'x1', 2), sub('s3', 'x3', 1)])
  })
})
