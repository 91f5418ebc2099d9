import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { demo, expect, loginThroughApi, nav, test } from './fixtures'
import type { Page } from '@playwright/test'

/** Beheer > Klassen (issue 27): per role, a class's students, its reminder and its export. */

const classes = (page: Page) => page.getByRole('grid', { name: 'Klassen' })
/** A class's row, by its class's name. */
const classRow = (page: Page, name: string) =>
  classes(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Studenten van ${name} tonen` }) })

for (const [role, login] of [
  ['teacher', demo.teacher],
  ['admin', demo.admin],
] as const) {
  test(`${role}: finds Klassen under Beheer and sees every class`, async ({ page }) => {
    await loginThroughApi(page, login)
    await nav(page).getByRole('button', { name: 'Beheer' }).click()
    await page.getByRole('menuitem', { name: 'Klassen' }).click()
    await expect(page).toHaveURL('/beheer/klassen')
    await expect(page.getByRole('heading', { level: 1, name: 'Klassen' })).toBeVisible()
    for (const name of ['A. Mulder', 'J. de Boer', 'M. Bakker', 'Zonder Mentor/Coach'])
      await expect(classRow(page, name)).toBeVisible()
    // M. Bakker in Activiteiten in Nederland: Daan has two places, one unpaid; Tess and Sem none.
    await expect(classRow(page, 'M. Bakker').getByRole('gridcell')).toHaveText([
      'M. Bakker',
      '3',
      '2',
      '1',
      '2',
      '1',
      '0',
      '3',
    ])
  })
}

test('a student is refused the page and has no Beheer menu', async ({ page }) => {
  await loginThroughApi(page, demo.student, '/beheer/klassen')
  await expect(page).toHaveURL('/')
  await expect(nav(page).getByRole('button', { name: 'Beheer' })).toHaveCount(0)
  const answer = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('xweek.session') ?? '{}') as { token?: string }
    const response = await fetch('/api/classes?scope=x-week', {
      headers: { Authorization: `Bearer ${session.token}` },
    })
    return response.status
  })
  expect(answer).toBe(403)
})

test('clicking a row lists its students with what each lacks', async ({ page }) => {
  await loginThroughApi(page, demo.teacher, '/beheer/klassen')
  await page.getByLabel('Soort').selectOption('buitenland')
  await classRow(page, 'M. Bakker').getByRole('gridcell').nth(1).click()
  await expect(page).toHaveURL(/klas=M\.(\+|%20)Bakker/)
  await expect(page.getByRole('heading', { name: 'M. Bakker: 3 studenten' })).toBeVisible()
  const students = page.getByRole('grid', { name: 'Studenten van M. Bakker' })
  await expect(students.getByRole('row').filter({ hasText: 'Daan Jansen' })).toContainText(
    'Niet betaald',
  )
  await expect(students.getByRole('row').filter({ hasText: 'Sem Bos' })).toContainText(
    'Geen inschrijving, ID-gegevens niet compleet',
  )
  // Another class: the first one's list goes (its effect leaves nothing that breaks the page).
  await classRow(page, 'J. de Boer').getByRole('gridcell').nth(1).click()
  await expect(page.getByRole('grid', { name: 'Studenten van J. de Boer' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Er ging iets mis' })).toHaveCount(0)
})

test('a teacher reminds a class, after a question with the count', async ({ page }) => {
  await loginThroughApi(page, demo.teacher, '/beheer/klassen')
  await classRow(page, 'M. Bakker').getByRole('button').click()
  await page.getByRole('button', { name: 'Herinnering sturen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Herinnering sturen: M. Bakker' })
  // Of M. Bakker only Tess has no sign-up in Activiteiten in Nederland.
  await expect(dialog).toContainText('1 student mist nog iets')
  await dialog.getByRole('button', { name: '1 e-mail sturen' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('1 herinnering klaargezet')).toBeVisible()
})

test('a class exports as CSV and as XLSX with Dutch headers and real dates', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/beheer/klassen?soort=buitenland')
  await classRow(page, 'M. Bakker').getByRole('button').click()
  await expect(page.getByRole('grid', { name: 'Studenten van M. Bakker' })).toBeVisible()

  let downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV exporteren' }).click()
  let download = await downloading
  expect(download.suggestedFilename()).toMatch(
    /^klas_M\._Bakker_buitenland_\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const csv = (await readFile(await download.path())).toString('utf8')
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe(
    'Klas (Mentor/Coach);Naam;Studentnummer;E-mail;Wensen;Eerste wens;Geplaatst;ID-gegevens compleet;ID geldig tot;Betaald;Ontbreekt',
  )
  expect(lines[1]).toMatch(
    /^M\. Bakker;Daan Jansen;654321;.*;1;\d{2}-\d{2}-2026 \d{2}:\d{2};Ja;Ja;02-06-2032;Nee;Niet betaald$/,
  )

  downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'XLSX exporteren' }).click()
  download = await downloading
  expect(download.suggestedFilename()).toMatch(
    /^klas_M\._Bakker_buitenland_\d{4}-\d{2}-\d{2}\.xlsx$/,
  )
  const workbook = new ExcelJS.Workbook()
  const bytes = await readFile(await download.path())
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
  const sheet = workbook.worksheets[0]!
  expect(sheet.getRow(1).getCell(1).value).toBe('Klas (Mentor/Coach)')
  expect(sheet.getRow(1).getCell(9).value).toBe('ID geldig tot')
  const daan = sheet.getRow(2)
  expect(daan.getCell(2).value).toBe('Daan Jansen')
  const validUntil = daan.getCell(9).value
  expect(validUntil).toBeInstanceOf(Date)
  expect((validUntil as Date).toISOString().slice(0, 10)).toBe('2032-06-02')
  expect(daan.getCell(6).value).toBeInstanceOf(Date)
  expect(daan.getCell(9).numFmt).toBe('dd-mm-yyyy')
})
