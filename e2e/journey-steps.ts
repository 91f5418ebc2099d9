import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, nav } from './fixtures'

// Steps that the real-server journeys share (going-live-journey, day-one, real-server).

/** An API call with the page's own session, as the app makes it. */
export function apiAs(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ([path, body]) => {
      const { token } = JSON.parse(localStorage.getItem('xweek.session') ?? '{}') as {
        token: string
      }
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as { _id: string } }
    },
    [path, body] as const,
  )
}

/** Opens an item of the Beheer menu and waits for its heading. */
export async function beheer(page: Page, item: string) {
  await nav(page).getByRole('button', { name: 'Beheer' }).click()
  await page.getByRole('menuitem', { name: item }).click()
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible()
}

/** From the login dialog to 'Account activeren': a printed code and a new password. */
export async function activateWithCode(page: Page, number: string, code: string, password: string) {
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  await page.getByRole('link', { name: 'Account activeren' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account activeren' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Studentnummer', exact: true }).fill(number)
  await page.getByLabel('Inlogcode').fill(code)
  await page.getByLabel('Nieuw wachtwoord').fill(password)
  await page.getByLabel('Herhaal het wachtwoord').fill(password)
  await page.getByRole('button', { name: 'Account activeren' }).click()
  await expect(page.getByText('Je account is geactiveerd.')).toBeVisible()
}

/** Completes the 'Vul je profiel aan' popup with a phone number, the one field it lacks. */
export async function completeProfilePopup(page: Page, phone: string) {
  const profile = page.getByRole('dialog', { name: 'Vul je profiel aan' })
  await profile.getByLabel('Telefoonnummer').fill(phone)
  await profile.getByRole('button', { name: 'Opslaan' }).click()
  await expect(profile).toBeHidden()
}

/**
 * Opens an activity in the Netherlands through the menu and answers its 'Inschrijven' region
 * (the sign-up controls).
 */
export async function openActivity(page: Page, name: string) {
  await nav(page).getByRole('button', { name: 'X-Week' }).click()
  await page.getByRole('menuitem', { name: 'Activiteiten in Nederland' }).click()
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return page.getByRole('region', { name: 'Inschrijven' })
}

/**
 * On Accounts: imports a class list of `count` new students (CSV), then prints the codes of that
 * Mentor/Coach group and answers the PDF's text (the dialog closed again).
 */
export async function importAndPrintCodes(admin: Page, csv: string, count: number, grade: string) {
  await beheer(admin, 'Accounts')
  await admin.getByRole('button', { name: 'Importeren' }).click()
  const importing = admin.getByRole('dialog', { name: 'Klassenlijst importeren' })
  await importing.getByLabel('CSV-bestand').setInputFiles({
    name: 'klas-1a.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  })
  await expect(importing.getByRole('status').first()).toHaveText(
    `${count} regels: ${count} geldig, 0 bestaan al (worden overgeslagen), 0 ongeldig.`,
  )
  await importing.getByRole('button', { name: `${count} accounts toevoegen` }).click()
  await expect(importing.getByRole('status').filter({ hasText: 'Toegevoegd' })).toContainText(
    `Toegevoegd: ${count}`,
  )
  await importing.getByRole('button', { name: 'Sluiten' }).click()

  // The codes of that class: one PDF, a block per student.
  await admin.getByRole('combobox', { name: 'Mentor/Coach' }).click()
  await admin.getByRole('option', { name: grade }).click()
  await admin.getByRole('button', { name: `Inlogcodes afdrukken (${count})` }).click()
  const printing = admin.getByRole('dialog', { name: 'Inlogcodes afdrukken' })
  await printing.getByRole('button', { name: 'PDF maken' }).click()
  const downloading = admin.waitForEvent('download')
  await printing.getByRole('link', { name: 'PDF downloaden' }).click()
  const pdf = await getDocumentProxy(
    new Uint8Array(await readFile((await (await downloading).path())!)),
  )
  const { text } = await extractText(pdf, { mergePages: true })
  await printing.getByRole('button', { name: 'Sluiten' }).click()
  return text
}
