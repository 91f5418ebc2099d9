/**
 * A details list (`<dl>`) as two columns, label and value. A long label ('Toestemming
 * ouder/verzorger') wraps on a phone instead of widening the page: the labels take at most half
 * the width, the values the rest.
 */
export const detailsListSx = {
  display: 'grid',
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  overflowWrap: 'anywhere',
} as const
