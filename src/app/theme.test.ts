import { nlNL } from '@mui/material/locale'
import { dutchComponents, theme } from './theme'

describe('theme', () => {
  it("has MUI's own Dutch words for the components it sets", () => {
    for (const [name, words] of Object.entries(dutchComponents))
      expect(words, name).toEqual(nlNL.components?.[name as keyof typeof dutchComponents])
  })

  it('uses them, beside its own defaults', () => {
    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('Sluiten')
    expect(theme.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Geen opties')
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true)
  })
})
