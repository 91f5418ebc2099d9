import type { Locator, Page } from '@playwright/test'
import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  loginThroughDialog,
  openApp,
  overrideBackend,
  test,
  typeDate,
  watchRequests,
} from './fixtures'

const lists = [
  { path: '/keuzedelen', title: 'Keuzedelen', item: 'Ondernemerschap mbo' },
  { path: '/activiteiten', title: 'X-Week activiteiten', item: 'Stedenreis Berlijn' },
  {
    path: '/activiteiten/x-week',
    title: 'Activiteiten in Nederland',
    item: 'Kanoën in de Biesbosch',
  },
  { path: '/activiteiten/buitenland', title: 'Buitenlandreizen', item: 'Skiën in Oostenrijk' },
]

const details = [
  { path: '/keuzedelen/k1', name: 'Ondernemerschap mbo' },
  { path: '/activiteiten/x-week/x1', name: 'Kanoën in de Biesbosch' },
  { path: '/activiteiten/buitenland/b1', name: 'Stedenreis Berlijn' },
]

const offer = (page: Page) => page.getByRole('region', { name: 'Aanbod' })
const mine = (page: Page) => page.getByRole('region', { name: 'Mijn inschrijvingen' })
const subscribeSection = (page: Page) => page.getByRole('region', { name: 'Inschrijven' })

async function openDetail(page: Page, path: string, name: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return subscribeSection(page)
}

/** Subscribes from a detail page where no dialog is expected, and checks it stuck. */
async function subscribeHere(section: Locator, preference: number) {
  await section.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(section.getByRole('button', { name: 'Uitschrijven' })).toBeVisible()
  await expect(section.getByRole('status')).toHaveText(
    `Je bent ingeschreven met voorkeur ${preference}.`,
  )
}

async function unsubscribeHere(section: Locator) {
  await section.getByRole('button', { name: 'Uitschrijven' }).click()
  await expect(section.getByRole('button', { name: 'Inschrijven' })).toBeVisible()
  await expect(section.getByRole('status')).toHaveText('Je bent nog niet ingeschreven.')
}

const ddmmyyyy = (date: Date) =>
  [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('') +
  date.getFullYear()

test.describe('logged out', () => {
  test('every list and detail page is readable, with an invitation to log in', async ({ page }) => {
    await openApp(page)
    for (const { path, title, item } of lists) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(offer(page).getByRole('link', { name: item })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Log in om je in te schrijven' })).toBeVisible()
    }
    for (const { path, name } of details) {
      const section = await openDetail(page, path, name)
      await expect(
        section.getByRole('button', { name: 'Log in om je in te schrijven' }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Inschrijven' })).toHaveCount(0)
    }
    await subscribeSection(page)
      .getByRole('button', { name: 'Log in om je in te schrijven' })
      .click()
    await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible()
  })

  test('an unknown excursion, or one of another scope, is not found', async ({ page }) => {
    for (const path of [
      '/keuzedelen/bestaat-niet',
      '/activiteiten/buitenland/x1',
      '/keuzedelen/x1',
    ]) {
      await openApp(page, path)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
      ).toBeVisible()
    }
  })
})

test.describe('student 654321', () => {
  test('browses each list with search and sort, sees preferences and points, opens a detail', async ({
    page,
  }) => {
    test.slow() // every list, its search and sort and a detail, each analysed by axe
    await loginThroughApi(page, demo.student, '/keuzedelen')
    for (const { path, title, item } of lists) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(offer(page).getByRole('link', { name: item })).toBeVisible()
      await expect(mine(page).getByText(/24 van 20 punten/)).toBeVisible()
    }
    // /activiteiten/buitenland: search and sort.
    const search = offer(page).getByRole('searchbox', { name: 'Zoeken op naam' })
    await search.fill('parijs')
    await expect(offer(page).getByRole('listitem')).toHaveCount(1)
    await search.fill('')
    await offer(page)
      .getByRole('combobox', { name: 'Sorteren op' })
      .selectOption({ label: 'Naam (A-Z)' })
    await expect(offer(page).getByRole('listitem').first()).toContainText(
      'Kunst en cultuur in Parijs',
    )
    await offer(page)
      .getByRole('combobox', { name: 'Sorteren op' })
      .selectOption({ label: 'Datum (vroegste eerst)' })
    await expect(offer(page).getByRole('listitem').first()).toContainText('Skiën in Oostenrijk')

    // Own subscription with its preference in the list.
    await page.goto('/activiteiten/x-week')
    const kano = offer(page).getByRole('listitem').filter({ hasText: 'Kanoën in de Biesbosch' })
    await expect(kano).toContainText('Ingeschreven · voorkeur 1')
    await kano.getByRole('link', { name: 'Kanoën in de Biesbosch' }).click()
    await expect(page).toHaveURL('/activiteiten/x-week/x1')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kanoën in de Biesbosch' }),
    ).toBeVisible()
    await expect(page.getByText('Nationaal Park De Biesbosch', { exact: true })).toBeVisible()
    await expect(subscribeSection(page).getByRole('status')).toHaveText(
      'Je bent ingeschreven met voorkeur 1.',
    )
    for (const { path, name } of details) {
      await openDetail(page, path, name)
    }
  })

  test('subscribes and unsubscribes in every scope, and it is stored', async ({ page }) => {
    await loginThroughApi(page, demo.student, '/keuzedelen')
    const cases = [
      { path: '/keuzedelen/k1', name: 'Ondernemerschap mbo', preference: 2 },
      { path: '/activiteiten/x-week/x2', name: 'Rijksmuseum en grachtenrondvaart', preference: 3 },
      { path: '/activiteiten/buitenland/b2', name: 'Kunst en cultuur in Parijs', preference: 2 },
    ]
    for (const { path, name, preference } of cases) {
      const here = await openDetail(page, path, name)
      await expect(here.getByRole('status')).toHaveText('Je bent nog niet ingeschreven.')
      await subscribeHere(here, preference)
      // No terms or ID popup: 654321 accepted everything already.
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(mine(page).getByRole('link', { name })).toBeVisible()
      await page.reload()
      await expect(subscribeSection(page).getByRole('status')).toHaveText(
        `Je bent ingeschreven met voorkeur ${preference}.`,
      )
      await unsubscribeHere(subscribeSection(page))
      await page.reload()
      await expect(
        subscribeSection(page).getByRole('button', { name: 'Inschrijven' }),
      ).toBeVisible()
    }
    // Points follow a trip: 24 + 14 (b2) while subscribed.
    const trip = await openDetail(page, '/activiteiten/buitenland/b2', 'Kunst en cultuur in Parijs')
    await trip.getByRole('button', { name: 'Inschrijven' }).click()
    await expect(mine(page).getByText(/38 van 20 punten/)).toBeVisible()
  })

  test('reorders preferences with Hoger and Lager, also by keyboard, and it is stored', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.student, '/activiteiten/x-week')
    const rows = mine(page).getByRole('listitem')
    await expect(rows.nth(0)).toContainText('Voorkeur 1Kanoën in de Biesbosch')
    await expect(rows.nth(1)).toContainText('Voorkeur 2Deltawerken en Neeltje Jans')

    await mine(page)
      .getByRole('button', { name: 'Lager: Kanoën in de Biesbosch een voorkeur omlaag' })
      .click()
    await expect(rows.nth(0)).toContainText('Voorkeur 1Deltawerken en Neeltje Jans')
    await expect(rows.nth(1)).toContainText('Voorkeur 2Kanoën in de Biesbosch')
    await expect(offer(page).getByRole('listitem').filter({ hasText: 'Kanoën' })).toContainText(
      'voorkeur 2',
    )
    // Focus stays on the moved subscription (its 'Lager' is disabled now at the bottom).
    const up = mine(page).getByRole('button', {
      name: 'Hoger: Kanoën in de Biesbosch een voorkeur omhoog',
    })
    await expect(up).toBeFocused()

    await page.reload()
    await expect(rows.nth(0)).toContainText('Voorkeur 1Deltawerken en Neeltje Jans')

    // Keyboard only: back to first choice.
    await up.focus()
    await page.keyboard.press('Enter')
    await expect(rows.nth(0)).toContainText('Voorkeur 1Kanoën in de Biesbosch')
    await page.reload()
    await expect(rows.nth(0)).toContainText('Voorkeur 1Kanoën in de Biesbosch')
  })

  test('a 406 from the backend shows its body and the subscription is rolled back', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.student, '/activiteiten/x-week/x2')
    const here = subscribeSection(page)
    await expect(here.getByRole('button', { name: 'Inschrijven' })).toBeVisible()
    await overrideBackend(page, 'post', 'subscriptions/subscribe', { status: 406, body: 'Vol!' })
    await here.getByRole('button', { name: 'Inschrijven' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /^Vol!$/ })).toBeVisible()
    await expect(here.getByRole('button', { name: 'Inschrijven' })).toBeVisible()
    await expect(page.getByText('1 inschrijving', { exact: true })).toBeVisible()
  })

  test('a network failure rolls the optimistic change back', async ({ page }) => {
    await loginThroughApi(page, demo.student, '/activiteiten/x-week/x1')
    const here = subscribeSection(page)
    await expect(here.getByRole('status')).toHaveText('Je bent ingeschreven met voorkeur 1.')
    await overrideBackend(page, 'post', 'subscriptions/unsubscribe', 'network-error')
    await here.getByRole('button', { name: 'Uitschrijven' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /^Error occurred: / })).toBeVisible()
    await expect(here.getByRole('button', { name: 'Uitschrijven' })).toBeVisible()
    await expect(here.getByRole('status')).toHaveText('Je bent ingeschreven met voorkeur 1.')

    // A navigation reloads the app and with it the demo backend: override after it.
    await page.goto('/activiteiten/x-week')
    await expect(mine(page).getByRole('listitem').nth(0)).toContainText(
      'Voorkeur 1Kanoën in de Biesbosch',
    )
    await overrideBackend(page, 'post', 'subscriptions/subscribe', 'network-error')
    await mine(page)
      .getByRole('button', { name: 'Lager: Kanoën in de Biesbosch een voorkeur omlaag' })
      .click()
    await expect(page.getByRole('alert').filter({ hasText: /^Error occurred: / })).toBeVisible()
    await expect(mine(page).getByRole('listitem').nth(0)).toContainText(
      'Voorkeur 1Kanoën in de Biesbosch',
    )
  })

  test('one idle minute on a list reloads excursions and subscriptions exactly once', async ({
    page,
  }) => {
    await page.clock.install()
    await loginThroughApi(page, demo.student, '/activiteiten')
    await expect(mine(page).getByText(/24 van 20 punten/)).toBeVisible()
    await expect(offer(page).getByRole('listitem')).toHaveCount(12)
    const seen: string[] = []
    page.on('request', (request) => seen.push(new URL(request.url()).pathname))
    const requests = watchRequests(page)
    await page.clock.runFor(60_000)
    await expect.poll(() => seen.filter((p) => p === '/api/subscriptions/all').length).toBe(1)
    await expect.poll(() => seen.filter((p) => p === '/api/excursions').length).toBe(1)
    // Nothing more comes once the network has been quiet for half a second either.
    await requests.settled()
    expect(seen.filter((p) => p === '/api/excursions')).toHaveLength(1)
    expect(seen.filter((p) => p === '/api/subscriptions/all')).toHaveLength(1)
  })
})

test('a new student (123456) accepts the terms once per scope and gives ID data before a first trip', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openApp(page)
  await loginThroughDialog(page, demo.newStudent)
  // First the profile: the privacy policy, then the un-closable profile popup.
  await page
    .getByRole('dialog', { name: 'Privacybeleid' })
    .getByRole('button', { name: 'Accepteren' })
    .click()
  const profilePopup = page.getByRole('dialog', { name: 'Vul je profiel aan' })
  await profilePopup.getByLabel('Telefoonnummer').fill('+31698765432')
  await profilePopup.getByLabel('Mentor/Coach').fill('A. Mulder')
  await profilePopup.getByRole('button', { name: 'Opslaan' }).click()
  await expect(profilePopup).toBeHidden()

  const scopes = [
    {
      terms: 'Keuzedeelvoorwaarden',
      text: /Je volgt alle lessen van het keuzedeel/,
      first: ['/keuzedelen/k1', 'Ondernemerschap mbo'],
      second: ['/keuzedelen/k3', 'Duits in de beroepscontext'],
    },
    {
      terms: 'Activiteitenvoorwaarden',
      text: /Je bent op tijd aanwezig op de verzamelplek/,
      first: ['/activiteiten/x-week/x1', 'Kanoën in de Biesbosch'],
      second: ['/activiteiten/x-week/x2', 'Rijksmuseum en grachtenrondvaart'],
    },
  ] as const
  for (const { terms, text, first, second } of scopes) {
    let here = await openDetail(page, first[0], first[1])
    await here.getByRole('button', { name: 'Inschrijven' }).click()
    const dialog = page.getByRole('dialog', { name: terms })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(text)).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Accepteren' }).click()
    await expect(dialog).toBeHidden()
    await expect(here.getByRole('status')).toHaveText('Je bent ingeschreven met voorkeur 1.')

    // The second subscription in the same scope asks nothing.
    here = await openDetail(page, second[0], second[1])
    await subscribeHere(here, 2)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }

  // A first trip: the ID popup first, then the trip terms.
  const trip = await openDetail(page, '/activiteiten/buitenland/b2', 'Kunst en cultuur in Parijs')
  await trip.getByRole('button', { name: 'Inschrijven' }).click()
  const idPopup = page.getByRole('dialog', { name: 'Paspoort/ID-gegevens' })
  await expect(idPopup).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Reisvoorwaarden' })).toHaveCount(0)
  const lastYear = new Date()
  lastYear.setFullYear(lastYear.getFullYear() - 1)
  await idPopup.getByRole('radio', { name: 'Paspoort' }).check()
  await idPopup.getByLabel('Documentnummer').fill('NW7K2L9P1')
  await typeDate(page, idPopup, 'Afgiftedatum', ddmmyyyy(lastYear))
  await idPopup.getByRole('radio', { name: 'Vrouw' }).check()
  await typeDate(page, idPopup, 'Geboortedatum', '09092008')
  await idPopup.getByRole('button', { name: 'Opslaan' }).click()
  await expect(idPopup).toBeHidden()
  const tripTerms = page.getByRole('dialog', { name: 'Reisvoorwaarden' })
  await expect(tripTerms).toBeVisible()
  await tripTerms.getByRole('button', { name: 'Accepteren' }).click()
  await expect(trip.getByRole('status')).toHaveText('Je bent ingeschreven met voorkeur 1.')

  // A second trip: neither popup again.
  const second = await openDetail(page, '/activiteiten/buitenland/b4', 'Londen: theater en musea')
  await subscribeHere(second, 2)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Points: x1 4 + x2 6 + b2 14 + b4 14, keuzedelen excluded.
  await expect(mine(page).getByText(/38 van 20 punten/)).toBeVisible()
})
