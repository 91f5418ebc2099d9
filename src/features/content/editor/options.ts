/**
 * What the content editor's toolbar offers (SPEC §2, §9). Plain data: the sanitiser's tests
 * check that every value here survives `sanitizeHtml`.
 */

/** Table insert grid: 10 × 10, 2 × 2 highlighted at first. */
export const TABLE_GRID_SIZE = 10
export const DEFAULT_TABLE_SIZE = { rows: 2, cols: 2 }

/** Text styles; the page title is the h1, so the editor's headings start at h2. */
export const HEADING_LEVELS = [
  { level: 2, label: 'Kop 1' },
  { level: 3, label: 'Kop 2' },
  { level: 4, label: 'Kop 3' },
] as const

/** Five font sizes: tiny, small, default (no size), big, huge. */
export const FONT_SIZES = [
  { label: 'Heel klein', value: '0.75rem' },
  { label: 'Klein', value: '0.875rem' },
  { label: 'Standaard', value: null },
  { label: 'Groot', value: '1.25rem' },
  { label: 'Heel groot', value: '1.75rem' },
] as const

/** Eight font families plus the default (no family). */
export const FONT_FAMILIES = [
  { label: 'Standaard', value: null },
  { label: 'Arial', value: 'Arial, Helvetica, sans-serif' },
  { label: 'Verdana', value: 'Verdana, Geneva, sans-serif' },
  { label: 'Tahoma', value: 'Tahoma, Geneva, sans-serif' },
  { label: 'Trebuchet MS', value: '"Trebuchet MS", Helvetica, sans-serif' },
  { label: 'Georgia', value: 'Georgia, serif' },
  { label: 'Times New Roman', value: '"Times New Roman", Times, serif' },
  { label: 'Garamond', value: 'Garamond, serif' },
  { label: 'Courier New', value: '"Courier New", Courier, monospace' },
] as const

/**
 * Fifteen colours in five columns, written as the browser writes them back (rgb), so that a
 * colour reads the same after a save and a reload.
 */
export const PALETTE_COLUMNS = 5
export const PALETTE = [
  { label: 'Zwart', value: 'rgb(0, 0, 0)' },
  { label: 'Donkergrijs', value: 'rgb(66, 66, 66)' },
  { label: 'Grijs', value: 'rgb(117, 117, 117)' },
  { label: 'Lichtgrijs', value: 'rgb(189, 189, 189)' },
  { label: 'Wit', value: 'rgb(255, 255, 255)' },
  { label: 'Donkerrood', value: 'rgb(183, 28, 28)' },
  { label: 'Rood', value: 'rgb(229, 57, 53)' },
  { label: 'Oranje', value: 'rgb(239, 108, 0)' },
  { label: 'Geel', value: 'rgb(253, 216, 53)' },
  { label: 'Bruin', value: 'rgb(121, 85, 72)' },
  { label: 'Donkergroen', value: 'rgb(27, 94, 32)' },
  { label: 'Groen', value: 'rgb(67, 160, 71)' },
  { label: 'Donkerblauw', value: 'rgb(13, 71, 161)' },
  { label: 'Blauw', value: 'rgb(30, 136, 229)' },
  { label: 'Paars', value: 'rgb(106, 27, 154)' },
] as const

export const ALIGNMENTS = [
  { label: 'Links uitlijnen', value: 'left' },
  { label: 'Centreren', value: 'center' },
  { label: 'Rechts uitlijnen', value: 'right' },
  { label: 'Uitvullen', value: 'justify' },
] as const

/** Strips the quotes a browser may add or drop around family names. */
export const sameFamily = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').replace(/["']/g, '') === (b ?? '').replace(/["']/g, '')
