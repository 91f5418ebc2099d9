import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The Accounts page's grid, its row menu and logging out: the steps the accounts specs share. */

export const searchBox = (page: Page) => page.getByLabel('Zoeken op nummer, naam of e-mail')
export const grid = (page: Page) => page.getByRole('grid', { name: 'Accounts' })
export const gridRow = (page: Page, text: string | RegExp) =>
  grid(page).getByRole('row', { name: text })

export async function openRowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Acties voor ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

export async function logout(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Uitloggen' })
    .click()
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Inloggen' }),
  ).toBeVisible()
}
