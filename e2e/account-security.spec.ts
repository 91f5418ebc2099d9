import { generate } from 'otplib'
import type { Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  loginThroughDialog,
  nav,
  openApp,
  secondSession,
  sessionStatus,
  test,
} from './fixtures'

/** Issue 25 on the account page: own password, own sessions, a second factor for staff. */

async function logoutThroughMenu(page: Page) {
  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
}

test('a student changes their password only with the current one', async ({ page }) => {
  await loginThroughApi(page, demo.student, '/account')
  const form = page.getByRole('form', { name: 'Wachtwoord wijzigen' })
  await form.getByLabel('Huidig wachtwoord').fill('niet-het-goede')
  await form.getByLabel(/^Nieuw wachtwoord/).fill('een-lang-nieuw-wachtwoord')
  await form.getByLabel('Herhaal nieuw wachtwoord').fill('een-lang-nieuw-wachtwoord')
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  await expect(form.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  await expect(form.getByText('Je wachtwoord is gewijzigd.', { exact: false })).toBeVisible()
  await expect(form.getByLabel('Huidig wachtwoord')).toHaveValue('')

  await logoutThroughMenu(page)
  await loginThroughDialog(page, demo.student, 'een-lang-nieuw-wachtwoord')
  await expect(page).toHaveURL('/account')
})

test('a student sees when their ID data goes and downloads everything held about them', async ({
  page,
}) => {
  await loginThroughApi(page, demo.student, '/account')
  const privacy = page.getByRole('region', { name: 'Privacy' })
  // Their trip abroad returns on 15-04-2027; the data goes 30 days later.
  await expect(privacy.getByText('Je ID-gegevens worden verwijderd op 15-05-2027.')).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    privacy.getByRole('button', { name: 'Mijn gegevens downloaden' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('mijn-gegevens.json')
  const { readFile } = await import('node:fs/promises')
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { login_id: string }
    subscriptions: unknown[]
  }
  expect(data.account.login_id).toBe(demo.student)
  expect(data.subscriptions.length).toBeGreaterThan(0)
  await expectNoAxeViolations(page)
})

test('the account page lists the own sessions, and Overal uitloggen ends the others', async ({
  page,
}) => {
  await loginThroughApi(page, demo.teacher, '/')
  // A second session of the same account (another device, as the demo backend sees it).
  const other = await secondSession(page, demo.teacher)
  await openApp(page, '/account')
  const list = page.getByRole('region', { name: 'Waar je bent ingelogd' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByText('(dit apparaat)')).toHaveCount(1)
  // The demo backend sets up a second factor as the server does (QR code made in the browser).
  const twoStep = page.getByRole('region', { name: 'Tweestapsverificatie' })
  await twoStep.getByLabel('Huidig wachtwoord').fill('welkom')
  await twoStep.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click()
  await expect(twoStep.getByRole('img', { name: /QR-code/ })).toBeVisible()
  expect(await twoStep.getByLabel('Sleutel').inputValue()).toMatch(/^[A-Z2-7]{16,}$/)
  await expectNoAxeViolations(page)

  await list.getByRole('button', { name: 'Overal uitloggen' }).click()
  await expect(list.getByText('Eén andere sessie is beëindigd.')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('button', { name: 'Overal uitloggen' })).toBeDisabled()
  const status = await sessionStatus(page, other)
  expect(status).toBe(401)
})

test.describe('on the real server', () => {
  test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1000}` })

  test('an admin sets up TOTP, logs in with a code, is refused a wrong one; a recovery code works once', async ({
    page,
  }) => {
    test.slow() // a whole journey on the real server: TOTP set up, then logins with codes
    // The second demo admin: the other real-server specs log in as the first.
    const admin = demo.specialAdmin
    await openApp(page)
    await loginThroughDialog(page, admin)
    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Tweestapsverificatie' })
    await section.getByLabel('Huidig wachtwoord').fill('welkom')
    await section.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click()
    await expect(section.getByRole('img', { name: /QR-code/ })).toBeVisible()
    await expectNoAxeViolations(page)
    const secret = await section.getByLabel('Sleutel').inputValue()
    await section.getByLabel('Code uit de app').fill('000000')
    await section.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(section.getByText('Deze code klopt niet.', { exact: false })).toBeVisible()
    await section.getByLabel('Code uit de app').fill(await generate({ secret }))
    await section.getByRole('button', { name: 'Bevestigen' }).click()
    const codes = section.getByRole('list', { name: 'Je herstelcodes' }).getByRole('listitem')
    await expect(codes).toHaveCount(10)
    const recovery = (await codes.first().textContent())!
    await section.getByRole('button', { name: 'Ik heb de codes bewaard' }).click()
    await expect(
      section.getByText('Tweestapsverificatie staat aan.', { exact: false }),
    ).toBeVisible()

    await logoutThroughMenu(page)
    const dialog = page.getByRole('dialog', { name: 'Inloggen' })
    const loginWith = async (code: string) => {
      await dialog.getByLabel('Code').fill(code)
      await dialog.getByRole('button', { name: 'Inloggen' }).click()
    }
    await nav(page).getByRole('button', { name: 'Inloggen' }).click()
    await dialog.getByLabel('Gebruikersnaam').fill(admin)
    await dialog.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Inloggen' }).click()
    await expect(dialog.getByLabel('Code')).toBeFocused()
    await expectNoAxeViolations(page)
    await loginWith('123456')
    await expect(dialog.getByText('Deze code klopt niet.', { exact: false })).toBeVisible()
    // A code of the next step (the one the code on screen would have been is used up).
    await loginWith(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
    await expect(dialog).toBeHidden()

    await logoutThroughMenu(page)
    await nav(page).getByRole('button', { name: 'Inloggen' }).click()
    await dialog.getByLabel('Gebruikersnaam').fill(admin)
    await dialog.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Inloggen' }).click()
    await loginWith(recovery)
    await expect(dialog).toBeHidden()
    await logoutThroughMenu(page)
    await nav(page).getByRole('button', { name: 'Inloggen' }).click()
    await dialog.getByLabel('Gebruikersnaam').fill(admin)
    await dialog.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Inloggen' }).click()
    await loginWith(recovery)
    await expect(dialog.getByText('Deze code klopt niet.', { exact: false })).toBeVisible()
  })
})
