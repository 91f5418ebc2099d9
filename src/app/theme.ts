import { createTheme, type ThemeOptions } from '@mui/material/styles'

/** Dutch numbers, made on first use: creating any Intl formatter costs a phone 20–40 ms. */
let dutchNumber: Intl.NumberFormat | undefined
const formatNumber = (value: number) =>
  (dutchNumber ??= new Intl.NumberFormat('nl-NL')).format(value)

const pageLabel = (type: string) =>
  ({
    first: 'Ga naar eerste pagina',
    last: 'Ga naar laatste pagina',
    next: 'Ga naar volgende pagina',
  })[type] ?? 'Ga naar vorige pagina'

/**
 * MUI's own Dutch words (the `nlNL` of '@mui/material/locale'), written out here because that
 * module builds an Intl.NumberFormat the moment it is imported, on the first page's main thread.
 * src/app/theme.test.ts keeps these equal to MUI's.
 */
export const dutchComponents: ThemeOptions['components'] = {
  MuiBreadcrumbs: { defaultProps: { expandText: 'Pad tonen' } },
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: pageLabel,
      labelRowsPerPage: 'Regels per pagina:',
      labelDisplayedRows: ({ from, to, count }) =>
        `${formatNumber(from)}–${formatNumber(to)} van ${count !== -1 ? formatNumber(count) : `meer dan ${formatNumber(to)}`}`,
    },
  },
  MuiRating: {
    defaultProps: {
      getLabelText: (value) => `${value} Ster${value !== 1 ? 'ren' : ''}`,
      emptyLabelText: 'Leeg',
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Wissen',
      closeText: 'Sluiten',
      loadingText: 'Laden…',
      noOptionsText: 'Geen opties',
      openText: 'Openen',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'Sluiten' } },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Navigatie via paginering',
      getItemAriaLabel: (type, page, selected) =>
        type === 'page' ? `${selected ? '' : 'Ga naar '}pagina ${page}` : pageLabel(type),
    },
  },
}

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
