import type { SxProps, Theme } from '@mui/material'

/**
 * The app's focus mark (WCAG 2.2 focus appearance): a 2 px outline in the primary colour, 2 px
 * off the element, for links and for buttons whose own mark (MUI's ripple) is too faint.
 */
const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: '2px',
  outlineColor: 'primary.main',
  outlineOffset: '2px',
}
export const focusRingSx = {
  // Two rules, not one list: a browser that does not know one selector drops the whole list.
  '&:focus-visible': focusRing,
  '&.Mui-focusVisible': focusRing,
} satisfies SxProps<Theme>

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
  ...focusRingSx,
} satisfies SxProps<Theme>
