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

const amsterdam = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})
// Minute texts only: the overview shows the same few moments again and again, while the
// Logboek's to-the-second texts (a 100,000-entry export) would only grow the cache.
const timeTexts = new Map<string, string>()

/**
 * '05-10-2026 14:30': the school's time (Europe/Amsterdam) wherever the admin is; with
 * `seconds` '05-10-2026 14:30:07'. Text that is no time comes back as it is.
 */
export function dutchDateTime(iso: string, seconds = false): string {
  let text = seconds ? undefined : timeTexts.get(iso)
  if (text !== undefined) return text
  const date = new Date(iso)
  if (Number.isNaN(date.valueOf())) return iso
  const part = Object.fromEntries(amsterdam.formatToParts(date).map((p) => [p.type, p.value]))
  text = `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`
  if (seconds) return `${text}:${part.second}`
  timeTexts.set(iso, text)
  return text
}
