/** The forms and dialogs that hold input, each as a case: open it and type, check, save. */
import type { Locator, Page } from '@playwright/test'
import { demo, expect, typeDate } from './fixtures'

/** One form that holds input: open it and type, check the typing is there, save it. */
export type Case = {
  name: string
  who: string
  path: string
  type: (page: Page) => Promise<void>
  kept: (page: Page) => Promise<void>
  save: (page: Page) => Promise<void>
}

export const editorBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Inhoud van Algemene informatie' })
export const idDialog = (page: Page) => page.getByRole('dialog', { name: 'Paspoort/ID-gegevens' })
export const excursionDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Activiteit toevoegen' })
export const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account toevoegen' })
export const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name })

export async function typeNewAccount(page: Page) {
  await page.getByRole('button', { name: 'Account toevoegen' }).click()
  const dialog = accountDialog(page)
  await dialog.getByLabel('Voornaam').fill('Ingrid')
  await dialog.getByLabel('Achternaam').fill('Invoer')
  await dialog.getByLabel('E-mailadres').fill('399002@student.scalda.nl')
  await dialog.getByLabel('Studentnummer').fill('399002')
  await dialog.getByLabel('Mentor/Coach').fill('A. Mulder')
}

/** The forms and dialogs that hold input (faults-input.spec, unsaved-guard.spec). */
export const inputCases: Case[] = [
  {
    name: 'the editor',
    who: demo.admin,
    path: '/algemene_informatie',
    async type(page) {
      await page.getByRole('main').getByRole('button', { name: 'Bewerken' }).click()
      await editorBox(page).click()
      await page.keyboard.press('Control+End')
      await page.keyboard.type(' Concept dat blijft.')
    },
    kept: (page) => expect(editorBox(page)).toContainText('Concept dat blijft.'),
    async save(page) {
      await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click()
      await expect(page.getByRole('main').locator('.rich-text')).toContainText(
        'Concept dat blijft.',
      )
    },
  },
  {
    name: 'the ID popup',
    who: demo.student,
    path: '/account',
    async type(page) {
      await page.getByRole('button', { name: 'Paspoort/ID-gegevens wijzigen' }).click()
      await idDialog(page).getByLabel('Documentnummer').fill('NX9988776')
    },
    kept: (page) => expect(idDialog(page).getByLabel('Documentnummer')).toHaveValue('NX9988776'),
    async save(page) {
      // The popup closes only once the save succeeded.
      await idDialog(page).getByRole('button', { name: 'Opslaan' }).click()
      await expect(idDialog(page)).toBeHidden()
    },
  },
  {
    name: 'the excursion form',
    who: demo.admin,
    path: '/activiteiten/x-week',
    async type(page) {
      await page.getByRole('button', { name: 'Toevoegen' }).click()
      const dialog = excursionDialog(page)
      await field(dialog, 'Naam').fill('Invoerdag')
      await field(dialog, 'Punten').fill('2')
      await typeDate(page, dialog, 'Datum', '20042027')
      await field(dialog, 'Locatie').fill('Middelburg')
    },
    async kept(page) {
      await expect(field(excursionDialog(page), 'Naam')).toHaveValue('Invoerdag')
      await expect(field(excursionDialog(page), 'Locatie')).toHaveValue('Middelburg')
    },
    async save(page) {
      await excursionDialog(page).getByRole('button', { name: 'Opslaan' }).click()
      await expect(excursionDialog(page)).toBeHidden()
      await expect(page.getByRole('link', { name: 'Invoerdag' })).toBeVisible()
    },
  },
  {
    name: 'the account dialog',
    who: demo.admin,
    path: '/beheer/accounts',
    type: typeNewAccount,
    async kept(page) {
      await expect(accountDialog(page).getByLabel('Voornaam')).toHaveValue('Ingrid')
      await expect(accountDialog(page).getByLabel('Studentnummer')).toHaveValue('399002')
    },
    async save(page) {
      // The dialog closes only once the save succeeded.
      await accountDialog(page).getByRole('button', { name: 'Account toevoegen' }).click()
      await expect(accountDialog(page)).toBeHidden()
    },
  },
]
