/**
 * Nothing a user typed is lost (issue 19): a 401 from the minute poll and a new version (the
 * 5-minute poll) while the editor, the ID popup, the excursion form and the account dialog are
 * open, and a new version over the policy setting and a running import. Each ends with the
 * input saved. Also: dialogs that hold input do not close by accident, logging out asks about
 * drafts, a profile that fails to load says so, and a failed editor chunk can be loaded again.
 */
import type { Page } from '@playwright/test'
import {
  accountDialog,
  editorBox,
  excursionDialog,
  field,
  inputCases,
  typeNewAccount,
} from './input-cases'
import {
  demo,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  freshStart,
  loginThroughApi,
  nav,
  openApp,
  overrideBackend,
  resetBackend,
  test,
  watchRequests,
} from './fixtures'

const EXPIRED = 'Uw login-sessie is verlopen, log opnieuw in.'
const NEW_VERSION = 'Er is een nieuwe versie van de app.'

/** A page's status message (information and success are role status, errors role alert). */
const pageStatus = (page: Page, text: string | RegExp) =>
  page.locator('[data-alerts]').getByRole('status').filter({ hasText: text })

type DemoDb = { state: { sessions: unknown[]; settings: Record<string, string> }; save(): void }
const demoDb = (page: Page, change: (db: DemoDb) => void) =>
  page.evaluate((source) => {
    const { db } = (window as unknown as { __demoBackend: { db: DemoDb } }).__demoBackend
    new Function('db', `(${source})(db)`)(db)
    db.save()
  }, change.toString())

/** The server forgets every session (as after a restart): the next call answers 401. */
const forgetSessions = (page: Page) => demoDb(page, (db) => (db.state.sessions = []))
/** The version the demo backend answers (its data lives in localStorage: it survives a reload). */
const setServerVersion = (page: Page) => demoDb(page, (db) => (db.state.settings.version = '1.1.0'))

// Each group in one test, a step a case, each from a fresh start (`freshStart`): the same
// cases as a test each, without a new browser context each.

/** The boot's requests answered: a jump of the clock over one on its way would time it out. */
async function bootAnswered(page: Page, requests: ReturnType<typeof watchRequests>) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await requests.settled()
}

test('a 401 from the minute poll keeps every input: log in again over the page and save', async ({
  page,
}) => {
  // A page load, a form, a login and a save a step, on a shared 2-core machine.
  test.setTimeout(30_000 * inputCases.length)
  await page.clock.install()
  const requests = watchRequests(page)
  for (const c of inputCases)
    await test.step(`while ${c.name} is open`, async () => {
      await freshStart(page, c.who, c.path)
      await bootAnswered(page, requests)
      await c.type(page)
      await forgetSessions(page)
      await page.clock.runFor('01:00')

      const login = page.getByRole('dialog', { name: 'Inloggen' })
      await expect(login.getByRole('alert')).toHaveText(EXPIRED)
      await expect(login.getByLabel('Gebruikersnaam')).toHaveValue(c.who)
      await expect(page).toHaveURL(c.path)
      await expectNoAxeViolations(page)

      // (The page behind the modal is hidden from the accessibility tree meanwhile.)
      await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
      await login.getByRole('button', { name: 'Inloggen' }).click()
      await expect(login).toBeHidden()
      await expect(page).toHaveURL(c.path)
      await c.kept(page)
      await c.save(page)
    })
})

/** Runs the 5-minute version check (a new version on the server) and counts the page loads. */
async function newVersionArrives(page: Page, requests: ReturnType<typeof watchRequests>) {
  let loads = 0
  const load = () => loads++
  page.on('load', load)
  await setServerVersion(page)
  await page.clock.runFor('05:00')
  await expect(pageStatus(page, NEW_VERSION)).toBeVisible()
  // No reload on its way: the network has been quiet for half a second.
  await requests.settled()
  expect(loads).toBe(0)
  return {
    /** Waits for the one reload, and stops counting. */
    async reloaded() {
      await expect.poll(() => loads).toBe(1)
      page.off('load', load)
    },
  }
}

test('a new version waits for every input: no reload until it is saved', async ({ page }) => {
  test.setTimeout(30_000 * (inputCases.length + 2))
  await page.clock.install()
  const requests = watchRequests(page)
  for (const c of inputCases)
    await test.step(`while ${c.name} is open`, async () => {
      await freshStart(page, c.who, c.path)
      await bootAnswered(page, requests)
      await c.type(page)
      const version = await newVersionArrives(page, requests)
      await c.kept(page)
      await c.save(page)
      await version.reloaded()
      await expect(page.getByRole('contentinfo')).toContainText('Versie 1.1.0')
    })

  await test.step('while the policy setting holds a chosen text', async () => {
    await freshStart(page, demo.admin, '/')
    await bootAnswered(page, requests)
    await page.getByRole('button', { name: 'Privacybeleid' }).click()
    const setting = page
      .getByRole('dialog', { name: 'Privacybeleid' })
      .getByRole('combobox', { name: 'Tekst met het privacybeleid' })
    await setting.selectOption({ label: 'Activiteitenvoorwaarden' })
    const version = await newVersionArrives(page, requests)
    await expect(setting).toHaveValue('activity_terms')
    await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click()
    await version.reloaded()
    await expect(page.getByRole('contentinfo')).toContainText('Versie 1.1.0')
  })

  await test.step('while a class-list import runs, and while its report is open', async () => {
    await freshStart(page, demo.admin, '/beheer/accounts')
    await bootAnswered(page, requests)
    await page.getByRole('button', { name: 'Importeren' }).click()
    const dialog = page.getByRole('dialog', { name: 'Klassenlijst importeren' })
    const rows = ['Studentnummer;Voornaam;Achternaam;E-mail;Mentor/Coach']
    for (let i = 11; i <= 20; i++)
      rows.push(`3990${i};Rik;Rij ${i};3990${i}@student.scalda.nl;A. Mulder`)
    await dialog.getByLabel('CSV-bestand').setInputFiles({
      name: 'klas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rows.join('\n'), 'utf8'),
    })
    let loads = 0
    page.on('load', () => loads++)
    await setServerVersion(page)
    // Just before the 5-minute check; then the check comes while the batches run (a jump over
    // the calls' own 30 s time-out would end them instead).
    await page.clock.runFor('04:50')
    await overrideBackend(page, 'post', 'users/add', { delayMs: 3000 })
    await dialog.getByRole('button', { name: '10 accounts toevoegen' }).click()
    await expect(dialog.getByRole('progressbar')).toBeVisible()
    await page.clock.runFor('00:11')
    await expect(pageStatus(page, NEW_VERSION)).toBeVisible()
    const report = dialog.getByRole('status').filter({ hasText: 'Toegevoegd' })
    await expect(report).toContainText('Toegevoegd: 10', { timeout: 20_000 })
    await requests.settled()
    expect(loads).toBe(0)
    await dialog.getByRole('button', { name: 'Sluiten' }).click()
    await expect.poll(() => loads).toBe(1)
  })
})

test('dialogs that hold input: they do not close by accident', async ({ page }) => {
  await test.step('the excursion form asks before Escape or the backdrop throw typed input away', async () => {
    await freshStart(page, demo.admin, '/activiteiten/x-week')
    await page.getByRole('button', { name: 'Toevoegen' }).click()
    const dialog = excursionDialog(page)
    // Nothing typed: the backdrop closes it at once.
    await expect(field(dialog, 'Naam')).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Toevoegen' }).click()
    await field(dialog, 'Naam').fill('Bijna kwijt')
    await page.mouse.click(5, 5)
    const question = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })
    await expect(question).toBeVisible()
    await expectNoAxeViolations(page)
    await question.getByRole('button', { name: 'Verder bewerken' }).click()
    await expect(field(dialog, 'Naam')).toHaveValue('Bijna kwijt')

    await page.keyboard.press('Escape')
    await question.getByRole('button', { name: 'Wijzigingen weggooien' }).click()
    await expect(dialog).toBeHidden()
  })

  await test.step('the account dialog stays open while it saves, whatever Escape or the backdrop do', async () => {
    await freshStart(page, demo.admin, '/beheer/accounts')
    await typeNewAccount(page)
    await overrideBackend(page, 'post', 'users/add', { delayMs: 2500 })
    const dialog = accountDialog(page)
    await dialog.getByRole('button', { name: 'Account toevoegen' }).click()
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeDisabled()
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Voornaam')).toHaveValue('Ingrid')
    await expect(dialog).toBeHidden({ timeout: 10_000 })
    await expect(pageStatus(page, /Ingrid Invoer/)).toBeVisible()
  })
})

test('logging out with a profile draft asks first; discarding it logs out and drops the draft', async ({
  page,
}) => {
  await loginThroughApi(page, demo.student, '/account')
  const phone = page.getByRole('form', { name: 'Algemene gegevens' }).getByLabel('Telefoonnummer')
  await phone.fill('+31699990000')
  // The form is gone, its draft is not.
  await nav(page).getByRole('link', { name: 'Keuzedelen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Keuzedelen' })).toBeVisible()
  const question = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })

  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  await question.getByRole('button', { name: 'Verder bewerken' }).click()
  await expect(nav(page).getByRole('button', { name: 'Uitloggen' })).toBeVisible()
  await nav(page).getByRole('link', { name: 'Account' }).click()
  await expect(phone).toHaveValue('+31699990000')

  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  await question.getByRole('button', { name: 'Wijzigingen weggooien' }).click()
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  const login = page.getByRole('dialog', { name: 'Inloggen' })
  await login.getByLabel('Gebruikersnaam').fill(demo.student)
  await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
  await login.getByRole('button', { name: 'Inloggen' }).click()
  await expect(phone).toHaveValue('+31612345678')
})

test('an own profile that fails to load says so with Opnieuw proberen; sign-up says why it is closed', async ({
  page,
}) => {
  await openApp(page, '/activiteiten/buitenland/b1')
  await overrideBackend(page, 'get', 'users_info', {
    status: 500,
    body: '{"message":"Profielen onbereikbaar"}',
    contentType: 'application/json',
  })
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  const login = page.getByRole('dialog', { name: 'Inloggen' })
  await login.getByLabel('Gebruikersnaam').fill(demo.newStudent)
  await login.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
  await login.getByRole('button', { name: 'Inloggen' }).click()

  const failed = page.getByRole('dialog', { name: 'Je gegevens konden niet worden geladen' })
  await expect(failed.getByRole('alert')).toHaveText('Profielen onbereikbaar', { timeout: 10_000 })
  await expectNoAxeViolations(page)
  await failed.getByRole('button', { name: 'Sluiten' }).click()
  await expect(failed).toBeHidden()

  // Back to the trip (the login went on to /account), without reloading the page.
  await page.goBack()
  const here = page.getByRole('region', { name: 'Inschrijven' })
  await expect(here).toContainText('Inschrijven kan pas als je gegevens geladen zijn.')
  await resetBackend(page)
  await here.getByRole('button', { name: 'Opnieuw proberen' }).click()
  // Loaded: the privacy policy 123456 has not accepted yet is asked for after all.
  await expect(page.getByRole('dialog', { name: 'Privacybeleid' })).toBeVisible()
})

test('an editor chunk that fails to load offers Opnieuw proberen, which loads it for real', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/algemene_informatie')
  let failing = true
  await page
    .context()
    // (also a retry's own address, `?retry=…`)
    .route(/\/assets\/content-editor-[\w-]+\.js(\?.*)?$/, (route) =>
      failing ? route.abort() : route.continue(),
    )
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Bewerken' }).click()
  await expect(main.getByRole('alert')).toHaveText(
    'Een deel van de app kon niet worden geladen. Probeer het opnieuw.',
  )
  // Annuleren goes back to reading; Bewerken tries again.
  await main.getByRole('button', { name: 'Annuleren' }).click()
  await expect(main.getByRole('button', { name: 'Bewerken' })).toBeVisible()
  await main.getByRole('button', { name: 'Bewerken' }).click()
  await expect(main.getByRole('alert')).toBeVisible()
  failing = false
  await main.getByRole('button', { name: 'Opnieuw proberen' }).click()
  await expect(editorBox(page)).toBeVisible()
})
