import {
  demo,
  expect,
  loginThroughApi,
  overrideBackend,
  resetBackend,
  test,
  typeDate,
} from './fixtures'
import {
  NETWORK,
  INVALID,
  serverError,
  unauthorized,
  malformed,
  slow,
  pageAlert,
  expectSessionExpired,
} from './faults-helpers'

test.describe('fault injection: Beheer', () => {
  test.describe.configure({ timeout: 90_000 })

  test('overview: paid and unsubscribe roll back with the spec’s message; 401 ends the session', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen?q=noah')
    const paid = page.getByRole('switch', {
      name: 'Betaald: Noah van Dijk, Rijksmuseum en grachtenrondvaart',
    })
    await expect(paid).not.toBeChecked()
    for (const [answer, message] of [
      [serverError('Database onbereikbaar'), 'Error occurred: Database onbereikbaar'],
      [{ status: 406, body: 'Betaling niet toegestaan' }, 'Betaling niet toegestaan'],
      ['network-error', `Error occurred: ${NETWORK}`],
      [malformed, INVALID],
    ] as const) {
      await overrideBackend(page, 'post', 'subscriptions/payed', answer)
      // click, not check(): the switch moves, then moves back when the call fails
      await paid.click()
      await expect(pageAlert(page, message)).toBeVisible()
      await expect(paid).not.toBeChecked()
      await page.locator('[data-alerts]').getByRole('button', { name: 'Melding sluiten' }).click()
      await resetBackend(page)
    }
    // The search is still there, and a slow answer still saves.
    await expect(
      page.getByRole('searchbox', { name: 'Zoeken op studentnummer of naam' }),
    ).toHaveValue('noah')
    await overrideBackend(page, 'post', 'subscriptions/payed', slow)
    await paid.check()
    await expect(paid).toBeChecked()
    await resetBackend(page)

    // Unsubscribe fails: the student stays, the dialog can be left.
    await overrideBackend(page, 'post', 'subscriptions/unsubscribe', serverError('Stuk'))
    await page
      .getByRole('button', {
        name: 'Uitschrijven: Noah van Dijk van Rijksmuseum en grachtenrondvaart',
      })
      .click()
    const confirm = page.getByRole('dialog')
    await confirm.getByRole('button', { name: /Uitschrijven/ }).click()
    // In the dialog itself: the modal hides the page's alerts from screen readers.
    await expect(confirm.getByRole('alert')).toHaveText('Error occurred: Stuk')
    await resetBackend(page)
    // The dialog stays open for a retry; leaving it keeps the student.
    await confirm.getByRole('button', { name: 'Annuleren' }).click()
    await expect(confirm).toBeHidden()
    await expect(paid).toBeVisible()

    await overrideBackend(page, 'post', 'subscriptions/payed', unauthorized)
    await paid.click()
    await expectSessionExpired(page, /\/beheer\/x-week_inschrijvingen/)
  })

  test('excursion and account dialogs keep every field after 500, network and malformed answers', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.admin, '/activiteiten/x-week')
    await page.getByRole('button', { name: 'Toevoegen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Activiteit toevoegen' })
    await dialog.getByRole('textbox', { name: 'Naam' }).fill('Storingsdag')
    await dialog.getByRole('textbox', { name: 'Punten' }).fill('3')
    await typeDate(page, dialog, 'Datum', '20042027')
    await dialog.getByRole('textbox', { name: 'Locatie' }).fill('Goes')
    for (const [answer, detail] of [
      [serverError('Database onbereikbaar'), 'Database onbereikbaar'],
      ['network-error', NETWORK],
      [malformed, 'De server gaf een onverwacht antwoord.'],
    ] as const) {
      await overrideBackend(page, 'post', 'excursions/add', answer)
      await dialog.getByRole('button', { name: 'Opslaan' }).click()
      const failure = pageAlert(page, 'Toevoegen/updaten is mislukt! Error:')
      await expect(failure).toContainText(detail)
      await failure.getByRole('button', { name: 'Melding sluiten' }).click()
      await expect(dialog.getByRole('textbox', { name: 'Naam' })).toHaveValue('Storingsdag')
      await expect(dialog.getByRole('textbox', { name: 'Locatie' })).toHaveValue('Goes')
      await resetBackend(page)
    }
    await dialog.getByRole('button', { name: 'Opslaan' }).click()
    await expect(dialog).toBeHidden()

    await page.goto('/beheer/accounts')
    await page.getByRole('button', { name: 'Account toevoegen' }).click()
    const add = page.getByRole('dialog', { name: 'Account toevoegen' })
    await add.getByLabel('Voornaam').fill('Storm')
    await add.getByLabel('Achternaam').fill('Uitval')
    await add.getByLabel('E-mailadres').fill('399001@student.scalda.nl')
    await add.getByLabel('Studentnummer').fill('399001')
    await add.getByLabel('Mentor/Coach').fill('A. Mulder')
    for (const [answer, text] of [
      [serverError('Database onbereikbaar'), 'Database onbereikbaar'],
      ['network-error', NETWORK],
    ] as const) {
      await overrideBackend(page, 'post', 'users/add', answer)
      await add.getByRole('button', { name: 'Account toevoegen' }).click()
      await expect(add.getByRole('alert')).toContainText(text)
      await expect(add.getByLabel('Voornaam')).toHaveValue('Storm')
      await expect(add.getByLabel('Studentnummer')).toHaveValue('399001')
      await resetBackend(page)
    }
    await add.getByRole('button', { name: 'Account toevoegen' }).click()
    await expect(add).toBeHidden()
  })
})
