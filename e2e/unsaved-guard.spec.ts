/**
 * The unsaved-changes guard knows what is unsaved (issue 28): after a successful save, logging
 * out asks nothing; with input not yet saved, it still asks. Every form and dialog that
 * registers input. (A modal dialog hides Uitloggen while it is open, so for those the second
 * half is the dialog's own Escape question, in faults-input.spec.)
 */
import type { Page } from '@playwright/test'
import { demo, expect, freshStart, loginThroughDialog, nav, openApp, test } from './fixtures'
import { inputCases, type Case } from './input-cases'

const question = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })

/** Uitloggen logs out at once: no question about unsaved changes. */
async function logsOutWithoutQuestion(page: Page) {
  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
  await expect(question(page)).toHaveCount(0)
}

/** Uitloggen asks first; 'Verder bewerken' keeps the user logged in with the input. */
async function logoutAsks(page: Page) {
  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Verder bewerken' }).click()
  await expect(nav(page).getByRole('button', { name: 'Uitloggen' })).toBeVisible()
}

const profileForm = (page: Page) => page.getByRole('form', { name: 'Algemene gegevens' })
const roundPanel = (page: Page) => page.getByRole('region', { name: 'Activiteiten in Nederland' })

/** Forms that stay on the page (not modal): both halves apply. */
const pageForms: Case[] = [
  {
    name: 'the profile form',
    who: demo.student,
    path: '/account',
    type: (page) => profileForm(page).getByLabel('Telefoonnummer').fill('+31699990001'),
    kept: (page) =>
      expect(profileForm(page).getByLabel('Telefoonnummer')).toHaveValue('+31699990001'),
    async save(page) {
      await profileForm(page).getByRole('button', { name: 'Opslaan' }).click()
      await expect(page.getByText('Profiel gewijzigd')).toBeVisible()
    },
  },
  {
    name: 'the round settings',
    who: demo.admin,
    path: '/beheer/inschrijfrondes',
    type: (page) => roundPanel(page).getByLabel('Minimum aantal wensen').fill('2'),
    kept: (page) => expect(roundPanel(page).getByLabel('Minimum aantal wensen')).toHaveValue('2'),
    async save(page) {
      await roundPanel(page).getByRole('button', { name: 'Opslaan' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible()
    },
  },
  inputCases.find((c) => c.name === 'the editor')!,
]

/** Each role's forms in one test, a step a case, each from a fresh start (`freshStart`). */
const roles = [
  { who: demo.student, name: 'a student' },
  { who: demo.admin, name: 'an admin' },
]
const savedCases = [...pageForms, ...inputCases.filter((c) => !pageForms.includes(c))]

test.describe('saved input is not unsaved', () => {
  test.describe.configure({ timeout: 60_000 })
  for (const role of roles)
    test(`as ${role.name}: each form saved, Uitloggen asks nothing; a page's form not saved, Uitloggen asks`, async ({
      page,
    }) => {
      const saved = savedCases.filter((c) => c.who === role.who)
      const unsaved = pageForms.filter((c) => c.who === role.who)
      // A page load, a form and a logout a step, on a shared 2-core machine.
      test.setTimeout(20_000 * (saved.length + unsaved.length + 1))
      for (const c of saved)
        await test.step(`${c.name}: saved, Uitloggen asks nothing`, async () => {
          await freshStart(page, c.who, c.path)
          await c.type(page)
          await c.kept(page)
          await c.save(page)
          await logsOutWithoutQuestion(page)
        })
      for (const c of unsaved)
        await test.step(`${c.name}: not saved, Uitloggen asks`, async () => {
          await freshStart(page, c.who, c.path)
          await c.type(page)
          await logoutAsks(page)
          await c.kept(page)
        })
      if (role.who === demo.admin)
        await test.step('the class-list import: the report closed, Uitloggen asks nothing', () =>
          classListImport(page))
    })

  test('the profile popup of a new student: unsaved, its Uitloggen asks; saved, Uitloggen asks nothing, also on other pages', async ({
    page,
  }) => {
    await openApp(page)
    await loginThroughDialog(page, demo.newStudent)
    await page
      .getByRole('dialog', { name: 'Privacybeleid' })
      .getByRole('button', { name: 'Accepteren' })
      .click()
    const popup = page.getByRole('dialog', { name: 'Vul je profiel aan' })
    await popup.getByLabel('Telefoonnummer').fill('+31698765432')
    // Not saved yet: the popup's own Uitloggen asks.
    await popup.getByRole('button', { name: 'Uitloggen' }).click()
    await question(page).getByRole('button', { name: 'Verder bewerken' }).click()
    await expect(popup.getByLabel('Telefoonnummer')).toHaveValue('+31698765432')
    await popup.getByLabel('Mentor/Coach').fill('A. Mulder')
    await popup.getByRole('button', { name: 'Opslaan' }).click()
    await expect(popup).toBeHidden()
    await expect(page).toHaveURL('/account')
    await expect(profileForm(page).getByLabel('Telefoonnummer')).toHaveValue('+31698765432')
    // On another page too.
    await nav(page).getByRole('link', { name: 'Keuzedelen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Keuzedelen' })).toBeVisible()
    await logsOutWithoutQuestion(page)
  })
})

/** An admin imports a class list of one student and closes the report: Uitloggen asks nothing. */
async function classListImport(page: Page) {
  await freshStart(page, demo.admin, '/beheer/accounts')
  await page.getByRole('button', { name: 'Importeren' }).click()
  const dialog = page.getByRole('dialog', { name: 'Klassenlijst importeren' })
  const rows = ['Studentnummer;Voornaam;Achternaam;E-mail;Mentor/Coach']
  rows.push('399031;Rik;Rij;399031@student.scalda.nl;A. Mulder')
  await dialog.getByLabel('CSV-bestand').setInputFiles({
    name: 'klas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n'), 'utf8'),
  })
  await dialog.getByRole('button', { name: '1 account toevoegen' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Toegevoegd' })).toContainText(
    'Toegevoegd: 1',
  )
  await dialog.getByRole('button', { name: 'Sluiten' }).click()
  await expect(dialog).toBeHidden()
  await logsOutWithoutQuestion(page)
}
