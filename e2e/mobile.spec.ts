import { demo, expect, expectNoAxeViolations, loginThroughApi, openApp, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('on a phone the navigation sits behind one Menu button and works by keyboard', async ({
  page,
}) => {
  await openApp(page)
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' })
  await expect(nav.getByRole('button', { name: 'X-Week' })).toHaveCount(0)
  // The bar stays one row high.
  expect((await nav.boundingBox())!.height).toBeLessThan(80)

  await nav.getByRole('button', { name: 'Menu' }).focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByRole('link')).toHaveText([
    'Keuzedelen',
    'Activiteiten in Nederland',
    'Buitenlandreizen',
    'Algemene informatie',
    'FAQ keuzedelen',
    'FAQ X-Week',
    'Contact',
  ])
  await expectNoAxeViolations(page)
  await drawer.getByRole('link', { name: 'Buitenlandreizen' }).click()
  await expect(page).toHaveURL('/activiteiten/buitenland')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Buitenlandreizen' })).toBeVisible()
})

test('on a phone an admin finds the Beheer pages in the menu', async ({ page }) => {
  await loginThroughApi(page, demo.admin)
  await page.getByRole('button', { name: 'Menu' }).click()
  const beheer = page.getByRole('dialog', { name: 'Menu' }).getByRole('list', { name: 'Beheer' })
  await expect(beheer.getByRole('link')).toHaveText([
    'Mijn account',
    'Accounts',
    'Klassen',
    'X-Week inschrijvingen',
    'Keuzedelen inschrijvingen',
    'Inschrijfrondes',
    'Logboek',
    'E-mail',
    'Privacy',
  ])
  await beheer.getByRole('link', { name: 'Accounts' }).click()
  await expect(page).toHaveURL('/beheer/accounts')
})
