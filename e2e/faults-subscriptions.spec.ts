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
  watchRequests,
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

test.describe('fault injection', () => {
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
