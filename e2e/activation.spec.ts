import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { demo, expect, expectNoAxeViolations, loginThroughApi, nav, test } from './fixtures'

/*
 * Issue 24 (no SMTP: mail stays in the outbox): an account added by staff has no password; the
 * student activates it with the link of the activation mail (read from the Beheer page E-mail) or
 * with a printed code (read back from the PDF), and is then logged in. On the demo backend only
 * (it runs the server's own app); on the real server, activation with a printed code and the
 * PDF's APP_URL are walked by going-live-journey.spec.ts.
 */

async function addStudent(page: Page, number: string, first: string, last: string) {
  await page.getByRole('button', { name: 'Account toevoegen' }).click()
  const add = page.getByRole('dialog', { name: 'Account toevoegen' })
  await add.getByLabel('Voornaam').fill(first)
  await add.getByLabel('Achternaam').fill(last)
  await add.getByLabel('E-mailadres').fill(`${number}@student.scalda.nl`)
  await add.getByLabel('Studentnummer').fill(number)
  await add.getByLabel('Mentor/Coach').fill('K. de Wit')
  await add.getByRole('button', { name: 'Account toevoegen' }).click()
  await expect(add).toBeHidden()
}

async function logout(page: Page) {
  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
}

/** Logged in as the new student: their first page asks for the privacy policy; out from there. */
async function loggedInThenOut(page: Page) {
  await expect(page).toHaveURL(/\/account$/)
  const policy = page.getByRole('dialog', { name: 'Privacybeleid' })
  await expect(policy).toBeVisible()
  await policy.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
}

async function choosePassword(page: Page, password: string, repeat = password) {
  await page.getByLabel('Nieuw wachtwoord').fill(password)
  await page.getByLabel('Herhaal het wachtwoord').fill(repeat)
  await page.getByRole('button', { name: 'Account activeren' }).click()
}

/** A student number of its own per run: the real server's database outlives one test. */
const newNumber = () => String(700_000 + Math.floor(Math.random() * 100_000))

test.describe('demo backend', () => {
  test('admin adds a student; the outbox shows the activation mail without its link; a link page checks the rule and refuses an unknown link', async ({
    page,
  }) => {
    test.slow()
    const number = newNumber()
    await loginThroughApi(page, demo.admin, '/beheer/accounts')
    await addStudent(page, number, 'Lieke', 'Smit')
    // Not yet active: found by the Status filter 'Niet geactiveerd', not by 'Actief'.
    const row = page
      .getByRole('grid', { name: 'Accounts' })
      .getByRole('row', { name: /Lieke Smit/ })
    const filterState = async (state: string) => {
      await page.getByRole('combobox', { name: 'Status' }).click()
      await page.getByRole('option', { name: state }).click()
    }
    await filterState('Actief')
    await expect(row).toHaveCount(0)
    await filterState('Niet geactiveerd')
    await expect(row).toBeVisible()
    await expect(page).toHaveURL(/state=inactive/)

    // Beheer › E-mail: the mail, held (no SMTP in the demo), with its text.
    await nav(page).getByRole('button', { name: 'Beheer' }).click()
    await page.getByRole('menuitem', { name: 'E-mail' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible()
    const mail = page
      .getByRole('list', { name: 'Uitgaande e-mail' })
      .getByRole('listitem')
      .filter({ hasText: `${number}@student.scalda.nl` })
    await expect(mail).toContainText('Activeer je account voor')
    await expect(mail).toContainText('Niet verzonden: geen SMTP ingesteld')
    await mail.getByText('Tekst van de e-mail').click()
    // Staff never read a live link (issue 43): only the message handed to SMTP carries it.
    await expect(mail.locator('pre')).toContainText('[link alleen in de verzonden mail]')
    await expect(mail.locator('pre')).not.toContainText('#token=')
    await expectNoAxeViolations(page)
    await logout(page)

    // A link the server does not know is said at once on opening (no password to type first),
    // in Dutch, with a way to ask a new one.
    await page.goto(`/account-activeren#token=${'A'.repeat(43)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Account activeren' })).toBeVisible()
    await expect(page).toHaveURL(/\/account-activeren$/)
    await expect(page.getByRole('alert').filter({ hasText: 'Deze link is ongeldig' })).toBeVisible()
    await expect(page.getByLabel('Nieuw wachtwoord')).toHaveCount(0)
    const ask = page.getByRole('region', { name: 'Nieuwe link aanvragen' })
    await ask.getByLabel('Studentnummer of e-mailadres').fill(number)
    await ask.getByRole('button', { name: 'Nieuwe link sturen' }).click()
    await expect(ask.getByText(/Als er een account bij hoort/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a reset link that is not known: the page says so in Dutch on opening and offers a new one', async ({
    page,
  }) => {
    await page.goto(`/account-activeren#reset=${'A'.repeat(43)}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord kiezen' }),
    ).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Deze link is ongeldig' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nieuw wachtwoord' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Nieuwe link aanvragen' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('admin prints login codes; the PDF holds name, number, address and code; the code activates', async ({
    page,
  }) => {
    test.slow()
    const number = newNumber()
    await loginThroughApi(page, demo.admin, '/beheer/accounts')
    await addStudent(page, number, 'Bram', 'Öztürk')
    await page.getByLabel('Zoeken op nummer, naam of e-mail').fill(number)
    await page.getByRole('button', { name: 'Inlogcodes afdrukken (1)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Inlogcodes afdrukken' })
    await expect(dialog).toContainText('inlogcode voor 1 student')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'PDF maken' }).click()
    const downloading = page.waitForEvent('download')
    await dialog.getByRole('link', { name: 'PDF downloaden' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^inlogcodes-\d{4}-\d{2}-\d{2}\.pdf$/)
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('Bram Öztürk')
    expect(text).toContain(`Studentnummer: ${number}`)
    // The address of the app (APP_URL; the demo backend: where it runs).
    expect(text).toMatch(/https?:\/\/(localhost|127\.0\.0\.1):\d+\/account-activeren/)
    const code = /\b[A-Z0-9]{5}-[A-Z0-9]{5}\b/.exec(text)?.[0]
    expect(code, text).toBeTruthy()
    await dialog.getByRole('button', { name: 'Sluiten' }).click()
    await logout(page)

    // The student: the login dialog leads to the activation page; number and code, a password.
    await nav(page).getByRole('button', { name: 'Inloggen' }).click()
    await page.getByRole('link', { name: 'Account activeren' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Account activeren' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Studentnummer', exact: true }).fill(number)
    await page.getByLabel('Inlogcode').fill('AAAAA-AAAAA')
    await choosePassword(page, 'fietsenmaker')
    await expect(page.getByRole('alert').filter({ hasText: 'horen niet bij elkaar' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Studentnummer', exact: true })).toHaveValue(
      number,
    )
    await page.getByLabel('Inlogcode').fill(code!.toLowerCase())
    await choosePassword(page, 'fietsenmaker')
    await loggedInThenOut(page)

    // And the password logs in from then on.
    await nav(page).getByRole('button', { name: 'Inloggen' }).click()
    const login = page.getByRole('dialog', { name: 'Inloggen' })
    await login.getByLabel('Gebruikersnaam').fill(number)
    await login.getByLabel('Wachtwoord').fill('fietsenmaker')
    await login.getByRole('button', { name: 'Inloggen' }).click()
    await expect(login).toBeHidden()
    await loggedInThenOut(page)
  })
})
