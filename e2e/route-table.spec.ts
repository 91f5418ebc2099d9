import { expect, loginThroughApi, openApp, test } from './fixtures'
import { accounts, everyone, notFoundHeading, routes } from './routes'

// A route a role may not open sends it to /. The routes a role may open are opened, each once,
// by a11y.spec.ts (with its axe and sideways-scroll checks).
for (const role of everyone) {
  const refused = routes.filter(({ allowed }) => !allowed.includes(role))
  if (refused.length === 0) continue
  test(`route table as ${role}: the ${refused.length} routes it may not open send it to /`, async ({
    page,
  }) => {
    if (role === 'anonymous') await openApp(page)
    else await loginThroughApi(page, accounts[role])
    for (const { path } of refused) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page, `${role} is sent from ${path} to /`).toHaveURL('/')
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
