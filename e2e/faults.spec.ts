import {
  demo,
  DEMO_PASSWORD,
  expect,
  loginThroughApi,
  nav,
  openApp,
  overrideBackend,
  resetBackend,
  test,
  type BackendAnswer,
} from './fixtures'
import {
  NETWORK,
  INVALID,
  serverError,
  unauthorized,
  malformed,
  plainOk,
  slow,
  expectSessionExpired,
} from './faults-helpers'

test.describe('fault injection', () => {
  test('auth: login, session and logout', async ({ page }) => {
    await openApp(page)
    await nav(page).getByRole('button', { name: 'Inloggen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Inloggen' })
    const loginId = dialog.getByLabel('Gebruikersnaam')
    await loginId.fill(demo.student)
    await dialog.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
    // SPEC §8's 'Login mislukt'; a server fault or no connection also says why.
    for (const [answer, text] of [
      [serverError('Stuk'), 'Login mislukt Stuk'],
      [unauthorized, 'Login mislukt'],
      [malformed, 'Login mislukt'],
      ['network-error', `Login mislukt ${NETWORK}`],
    ] as const) {
      await overrideBackend(page, 'post', 'users/login', answer)
      await dialog.getByRole('button', { name: 'Inloggen' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(text)
      await expect(loginId).toHaveValue(demo.student)
      await resetBackend(page)
    }
    // Slow: the button is busy meanwhile, then the login goes through.
    await overrideBackend(page, 'post', 'users/login', slow)
    await dialog.getByRole('button', { name: 'Inloggen' }).click()
    await expect(dialog.getByRole('button', { name: 'Inloggen' })).toBeDisabled()
    await expect(dialog).toBeHidden({ timeout: 10_000 })
    await expect(page).toHaveURL('/account')

    // Logout: the server cannot end the session; retry when it can.
    for (const answer of [serverError('Stuk'), 'network-error'] as const) {
      await overrideBackend(page, 'post', 'users/logout', answer)
      await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
      const failed = page.getByRole('alertdialog', { name: 'Uitloggen mislukt' })
      await expect(failed).toContainText('Unable to remove session from server.. try again?')
      await failed.getByRole('button', { name: 'Annuleren' }).click()
      await resetBackend(page)
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible()

    // A call that answers 401 mid-session ends it, with the spec's message.
    await overrideBackend(page, 'get', 'website_content', unauthorized)
    await nav(page).getByRole('link', { name: 'Contact' }).click()
    await expectSessionExpired(page, '/contact')
  })

  test('profile: a failed save keeps what was typed', async ({ page }) => {
    await loginThroughApi(page, demo.student, '/account')
    const form = page.getByRole('form', { name: 'Algemene gegevens' })
    const phone = form.getByLabel('Telefoonnummer')
    await phone.fill('+31611112222')
    const save = form.getByRole('button', { name: 'Opslaan' })
    const cases: [BackendAnswer, string | RegExp][] = [
      [serverError('Opslaan mislukt op de server'), 'Opslaan mislukt op de server'],
      ['network-error', NETWORK],
    ]
    for (const [answer, message] of cases) {
      await overrideBackend(page, 'post', 'users_info/update/self', answer)
      await save.click()
      await expect(form.getByRole('alert')).toContainText(message)
      await expect(phone).toHaveValue('+31611112222')
      await form.getByRole('button', { name: 'Foutmeldingen sluiten' }).click()
      await resetBackend(page)
    }
    // A real API's plain `OK` is a success, and so is a slow answer.
    for (const answer of [plainOk, slow]) {
      await overrideBackend(page, 'post', 'users_info/update/self', answer)
      await phone.fill(answer === slow ? '+31633334444' : '+31622223333')
      await save.click()
      await expect(form.getByRole('status')).toHaveText('Profiel gewijzigd', { timeout: 10_000 })
      await form.getByRole('button', { name: 'Melding sluiten' }).click()
      await resetBackend(page)
    }
    await overrideBackend(page, 'post', 'users_info/update/self', unauthorized)
    await phone.fill('+31655556666')
    await save.click()
    await expectSessionExpired(page, '/account')
    await resetBackend(page)
    // Logged in again, the typed number is still there to be saved.
    const login = page.getByRole('dialog', { name: 'Inloggen' })
    await expect(login.getByLabel('Gebruikersnaam')).toHaveValue(demo.student)
    await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
    await login.getByRole('button', { name: 'Inloggen' }).click()
    await expect(login).toBeHidden()
    await expect(phone).toHaveValue('+31655556666')
    await save.click()
    await expect(form.getByRole('status')).toHaveText('Profiel gewijzigd')
  })

  test('ID data: a failed save keeps the fields; a slow one saves', async ({ page }) => {
    await loginThroughApi(page, demo.student, '/account')
    await page.getByRole('button', { name: 'Paspoort/ID-gegevens wijzigen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Paspoort/ID-gegevens' })
    const number = dialog.getByLabel('Documentnummer')
    await number.fill('XR1234567')
    const save = dialog.getByRole('button', { name: 'Opslaan' })
    for (const [answer, message] of [
      [serverError('Opslaan mislukt'), 'Opslaan mislukt'],
      ['network-error', NETWORK],
    ] as const) {
      await overrideBackend(page, 'post', 'users_info/update/self', answer)
      await save.click()
      await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible()
      await expect(number).toHaveValue('XR1234567')
      await resetBackend(page)
    }
    await overrideBackend(page, 'post', 'users_info/update/self', slow)
    await save.click()
    await expect(
      page.locator('[data-alerts]').getByRole('status').filter({ hasText: 'Gegevens opgeslagen' }),
    ).toBeVisible({ timeout: 10_000 })
    await expect(dialog).toBeHidden()
  })

  test('excursions: a first load that fails offers a retry; a slow one shows it is loading', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openApp(page, '/')
    const main = page.getByRole('main')
    for (const [answer, message] of [
      [serverError('Activiteiten onbereikbaar'), 'Activiteiten onbereikbaar'],
      [malformed, INVALID],
      ['network-error', NETWORK],
    ] as const) {
      await overrideBackend(page, 'get', 'excursions', answer)
      await nav(page).getByRole('link', { name: 'Keuzedelen' }).click()
      await expect(main.getByRole('alert')).toContainText(message, { timeout: 10_000 })
      await resetBackend(page)
      await main.getByRole('button', { name: 'Opnieuw proberen' }).click()
      await expect(main.getByRole('link', { name: 'Ondernemerschap mbo' })).toBeVisible()
      await openApp(page, '/')
    }
    await overrideBackend(page, 'get', 'excursions', slow)
    await nav(page).getByRole('link', { name: 'Keuzedelen' }).click()
    await expect(main.getByLabel('Activiteiten worden geladen')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Ondernemerschap mbo' })).toBeVisible({
      timeout: 10_000,
    })
  })

  test('excursions: a failed minute refresh keeps the list, the search and the place in it', async ({
    page,
  }) => {
    await page.clock.install()
    await loginThroughApi(page, demo.student, '/activiteiten')
    const offer = page.getByRole('region', { name: 'Aanbod' })
    await expect(offer.getByRole('listitem')).toHaveCount(12)
    const search = offer.getByLabel('Zoeken op naam')
    await search.fill('reis')
    await expect(offer.getByRole('listitem')).not.toHaveCount(12)
    const shown = await offer.getByRole('listitem').count()
    for (const [answer, message] of [
      [serverError('Tijdelijk onbereikbaar'), 'Tijdelijk onbereikbaar'],
      [malformed, INVALID],
      ['network-error', NETWORK],
    ] as const) {
      await overrideBackend(page, 'get', 'excursions', answer)
      // The minute refresh and Query's two retries (1 s, 2 s later).
      await page.clock.runFor('01:00')
      await page.clock.runFor(5_000)
      await expect(offer.getByRole('alert')).toContainText(message)
      await expect(search).toHaveValue('reis')
      await expect(offer.getByRole('listitem')).toHaveCount(shown)
      await resetBackend(page)
      await offer.getByRole('button', { name: 'Opnieuw proberen' }).click()
      await expect(offer.getByRole('alert')).toBeHidden()
    }
    await overrideBackend(page, 'get', 'excursions', unauthorized)
    await page.clock.runFor('01:00')
    await expectSessionExpired(page, '/activiteiten')
  })
})
