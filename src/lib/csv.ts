/**
 * CSV as Dutch Excel reads and writes it: semicolons, UTF-8 with a byte-order mark, CRLF line
 * ends. One home for writing (the overviews' export, the import's failed rows) and reading (the
 * class-list import).
 */
const BOM = '\uFEFF'
const SEPARATOR = ';'
const LINE_END = '\r\n'

/** A plain number (a phone number like +31612345678 included) is data, not a formula. */
const plainNumber = /^[+-]?\d[\d\s.,]*$/

function cell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  // Formula injection: a cell a spreadsheet would run (=, @, +, - followed by more than a
  // number) is prefixed with an apostrophe, as OWASP advises.
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !plainNumber.test(text))) text = `'${text}`
  return /[";\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The text of a CSV file: a header row, then the rows, each ends with CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(SEPARATOR) + LINE_END).join('')
}

/** Offers `text` as a download named `fileName` (UTF-8 CSV). */
/** 'x-week_inschrijvingen_2026-11-22.csv': the page and the day of the export. */
export function exportFileName(page: string, today: Date = new Date()): string {
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-')
  return `${page}_${day}.csv`
}

export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** One record of a CSV file and the line of the file it starts on (1 = the first line). */
export type CsvRecord = { line: number; fields: string[] }

/**
 * Splits CSV text into records of fields; quoted fields may hold separators, quotes and line
 * ends. Each record carries the file's own line number where it starts, so a message can point
 * to the line the user sees in their editor (blank lines and line breaks inside quotes count).
 */
function splitRecords(text: string, separator: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    // A line end: LF, CRLF (counted at its LF) or a lone CR.
    const endsLine = char === '\n' || (char === '\r' && text[i + 1] !== '\n')
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (endsLine) {
        fields.push(field)
        records.push({ line: start, fields })
        fields = []
        field = ''
        start = line + 1
      }
    } else field += char
    if (endsLine) line++
  }
  if (field !== '' || fields.length > 0) records.push({ line: start, fields: [...fields, field] })
  return records
}

/** The separator of a file: semicolon or comma, whichever the header line uses (outside quotes). */
function detectSeparator(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0]!.replace(/"[^"]*"/g, '')
  return (header.match(/,/g)?.length ?? 0) > (header.match(/;/g)?.length ?? 0) ? ',' : ';'
}

/**
 * Reads a CSV file's text: with or without a byte-order mark, semicolon or comma separated,
 * quoted fields, CRLF or LF. Empty lines are skipped; fields are trimmed. Each record keeps the
 * line of the file it starts on.
 */
export function parseCsvRecords(text: string): CsvRecord[] {
  const body = text.startsWith(BOM) ? text.slice(1) : text
  return splitRecords(body, detectSeparator(body))
    .map(({ line, fields }) => ({ line, fields: fields.map((field) => field.trim()) }))
    .filter(({ fields }) => fields.some((field) => field !== ''))
}

/** The fields of each record of a CSV file (see parseCsvRecords). */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map(({ fields }) => fields)
}

/** The character encodings a CSV file is read in. */
export type CsvEncoding = 'UTF-8' | 'Windows-1252'

/**
 * A CSV file's bytes as text. UTF-8 when they are valid UTF-8 (with or without a byte-order
 * mark); otherwise Windows-1252, which is what Dutch Excel writes for 'CSV (gescheiden door
 * lijstscheidingsteken)', so its accents (é, ë, ç) are read right instead of as '�'.
 */
export function decodeCsv(bytes: ArrayBuffer | Uint8Array): {
  text: string
  encoding: CsvEncoding
} {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' }
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'Windows-1252' }
  }
}

// Windows-1252 is Latin-1 except 0x80–0x9F (€, ‚, „, …, curly quotes, Š, Ž, Ÿ and more); 0x81,
// 0x8D, 0x8F, 0x90 and 0x9D are unassigned and stay as they are (as the WHATWG decoder does).
// Decoded here, not with TextDecoder: Node's TextDecoder reads that range as Latin-1.
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

function decodeWindows1252(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let text = ''
  for (const byte of view)
    text += byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F[byte - 0x80] : String.fromCharCode(byte)
  return text
}
