import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { parseCsv } from '../src/lib/csv'
import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  nav,
  overrideBackend,
  resetBackend,
  test,
  typeDate,
} from './fixtures'

const log = (page: Page) => page.getByRole('table', { name: 'Logboek' })
const entries = (page: Page) => log(page).locator('tbody tr')
const entry = (page: Page, text: string) => entries(page).filter({ hasText: text })
// The page and its count, as a screen reader hears it.
const pageCount = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Pagina \d+ · / })

/** Today as the log shows it (the school's time, which is the browser's here). */
const today = () => {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  )
  return `${part.day}-${part.month}-${part.year}`
}

/** Calls the demo backend as the logged-in user, as the app would. */
async function callApi(page: Page, path: string, body: unknown, times = 1) {
  await page.evaluate(
    async ([path, body, times]) => {
      const { token } = JSON.parse(localStorage.getItem('xweek.session')!) as { token: string }
      for (let i = 0; i < times; i++)
        await fetch(`/api/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
    },
    [path, body, times] as const,
  )
}

test.describe('Logboek', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an admin marks a subscription paid and reads who, when, what and before → after; filters by kind in the URL; exports', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen')
    const paid = page.getByRole('switch', {
      name: 'Betaald: Noah van Dijk, Rijksmuseum en grachtenrondvaart',
    })
    await expect(paid).not.toBeChecked()
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions/payed'))
    await paid.check()
    expect((await saved).status()).toBe(200)
    // A failed login, for a second kind of entry (never with its password).
    await page.evaluate(() =>
      fetch('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_id: '654321', password: 'geheim-fout' }),
      }),
    )

    await nav(page).getByRole('button', { name: 'Beheer' }).click()
    await page.getByRole('menuitem', { name: 'Logboek' }).click()
    await expect(page).toHaveURL('/beheer/logboek')
    await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible()
    await expect(page).toHaveTitle(/^Logboek/)
    await expect(log(page).getByRole('columnheader')).toHaveText([
      'Wanneer',
      'Wie',
      'Actie',
      'Betreft',
      'Wijziging (voor → na)',
    ])

    // Newest first: the failed login, then the paid flag.
    await expect(entries(page)).toHaveCount(2)
    const payed = entries(page).nth(1)
    await expect(payed.getByRole('rowheader')).toHaveText(
      new RegExp(`^${today()} \\d{2}:\\d{2}:\\d{2}$`),
    )
    await expect(payed.getByRole('cell').nth(0)).toHaveText('Pieter van den Berg (admin@scalda.nl)')
    await expect(payed.getByRole('cell').nth(1)).toHaveText('Betaald gewijzigd')
    await expect(payed.getByRole('cell').nth(2)).toHaveText(
      'Inschrijving: Noah van Dijk, Rijksmuseum en grachtenrondvaart (s6)',
    )
    await expect(payed.getByRole('cell').nth(3)).toHaveText('Betaald: Nee → Ja')
    const failed = entries(page).nth(0)
    await expect(failed).toContainText('654321 · demo')
    await expect(failed).toContainText('Mislukte inlogpoging')
    await expect(failed).not.toContainText('geheim-fout')
    await expect(pageCount(page)).toHaveText('Pagina 1 · 2 vermeldingen')
    await expectNoAxeViolations(page)

    // Filter by kind: the list narrows, the URL holds it, a reload keeps it, Back undoes it.
    const kind = page.getByRole('combobox', { name: 'Actie' })
    await kind.selectOption({ label: 'Betaald gewijzigd' })
    await expect(page).toHaveURL(/action=subscription\.payed/)
    await expect(entries(page)).toHaveCount(1)
    await expect(entry(page, 'Betaald: Nee → Ja')).toBeVisible()
    await page.reload()
    await expect(kind).toHaveValue('subscription.payed')
    await expect(entries(page)).toHaveCount(1)
    await expect(entry(page, 'Betaald gewijzigd')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/beheer/logboek')
    await expect(entries(page)).toHaveCount(2)
    await page.goForward()
    await expect(entries(page)).toHaveCount(1)
    await expect(kind).toHaveValue('subscription.payed')

    // A record's link shows everything of that record (record type and id in the URL).
    await entry(page, 'Betaald: Nee → Ja')
      .getByRole('button', { name: /^Alle wijzigingen van Inschrijving: Noah van Dijk/ })
      .click()
    await expect(page).toHaveURL(/record_type=subscription/)
    await expect(page).toHaveURL(/record_id=s6/)
    await expect(page.getByRole('textbox', { name: 'Kenmerk (id)' })).toHaveValue('s6')
    await expect(entries(page)).toHaveCount(1)

    // The export: the rows the filters match, the columns shown.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exporteren' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^logboek_\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = parseCsv((await readFile(await download.path())).toString('utf8'))
    expect(header).toEqual(['Wanneer', 'Wie', 'Actie', 'Betreft', 'Wijziging (voor → na)'])
    expect(rows).toHaveLength(1)
    expect(rows[0]!.slice(1)).toEqual([
      'Pieter van den Berg (admin@scalda.nl)',
      'Betaald gewijzigd',
      'Inschrijving: Noah van Dijk, Rijksmuseum en grachtenrondvaart (s6)',
      'Betaald: Nee → Ja',
    ])

    // A date range without entries; then all filters off.
    await page.getByRole('button', { name: 'Filters wissen' }).click()
    await expect(entries(page)).toHaveCount(2)
    await typeDate(page, page.getByRole('main'), 'Van', '01012001')
    await expect(page).toHaveURL(/from=2001-01-01/)
    await typeDate(page, page.getByRole('main'), 'Tot en met', '31122001')
    await expect(page).toHaveURL(/to=2001-12-31/)
    await expect(page.getByText('Geen vermeldingen voor deze filters.')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('pages through the log 100 at a time with Volgende and Vorige; axe with the date picker and the person list open', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.admin, '/')
    // 130 changes: two pages.
    await callApi(page, 'subscriptions/payed', { id: 's6', payed: true }, 130)
    await nav(page).getByRole('button', { name: 'Beheer' }).click()
    await page.getByRole('menuitem', { name: 'Logboek' }).click()
    await expect(pageCount(page)).toHaveText('Pagina 1 · 100 vermeldingen')
    await expect(entries(page)).toHaveCount(100)
    const previous = page.getByRole('button', { name: 'Vorige' })
    const next = page.getByRole('button', { name: 'Volgende' })
    await expect(previous).toBeDisabled()
    const firstOfPage1 = await entries(page).first().textContent()
    await next.click()
    await expect(pageCount(page)).toHaveText('Pagina 2 · 30 vermeldingen')
    await expect(entries(page)).toHaveCount(30)
    await expect(next).toBeDisabled()
    await previous.click()
    await expect(pageCount(page)).toHaveText('Pagina 1 · 100 vermeldingen')
    await expect(entries(page).first()).toHaveText(firstOfPage1!)

    // Filter by person: the admin's own changes; a teacher has none.
    const person = page.getByRole('combobox', { name: 'Persoon' })
    await person.fill('Pieter')
    await expectNoAxeViolations(page)
    await page.getByRole('option', { name: 'Pieter van den Berg (admin@scalda.nl)' }).click()
    await expect(page).toHaveURL(/actor=u-admin/)
    await expect(pageCount(page)).toHaveText('Pagina 1 · 100 vermeldingen')
    await person.fill('Marieke')
    await page.getByRole('option', { name: /^Marieke Bakker/ }).click()
    await expect(page.getByText('Geen vermeldingen voor deze filters.')).toBeVisible()

    // The date picker's calendar, open.
    await page.getByRole('group', { name: 'Van' }).getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a failed load says why in Dutch and retries; an empty log says so', async ({ page }) => {
    await loginThroughApi(page, demo.admin, '/')
    await overrideBackend(page, 'get', 'audit', {
      status: 500,
      body: JSON.stringify({
        message: 'Er ging iets mis op de server. Probeer het later opnieuw.',
      }),
      contentType: 'application/json',
    })
    // Through the menu: a page load would start the demo backend afresh, without the override.
    await nav(page).getByRole('button', { name: 'Beheer' }).click()
    await page.getByRole('menuitem', { name: 'Logboek' }).click()
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'Er ging iets mis op de server. Probeer het later opnieuw.' })
    // After the query's own retries.
    await expect(failed).toBeVisible({ timeout: 15_000 })
    await expect(log(page)).toHaveCount(0)
    await resetBackend(page)
    await failed.getByRole('button', { name: 'Opnieuw proberen' }).click()
    // The demo data start with an empty log.
    await expect(page.getByText('Het logboek is nog leeg.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Exporteren' })).toBeDisabled()
  })

  test('a teacher has no Logboek in the menu and cannot open it', async ({ page }) => {
    await loginThroughApi(page, demo.teacher, '/')
    await nav(page).getByRole('button', { name: 'Beheer' }).click()
    await expect(page.getByRole('menuitem', { name: 'Accounts' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Logboek' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await page.goto('/beheer/logboek')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Logboek' })).toHaveCount(0)
    await expect(page.getByRole('table', { name: 'Logboek' })).toHaveCount(0)
  })
})
