import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { ClassStudent } from './api'
import { classWorkbook, dayOf, exportHeaders, exportRows, schoolMoment } from './export'

const daan: ClassStudent = {
  user_id: 'u-daan',
  name: 'Daan Jansen',
  number: '654321',
  email: '654321@student.scalda.nl',
  wishes: 1,
  first_wish_at: '2026-10-03T22:30:00.000Z',
  placed: true,
  id_complete: true,
  id_valid_until: '02-06-2032',
  paid: false,
  lacks: ['Niet betaald'],
}

describe('the export of a class', () => {
  it("takes a moment as the school's wall-clock time, and a DD-MM-YYYY text as its day", () => {
    // 22:30 UTC on 3 October is 00:30 on 4 October in Amsterdam (summer time).
    expect(schoolMoment(daan.first_wish_at)!.toISOString()).toBe('2026-10-04T00:30:00.000Z')
    expect(schoolMoment(null)).toBeNull()
    expect(dayOf('02-06-2032')!.toISOString()).toBe('2032-06-02T00:00:00.000Z')
    expect(dayOf('31-02-2032')).toBeNull()
    expect(dayOf('')).toBeNull()
  })

  it('writes one row per student under the Dutch headers', () => {
    const [row] = exportRows([daan], 'M. Bakker')
    expect(exportHeaders[0]).toBe('Klas (Mentor/Coach)')
    expect(row!.slice(0, 5)).toEqual(['M. Bakker', 'Daan Jansen', '654321', daan.email, 1])
    expect(row!.slice(6)).toEqual(['Ja', 'Ja', dayOf('02-06-2032'), 'Nee', 'Niet betaald'])
  })

  it('makes an XLSX whose dates are dates with a Dutch format', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await classWorkbook([daan], 'M. Bakker'))
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe('M. Bakker')
    expect(sheet.getRow(1).values).toEqual([undefined, ...exportHeaders])
    const cell = sheet.getRow(2).getCell(exportHeaders.indexOf('ID geldig tot') + 1)
    expect(cell.value).toEqual(new Date(Date.UTC(2032, 5, 2)))
    expect(cell.numFmt).toBe('dd-mm-yyyy')
    const first = sheet.getRow(2).getCell(exportHeaders.indexOf('Eerste wens') + 1)
    expect(first.value).toEqual(new Date(Date.UTC(2026, 9, 4, 0, 30)))
  })
})
