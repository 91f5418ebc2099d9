import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
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

const searchBox = (page: Page) => page.getByLabel('Zoeken op nummer, naam of e-mail')
const grid = (page: Page) => page.getByRole('grid', { name: 'Accounts' })
const gridRow = (page: Page, text: string | RegExp) => grid(page).getByRole('row', { name: text })

async function openRowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Acties voor ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

async function logout(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Uitloggen' })
    .click()
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Inloggen' }),
  ).toBeVisible()
}

for (const [role, staff] of [
  ['teacher', demo.teacher],
  ['admin', demo.admin],
] as const) {
  test(`${role}: search, add a student, edit the phone, a new password she chooses herself, delete`, async ({
    page,
  }) => {
    test.slow() // a whole journey: five dialogs and three logins
    const number = role === 'teacher' ? '300901' : '300902'
    const email = `${number}@student.scalda.nl`
    await loginThroughApi(page, staff, '/beheer/accounts')

    // Find 654321 by search; the search lives in the URL.
    await searchBox(page).fill('654321')
    await expect(page).toHaveURL(/q=%22654321%22/)
    await expect(gridRow(page, /Daan Jansen/)).toBeVisible()
    await expect(gridRow(page, /Sanne/)).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: /accounts/ })).toHaveText(
      /^1 van \d+ accounts$/,
    )

    // Add: the login id rule with its own message, the server's duplicate refusal, input kept.
    await page.getByRole('button', { name: 'Account toevoegen' }).click()
    const add = page.getByRole('dialog', { name: 'Account toevoegen' })
    await expect(add.getByLabel('Studentnummer')).toBeVisible()
    await add.getByLabel('Voornaam').fill('Fenna')
    await add.getByLabel('Achternaam').fill('Hoekstra')
    await add.getByLabel('E-mailadres').fill('fenna@gmail.com')
    await add.getByLabel('Studentnummer').fill(number)
    await add.getByLabel('Mentor/Coach').fill('A. Mulder')
    await add.getByRole('button', { name: 'Account toevoegen' }).click()
    await expect(
      add.getByText('Dit is geen geldig studentnummer of scalda e-mail adres'),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await add.getByLabel('E-mailadres').fill('654321@student.scalda.nl')
    await add.getByRole('button', { name: 'Account toevoegen' }).click()
    await expect(add.getByRole('alert')).toHaveText('Er bestaat al een account met dit e-mailadres')
    await expect(add.getByLabel('Voornaam')).toHaveValue('Fenna')
    await add.getByLabel('E-mailadres').fill(email)
    await add.getByRole('button', { name: 'Account toevoegen' }).click()
    await expect(add).toBeHidden()
    await expect(page.getByText('Account van Fenna Hoekstra toegevoegd')).toBeVisible()

    await searchBox(page).fill(number)
    await expect(gridRow(page, /Fenna Hoekstra/)).toContainText('A. Mulder')

    // Edit: names read-only, the phone changes.
    await openRowAction(page, 'Fenna Hoekstra', 'Bewerken')
    const edit = page.getByRole('dialog', { name: 'Account bewerken' })
    await expect(edit.getByLabel('Voornaam')).toHaveAttribute('readonly')
    await expect(edit.getByLabel('Achternaam')).toHaveAttribute('readonly')
    await expectNoAxeViolations(page)
    await edit.getByLabel('Telefoonnummer').fill('+31611112222')
    await edit.getByRole('button', { name: 'Opslaan' }).click()
    await expect(edit).toBeHidden()
    await expect(gridRow(page, /Fenna Hoekstra/)).toContainText('+31611112222')

    // New password: nobody but Fenna sees it (issue 25). The teacher prints her a one-time code;
    // the admin mails her a link (her account is not yet active: a new activation link).
    await openRowAction(page, 'Fenna Hoekstra', 'Nieuw wachtwoord')
    const reset = page.getByRole('dialog', { name: 'Nieuw wachtwoord' })
    await expect(reset).toContainText(
      'Fenna Hoekstra kiest het nieuwe wachtwoord zelf; niemand anders krijgt het te zien.',
    )
    await expect(reset).toContainText(
      `We sturen Fenna Hoekstra een nieuwe activatiemail (aan ${email}) met een link om een wachtwoord te kiezen.`,
    )
    await expect(reset.getByRole('textbox')).toHaveCount(0)
    await expectNoAxeViolations(page)
    let opened: string
    if (role === 'teacher') {
      await reset.getByRole('button', { name: 'Inlogcode afdrukken' }).click()
      await expect(reset.getByRole('status')).toContainText(
        'De PDF met de inlogcode van Fenna Hoekstra is klaar.',
      )
      await expectNoAxeViolations(page)
      const downloading = page.waitForEvent('download')
      await reset.getByRole('link', { name: 'PDF downloaden' }).click()
      const pdf = await getDocumentProxy(
        new Uint8Array(await readFile((await (await downloading).path())!)),
      )
      const { text } = await extractText(pdf, { mergePages: true })
      expect(text).toContain(`Studentnummer: ${number}`)
      const code = /\b[A-Z0-9]{5}-[A-Z0-9]{5}\b/.exec(text)?.[0]
      expect(code, text).toBeTruthy()
      await reset.getByRole('button', { name: 'Sluiten' }).click()
      await expect(reset).toBeHidden()
      await logout(page)
      opened = '/account-activeren'
      await page.goto(opened)
      await page.getByRole('textbox', { name: 'Studentnummer', exact: true }).fill(number)
      await page.getByLabel('Inlogcode').fill(code!)
    } else {
      await reset.getByRole('button', { name: 'E-mail sturen' }).click()
      await expect(reset.getByRole('status')).toContainText(
        `Er staat een nieuwe activatiemail klaar voor ${email}`,
      )
      await expectNoAxeViolations(page)
      await reset.getByRole('button', { name: 'Sluiten' }).click()
      await expect(reset).toBeHidden()
      await page.goto('/beheer/e-mail')
      const mail = page
        .getByRole('list', { name: 'Uitgaande e-mail' })
        .getByRole('listitem')
        .filter({ hasText: email })
        .first()
      await mail.getByText('Tekst van de e-mail').click()
      const text = (await mail.locator('pre').textContent()) ?? ''
      opened = /https?:\/\/\S+\/account-activeren#token=[\w-]{43}/.exec(text)?.[0] ?? ''
      expect(opened, text).toBeTruthy()
      await logout(page)
      await page.goto(opened)
    }
    const password = 'fietsenstalling'
    await page.getByLabel('Nieuw wachtwoord').fill(password)
    await page.getByLabel('Herhaal het wachtwoord').fill(password)
    await page.getByRole('button', { name: 'Account activeren' }).click()

    // She is logged in with the password she chose; later by e-mail and by number.
    await expect(page).toHaveURL('/account')
    await page
      .getByRole('dialog', { name: 'Privacybeleid' })
      .getByRole('button', { name: 'Accepteren' })
      .click()
    await expect(page.getByLabel('Telefoonnummer')).toHaveValue('+31611112222')
    await logout(page)
    await loginThroughDialog(page, email, password)
    await logout(page)
    await loginThroughDialog(page, number, password)
    await logout(page)

    // Delete, after a confirmation that names the account.
    await loginThroughDialog(page, staff, DEMO_PASSWORD)
    await page.goto(`/beheer/accounts?q=${number}`)
    await openRowAction(page, 'Fenna Hoekstra', 'Verwijderen')
    const remove = page.getByRole('dialog', { name: 'Account verwijderen' })
    await expect(remove).toContainText(`Fenna Hoekstra (${email})`)
    await expectNoAxeViolations(page)
    await remove.getByRole('button', { name: 'Verwijderen' }).click()
    await expect(remove).toBeHidden()
    await expect(gridRow(page, /Fenna Hoekstra/)).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: /accounts/ })).toHaveText(
      /^0 van \d+ accounts$/,
    )
  })
}

test('an account cannot delete itself or give itself a new password here: only Bewerken is offered', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/beheer/accounts?q=admin%40scalda.nl')
  await page.getByRole('button', { name: 'Acties voor Pieter van den Berg' }).click()
  // One's own password changes on Mijn account, with the current one (issue 25).
  await expect(page.getByRole('menuitem')).toHaveText(['Bewerken'])
})

test('the row menu: named by its button, which says whether it is open', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/beheer/accounts?q=654321')
  // While the menu is open the page behind it is hidden from the accessibility tree.
  const button = page.getByRole('button', { name: 'Acties voor Daan Jansen', includeHidden: true })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  const menu = page.getByRole('menu', { name: 'Acties voor Daan Jansen' })
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Bewerken',
    'Nieuw wachtwoord',
    'Verwijderen',
  ])
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id'))!)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('a teacher has no actions on an admin account; on a teacher’s and their own, no delete of their own', async ({
  page,
}) => {
  await loginThroughApi(page, demo.teacher, '/beheer/accounts?role=admin')
  await expect(gridRow(page, /admin@scalda\.nl/)).toBeVisible()
  await expect(gridRow(page, /beheer@xweek-scalda\.nl/)).toBeVisible()
  await expect(grid(page).getByRole('button', { name: /^Acties voor/ })).toHaveCount(0)
  await page.goto('/beheer/accounts?role=teacher')
  await page.getByRole('button', { name: 'Acties voor Marieke Bakker' }).click()
  // Marieke Bakker is the teacher who is logged in: her own password changes on her account
  // page (with the current one), and a teacher gives no teacher a new password (issue 25).
  await expect(page.getByRole('menuitem')).toHaveText(['Bewerken'])
  await page.keyboard.press('Escape')
  await page.goto('/beheer/accounts?role=student')
  await page.getByRole('button', { name: 'Acties voor Daan Jansen' }).click()
  await expect(page.getByRole('menuitem')).toHaveText([
    'Bewerken',
    'Nieuw wachtwoord',
    'Verwijderen',
  ])
  await page.keyboard.press('Escape')
  // Alle studenten verwijderen is for admins only.
  await expect(page.getByRole('button', { name: 'Alle studenten verwijderen' })).toHaveCount(0)
})

test('Back and Forward restore the search, the filters and the sort', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/beheer/accounts')
  const count = page.getByRole('status').filter({ hasText: /accounts/ })
  await expect(count).toHaveText('11 accounts')
  await page.getByRole('combobox', { name: 'Rol' }).click()
  await page.getByRole('option', { name: 'Student' }).click()
  await expect(count).toHaveText('8 van 11 accounts')
  await searchBox(page).pressSequentially('de', { delay: 30 })
  await expect(page).toHaveURL(/q=de/)
  const searched = (await count.textContent())!
  await page.getByLabel('Alleen onvolledige profielen').check()
  await expect(page).toHaveURL(/incomplete=true/)
  const incomplete = (await count.textContent())!
  expect(incomplete).not.toBe(searched)

  await page.goBack()
  await expect(page.getByLabel('Alleen onvolledige profielen')).not.toBeChecked()
  await expect(searchBox(page)).toHaveValue('de')
  await expect(count).toHaveText(searched)
  await page.goBack()
  await expect(searchBox(page)).toHaveValue('')
  await expect(page.getByRole('combobox', { name: 'Rol' })).toHaveText('Alle rollen')
  await expect(count).toHaveText('11 accounts')
  await page.goForward()
  await expect(page.getByRole('combobox', { name: 'Rol' })).toHaveText('Student')
  await expect(searchBox(page)).toHaveValue('de')
  await page.goForward()
  await expect(page.getByLabel('Alleen onvolledige profielen')).toBeChecked()
  await expect(count).toHaveText(incomplete)
})

test('Alle studenten verwijderen waits for the list: it never states a count it does not have', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/')
  await overrideBackend(page, 'get', 'users/all', { delayMs: 3000 })
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Beheer' })
    .click()
  await page.getByRole('menuitem', { name: 'Accounts' }).click()
  const deleteAll = page.getByRole('button', { name: 'Alle studenten verwijderen' })
  await expect(deleteAll).toBeVisible()
  await expect(deleteAll).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: /accounts/ })).toHaveText('11 accounts')
  await expect(deleteAll).toBeEnabled()
  await deleteAll.click()
  await expect(page.getByRole('dialog', { name: 'Alle studenten verwijderen' })).toContainText(
    'Dit verwijdert 8 studenten',
  )
})

test('filters on role and incomplete profile from the URL', async ({ page }) => {
  await loginThroughApi(page, demo.teacher, '/beheer/accounts?role=teacher')
  await expect(gridRow(page, /Marieke Bakker/)).toBeVisible()
  await expect(gridRow(page, /Daan Jansen/)).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Rol' }).click()
  await page.getByRole('option', { name: 'Alle rollen' }).click()
  await page.getByLabel('Alleen onvolledige profielen').check()
  await expect(page).toHaveURL(/incomplete=true/)
  await expect(gridRow(page, /Sanne de Vries/)).toBeVisible()
  await expect(gridRow(page, /Daan Jansen/)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

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
