import { expect, expectNoAxeViolations, loginThroughApi, openApp, test } from './fixtures'
import { accounts, everyone, routes } from './routes'

// Every page the role may open passes axe (WCAG 2.1 A and AA).
for (const role of everyone) {
  test(`every page passes axe as ${role}`, async ({ page }) => {
    // An admin's 17 pages, each loaded and analysed: more than test.slow()'s 90 s on a busy machine.
    test.setTimeout(180_000)
    if (role === 'anonymous') await openApp(page)
    else await loginThroughApi(page, accounts[role])
    for (const { path } of routes.filter((r) => r.allowed.includes(role))) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Wait for the page's data so axe sees the page a person sees.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expectNoAxeViolations(page)
    }
  })
}

test('the not-found page passes axe', async ({ page }) => {
  await openApp(page, '/bestaat-niet')
  await expectNoAxeViolations(page)
})

// Beheer > Klassen (issue 27) with a class's students open, and its reminder question.
for (const role of ['teacher', 'admin'] as const) {
  test(`Klassen with a class and its reminder passes axe as ${role}`, async ({ page }) => {
    await loginThroughApi(page, accounts[role], '/beheer/klassen')
    await page.getByRole('button', { name: 'Studenten van M. Bakker tonen' }).click()
    await expect(page.getByRole('grid', { name: 'Studenten van M. Bakker' })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Herinnering sturen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Herinnering sturen: M. Bakker' })
    await expect(dialog).toContainText('nog iets')
    await expectNoAxeViolations(page)
  })
}

// 'Nieuw wachtwoord' (issue 25): both ways in, then each result, pass axe.
test('the Nieuw wachtwoord dialog passes axe: the choice, the mailed link, the printed code', async ({
  page,
}) => {
  await loginThroughApi(page, accounts.teacher, '/beheer/accounts?q=654321')
  for (const way of ['E-mail sturen', 'Inlogcode afdrukken'] as const) {
    await page.getByRole('button', { name: 'Acties voor Daan Jansen' }).click()
    await page.getByRole('menuitem', { name: 'Nieuw wachtwoord' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nieuw wachtwoord' })
    await expect(dialog.getByRole('button', { name: 'Inlogcode afdrukken' })).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: way }).click()
    await expect(dialog.getByRole('status')).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Sluiten' }).click()
    await expect(dialog).toBeHidden()
  }
})
