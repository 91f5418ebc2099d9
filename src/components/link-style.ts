import type { SxProps, Theme } from '@mui/material'

/**
 * What MUI's Link looks like, for a plain <a> or <button> on the first page (MUI's Link brings
 * Typography's code along).
 */
export const linkSx = {
  font: 'inherit',
  color: 'primary.main',
  textDecoration: 'underline',
  textDecorationColor: 'currentColor',
  textUnderlineOffset: '0.15em',
  background: 'none',
  border: 0,
  p: 0,
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} satisfies SxProps<Theme>
