/**
 * Fault injection: for each call group the demo backend answers 500, 401, a malformed body, a
 * network failure and a slow answer. Each ends in the spec's message (or a clear Dutch one),
 * leaves an app that works, and keeps what the user typed. Upload is covered through the API
 * client in src/features/content/upload-faults.test.ts until it has a screen.
 */
import type { Page } from '@playwright/test'
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
  typeDate,
  watchRequests,
} from './fixtures'

const NETWORK =
  'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.'
const INVALID = /De server gaf een onverwacht antwoord\./
const EXPIRED = 'Uw login-sessie is verlopen, log opnieuw in.'

const serverError = (message: string): BackendAnswer => ({
  status: 500,
  body: JSON.stringify({ message }),
  contentType: 'application/json',
})
const unauthorized: BackendAnswer = {
  status: 401,
  body: '{"message":"Sessie verlopen"}',
  contentType: 'application/json',
}
const malformed: BackendAnswer = {
  status: 200,
  body: '{"kapot":',
  contentType: 'application/json',
}
const plainOk: BackendAnswer = { status: 200, body: 'OK', contentType: 'text/plain' }
const slow: BackendAnswer = { delayMs: 1500 }

const pageAlert = (page: Page, text: string | RegExp) =>
  page.locator('[data-alerts]').getByRole('alert').filter({ hasText: text })

/** A 401 mid-session: the login dialog over the page where the user is, with SPEC §8's message. */
async function expectSessionExpired(page: Page, path: string | RegExp) {
  const login = page.getByRole('dialog', { name: 'Inloggen' })
  await expect(login.getByRole('alert')).toHaveText(EXPIRED)
  await expect(page).toHaveURL(path)
}

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

  test('subscriptions: every failure rolls back with the spec’s message; a plain OK keeps the subscription', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.student, '/activiteiten/x-week/x2')
    const here = page.getByRole('region', { name: 'Inschrijven' })
    const subscribe = here.getByRole('button', { name: 'Inschrijven' })
    await expect(subscribe).toBeVisible()
    for (const [answer, message] of [
      [serverError('Database onbereikbaar'), 'Error occurred: Database onbereikbaar'],
      [{ status: 406, body: 'Vol!' }, 'Vol!'],
      ['network-error', `Error occurred: ${NETWORK}`],
    ] as const) {
      await overrideBackend(page, 'post', 'subscriptions/subscribe', answer)
      await subscribe.click()
      await expect(pageAlert(page, message)).toBeVisible()
      await expect(subscribe).toBeVisible()
      await page.locator('[data-alerts]').getByRole('button', { name: 'Melding sluiten' }).click()
      await resetBackend(page)
    }
    // A real API that subscribes and answers a plain `OK`: no 'no connection', no rollback.
    await page.evaluate(() => {
      type Backend = {
        worker: { use: (...handlers: unknown[]) => void }
        http: { post: (...args: unknown[]) => unknown }
        HttpResponse: new (body: string) => unknown
        db: { state: { subscriptions: unknown[] }; save: () => void }
      }
      const { worker, http, HttpResponse, db } = (window as unknown as { __demoBackend: Backend })
        .__demoBackend
      worker.use(
        http.post(
          `${location.origin}/api/subscriptions/subscribe`,
          async ({ request }: { request: Request }) => {
            const { excursion_id } = (await request.json()) as { excursion_id: string }
            db.state.subscriptions.push({
              _id: 's-plain-ok',
              excursion_id,
              student_id: 'u-daan',
              scope: 'x-week',
              preference: 3,
              timestamp: new Date().toISOString(),
              payed: false,
            })
            db.save()
            return new HttpResponse('OK')
          },
          { once: true },
        ),
      )
    })
    await subscribe.click()
    await expect(here.getByRole('button', { name: 'Uitschrijven' })).toBeVisible()
    await expect(pageAlert(page, /Error occurred/)).toHaveCount(0)
    await resetBackend(page)
    // Slow: busy meanwhile, then done.
    await overrideBackend(page, 'post', 'subscriptions/unsubscribe', slow)
    await here.getByRole('button', { name: 'Uitschrijven' }).click()
    await expect(subscribe).toBeVisible({ timeout: 10_000 })
    await resetBackend(page)

    await overrideBackend(page, 'post', 'subscriptions/subscribe', unauthorized)
    await subscribe.click()
    await expectSessionExpired(page, '/activiteiten/x-week/x2')
  })

  test('content: a page whose text fails offers a retry; the privacy popup keeps Uitloggen within reach', async ({
    page,
  }) => {
    await openApp(page, '/')
    const main = page.getByRole('main')
    for (const [answer, message] of [
      [serverError('Inhoud onbereikbaar'), 'Inhoud onbereikbaar'],
      [malformed, INVALID],
      ['network-error', NETWORK],
    ] as const) {
      await overrideBackend(page, 'get', 'website_content', answer)
      await nav(page).getByRole('link', { name: 'Contact' }).click()
      await expect(main.getByRole('alert')).toContainText(message, { timeout: 10_000 })
      await resetBackend(page)
      await main.getByRole('button', { name: 'Opnieuw proberen' }).click()
      await expect(main.getByRole('alert')).toBeHidden()
      await openApp(page, '/')
    }

    // A new student: the un-closable privacy popup, whose text does not load.
    await overrideBackend(page, 'get', 'website_content', serverError('Inhoud onbereikbaar'))
    await nav(page).getByRole('button', { name: 'Inloggen' }).click()
    const login = page.getByRole('dialog', { name: 'Inloggen' })
    await login.getByLabel('Gebruikersnaam').fill(demo.newStudent)
    await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
    await login.getByRole('button', { name: 'Inloggen' }).click()
    const popup = page.getByRole('dialog', { name: 'Privacybeleid' })
    await expect(popup.getByRole('alert')).toContainText('Inhoud onbereikbaar', {
      timeout: 10_000,
    })
    await expect(popup.getByRole('button', { name: 'Accepteren' })).toBeDisabled()
    await resetBackend(page)
    await popup.getByRole('button', { name: 'Opnieuw proberen' }).click()
    await expect(popup.getByRole('button', { name: 'Accepteren' })).toBeEnabled()
    await popup.getByRole('button', { name: 'Uitloggen' }).click()
    await expect(popup).toBeHidden()
    await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
  })

  test('settings: a failed or unreadable version check changes nothing', async ({ page }) => {
    await page.clock.install()
    const requests = watchRequests(page)
    await openApp(page, '/keuzedelen')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Versie 1.0.0')
    const item = page.getByRole('link', { name: 'Ondernemerschap mbo' })
    await expect(item).toBeVisible()
    let loads = 0
    page.on('load', () => loads++)
    for (const answer of [serverError('Stuk'), unauthorized, malformed, 'network-error'] as const) {
      await overrideBackend(page, 'get', 'settings/version', answer)
      await overrideBackend(page, 'get', 'settings', answer)
      // Five minutes a minute at a time, each jump once the network rests: the lazy parts that
      // load on the way (the round notice, the minute's live-data code) are there before it.
      for (let minute = 0; minute < 5; minute++) {
        await requests.settled()
        await page.clock.runFor('01:00')
      }
      await requests.settled()
      await page.clock.runFor(5_000)
      await resetBackend(page)
    }
    expect(loads).toBe(0)
    await expect(footer).toContainText('Versie 1.0.0')
    await expect(item).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('xweek.version'))).toBe('1.0.0')
  })
})

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
