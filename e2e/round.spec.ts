import type { Page } from '@playwright/test'
import {
  asAdmin,
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  test,
  typeDate,
  watchRequests,
} from './fixtures'
import { closesLabel, opensLabel, round, saveWindow } from './round-steps'

/**
 * The X-Week round (issue 18) on the demo backend: an admin opens a window in preference mode;
 * three students rank wishes, one tries to sign up after the window closed and is refused by the
 * server; the admin compares two policies and publishes one; each student sees where they are
 * placed; a placed student signs out and the first on the waiting list gets the place.
 */

const emma = '201001'
const noah = '201002'
const julia = '201003'

const notice = (page: Page) =>
  page.getByRole('region', { name: 'Inschrijving Activiteiten in Nederland' })
const signUp = (page: Page) => page.getByRole('region', { name: 'Inschrijven' })
const placement = (page: Page) => page.getByRole('region', { name: 'Plaatsing' })

test('the whole round: window, wishes, a refusal after closing, preview, publish, placements, waiting list', async ({
  page,
}) => {
  test.setTimeout(240_000)

  // The admin opens a window in preference mode (first one that opens in two hours).
  await loginThroughApi(page, demo.admin, '/beheer/inschrijfrondes')
  await expect(page.getByRole('heading', { level: 1, name: 'Inschrijfrondes' })).toBeVisible()
  // Kanoën and Rijksmuseum get one place each: more students wish them than they have.
  await asAdmin(page, 'excursions/update', {
    _id: 'x1',
    name: 'Kanoën in de Biesbosch',
    scope: 'x-week',
    hours: 4,
    datetime: '12-04-2027',
    location: 'Nationaal Park De Biesbosch',
    capacity: 1,
  })
  await asAdmin(page, 'excursions/update', {
    _id: 'x2',
    name: 'Rijksmuseum en grachtenrondvaart',
    scope: 'x-week',
    hours: 6,
    datetime: '13-04-2027',
    location: 'Amsterdam',
    capacity: 1,
  })
  await round(page).getByRole('radio', { name: 'Voorkeuren en plaatsing' }).check()
  await round(page).getByLabel('Minimum aantal wensen').fill('2')
  await round(page).getByLabel('Maximum aantal wensen').fill('3')
  await expectNoAxeViolations(page)
  await saveWindow(page, 120, 24 * 60)

  // Everyone sees when it opens, counting down within a day.
  await page.goto('/activiteiten/x-week')
  await expect(notice(page)).toContainText('Nog niet geopend')
  await expect(notice(page).getByRole('timer')).toHaveText(
    /^Opent over (2 uur|1 uur en 59 minuten)$/,
  )
  await expect(notice(page)).toContainText(
    /Inschrijven kan van .+ om \d\d:\d\d tot .+ om \d\d:\d\d\./,
  )
  await expect(notice(page).getByRole('link', { name: 'Hoe werkt de plaatsing?' })).toBeVisible()
  await expectNoAxeViolations(page)

  // It opens an hour ago instead.
  await page.goto('/beheer/inschrijfrondes')
  await saveWindow(page, -60, 24 * 60)

  // Emma wishes the full Rijksmuseum too and makes it her first choice.
  await loginThroughApi(page, emma, '/activiteiten/x-week/x2')
  await expect(notice(page)).toContainText('Nu open')
  await expect(notice(page)).toContainText('Je hebt 1 wens opgegeven; er is nog 1 wens nodig.')
  await expect(page.getByText('1 plaats', { exact: true })).toBeVisible()
  await signUp(page).getByRole('button', { name: 'Inschrijven' }).click()
  await expect(signUp(page).getByRole('status')).toHaveText('Dit is je wens 2.')
  await expect(notice(page)).toContainText('Je hebt 2 wensen opgegeven.')
  await page
    .getByRole('button', { name: 'Hoger: Rijksmuseum en grachtenrondvaart een voorkeur omhoog' })
    .click()
  await expect(signUp(page).getByRole('status')).toHaveText('Dit is je wens 1.')
  await expectNoAxeViolations(page)

  // Noah adds the Deltawerken as his second wish.
  await loginThroughApi(page, noah, '/activiteiten/x-week/x3')
  await signUp(page).getByRole('button', { name: 'Inschrijven' }).click()
  await expect(signUp(page).getByRole('status')).toHaveText('Dit is je wens 2.')

  // Julia adds the climbing; then, while her page still shows the window open, it closes.
  await loginThroughApi(page, julia, '/activiteiten/x-week/x4')
  await signUp(page).getByRole('button', { name: 'Inschrijven' }).click()
  await expect(signUp(page).getByRole('status')).toHaveText('Dit is je wens 2.')
  // Her page must have the open window before it closes, and must not learn of the close before
  // she presses: 'Inschrijven' shows before the rounds are in (no round reads as first come), and
  // the minute poll refreshes them. So: the window shown, the boot's requests answered, and the
  // page's clock (its polls) stopped from the close until her sign-up is on its way.
  const requests = watchRequests(page)
  await page.clock.install()
  await page.goto('/activiteiten/x-week/x7')
  await expect(notice(page)).toContainText('Nu open')
  const subscribe = signUp(page).getByRole('button', { name: 'Inschrijven' })
  await expect(subscribe).toBeEnabled()
  await requests.settled()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
  await requests.settled()
  await asAdmin(page, 'rounds/set', {
    scope: 'x-week',
    mode: 'preference',
    opens_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    closes_at: new Date(Date.now() - 60_000).toISOString(),
    min_wishes: 2,
    max_wishes: 3,
    policy: 'rank-maximal',
  })
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/subscriptions/subscribe'),
  )
  await subscribe.click()
  await sent
  await page.clock.resume()
  await expect(
    page.getByRole('alert').filter({ hasText: 'De inschrijving is gesloten.' }),
  ).toBeVisible()
  await expect(signUp(page).getByRole('button', { name: 'Uitschrijven' })).toHaveCount(0)

  // The admin compares two policies on one lottery, pins nobody after trying, and publishes.
  await loginThroughApi(page, demo.admin, '/beheer/inschrijfrondes')
  const panel = round(page)
  await panel.getByRole('button', { name: 'Student vastzetten' }).click()
  const pin = page.getByRole('dialog', { name: 'Student vastzetten' })
  await expect(pin.getByRole('combobox', { name: 'Student' })).toBeVisible()
  await expectNoAxeViolations(page)
  await pin.getByRole('button', { name: 'Annuleren' }).click()
  await panel.getByRole('checkbox', { name: 'Niemand ver weg' }).uncheck()
  await panel.getByRole('button', { name: 'Plaatsing berekenen' }).click()
  const histogram = panel.getByRole('table', { name: 'Verdeling van de wensen' })
  await expect(histogram.getByRole('columnheader')).toHaveText([
    '',
    'Meeste eerste keuzes',
    'Loting',
  ])
  // Daan, Emma, Julia and Sem get their 1st choice, Noah his 2nd; three students gave no wishes.
  await expect(
    histogram
      .getByRole('row', { name: /^1e keus/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('4')
  await expect(
    histogram
      .getByRole('row', { name: /^2e keus/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1')
  await expect(
    histogram
      .getByRole('row', { name: /^Geen plaats/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('3')
  await expect(
    panel
      .getByRole('table', { name: 'Per activiteit: geplaatst van de plaatsen' })
      .getByRole('row', { name: /Rijksmuseum/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1 van 1')
  await expect(panel.getByRole('table', { name: 'Zonder plaats, en waarom' })).toContainText(
    'geen wensen opgegeven',
  )
  await expectNoAxeViolations(page)
  await panel.getByRole('button', { name: 'Publiceren: Meeste eerste keuzes' }).click()
  const confirm = page.getByRole('dialog', { name: 'Plaatsing publiceren?' })
  await expect(confirm).toContainText('volgens Meeste eerste keuzes')
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Publiceren' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'De plaatsing is gepubliceerd.' }),
  ).toBeVisible()
  await expect(panel).toContainText(
    /Gepubliceerd op .+ volgens Meeste eerste keuzes \(loting \d+\)\./,
  )
  await expect(panel.getByRole('button', { name: 'Terugdraaien' })).toBeEnabled()

  // The overview has the placement: a Geplaatst column and filter (wishes without a place: Nee).
  await page.goto('/beheer/x-week_inschrijvingen')
  const shown = page.getByRole('status').filter({ hasText: 'inschrijvingen' })
  await expect(shown).toHaveText('10 van 10 inschrijvingen')
  await page.getByRole('combobox', { name: 'Geplaatst' }).selectOption({ label: 'Nee' })
  await expect(shown).toHaveText('4 van 10 inschrijvingen')
  await expect(page).toHaveURL(/placed=false/)
  await expect(
    page
      .getByRole('grid', { name: 'Inschrijvingen' })
      .getByRole('row')
      .filter({ hasText: 'Noah van Dijk' }),
  ).toContainText('Rijksmuseum en grachtenrondvaart')

  // Each student sees where they are placed, with the rank of the wish.
  for (const [student, text] of [
    [emma, 'Geplaatst bij Rijksmuseum en grachtenrondvaart (jouw 1e keuze)'],
    [noah, 'Geplaatst bij Deltawerken en Neeltje Jans (jouw 2e keuze)'],
    [julia, 'Geplaatst bij Zeehondensafari Oosterschelde (jouw 1e keuze)'],
  ] as const) {
    await loginThroughApi(page, student, '/account')
    await expect(placement(page)).toContainText(text)
  }
  await expectNoAxeViolations(page)
  await page.goto('/activiteiten/x-week')
  await expect(notice(page)).toContainText(
    'Geplaatst bij Zeehondensafari Oosterschelde (jouw 1e keuze)',
  )

  // Noah would rather go to the full Rijksmuseum: he waits for it.
  await loginThroughApi(page, noah, '/activiteiten/x-week/x2')
  await expect(signUp(page).getByRole('status')).toHaveText(
    'Dit is je wens 1. Vol: inschrijven kan niet meer.',
  )
  await signUp(page).getByRole('button', { name: 'Op de wachtlijst' }).click()
  await expect(signUp(page).getByRole('status')).toHaveText(
    'Je staat op plaats 1 van de wachtlijst.',
  )
  await page.goto('/account')
  await expect(placement(page)).toContainText('Rijksmuseum en grachtenrondvaart (plaats 1)')

  // Emma, placed there, signs out: the place goes to Noah at once.
  await loginThroughApi(page, emma, '/activiteiten/x-week/x2')
  await expect(signUp(page).getByRole('status')).toHaveText('Je bent hier geplaatst.')
  await signUp(page).getByRole('button', { name: 'Uitschrijven' }).click()
  await expect(signUp(page).getByRole('status')).toHaveText('Vol: inschrijven kan niet meer.')
  await loginThroughApi(page, noah, '/account')
  await expect(placement(page)).toContainText(
    'Geplaatst bij Rijksmuseum en grachtenrondvaart (jouw 1e keuze)',
  )
  await expect(placement(page)).not.toContainText('wachtlijst')

  // The admin can no longer undo: something changed after publishing.
  await loginThroughApi(page, demo.admin, '/beheer/inschrijfrondes')
  await expect(round(page).getByRole('button', { name: 'Terugdraaien' })).toBeDisabled()
})

test('the window is typed in Dutch time with the Dutch date-time picker, 24-hour, and bad input stays', async ({
  page,
}) => {
  // Many pages, keys and an axe run: ~25 s on a quiet machine, more beside other work.
  test.slow()
  await loginThroughApi(page, demo.admin, '/beheer/inschrijfrondes')
  const panel = round(page)
  const opens = panel.getByRole('group', { name: opensLabel })
  const closes = panel.getByRole('group', { name: closesLabel })
  // (A group's text ends with its label, in the outline's hidden legend.)
  // Empty: no opening or closing, in the app's Dutch format (no browser-locale 'mm/dd/yyyy').
  await expect(opens).toContainText('DD-MM-JJJJ uu:mm')
  await expect(closes).toContainText('DD-MM-JJJJ uu:mm')
  // Each label sits above its empty field, whole (inside it, the long label was cut off).
  for (const label of [opensLabel, closesLabel])
    await expect(panel.locator('label', { hasText: label })).toHaveAttribute('data-shrink', 'true')
  await expect(panel).toContainText('Nu open (leeg laten voor geen begin of einde)')

  // Half a date: a Dutch message, and what was typed stays in the field.
  await typeDate(page, panel, opensLabel, '0103')
  await panel.getByRole('button', { name: 'Opslaan' }).click()
  await expect(panel.getByText('Vul een geldige datum en tijd in')).toBeVisible()
  await expect(opens).toContainText('01-03-JJJJ uu:mm')

  // A closing before the opening is refused as before.
  await typeDate(page, panel, opensLabel, '010320271330')
  await typeDate(page, panel, closesLabel, '010320271200')
  await expect(panel.getByText('Vul een geldige datum en tijd in')).toHaveCount(0)
  await panel.getByRole('button', { name: 'Opslaan' }).click()
  await expect(panel.getByText('De sluiting moet na de opening liggen')).toBeVisible()
  await expect(closes).toContainText('01-03-2027 12:00')

  // The popup, opened from the keyboard, is Dutch, 24-hour and passes axe; Escape keeps the value.
  await opens.getByRole('button', { name: /^Kies datum/ }).focus()
  await page.keyboard.press('Enter')
  const popup = page.getByRole('dialog')
  await expect(popup.getByRole('gridcell', { name: '1', exact: true })).toBeVisible()
  await expect(popup.getByRole('listbox', { name: 'Selecteer uren' })).toBeVisible()
  await expect(popup.getByRole('option', { name: '13 uren' })).toBeVisible()
  await expect(popup.getByRole('option', { name: /^(AM|PM)$/ })).toHaveCount(0)
  await expect(popup).toContainText('maart 2027')
  // nlNL's own 'switch naar jaarweergave' is Dutch too.
  await expect(
    popup.getByRole('button', { name: 'kalenderweergave is geopend, wissel naar jaarweergave' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(popup).toHaveCount(0)
  await expect(opens).toContainText('01-03-2027 13:30')

  // 13:30 and 17:00 Dutch winter time are stored and shown back as such, to everyone.
  await typeDate(page, panel, closesLabel, '050320271700')
  await panel.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible()
  await page.reload()
  await expect(opens).toContainText('01-03-2027 13:30')
  await expect(closes).toContainText('05-03-2027 17:00')
  await page.goto('/activiteiten/x-week')
  await expect(notice(page)).toContainText(
    'Inschrijven kan van maandag 1 maart 2027 om 13:30 tot vrijdag 5 maart 2027 om 17:00.',
  )

  // Emptied, the closing is no end again.
  await page.goto('/beheer/inschrijfrondes')
  await closes.getByRole('spinbutton', { name: 'Dag' }).click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  await expect(closes).toContainText('DD-MM-JJJJ uu:mm')
  await panel.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible()
  await page.goto('/activiteiten/x-week')
  await expect(notice(page)).toContainText('Inschrijven kan vanaf maandag 1 maart 2027 om 13:30.')
})
