import type { Page } from '@playwright/test'

/** The overview's grid, its status line and a row: what the overview specs share. */

export const grid = (page: Page) => page.getByRole('grid', { name: 'Inschrijvingen' })
// The overview's count (in the page; the alerts beside it are status messages too)
export const status = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: 'inschrijvingen' })
export const row = (page: Page, text: string) =>
  grid(page).getByRole('row').filter({ hasText: text })
