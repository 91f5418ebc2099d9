import type { Page } from '@playwright/test'
import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  overrideBackend,
  test,
  typeDate,
} from './fixtures'

const offer = (page: Page) => page.getByRole('region', { name: 'Aanbod' })
const item = (page: Page, name: string) =>
  offer(page).getByRole('listitem').filter({ hasText: name })

test.describe('admin admin@scalda.nl', () => {
  // Long journeys; the machine is shared.
  test.describe.configure({ timeout: 120_000 })

  test('adds an excursion with a date and capacity, edits it, sees it fill up and deletes it', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.admin, '/activiteiten/x-week')
    await expect(item(page, 'Kanoën in de Biesbosch')).toBeVisible()

    // Add: errors beside their field, submit disabled while invalid.
    await page.getByRole('button', { name: 'Toevoegen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Activiteit toevoegen' })
    await expect(dialog.getByRole('combobox', { name: 'Soort' })).toHaveText(
      'Activiteiten in Nederland',
    )
    const save = dialog.getByRole('button', { name: 'Opslaan' })
    await expect(save).toBeDisabled()
    await dialog.getByRole('textbox', { name: 'Naam' }).fill('Fotosafari Zeeland')
    const points = dialog.getByRole('textbox', { name: 'Punten' })
    await points.fill('2,5')
    await points.blur()
    await expect(dialog.getByText('Vul een getal in')).toBeVisible()
    await points.fill('2.5')
    await expect(dialog.getByText('Vul een heel getal in')).toBeVisible()
    await points.fill('5')
    await typeDate(page, dialog, 'Datum', '20042027')
    // A return date typed only in part is refused with its message (not saved as none), and
    // stays as typed; emptied again, it is none.
    await typeDate(page, dialog, 'Terugkomst', '2104')
    const returnDate = dialog.getByRole('group', { name: 'Terugkomst' })
    await expect(dialog.getByText('Vul een geldige datum in (DD-MM-JJJJ)')).toBeVisible()
    await expect(returnDate).toContainText('21-04-JJJJ')
    await expect(save).toBeDisabled()
    await returnDate.getByRole('spinbutton', { name: 'Dag' }).click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Tab')
    await expect(returnDate).toContainText('DD-MM-JJJJ')
    await expect(dialog.getByText('Vul een geldige datum in (DD-MM-JJJJ)')).toHaveCount(0)
    await dialog.getByRole('textbox', { name: 'Locatie' }).fill('Goes')
    await dialog.getByRole('textbox', { name: 'Maximaal aantal plaatsen' }).fill('1')
    await expectNoAxeViolations(page)
    await expect(save).toBeEnabled()
    await save.click()
    await expect(dialog).toBeHidden()
    await expect(item(page, 'Fotosafari Zeeland')).toContainText('dinsdag 20 april 2027')
    await expect(item(page, 'Fotosafari Zeeland')).toContainText('5 punten')
    await expect(item(page, 'Fotosafari Zeeland')).toContainText('Nog 1 plaats')

    // Edit; a failed save alerts SPEC §8's text and keeps what was typed.
    await page.getByRole('button', { name: 'Bewerken: Fotosafari Zeeland' }).click()
    const edit = page.getByRole('dialog', { name: 'Fotosafari Zeeland bewerken' })
    await expect(edit.getByRole('textbox', { name: 'Locatie' })).toHaveValue('Goes')
    await edit.getByRole('textbox', { name: 'Naam' }).fill('Fotosafari Walcheren')
    await overrideBackend(page, 'post', 'excursions/update', {
      status: 500,
      body: JSON.stringify({ message: 'Database niet bereikbaar' }),
    })
    await edit.getByRole('button', { name: 'Opslaan' }).click()
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'Toevoegen/updaten is mislukt! Error:' })
    await expect(failure).toContainText('Database niet bereikbaar')
    await failure.getByRole('button', { name: 'Melding sluiten' }).click()
    await expect(edit.getByRole('textbox', { name: 'Naam' })).toHaveValue('Fotosafari Walcheren')
    await page.evaluate(() =>
      (
        window as unknown as { __demoBackend: { worker: { resetHandlers: () => void } } }
      ).__demoBackend.worker.resetHandlers(),
    )
    await edit.getByRole('button', { name: 'Opslaan' }).click()
    await expect(edit).toBeHidden()
    await expect(item(page, 'Fotosafari Walcheren')).toBeVisible()
    await expect(item(page, 'Fotosafari Zeeland')).toHaveCount(0)

    // A student fills the one place; then it says 'Vol'.
    await item(page, 'Fotosafari Walcheren').getByRole('link').click()
    const detailUrl = page.url()
    await expect(page.getByText('Nog 1 plaats')).toBeVisible()
    await loginThroughApi(page, demo.student, detailUrl)
    const section = page.getByRole('region', { name: 'Inschrijven' })
    await section.getByRole('button', { name: 'Inschrijven' }).click()
    await expect(section.getByRole('button', { name: 'Uitschrijven' })).toBeVisible()
    await expect(page.getByText('Vol', { exact: true })).toBeVisible()
    // Teachers and students never see the admin controls.
    await expect(page.getByRole('button', { name: /Bewerken|Verwijderen/ })).toHaveCount(0)

    // Delete after the confirmation that names it.
    await loginThroughApi(page, demo.admin, detailUrl)
    await expect(page.getByText('Vol', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Verwijderen: Fotosafari Walcheren' }).click()
    const confirm = page.getByRole('dialog', { name: 'Fotosafari Walcheren verwijderen?' })
    await expect(confirm).toContainText('met 1 inschrijving')
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Verwijderen' }).click()
    await expect(page).toHaveURL('/activiteiten/x-week')
    await expect(item(page, 'Kanoën in de Biesbosch')).toBeVisible()
    await expect(item(page, 'Fotosafari Walcheren')).toHaveCount(0)
  })

  test('deletes all excursions of one scope after typing its name', async ({ page }) => {
    await loginThroughApi(page, demo.admin, '/activiteiten/buitenland')
    await expect(item(page, 'Stedenreis Berlijn')).toBeVisible()
    await page.getByRole('button', { name: 'Alles verwijderen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Alles verwijderen uit Buitenlandreizen?' })
    await expect(dialog).toContainText(/Alle \d+ activiteiten van Buitenlandreizen/)
    await expect(dialog).toContainText('met 1 inschrijving')
    const confirm = dialog.getByRole('button', { name: 'Alles verwijderen' })
    await expect(confirm).toBeDisabled()
    await expectNoAxeViolations(page)
    await dialog.getByRole('textbox', { name: 'Typ Buitenlandreizen om te bevestigen' }).fill('x')
    await expect(confirm).toBeDisabled()
    await dialog
      .getByRole('textbox', { name: 'Typ Buitenlandreizen om te bevestigen' })
      .fill('Buitenlandreizen')
    await confirm.click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Er is hier nog niets om je voor in te schrijven.')).toBeVisible()
    // An empty scope has nothing to delete: the action is no longer offered.
    await expect(page.getByRole('button', { name: 'Toevoegen' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Alles verwijderen/ })).toHaveCount(0)
    // The X-Week list keeps its Dutch activities only, and offers deleting only those.
    await page.goto('/activiteiten')
    await expect(item(page, 'Kanoën in de Biesbosch')).toBeVisible()
    await expect(item(page, 'Stedenreis Berlijn')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Alles verwijderen/ })).toHaveText([
      'Alles verwijderen: Activiteiten in Nederland',
    ])
  })
})
