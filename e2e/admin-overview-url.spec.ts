import { demo, expect, expectNoAxeViolations, loginThroughApi, openApp, test } from './fixtures'
import { grid, status, row } from './admin-overview-helpers'

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
