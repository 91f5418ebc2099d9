import { nlNL } from '@mui/material/locale'
import { dutchComponents, theme } from './theme'

type Props = Record<string, unknown>
type Components = Record<string, { defaultProps: Props }>
const ours = dutchComponents as Components
const mui = nlNL.components as Components

/** The same answers from both: plain words compare as they are, functions by what they return. */
function answers(props: Props) {
  return Object.fromEntries(
    Object.entries(props).map(([key, value]) => {
      if (typeof value !== 'function') return [key, value]
      const call = value as (...args: unknown[]) => unknown
      if (key === 'labelDisplayedRows')
        return [
          key,
          [call({ from: 1, to: 1000, count: 12345 }), call({ from: 1, to: 25, count: -1 })],
        ]
      if (key === 'getLabelText') return [key, [call(1), call(3)]]
      const types = ['first', 'last', 'next', 'previous', 'page']
      return [key, types.flatMap((type) => [call(type, 4, true), call(type, 4, false)])]
    }),
  )
}

describe('theme', () => {
  it("has MUI's Dutch words for every component of MUI's nlNL", () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(mui).sort())
    for (const name of Object.keys(mui))
      expect(answers(ours[name]!.defaultProps), name).toEqual(answers(mui[name]!.defaultProps))
  })

  it('uses them, beside its own defaults', () => {
    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('Sluiten')
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true)
  })
})
