import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  nav,
  openApp,
  overrideBackend,
  test,
} from './fixtures'

// Issue 24: the school-account button and its return page, the student's mail switches, and the
// reminder from Inschrijfrondes; each screen passes axe. The demo backend has no OpenID
// provider: a server that has one is stood in for by its users/login_options answer.

test('the login dialog shows the school-account button only when the server has one', async ({
  page,
}) => {
  await openApp(page)
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Inloggen' })
  await expect(dialog.getByLabel('Gebruikersnaam')).toBeVisible()
  await expect(dialog.getByRole('link', { name: /schoolaccount|Microsoft/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Annuleren' }).click()

  await page.evaluate(() => localStorage.clear())
  await openApp(page)
  await overrideBackend(page, 'get', 'users/login_options', {
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ school_account: { label: 'Inloggen met Microsoft' } }),
  })
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  const button = dialog.getByRole('link', { name: 'Inloggen met Microsoft' })
  await expect(button).toHaveAttribute('href', /\/api\/auth\/oidc\/start$/)
  await expectNoAxeViolations(page)
})

test('the return page says in Dutch why the school account was refused', async ({ page }) => {
  await openApp(page, '/inloggen-met-schoolaccount?fout=onbekend')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen met de schoolaccount')
  await expect(page.getByRole('alert')).toContainText(
    'Er is in deze app geen account met het e-mailadres van je schoolaccount.',
  )
  await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a student turns placement mail off on the account page; it stays off', async ({ page }) => {
  await loginThroughApi(page, demo.student, '/account')
  const placement = page.getByRole('switch', { name: 'E-mail over mijn plaatsing' })
  await expect(placement).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Herinneringen per e-mail' })).toBeChecked()
  await placement.click()
  await expect(placement).not.toBeChecked()
  await expect(placement).toBeEnabled()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'E-mail over mijn plaatsing' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Herinneringen per e-mail' })).toBeChecked()
})

test('an admin sends a reminder per scope after seeing how many', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/beheer/inschrijfrondes')
  await page.getByRole('button', { name: 'Herinnering sturen' }).first().click()
  const dialog = page.getByRole('dialog', { name: /Herinnering sturen: / })
  await expect(dialog).toContainText(/\d+ studenten missen nog iets/)
  await expectNoAxeViolations(page)
  const confirm = dialog.getByRole('button', { name: /\d+ e-mails? sturen/ })
  const count = Number(/(\d+)/.exec((await confirm.textContent()) ?? '')![1])
  await confirm.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`${count} herinneringen klaargezet`)).toBeVisible()
})
