import { toCsv, downloadCsv } from '@/lib/csv'
import { SCHOOL_TIME_ZONE } from '~domain/window'
import type { ClassStudent } from './api'
import { classMessages as t } from './messages'

/**
 * The export of one class (issue 27): CSV as Dutch Excel reads it, and XLSX (exceljs, loaded on
 * the click only: the first page never carries it) with its dates as real dates.
 */

type Cell = string | number | Date | null

const h = t.headers
const yesNo = (value: boolean | null) => (value === null ? '' : value ? t.yes : t.no)

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A moment as the school's wall-clock time, held in a Date's UTC fields (as a sheet has no zone). */
export function schoolMoment(iso: string | null): Date | null {
  if (!iso) return null
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return null
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, Number(x.value)]))
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!))
}

/** 'DD-MM-YYYY' as that day (UTC midnight), or null. */
export function dayOf(text: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text)
  if (!match) return null
  const day = new Date(Date.UTC(+match[3]!, +match[2]! - 1, +match[1]!))
  return day.getUTCDate() === +match[1]! ? day : null
}

const pad = (n: number) => String(n).padStart(2, '0')
const dayText = (d: Date) =>
  `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`
const momentText = (d: Date) => `${dayText(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`

type ExportColumn = {
  header: string
  value: (s: ClassStudent, className: string) => Cell
  /** A date column: its Excel number format. */
  date?: string
  width: number
}

const exportColumns: ExportColumn[] = [
  { header: h.class, value: (_s, c) => c, width: 22 },
  { header: h.name, value: (s) => s.name, width: 28 },
  { header: h.number, value: (s) => s.number, width: 14 },
  { header: h.email, value: (s) => s.email, width: 30 },
  { header: h.wishes, value: (s) => s.wishes, width: 8 },
  {
    header: h.firstWish,
    value: (s) => schoolMoment(s.first_wish_at),
    date: 'dd-mm-yyyy hh:mm',
    width: 17,
  },
  { header: h.placed, value: (s) => yesNo(s.placed), width: 10 },
  { header: h.idComplete, value: (s) => yesNo(s.id_complete), width: 12 },
  { header: h.idValidUntil, value: (s) => dayOf(s.id_valid_until), date: 'dd-mm-yyyy', width: 13 },
  { header: h.paid, value: (s) => yesNo(s.paid), width: 9 },
  { header: h.lacks, value: (s) => s.lacks.join('; '), width: 40 },
]

export const exportHeaders = exportColumns.map((c) => c.header)

/** The rows of the export: dates as Dates. */
export function exportRows(students: readonly ClassStudent[], className: string): Cell[][] {
  return students.map((s) => exportColumns.map((c) => c.value(s, className)))
}

/** 'klas_M._Bakker_buitenland_2027-04-01' */
export function exportName(className: string, scope: string, now = new Date()) {
  const safe = (className || t.noClass).replace(/[^\p{L}\p{N}.-]+/gu, '_')
  return `klas_${safe}_${scope}_${schoolMoment(now.toISOString())!.toISOString().slice(0, 10)}`
}

export function downloadClassCsv(
  name: string,
  students: readonly ClassStudent[],
  className: string,
) {
  const rows = exportRows(students, className).map((row) =>
    row.map((cell, i) =>
      cell instanceof Date
        ? exportColumns[i]!.date!.includes('hh')
          ? momentText(cell)
          : dayText(cell)
        : cell,
    ),
  )
  downloadCsv(`${name}.csv`, toCsv(exportHeaders, rows))
}

/** The XLSX file's bytes: one sheet, bold header row, dates as dates. */
export async function classWorkbook(
  students: readonly ClassStudent[],
  className: string,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(
    (className || t.noClass).slice(0, 31).replace(/[[\]*?:/\\]/g, '_'),
  )
  sheet.columns = exportColumns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.date ? { numFmt: c.date } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  sheet.addRows(exportRows(students, className))
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>
}

export async function downloadClassXlsx(
  name: string,
  students: readonly ClassStudent[],
  className: string,
) {
  const bytes = await classWorkbook(students, className)
  const url = URL.createObjectURL(
    new Blob([bytes], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = `${name}.xlsx`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
