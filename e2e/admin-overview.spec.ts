import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { parseCsv } from '../src/lib/csv'
import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  openApp,
  overrideBackend,
  test,
} from './fixtures'

const grid = (page: Page) => page.getByRole('grid', { name: 'Inschrijvingen' })
// The overview's count (in the page; the alerts beside it are status messages too)
const status = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: 'inschrijvingen' })
const row = (page: Page, text: string) => grid(page).getByRole('row').filter({ hasText: text })

test.describe('admin admin@scalda.nl', () => {
  // Long journeys; the machine is shared.
  test.describe.configure({ timeout: 120_000 })

  test('X-Week overview: filters and sort in the URL, paid, unsubscribe, export, unsubscribe all', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen')
    await expect(
      page.getByRole('heading', { level: 1, name: 'X-Week inschrijvingen' }),
    ).toBeVisible()
    await expect(status(page)).toHaveText('7 van 7 inschrijvingen')
    const summary = page.getByRole('region', { name: 'Per activiteit' })
    await expect(
      summary.getByRole('row').filter({ hasText: 'Kanoën in de Biesbosch' }),
    ).toContainText('Activiteiten in Nederland')
    await expect(grid(page).getByRole('columnheader', { name: 'Soort' })).toBeVisible()
    await expectNoAxeViolations(page)

    // Free text (number or name, accents ignored), kept in the URL.
    const search = page.getByRole('searchbox', { name: 'Zoeken op studentnummer of naam' })
    await search.fill('201001')
    await expect(status(page)).toHaveText('1 van 7 inschrijvingen')
    await expect(row(page, 'Emma Visser')).toBeVisible()
    await search.fill('daan')
    await expect(status(page)).toHaveText('3 van 7 inschrijvingen')
    await expect(page).toHaveURL(/q=daan/)
    await page.reload()
    await expect(status(page)).toHaveText('3 van 7 inschrijvingen')
    await expect(search).toHaveValue('daan')
    await search.fill('')

    // Mentor, excursion and first choices.
    await page.getByRole('combobox', { name: 'Mentor/Coach' }).selectOption('M. Bakker')
    await expect(status(page)).toHaveText('4 van 7 inschrijvingen')
    await page.getByRole('switch', { name: 'Alleen eerste keuzes' }).check()
    await expect(status(page)).toHaveText('3 van 7 inschrijvingen')
    await page
      .getByRole('combobox', { name: 'Activiteit' })
      .selectOption({ label: 'Kanoën in de Biesbosch' })
    await expect(status(page)).toHaveText('1 van 7 inschrijvingen')
    await expect(page).toHaveURL(/mentor=M\.(\+|%20)Bakker/)
    await expect(page).toHaveURL(/first=true/)
    await page.goto('/beheer/x-week_inschrijvingen')
    await expect(status(page)).toHaveText('7 van 7 inschrijvingen')

    // Sort by name, both ways; the sort is in the URL too.
    await grid(page).getByRole('columnheader', { name: 'Naam' }).click()
    await expect(page).toHaveURL(/sort=name/)
    await expect(grid(page).getByRole('row').nth(1)).toContainText('Daan Jansen')
    await grid(page).getByRole('columnheader', { name: 'Naam' }).click()
    await expect(page).toHaveURL(/dir=desc/)
    await expect(grid(page).getByRole('row').nth(1)).toContainText('Sem Bos')

    // Paid, kept after a reload.
    const paid = page.getByRole('switch', {
      name: 'Betaald: Noah van Dijk, Rijksmuseum en grachtenrondvaart',
    })
    await expect(paid).not.toBeChecked()
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions/payed'))
    await paid.check()
    await expect(paid).toBeChecked()
    expect((await saved).status()).toBe(200)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.reload()
    await expect(paid).toBeChecked()

    // Unsubscribe one student after the confirmation.
    await page
      .getByRole('button', { name: 'Uitschrijven: Emma Visser van Kanoën in de Biesbosch' })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Student uitschrijven?' })
    await expect(confirm).toContainText(
      'Emma Visser wordt uitgeschreven van Kanoën in de Biesbosch.',
    )
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Uitschrijven' }).click()
    await expect(confirm).toBeHidden()
    await expect(status(page)).toHaveText('6 van 6 inschrijvingen')
    await expect(row(page, 'Emma Visser')).toHaveCount(0)

    // Export exactly the rows and columns shown.
    await page.getByRole('searchbox', { name: 'Zoeken op studentnummer of naam' }).fill('daan')
    await expect(status(page)).toHaveText('3 van 6 inschrijvingen')
    await grid(page).getByRole('columnheader', { name: 'Activiteit' }).click()
    await expect(page).toHaveURL(/sort=excursion/)
    await expect(page).toHaveURL(/dir=asc/)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exporteren' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^x-week_inschrijvingen_\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    expect(text.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = parseCsv(text)
    expect(header).toEqual([
      'Studentnummer',
      'Naam',
      'Mentor/Coach',
      'Activiteit',
      'Soort',
      'Voorkeur',
      'Ingeschreven op',
      'Geplaatst',
      'Betaald',
    ])
    // In the order shown (sorted by excursion).
    expect(rows.map((r) => r[3])).toEqual([
      'Deltawerken en Neeltje Jans',
      'Kanoën in de Biesbosch',
      'Stedenreis Berlijn',
    ])
    expect(rows).toHaveLength(3)
    for (const r of rows) {
      expect(r.slice(0, 3)).toEqual(['654321', 'Daan Jansen', 'M. Bakker'])
      expect(r[6]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)
    }
    // A first-come round: every subscription is a place.
    expect(rows.map((r) => r[7])).toEqual(['Ja', 'Ja', 'Ja'])
    expect(rows.find((r) => r[3] === 'Kanoën in de Biesbosch')?.[8]).toBe('Ja')

    // Unsubscribe all, behind a confirmation that states the count and a typed word.
    await page.getByRole('button', { name: 'Alle inschrijvingen verwijderen' }).click()
    const all = page.getByRole('dialog', { name: 'Alle inschrijvingen verwijderen?' })
    await expect(all).toContainText(
      '6 inschrijvingen van Activiteiten in Nederland en Buitenlandreizen worden verwijderd.',
    )
    const confirmAll = all.getByRole('button', { name: 'Alle inschrijvingen verwijderen' })
    await expect(confirmAll).toBeDisabled()
    await all.getByLabel('Typ VERWIJDER om te bevestigen').fill('verwijder')
    await expect(confirmAll).toBeDisabled()
    await all.getByLabel('Typ VERWIJDER om te bevestigen').fill('VERWIJDER')
    await expectNoAxeViolations(page)
    // A failure shows inside the dialog (SPEC §8's words), which stays for another try.
    await overrideBackend(
      page,
      'post',
      'subscriptions/unsubscribe/all',
      { status: 500, body: JSON.stringify({ message: 'Database onbereikbaar' }) },
      { once: true },
    )
    await confirmAll.click()
    await expect(all.getByRole('alert')).toHaveText('Error occurred: Database onbereikbaar')
    await expectNoAxeViolations(page)
    await confirmAll.click()
    await expect(all).toBeHidden()
    await expect(status(page)).toHaveText('0 van 0 inschrijvingen')

    // The keuzedelen overview kept its own.
    await page.goto('/beheer/keuzedelen_inschrijvingen')
    await expect(status(page)).toHaveText('3 van 3 inschrijvingen')
  })

  test('keuzedelen overview shows its scope only, axe clean', async ({ page }) => {
    await loginThroughApi(page, demo.admin, '/beheer/keuzedelen_inschrijvingen')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Keuzedelen inschrijvingen' }),
    ).toBeVisible()
    await expect(status(page)).toHaveText('3 van 3 inschrijvingen')
    await expect(row(page, 'Liam Meijer')).toBeVisible()
    await expect(grid(page).getByRole('columnheader', { name: 'Soort' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('the large data set: 10,000 rows, filtered by name in the URL', async ({ page }) => {
    await openApp(page, '/?demo-data=large')
    await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen')
    await expect(status(page)).toHaveText(/^\d{4} van \d{4} inschrijvingen$/, { timeout: 20_000 })
    const total = Number((await status(page).textContent())!.split(' ')[0])
    expect(total).toBeGreaterThan(5000)
    await page.getByRole('searchbox', { name: 'Zoeken op studentnummer of naam' }).fill('zoe')
    await expect(status(page)).not.toHaveText(`${total} van ${total} inschrijvingen`)
    await expect(grid(page).getByRole('row').nth(1)).toContainText('Zoë')
  })
})

test.describe('admin: the overview follows the URL', () => {
  test.describe.configure({ timeout: 120_000 })

  test('Back and Forward restore the box, the filters, the sort and the page', async ({ page }) => {
    await openApp(page, '/?demo-data=large')
    await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen')
    await expect(status(page)).toHaveText(/^\d{4} van \d{4} inschrijvingen$/, { timeout: 20_000 })
    const search = page.getByRole('searchbox', { name: 'Zoeken op studentnummer of naam' })
    const mentor = page.getByRole('combobox', { name: 'Mentor/Coach' })
    const firstOnly = page.getByRole('switch', { name: 'Alleen eerste keuzes' })
    const pageText = page.getByText(/^\d+–\d+ van \d+$/)

    // A filter is a history entry of its own.
    await firstOnly.check()
    await expect(page).toHaveURL(/first=true/)
    // Typing replaces that entry once it pauses.
    await search.pressSequentially('an', { delay: 30 })
    await expect(page).toHaveURL(/q=an/)
    await expect(status(page)).not.toHaveText(/^(\d+) van \1 /)
    const filtered = (await status(page).textContent())!
    await grid(page).getByRole('columnheader', { name: 'Naam' }).click()
    await expect(page).toHaveURL(/sort=name/)
    const firstOfPage1 = (await grid(page).getByRole('row').nth(1).textContent())!
    await page.getByRole('button', { name: 'Ga naar volgende pagina' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pageText).toHaveText(/^101–200 van/)
    const firstOfPage2 = (await grid(page).getByRole('row').nth(1).textContent())!
    // Another filter goes back to page 1.
    const mentorName = (await mentor.locator('option').nth(1).textContent())!
    await mentor.selectOption(mentorName)
    await expect(page).toHaveURL(/mentor=/)
    await expect(page).not.toHaveURL(/page=/)
    await expect(pageText).toHaveText(/^1–/)

    await page.goBack()
    await expect(mentor).toHaveValue('')
    await expect(page).toHaveURL(/page=2/)
    await expect(pageText).toHaveText(/^101–200 van/)
    await expect(grid(page).getByRole('row').nth(1)).toHaveText(firstOfPage2)
    await expect(search).toHaveValue('an')
    await page.goBack()
    await expect(pageText).toHaveText(/^1–100 van/)
    await expect(grid(page).getByRole('row').nth(1)).toHaveText(firstOfPage1)
    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await expect(search).toHaveValue('an')
    await expect(firstOnly).toBeChecked()
    await expect(status(page)).toHaveText(filtered)
    await page.goBack()
    await expect(search).toHaveValue('')
    await expect(firstOnly).not.toBeChecked()
    await expect(status(page)).toHaveText(/^(\d{4}) van \1 inschrijvingen$/)
    await page.goForward()
    await expect(search).toHaveValue('an')
    await expect(firstOnly).toBeChecked()
    await expect(status(page)).toHaveText(filtered)
  })

  test('a filter value that is not among the options is shown, and nothing to export is not offered', async ({
    page,
  }) => {
    await loginThroughApi(
      page,
      demo.admin,
      '/beheer/x-week_inschrijvingen?excursion=x99&mentor=Onbekend',
    )
    await expect(status(page)).toHaveText('0 van 7 inschrijvingen')
    const excursion = page.getByRole('combobox', { name: 'Activiteit' })
    await expect(excursion.locator('option:checked')).toHaveText('x99 (niet in de lijst)')
    await expect(
      page.getByRole('combobox', { name: 'Mentor/Coach' }).locator('option:checked'),
    ).toHaveText('Onbekend (niet in de lijst)')
    await expect(page.getByRole('button', { name: 'Exporteren' })).toBeDisabled()
    await expectNoAxeViolations(page)
    await excursion.selectOption('')
    await page.getByRole('combobox', { name: 'Mentor/Coach' }).selectOption('')
    await expect(status(page)).toHaveText('7 van 7 inschrijvingen')
    await expect(page.getByRole('button', { name: 'Exporteren' })).toBeEnabled()
  })

  test('the count is announced once typing pauses, not on every key', async ({ page }) => {
    await page.clock.install()
    await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen')
    await expect(status(page)).toHaveText('7 van 7 inschrijvingen')
    // Every text the live region takes from here on.
    await page.evaluate(() => {
      const region = [...document.querySelectorAll('[role=status]')].find((e) =>
        e.textContent?.includes('inschrijvingen'),
      )!
      const seen: string[] = []
      Object.assign(window, { __announced: seen })
      new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
    // Time stands still while typing: each key's rows show, and only the pause may announce.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    const search = page.getByRole('searchbox', { name: 'Zoeken op studentnummer of naam' })
    const rows = page.getByText(/^\d+–\d+ van \d+$/)
    await search.press('j')
    await expect(rows).toHaveText('1–5 van 5')
    await search.press('a')
    await expect(rows).toHaveText('1–3 van 3')
    await search.press('n')
    await page.clock.runFor(1000)
    await expect(status(page)).toHaveText('3 van 7 inschrijvingen')
    const announced = await page.evaluate(
      () => (window as unknown as { __announced: string[] }).__announced,
    )
    expect(announced.filter((t) => t !== '')).toEqual(['3 van 7 inschrijvingen'])
  })

  test('a student added after the page opened shows with name and Mentor/Coach after the minute poll', async ({
    page,
  }) => {
    await page.clock.install()
    await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen')
    await expect(status(page)).toHaveText('7 van 7 inschrijvingen')
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    // Another admin's import and the student's sign-up, straight into the demo backend.
    await page.evaluate(() => {
      type State = {
        users: { _id: string; role: string; login_id: string; password: string }[]
        profiles: Record<string, unknown>[]
        subscriptions: Record<string, unknown>[]
      }
      const { db } = (
        window as unknown as { __demoBackend: { db: { state: State; save(): void } } }
      ).__demoBackend
      const model = db.state.profiles.find((p) => p.user_id === 'u-s1')!
      db.state.users.push({
        _id: 'u-new',
        role: 'student',
        login_id: 'n@student.scalda.nl',
        password: 'x',
      })
      db.state.profiles.push({
        ...model,
        _id: 'p-new',
        user_id: 'u-new',
        login_id: 'n@student.scalda.nl',
        email: 'n@student.scalda.nl',
        number: '309999',
        first_name: 'Nina',
        last_name_prefix: '',
        last_name: 'Nieuwenhuis',
        grade: 'Z. Zomer',
      })
      db.state.subscriptions.push({
        _id: 's-new',
        excursion_id: 'x1',
        student_id: 'u-new',
        preference: 1,
        timestamp: new Date().toISOString(),
        payed: false,
      })
      db.save()
    })
    await page.clock.runFor('01:00')
    // The answers arrive after the paused tick; React hears of them on timers.
    await page.clock.resume()
    await expect(status(page)).toHaveText('8 van 8 inschrijvingen')
    await expect(row(page, 'Nina Nieuwenhuis')).toContainText('309999')
    await expect(row(page, 'Nina Nieuwenhuis')).toContainText('Z. Zomer')
    await page.getByRole('combobox', { name: 'Mentor/Coach' }).selectOption('Z. Zomer')
    await expect(status(page)).toHaveText('1 van 8 inschrijvingen')
  })
})

test.describe('admin at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  for (const [path, cuts] of [
    ['/beheer/x-week_inschrijvingen', 'X-Week'],
    ['/beheer/keuzedelen_inschrijvingen', 'keuzedelen'],
  ] as const)
    test(`the ${cuts} overview shows every column whole: names and excursions fit, the rest wraps`, async ({
      page,
    }) => {
      test.slow()
      await openApp(page, '/?demo-data=large')
      await loginThroughApi(page, demo.admin, path)
      await expect(page.getByText(/^1–100 van/)).toBeVisible({ timeout: 20_000 })
      // Every header and cell shows all of its text: nothing cut off, no scrolling sideways.
      const cut = await page.evaluate(() => {
        const grid = document.querySelector('[role=grid]')!
        const main = document.querySelector('.MuiDataGrid-main')!
        const sideways = getComputedStyle(main).getPropertyValue('--DataGrid-hasScrollX') === '1'
        const texts = grid.querySelectorAll('[role=gridcell], .MuiDataGrid-columnHeaderTitle')
        return [
          ...(sideways ? ['the grid scrolls sideways'] : []),
          ...[...texts]
            .filter((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight + 1)
            .map((e) => `${e.getAttribute('data-field') ?? 'header'}: ${e.textContent}`),
        ]
      })
      expect(cut).toEqual([])
      await expect(grid(page).getByRole('row').nth(1)).toBeVisible()
    })
})

test.describe('teacher docent@scalda.nl', () => {
  test('sees no admin controls and the API refuses them with 403', async ({ page }) => {
    await loginThroughApi(page, demo.teacher, '/activiteiten/x-week')
    await expect(page.getByRole('link', { name: 'Kanoën in de Biesbosch' })).toBeVisible()
    await expect(
      page.getByRole('button', { name: /Toevoegen|Bewerken|Verwijderen|Alles verwijderen/ }),
    ).toHaveCount(0)
    await page.goto('/activiteiten/x-week/x1')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kanoën in de Biesbosch' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /Bewerken|Verwijderen/ })).toHaveCount(0)
    await page.goto('/beheer/x-week_inschrijvingen')
    await expect(page).toHaveURL('/')

    const statuses = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('xweek.session')!) as { token: string }
      const calls: [string, object][] = [
        ['excursions/add', { name: 'X', scope: 'x-week', hours: 1, datetime: '01-01-2027' }],
        [
          'excursions/update',
          { _id: 'x1', name: 'X', scope: 'x-week', hours: 1, datetime: '01-01-2027' },
        ],
        ['excursions/delete', { id: 'x1' }],
        ['excursions/delete/all', { scope: 'x-week' }],
        ['subscriptions/payed', { id: 's1', payed: true }],
        ['subscriptions/unsubscribe', { id: 's1' }],
        ['subscriptions/unsubscribe/all', { scope: 'x-week' }],
      ]
      const answers = []
      for (const [path, body] of calls) {
        const response = await fetch(`/api/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
        answers.push(`${path} ${response.status}`)
      }
      return answers
    })
    expect(statuses).toEqual([
      'excursions/add 403',
      'excursions/update 403',
      'excursions/delete 403',
      'excursions/delete/all 403',
      'subscriptions/payed 403',
      'subscriptions/unsubscribe 403',
      'subscriptions/unsubscribe/all 403',
    ])
    // Nothing changed.
    await page.goto('/activiteiten/x-week/x1')
    await expect(page.getByText('2 inschrijvingen')).toBeVisible()
  })
})
