import dayjs, { type Dayjs } from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import 'dayjs/locale/nl'

dayjs.extend(customParseFormat)
dayjs.locale('nl')

/** Dates travel as day-month-year text (SPEC §3 `datetime`); profile dates use the same. */
export const DATE_FORMAT = 'DD-MM-YYYY'

export function parseDate(text: string | null | undefined): Dayjs | null {
  if (!text) return null
  const d = dayjs(text, DATE_FORMAT, true)
  return d.isValid() ? d : null
}

export function formatDate(date: Dayjs): string {
  return date.format(DATE_FORMAT)
}

export function isDateText(text: string): boolean {
  return parseDate(text) !== null
}

/** "dinsdag 3 maart 2026" */
export function formatLongDate(text: string): string {
  const d = parseDate(text)
  return d ? d.format('dddd D MMMM YYYY') : text
}

/** Sort key for day-month-year text; unknown dates sort last. */
export function dateSortKey(text: string): number {
  return parseDate(text)?.valueOf() ?? Number.MAX_SAFE_INTEGER
}

export { dayjs }
