import type { Locator, Page } from '@playwright/test'
import { demo, expect, loginThroughApi, nav, openApp, overrideBackend, test } from './fixtures'

/**
 * WCAG 3.3.8 Accessible Authentication (Minimum), issue 44: a password manager's or the
 * clipboard's text goes into every password and code field. Each place the app asks for one
 * (the login dialog and its second step, the activation with a printed code, the reset link's
 * page, the account's password change and second factor) gets text pasted from the clipboard
 * with the keyboard into each such field it shows, and the field holds it. The fields are found
 * by their kind (`type="password"`, `autocomplete="one-time-code"`), and counted, so a new one
 * is pasted into too. No puzzle either: no step asks anything but the password and the code.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

/** The password and code fields in `scope`. */
const secretFields = (scope: Locator) =>
  scope.locator('input[type="password"], input[autocomplete="one-time-code"]')

/** Pastes a text of its own into each password and code field of `scope` (there are `count`). */
async function pasteIntoEach(page: Page, scope: Locator, count: number) {
  const fields = secretFields(scope)
  await expect(fields).toHaveCount(count)
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i)
    // A code as an app shows it (a code field may hold 6 characters), a password as a manager's.
    const code = (await field.getAttribute('autocomplete')) === 'one-time-code'
    const text = code ? `48291${i}` : `Geplakt-${i}-7xQ9`
    await page.evaluate((text) => navigator.clipboard.writeText(text), text)
    await field.focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('ControlOrMeta+V')
    await expect(field, `pasted into ${await field.getAttribute('name')}`).toHaveValue(text)
  }
}

test('pasting works in the login dialog’s password and its second step’s code', async ({
  page,
}) => {
  await openApp(page)
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Inloggen' })
  await pasteIntoEach(page, dialog, 1)
  // The second step, as the server asks for it of staff with a second factor.
  await overrideBackend(page, 'post', 'users/login', {
    status: 401,
    body: '{"message":"Vul de code uit je app in.","second_factor":true}',
    contentType: 'application/json',
  })
  await dialog.getByLabel('Gebruikersnaam').fill(demo.admin)
  await dialog.getByRole('button', { name: 'Inloggen' }).click()
  await expect(dialog.getByLabel('Code')).toBeVisible()
  await pasteIntoEach(page, dialog, 2)
})

test('pasting works on the activation with a code and on a reset link’s page', async ({ page }) => {
  await openApp(page, '/account-activeren')
  const main = page.getByRole('main')
  await expect(main.getByLabel('Inlogcode')).toBeVisible()
  // The printed code and the new password twice.
  await pasteIntoEach(page, main, 3)

  // A reset link's page: its check is held, so the form shows as for a live link.
  await openApp(page)
  await overrideBackend(page, 'post', 'users/check_link', 'never')
  await page.evaluate(
    (to) => {
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    },
    `/account-activeren#reset=${'A'.repeat(43)}`,
  )
  await expect(main.getByLabel('Herhaal het wachtwoord')).toBeVisible()
  await pasteIntoEach(page, main, 2)
})

test('pasting works in the account’s password change and second factor', async ({ page }) => {
  await loginThroughApi(page, demo.teacher, '/account')
  const change = page.getByRole('form', { name: 'Wachtwoord wijzigen' })
  await pasteIntoEach(page, change, 3)
  const twoStep = page.getByRole('region', { name: 'Tweestapsverificatie' })
  await pasteIntoEach(page, twoStep, 1)
  await twoStep.getByLabel('Huidig wachtwoord').fill('welkom')
  await twoStep.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click()
  await expect(twoStep.getByLabel('Code uit de app')).toBeVisible()
  // The password again, and the code from the app.
  await pasteIntoEach(page, twoStep, 2)
})
