import type { Browser, Page } from '@playwright/test'
import { demo, expect, loginThroughApi, loginThroughDialog, nav, test } from './fixtures'
import { ServerProcess } from './real-server'
import { apiAs } from './journey-steps'

// The app against the real server (a production build with `npm start`'s command on a fresh
// embedded database): one school's data for every browser, kept across a restart.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

let server: ServerProcess
test.beforeAll(async () => {
  test.setTimeout(120_000) // a server of its own: a fresh database and the demo data, on a busy machine
  server = new ServerProcess()
  await server.start()
})
test.afterAll(async () => {
  await server.destroy()
})

async function open(
  browser: Browser,
  loginId: string,
  path: string,
  options: { clock?: boolean } = {},
) {
  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  if (options.clock) await page.clock.install()
  await loginThroughApi(page, loginId, path)
  return page
}

const overviewStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'inschrijvingen' })
const signUp = (page: Page) => page.getByRole('region', { name: 'Inschrijven' })

test('a sign-up in one browser reaches the admin in another; the last place goes once; all of it survives a restart', async ({
  browser,
}) => {
  const admin = await open(browser, demo.admin, '/beheer/x-week_inschrijvingen', { clock: true })
  await expect(overviewStatus(admin)).toHaveText('7 van 7 inschrijvingen')

  // A student signs up in their own browser.
  const student = await open(browser, demo.student, '/activiteiten/x-week/x2')
  await signUp(student).getByRole('button', { name: 'Inschrijven' }).click()
  await expect(signUp(student).getByRole('button', { name: 'Uitschrijven' })).toBeVisible()

  // The admin's overview shows it after its one-minute reload, and the admin marks it paid.
  await admin.clock.runFor('01:00')
  await expect(overviewStatus(admin)).toHaveText('8 van 8 inschrijvingen')
  const paid = admin.getByRole('switch', {
    name: 'Betaald: Daan Jansen, Rijksmuseum en grachtenrondvaart',
  })
  const saved = admin.waitForResponse((r) => r.url().endsWith('/api/subscriptions/payed'))
  await paid.check()
  expect((await saved).status()).toBe(200)

  // An excursion with one place: a second student cannot take it after the first.
  const added = await apiAs(admin, 'excursions/add', {
    name: 'Eén plek: zeilen',
    scope: 'x-week',
    hours: 3,
    datetime: '19-04-2027',
    capacity: 1,
  })
  expect(added.status).toBe(200)
  const path = `/activiteiten/x-week/${added.json._id}`
  const second = await open(browser, '201001', path)
  await expect(signUp(second).getByRole('button', { name: 'Inschrijven' })).toBeEnabled()
  await student.goto(path)
  await signUp(student).getByRole('button', { name: 'Inschrijven' }).click()
  await expect(signUp(student).getByRole('button', { name: 'Uitschrijven' })).toBeVisible()
  await signUp(second).getByRole('button', { name: 'Inschrijven' }).click()
  await expect(
    second.getByRole('alert').filter({ hasText: 'Deze activiteit is vol.' }),
  ).toBeVisible()
  await expect(signUp(second).getByRole('button', { name: 'Uitschrijven' })).toHaveCount(0)

  // The server restarts (SIGTERM, then the same data folder): sessions and data are still there.
  await server.stop()
  await server.start()
  await student.goto('/activiteiten/x-week/x2')
  await expect(signUp(student).getByRole('button', { name: 'Uitschrijven' })).toBeVisible()
  await expect(
    student
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('button', { name: 'Uitloggen' }),
  ).toBeVisible()
  await admin.reload()
  await expect(overviewStatus(admin)).toHaveText('9 van 9 inschrijvingen')
  await expect(paid).toBeChecked()
})

test('a new student saves the profile popup and presses on at once: Uitloggen asks nothing (issue 28)', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await page.goto('/account')
  await loginThroughDialog(page, demo.newStudent)
  await page
    .getByRole('dialog', { name: 'Privacybeleid' })
    .getByRole('button', { name: 'Accepteren' })
    .click()
  const popup = page.getByRole('dialog', { name: 'Vul je profiel aan' })
  await popup.getByLabel('Telefoonnummer').fill('+31698765432')
  await popup.getByLabel('Mentor/Coach').fill('A. Mulder')
  // The profile's reload after the save is slow, as on a busy opening day: the save itself is
  // acknowledged, so the input is saved and nothing may still count as unsaved meanwhile. The
  // reload is held until the test has pressed on and logged out.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/users_info', async (route) => {
    await held
    await route.continue().catch(() => {}) // the page may have moved on meanwhile
  })
  await popup.getByRole('button', { name: 'Opslaan' }).click()
  await expect(popup).toBeHidden()
  await nav(page).getByRole('link', { name: 'Keuzedelen' }).click()
  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
  await expect(page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })).toHaveCount(
    0,
  )
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('draft'))),
  ).toEqual([])
  release()
  await context.close()
})
