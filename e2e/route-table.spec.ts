import { expect, loginThroughApi, openApp, test } from './fixtures'
import { accounts, everyone, routes } from './routes'

const notFoundHeading = 'Pagina niet gevonden'

for (const role of everyone) {
  test(`route table as ${role}`, async ({ page }) => {
    // One test, 18 full page loads (each starts the app afresh): more than the default 30 s on a
    // busy 2-core machine.
    test.setTimeout(60_000)
    if (role === 'anonymous') await openApp(page)
    else await loginThroughApi(page, accounts[role])
    for (const { path, allowed } of routes) {
      await page.goto(path)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      if (allowed.includes(role)) {
        await expect(page, `${role} may open ${path}`).toHaveURL(path)
        await expect(heading).not.toHaveText(notFoundHeading)
      } else {
        await expect(page, `${role} is sent from ${path} to /`).toHaveURL('/')
      }
    }
  })
}

for (const path of [
  '/bestaat-niet',
  '/activiteiten/onbekend',
  '/activiteiten/keuzedeel',
  '/beheer',
  '/keuzedelen/k1/extra',
]) {
  test(`unknown path ${path} shows the not-found page`, async ({ page }) => {
    await openApp(page, path)
    await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toBeVisible()
  })
}
