import type { Page } from '@playwright/test'
import {
  demo,
  expect,
  loginThroughApi,
  overrideBackend,
  resetBackend,
  test,
  typeDate,
  type BackendAnswer,
} from './fixtures'
import { serverMessages } from '../server/messages'

// The server's 503s (issue 17): a database that is gone, a lock not had in time. The app shows
// the server's Dutch message where SPEC §8 puts a failure, and keeps everything the user typed.
const unavailable = (message: string): BackendAnswer => ({
  status: 503,
  body: JSON.stringify({ message }),
  contentType: 'application/json',
})
test.describe.configure({ timeout: 60_000 })

const DOWN = serverMessages.request.databaseDown
const BUSY = serverMessages.request.busy
const pageAlert = (page: Page, text: string | RegExp) =>
  page.locator('[data-alerts]').getByRole('alert').filter({ hasText: text })

test('profile: a 503 on save shows the server’s message and keeps the typed number', async ({
  page,
}) => {
  await loginThroughApi(page, demo.student, '/account')
  const form = page.getByRole('form', { name: 'Algemene gegevens' })
  const phone = form.getByLabel('Telefoonnummer')
  await phone.fill('+31677778888')
  await overrideBackend(page, 'post', 'users_info/update/self', unavailable(DOWN))
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(form.getByRole('alert')).toContainText(DOWN)
  await expect(phone).toHaveValue('+31677778888')
  await resetBackend(page)
  await form.getByRole('button', { name: 'Opslaan' }).click()
  await expect(form.getByRole('status')).toHaveText('Profiel gewijzigd')
})

test('sign-up: a busy or lost database says so after SPEC’s Error occurred:, and nothing is signed up', async ({
  page,
}) => {
  await loginThroughApi(page, demo.student, '/activiteiten/x-week/x2')
  const here = page.getByRole('region', { name: 'Inschrijven' })
  const subscribe = here.getByRole('button', { name: 'Inschrijven' })
  for (const message of [BUSY, DOWN]) {
    await overrideBackend(page, 'post', 'subscriptions/subscribe', unavailable(message))
    await subscribe.click()
    await expect(pageAlert(page, `Error occurred: ${message}`)).toBeVisible()
    await expect(subscribe).toBeVisible()
    await page.locator('[data-alerts]').getByRole('button', { name: 'Melding sluiten' }).click()
    await resetBackend(page)
  }
  await subscribe.click()
  await expect(here.getByRole('button', { name: 'Uitschrijven' })).toBeVisible()
})

test('excursion form: a 503 keeps the dialog and every field, and a retry saves', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/activiteiten/x-week')
  await page.getByRole('button', { name: 'Toevoegen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Activiteit toevoegen' })
  await dialog.getByRole('textbox', { name: 'Naam' }).fill('Storingsdag')
  await dialog.getByRole('textbox', { name: 'Punten' }).fill('3')
  await typeDate(page, dialog, 'Datum', '20042027')
  await dialog.getByRole('textbox', { name: 'Locatie' }).fill('Goes')
  await overrideBackend(page, 'post', 'excursions/add', unavailable(DOWN))
  await dialog.getByRole('button', { name: 'Opslaan' }).click()
  const failure = pageAlert(page, 'Toevoegen/updaten is mislukt! Error:')
  await expect(failure).toContainText(DOWN)
  await expect(dialog.getByRole('textbox', { name: 'Naam' })).toHaveValue('Storingsdag')
  await expect(dialog.getByRole('textbox', { name: 'Locatie' })).toHaveValue('Goes')
  await failure.getByRole('button', { name: 'Melding sluiten' }).click()
  await resetBackend(page)
  await dialog.getByRole('button', { name: 'Opslaan' }).click()
  await expect(dialog).toBeHidden()
})

test('overview: a 503 on paid puts the switch back and says why', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen')
  const paid = page.getByRole('switch', {
    name: 'Betaald: Noah van Dijk, Rijksmuseum en grachtenrondvaart',
  })
  await expect(paid).not.toBeChecked()
  await overrideBackend(page, 'post', 'subscriptions/payed', unavailable(BUSY))
  await paid.click()
  await expect(pageAlert(page, BUSY)).toBeVisible()
  await expect(paid).not.toBeChecked()
})
