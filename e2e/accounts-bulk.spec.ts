import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  loginThroughDialog,
  openApp,
  overrideBackend,
  test,
} from './fixtures'
import { searchBox, grid, gridRow, logout } from './accounts-helpers'

// Accounts in bulk: a class list in, all students out, and the large data set.

/** A class list of 200 rows: 195 new students, 3 invalid rows and 2 existing students. */
function classList(): string {
  const lines = ['Studentnummer;Voornaam;Tussenvoegsel;Achternaam;E-mail;Mentor/Coach;Telefoon']
  for (let i = 1; i <= 195; i++) {
    const n = String(400000 + i)
    lines.push(`${n};Zoë;van der;Çelik ${i};${n}@student.scalda.nl;J. de Boer;`)
    if (i === 50) lines.push('400900;Anna;;Bos;anna.bos@gmail.com;A. Mulder;')
    if (i === 100) lines.push('400901;Bram;;;400901@student.scalda.nl;A. Mulder;')
    if (i === 150) lines.push('4009;Cas;;Kok;4009@student.scalda.nl;A. Mulder;')
  }
  lines.push('654321;Daan;;Jansen;654321@student.scalda.nl;M. Bakker;+31612345678')
  lines.push('201001;Emma;;Visser;201001@student.scalda.nl;J. de Boer;')
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

async function chooseClassList(page: Page) {
  await page.getByRole('button', { name: 'Importeren' }).click()
  const dialog = page.getByRole('dialog', { name: 'Klassenlijst importeren' })
  await expect(dialog.getByRole('button', { name: 'Bestand kiezen' })).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByLabel('CSV-bestand').setInputFiles({
    name: 'klas-4a.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(classList(), 'utf8'),
  })
  await expect(dialog.getByRole('status').first()).toHaveText(
    '200 regels: 195 geldig, 2 bestaan al (worden overgeslagen), 3 ongeldig.',
  )
  return dialog
}

test('admin imports a 200-row class list: preview, progress, report and the failed rows as CSV', async ({
  page,
}) => {
  test.slow() // 195 calls, five at a time
  await loginThroughApi(page, demo.admin, '/beheer/accounts')
  const dialog = await chooseClassList(page)
  await expect(dialog.getByRole('grid', { name: 'Voorbeeld van de import' })).toContainText(
    'Dit is geen geldig studentnummer of scalda e-mail adres',
  )
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: '195 accounts toevoegen' }).click()

  const report = dialog.getByRole('status').filter({ hasText: 'Toegevoegd' })
  await expect(report).toContainText('Toegevoegd: 195', { timeout: 60_000 })
  await expect(report).toContainText('Overgeslagen (bestaan al): 2')
  await expect(report).toContainText('Mislukt: 3')
  await expectNoAxeViolations(page)

  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Mislukte regels downloaden (CSV)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('import-mislukt.csv')
  const text = await readFile(await download.path(), 'utf8')
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines).toHaveLength(4)
  expect(lines[0]).toBe(
    'Studentnummer;Voornaam;Tussenvoegsel;Achternaam;E-mail;Mentor/Coach;Telefoon;Reden',
  )
  expect(lines[1]).toContain('anna.bos@gmail.com')
  expect(lines[2]).toContain('Vul een achternaam in')
  expect(lines[3]).toContain('Een studentnummer bestaat uit zes cijfers')

  await dialog.getByRole('button', { name: 'Sluiten' }).click()
  await searchBox(page).fill('400195')
  await expect(gridRow(page, /Zoë van der Çelik 195/)).toBeVisible()
})

test('a class list saved by Dutch Excel (Windows-1252) keeps its accents, and rows keep the file’s line numbers', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/beheer/accounts')
  await page.getByRole('button', { name: 'Importeren' }).click()
  const dialog = page.getByRole('dialog', { name: 'Klassenlijst importeren' })
  const lines = [
    'Studentnummer;Voornaam;Tussenvoegsel;Achternaam;E-mail;Mentor/Coach;Telefoon',
    '',
    '500001;Zoë;;Çelik;500001@student.scalda.nl;J. de Boer;',
    '500002;Inès;;Smit;ines@gmail.com;J. de Boer;',
  ]
  await dialog.getByLabel('CSV-bestand').setInputFiles({
    name: 'klas-excel.csv',
    mimeType: 'text/csv',
    // Excel's 'CSV (gescheiden door lijstscheidingsteken)': Windows-1252, no byte-order mark.
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'),
  })
  await expect(dialog.getByRole('status').first()).toHaveText(
    '2 regels: 1 geldig, 0 bestaan al (worden overgeslagen), 1 ongeldig.',
  )
  await expect(dialog.getByText('Tekenset: Windows-1252.', { exact: false })).toBeVisible()
  const preview = dialog.getByRole('grid', { name: 'Voorbeeld van de import' })
  await expect(
    preview
      .getByRole('row', { name: /Zoë Çelik/ })
      .getByRole('gridcell')
      .first(),
  ).toHaveText('3')
  await expect(
    preview
      .getByRole('row', { name: /Inès Smit/ })
      .getByRole('gridcell')
      .first(),
  ).toHaveText('4')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: '1 account toevoegen' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Toegevoegd' })).toContainText(
    'Toegevoegd: 1',
  )
  await expect(dialog.getByRole('region', { name: 'Mislukte regels (1)' })).toContainText(
    'Regel 4: Inès Smit (500002): Dit is geen geldig studentnummer of scalda e-mail adres',
  )
  await dialog.getByRole('button', { name: 'Sluiten' }).click()
  await searchBox(page).fill('500001')
  await expect(gridRow(page, /Zoë Çelik/)).toBeVisible()
})

test('an import that loses the connection stops and says what was and was not added', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/beheer/accounts')
  const dialog = await chooseClassList(page)
  await overrideBackend(page, 'post', 'users/add', 'network-error')
  await dialog.getByRole('button', { name: '195 accounts toevoegen' }).click()
  const report = dialog.getByRole('status').filter({ hasText: 'Toegevoegd' })
  await expect(report).toContainText('De import is afgebroken')
  await expect(report).toContainText('Toegevoegd: 0')
  await expect(report).toContainText('Niet verwerkt: 190')
  await expect(
    dialog.getByRole('button', { name: 'Mislukte regels downloaden (CSV)' }),
  ).toBeVisible()
})

test('admin deletes all students behind a typed confirmation; students can no longer log in, staff can', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/beheer/accounts')
  await page.getByRole('button', { name: 'Alle studenten verwijderen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Alle studenten verwijderen' })
  await expect(dialog).toContainText('Dit verwijdert 8 studenten en 10 inschrijvingen.')
  const confirm = dialog.getByRole('button', { name: 'Alle studenten verwijderen' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Typ VERWIJDER om te bevestigen').fill('verwijder')
  await expect(confirm).toBeDisabled()
  await expectNoAxeViolations(page)
  await dialog.getByLabel('Typ VERWIJDER om te bevestigen').fill('VERWIJDER')
  await confirm.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('8 studenten en 10 inschrijvingen verwijderd')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /accounts/ })).toHaveText('3 accounts')

  // The subscriptions are gone everywhere, without a reload.
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' })
  await nav.getByRole('button', { name: 'X-Week' }).click()
  await page.getByRole('menuitem', { name: 'Activiteiten in Nederland' }).click()
  await page.getByRole('link', { name: /Kanoën in de Biesbosch/ }).click()
  await expect(page.getByText('0 inschrijvingen', { exact: true })).toBeVisible()

  await logout(page)
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Inloggen' })
    .click()
  const login = page.getByRole('dialog', { name: 'Inloggen' })
  await login.getByLabel('Gebruikersnaam').fill(demo.student)
  await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
  await login.getByRole('button', { name: 'Inloggen' }).click()
  await expect(login.getByText('Login mislukt')).toBeVisible()
  await login.getByRole('button', { name: 'Annuleren' }).click()
  await loginThroughDialog(page, demo.teacher)
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Beheer' }),
  ).toBeVisible()
})

test('stays quick with the large data set of 3,000 students', async ({ page }) => {
  test.slow()
  await openApp(page, '/?demo-data=large')
  await loginThroughApi(page, demo.admin, '/beheer/accounts')
  const count = page.getByRole('status').filter({ hasText: /accounts/ })
  await expect(count).toHaveText('3003 accounts', { timeout: 60_000 })
  const started = Date.now()
  await searchBox(page).fill('302990')
  await expect(count).toHaveText('1 van 3003 accounts')
  await expect(gridRow(page, /302990/)).toBeVisible()
  // Generous: the CI machine is shared; alone it takes a few hundred milliseconds.
  expect(Date.now() - started).toBeLessThan(5_000)
  await searchBox(page).fill('')
  await page.getByRole('columnheader', { name: 'Naam', exact: true }).click()
  await expect(page).toHaveURL(/sort=name/)
  await expect(grid(page).getByRole('row').nth(1)).toContainText(/Anna|Ayoub/)
})
