import { expect, it } from 'vitest'
import { dutchDateTime } from './dates'

it('shows times in the school time zone', () => {
  expect(dutchDateTime('2026-07-01T22:15:00.000Z')).toBe('02-07-2026 00:15')
  expect(dutchDateTime('geen datum')).toBe('geen datum')
})
