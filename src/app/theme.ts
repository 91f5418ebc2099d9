import { createTheme, type ThemeOptions } from '@mui/material/styles'

/**
 * MUI's own Dutch words (the `nlNL` of '@mui/material/locale') for the components of it that this
 * app uses. That module itself stays off the page: it builds an Intl.NumberFormat the moment it is
 * imported, 20–40 ms of a phone's main thread, for pagination labels the app never shows (the data
 * grid has its own). src/app/theme.test.ts keeps these equal to MUI's.
 */
export const dutchComponents = {
  MuiAlert: { defaultProps: { closeText: 'Sluiten' } },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Wissen',
      closeText: 'Sluiten',
      loadingText: 'Laden…',
      noOptionsText: 'Geen opties',
      openText: 'Openen',
    },
  },
} satisfies ThemeOptions['components']

export const theme = createTheme({
  palette: {
    primary: { main: '#00589c' },
    secondary: { main: '#b3124a' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
  },
  components: {
    ...dutchComponents,
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
})
