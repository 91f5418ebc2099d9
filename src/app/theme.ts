import { createTheme } from '@mui/material/styles'
import { nlNL } from '@mui/material/locale'

export const theme = createTheme(
  {
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
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  },
  nlNL,
)
