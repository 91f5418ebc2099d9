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
} from './fixtures'

/** A seeded student with the policy accepted and contact data filled, but no ID data. */
const studentWithoutIdData = '201002' // Noah van Dijk

const profileForm = (scope: Page | Locator) =>
  scope.getByRole('form', { name: 'Algemene gegevens' })

async function openIdPopup(page: Page) {
  await page.getByRole('button', { name: /^Paspoort\/ID-gegevens (invullen|wijzigen)$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Paspoort/ID-gegevens' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a new student accepts the policy, completes the un-closable profile popup and keeps the data after a reload', async ({
  page,
}) => {
  await openApp(page)
  await loginThroughDialog(page, demo.newStudent)
  await expect(page).toHaveURL('/account')

  await page
    .getByRole('dialog', { name: 'Privacybeleid' })
    .getByRole('button', { name: 'Accepteren' })
    .click()
  const popup = page.getByRole('dialog', { name: 'Vul je profiel aan' })
  await expect(popup).toBeVisible()
  const form = profileForm(popup)
  await expect(form.getByLabel('Voornaam')).toHaveValue('Sanne')
  await expect(form.getByLabel('Studentnummer')).toHaveValue('123456')
  await expectNoAxeViolations(page)

  // It cannot be closed: not with Escape, not by clicking beside it.
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await expect(popup).toBeVisible()

  const save = form.getByRole('button', { name: 'Opslaan' })
  await expect(save).toBeDisabled()
  await form.getByLabel('Telefoonnummer').fill('+31698765432')
  await expect(save).toBeDisabled()
  await form.getByLabel('Mentor/Coach').fill('A. Mulder')
  await expect(save).toBeEnabled()
  // Keyboard: Enter in the last field submits.
  await form.getByLabel('Mentor/Coach').press('Enter')

  await expect(popup).toBeHidden()
  await expect(page.getByText('Profiel gewijzigd')).toBeVisible()

  await page.reload()
  const pageForm = profileForm(page)
  await expect(pageForm.getByLabel('Telefoonnummer')).toHaveValue('+31698765432')
  await expect(pageForm.getByLabel('Mentor/Coach')).toHaveValue('A. Mulder')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a failed save keeps what was typed and shows the error banner above the form', async ({
  page,
}) => {
  await loginThroughApi(page, demo.student, '/account')
  const form = profileForm(page)
  await expect(form.getByLabel('Telefoonnummer')).toHaveValue('+31612345678')
  await overrideBackend(page, 'post', 'users_info/update/self', {
    status: 500,
    body: JSON.stringify({ message: 'De database is even niet bereikbaar' }),
  })

  await form.getByLabel('Telefoonnummer').fill('+31600000001')
  await form.getByLabel('Mentor/Coach').fill('J. de Boer')
  await form.getByRole('button', { name: 'Opslaan' }).click()

  const banner = form.getByRole('alert')
  await expect(banner).toContainText('De database is even niet bereikbaar')
  await expect(form.getByLabel('Telefoonnummer')).toHaveValue('+31600000001')
  await expect(form.getByLabel('Mentor/Coach')).toHaveValue('J. de Boer')
  // The banner sits above the fields.
  const bannerBox = await banner.boundingBox()
  const phoneBox = await form.getByLabel('Telefoonnummer').boundingBox()
  expect(bannerBox!.y).toBeLessThan(phoneBox!.y)

  await banner.getByRole('button', { name: 'Foutmeldingen sluiten' }).click()
  await expect(form.getByRole('alert')).toHaveCount(0)

  // Nothing was stored on the server; the typed input survives a reload (a tab draft).
  await page.reload()
  await expect(profileForm(page).getByLabel('Telefoonnummer')).toHaveValue('+31600000001')
  const stored = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('xweek.session') ?? '{}') as { token: string }
    const response = await fetch('/api/users_info', {
      headers: { Authorization: `Bearer ${token}` },
    })
    return ((await response.json()) as { phone: string }).phone
  })
  expect(stored).toBe('+31612345678')
})

test('the account page shows the student fields with the points', async ({ page }) => {
  await loginThroughApi(page, demo.student, '/account')
  const form = profileForm(page)
  await expect(form.getByRole('heading', { name: 'Algemene gegevens' })).toBeVisible()
  await expect(form.getByLabel('Punten')).toHaveValue('20')
  await expect(form.getByText(/^\d+ van 20 punten$/)).toBeVisible()
  await expect(form.getByLabel('Achternaam')).toHaveAttribute('readonly', '')
  await expect(page.getByText('Je paspoort- of ID-gegevens zijn compleet.')).toBeVisible()
})

test('a teacher sees their own account without the student fields', async ({ page }) => {
  await loginThroughApi(page, demo.teacher, '/account')
  const form = profileForm(page)
  await expect(form.getByLabel('Telefoonnummer')).toHaveValue('+31687654321')
  await expect(form.getByLabel('Studentnummer')).toHaveCount(0)
  await expect(form.getByLabel('Mentor/Coach')).toHaveCount(0)
  await expect(form.getByLabel('Punten')).toHaveCount(0)
})

test.describe('ID popup', () => {
  test.beforeEach(async ({ page }) => {
    // Many date fields typed section by section: give these more than the default 30 s.
    test.slow()
    // Every date rule is relative to today: fix it.
    await page.clock.setFixedTime(new Date('2026-11-21T12:00:00+01:00'))
  })

  test('refuses every invalid date with its own message and sets validity from the issue date', async ({
    page,
  }) => {
    await loginThroughApi(page, studentWithoutIdData, '/account')
    const dialog = await openIdPopup(page)

    // Validity waits for the issue date, with the hint.
    const validity = dialog.getByRole('group', { name: 'Geldig tot' })
    await expect(validity.getByRole('spinbutton', { name: 'Dag' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(
      dialog.getByText('Je document moet nog minstens 3 maanden na terugkomst geldig zijn'),
    ).toBeVisible()

    // Issue date: not in the future, at most 10 years minus 3 months back (today is 21-11-2026).
    await typeDate(page, dialog, 'Afgiftedatum', '22112026')
    await expect(dialog.getByText('De afgiftedatum mag niet in de toekomst liggen')).toBeVisible()
    await typeDate(page, dialog, 'Afgiftedatum', '20022017')
    await expect(dialog.getByText(/Dit document is te oud/)).toBeVisible()
    await typeDate(page, dialog, 'Afgiftedatum', '21022017')
    await expect(dialog.getByText(/Dit document is te oud|in de toekomst/)).toHaveCount(0)
    // Choosing an issue date sets validity to issue + 10 years (here exactly 3 months ahead).
    await expect(validity.getByRole('spinbutton', { name: 'Dag' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
    await expect(validity).toHaveText(/21-02-2027/)

    // Validity: at least 3 months and at most 10 years ahead.
    await typeDate(page, dialog, 'Geldig tot', '20022027')
    await expect(
      dialog.getByText('Het document moet nog minstens 3 maanden geldig zijn'),
    ).toBeVisible()
    await typeDate(page, dialog, 'Geldig tot', '22112036')
    await expect(
      dialog.getByText('De geldigheidsdatum mag hoogstens 10 jaar vooruit liggen'),
    ).toBeVisible()
    await typeDate(page, dialog, 'Geldig tot', '21112036')
    await expect(
      dialog.getByText(/minstens 3 maanden geldig|hoogstens 10 jaar vooruit/),
    ).toHaveCount(0)

    // Birth date: between 100 and 5 years ago.
    const birthError = dialog.getByText('Je geboortedatum moet tussen 100 en 5 jaar geleden liggen')
    await typeDate(page, dialog, 'Geboortedatum', '22112021')
    await expect(birthError).toBeVisible()
    await typeDate(page, dialog, 'Geboortedatum', '20111926')
    await expect(birthError).toBeVisible()
    await typeDate(page, dialog, 'Geboortedatum', '21111926')
    await expect(birthError).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled()
  })

  test('shows the defaults, is axe clean, and saves the ten fields', async ({ page }) => {
    await loginThroughApi(page, studentWithoutIdData, '/account')
    await expect(
      page.getByText('Je paspoort- of ID-gegevens zijn nog niet (volledig) ingevuld', {
        exact: false,
      }),
    ).toBeVisible()
    const dialog = await openIdPopup(page)

    // Defaults on load (SPEC §3), shown in Dutch (the API keeps 'Netherlands (the)').
    await expect(dialog.getByRole('combobox', { name: 'Land van afgifte' })).toHaveValue(
      'Nederland',
    )
    await expect(dialog.getByRole('combobox', { name: 'Nationaliteit' })).toHaveValue('Nederland')
    await expect(dialog.getByLabel('Voornaam (zoals op het document)')).toHaveValue('Noah')
    await expect(dialog.getByLabel('Achternaam (zoals op het document)')).toHaveValue('van Dijk')
    const save = dialog.getByRole('button', { name: 'Opslaan' })
    await expect(save).toBeDisabled()
    await expectNoAxeViolations(page)

    await dialog.getByRole('radio', { name: 'Paspoort' }).check()
    await dialog.getByLabel('Documentnummer').fill('NW7K2L9P1')
    await typeDate(page, dialog, 'Afgiftedatum', '02062022')
    await expect(dialog.getByRole('group', { name: 'Geldig tot' })).toHaveText(/02-06-2032/)
    await dialog.getByRole('radio', { name: 'Man' }).check()
    await typeDate(page, dialog, 'Geboortedatum', '09092008')
    // The country with the keyboard; choosing it sets the nationality.
    const country = dialog.getByRole('combobox', { name: 'Land van afgifte' })
    await country.fill('Belg')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(country).toHaveValue('België')
    await expect(dialog.getByRole('combobox', { name: 'Nationaliteit' })).toHaveValue('België')
    await expectNoAxeViolations(page)

    await expect(save).toBeEnabled()
    await save.click()
    await expect(page.getByText('Gegevens opgeslagen')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Je paspoort- of ID-gegevens zijn compleet.')).toBeVisible()
    // The API keeps the ISO names.
    const stored = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('xweek.session')!) as { token: string }
      const answer = await fetch('/api/users_info', {
        headers: { Authorization: `Bearer ${token}` },
      })
      return (await answer.json()) as { document_country: string; nationality: string }
    })
    expect([stored.document_country, stored.nationality]).toEqual(['Belgium', 'Belgium'])

    // Stored: after a reload the popup shows the saved data.
    await page.reload()
    const again = await openIdPopup(page)
    await expect(again.getByLabel('Documentnummer')).toHaveValue('NW7K2L9P1')
    await expect(again.getByRole('group', { name: 'Geldig tot' })).toHaveText(/02-06-2032/)
    await expect(again.getByRole('combobox', { name: 'Nationaliteit' })).toHaveValue('België')
    await expect(again.getByRole('radio', { name: 'Man' })).toBeChecked()
    await expect(again.getByRole('button', { name: 'Opslaan' })).toBeEnabled()
  })

  test('a failed save lists the error in the popup and keeps every field', async ({ page }) => {
    await loginThroughApi(page, demo.student, '/account')
    const dialog = await openIdPopup(page)
    await overrideBackend(page, 'post', 'users_info/update/self', {
      status: 500,
      body: JSON.stringify({ message: 'Opslaan tijdelijk niet mogelijk' }),
    })
    await dialog.getByLabel('Documentnummer').fill('ZZ1234567')
    await dialog.getByRole('radio', { name: 'Identiteitskaart' }).check()
    await dialog.getByRole('button', { name: 'Opslaan' }).click()

    await expect(dialog.getByRole('alert').getByRole('listitem')).toHaveText(
      'Opslaan tijdelijk niet mogelijk',
    )
    await expect(dialog.getByLabel('Documentnummer')).toHaveValue('ZZ1234567')
    await expect(dialog.getByRole('radio', { name: 'Identiteitskaart' })).toBeChecked()
    await expect(dialog).toBeVisible()

    // Escape closes this popup (it is not a blocking one).
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})
