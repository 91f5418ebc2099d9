import { readFile } from 'node:fs/promises'
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
import { grid, status, row } from './admin-overview-helpers'

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
      'Toestemming',
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
    // Daan is an adult on every trip's first day: no parent's consent is needed, even abroad.
    expect(rows.map((r) => r[9])).toEqual(['Niet nodig', 'Niet nodig', 'Niet nodig'])

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

  test('keuzedelen overview shows its scope only', async ({ page }) => {
    await loginThroughApi(page, demo.admin, '/beheer/keuzedelen_inschrijvingen')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Keuzedelen inschrijvingen' }),
    ).toBeVisible()
    await expect(status(page)).toHaveText('3 van 3 inschrijvingen')
    await expect(row(page, 'Liam Meijer')).toBeVisible()
    await expect(grid(page).getByRole('columnheader', { name: 'Soort' })).toHaveCount(0)
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
