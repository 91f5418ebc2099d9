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

/** Splits CSV text into rows of fields; quoted fields may hold separators, quotes and line ends. */
function splitRows(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

/** The separator of a file: semicolon or comma, whichever the header line uses (outside quotes). */
function detectSeparator(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0]!.replace(/"[^"]*"/g, '')
  return (header.match(/,/g)?.length ?? 0) > (header.match(/;/g)?.length ?? 0) ? ',' : ';'
}

/**
 * Reads a CSV file's text: with or without a byte-order mark, semicolon or comma separated,
 * quoted fields, CRLF or LF. Empty lines are skipped; fields are trimmed.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(BOM) ? text.slice(1) : text
  return splitRows(body, detectSeparator(body))
    .map((row) => row.map((field) => field.trim()))
    .filter((row) => row.some((field) => field !== ''))
}
