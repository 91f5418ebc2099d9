import { describe, expect, it } from 'vitest'
import { collectsWishes, isPlacedRound, isPreference } from './round'

describe('the round predicates (one home for the server and the app)', () => {
  it.each([
    ['no round', undefined, [false, false, false]],
    ['first come', { mode: 'first-come', published: false }, [false, false, false]],
    ['collecting wishes', { mode: 'preference', published: false }, [true, true, false]],
    ['published', { mode: 'preference', published: true }, [true, false, true]],
  ] as const)('%s', (_, round, [preference, collecting, placed]) => {
    expect(isPreference(round)).toBe(preference)
    expect(collectsWishes(round)).toBe(collecting)
    expect(isPlacedRound(round)).toBe(placed)
  })
})
