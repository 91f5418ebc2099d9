import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughDialog,
  nav,
  openApp,
  overrideBackend,
  test,
} from './fixtures'
import type { Page } from '@playwright/test'

/** The names of the navigation's top-level entries, in order. */
async function menuEntries(page: Page) {
  return (await nav(page).locator(':scope a, :scope button').allInnerTexts()).map((t) => t.trim())
}

async function dropdownItems(page: Page, label: string) {
  await nav(page).getByRole('button', { name: label }).click()
  const menu = page.getByRole('menu', { name: label })
  // The dropdown's code loads on first use: wait until it is open.
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  const items = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim())
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  return items
}

const common = ['Keuzedelen', 'X-Week', 'Informatie', 'Contact']

test('a visitor sees the public menu with Inloggen and the dropdowns of SPEC §2', async ({
  page,
}) => {
  await openApp(page)
  expect(await menuEntries(page)).toEqual(['X-Week Scalda', ...common, 'Inloggen'])
  expect(await dropdownItems(page, 'X-Week')).toEqual([
    'Activiteiten in Nederland',
    'Buitenlandreizen',
  ])
  // The bar shows where you are, also when the page sits in a dropdown.
  await page.goto('/activiteiten/buitenland')
  await expect(nav(page).getByRole('button', { name: 'X-Week' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(nav(page).getByRole('button', { name: 'Informatie' })).not.toHaveAttribute(
    'aria-current',
  )
  await nav(page).getByRole('button', { name: 'X-Week' }).click()
  await expect(page.getByRole('menuitem', { name: 'Buitenlandreizen' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.keyboard.press('Escape')
  await page.goto('/keuzedelen')
  await expect(nav(page).getByRole('link', { name: 'Keuzedelen' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await dropdownItems(page, 'Informatie')).toEqual([
    'Algemene informatie',
    'FAQ keuzedelen',
    'FAQ X-Week',
  ])
})

const journeys = [
  {
    who: 'student 654321',
    loginId: demo.student,
    landing: '/account',
    menu: ['Account', ...common],
    beheer: null,
  },
  {
    who: 'teacher',
    loginId: demo.teacher,
    landing: '/',
    menu: ['Beheer', ...common],
    beheer: ['Mijn account', 'Accounts', 'Klassen'],
  },
  {
    who: 'admin',
    loginId: demo.admin,
    landing: '/',
    menu: ['Beheer', ...common],
    beheer: [
      'Mijn account',
      'Accounts',
      'Klassen',
      'X-Week inschrijvingen',
      'Keuzedelen inschrijvingen',
      'Inschrijfrondes',
      'Logboek',
      'E-mail',
      'Privacy',
    ],
  },
  {
    who: 'admin with the special-cased address',
    loginId: demo.specialAdmin,
    landing: '/',
    menu: ['Beheer', ...common],
    beheer: [
      'Mijn account',
      'Accounts',
      'Klassen',
      'X-Week inschrijvingen',
      'Keuzedelen inschrijvingen',
      'Inschrijfrondes',
      'Logboek',
      'E-mail',
      'Privacy',
    ],
  },
]

for (const j of journeys) {
  test(`${j.who}: logs in through the dialog, lands on ${j.landing}, sees their menu, logs out`, async ({
    page,
  }) => {
    await openApp(page)
    await loginThroughDialog(page, j.loginId)
    await expect(page).toHaveURL(j.landing)
    await expect(nav(page).getByRole('button', { name: 'Uitloggen' })).toBeVisible()
    expect(await menuEntries(page)).toEqual(['X-Week Scalda', ...j.menu, 'Uitloggen'])
    if (j.beheer) expect(await dropdownItems(page, 'Beheer')).toEqual(j.beheer)

    await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
    await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
    await expect(page).toHaveURL('/')
    expect(await menuEntries(page)).toEqual(['X-Week Scalda', ...common, 'Inloggen'])
    expect(await page.evaluate(() => localStorage.getItem('xweek.session'))).toBeNull()
  })
}

test('the login dialog works with the keyboard alone and explains every mistake', async ({
  page,
}) => {
  await openApp(page)
  await nav(page).getByRole('button', { name: 'Inloggen' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Inloggen' })
  await expect(dialog.getByLabel('Gebruikersnaam')).toBeFocused()
  await expectNoAxeViolations(page)

  await page.keyboard.type('jan@gmail.com')
  await page.keyboard.press('Enter')
  await expect(
    dialog.getByText('Dit is geen geldig studentnummer of scalda e-mail adres'),
  ).toBeVisible()
  await expect(dialog.getByText('Vul je wachtwoord in')).toBeVisible()

  await dialog.getByLabel('Gebruikersnaam').fill('654321')
  await page.keyboard.press('Tab')
  await page.keyboard.type('verkeerd')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Login mislukt')).toBeVisible()
  await expect(dialog.getByLabel('Gebruikersnaam')).toHaveValue('654321')
  await expectNoAxeViolations(page)

  await dialog.getByLabel('Gebruikersnaam').fill('')
  await dialog.getByRole('button', { name: 'Wachtwoord vergeten' }).click()
  await expect(dialog.getByText('Vul je username (studentnummer of e-mail adres) in')).toBeVisible()
  await dialog.getByLabel('Gebruikersnaam').fill('654321')
  await dialog.getByRole('button', { name: 'Wachtwoord vergeten' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'e-mail naar je verstuurd' }),
  ).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('123456 must accept the privacy policy: the popup cannot be dismissed and stays gone once accepted', async ({
  page,
}) => {
  await openApp(page)
  await loginThroughDialog(page, demo.newStudent)
  const popup = page.getByRole('dialog', { name: 'Privacybeleid' })
  await expect(popup).toBeVisible()
  await expect(popup.getByText('Scalda verwerkt je gegevens')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await expect(popup).toBeVisible()
  // Only accepting, or logging out from the popup itself: nothing behind it can be used.
  await expect(popup.getByRole('button')).toHaveText(['Uitloggen', 'Accepteren'])
  await expect(nav(page).getByRole('button', { name: 'Uitloggen' })).toBeHidden()

  await popup.getByRole('button', { name: 'Accepteren' }).click()
  await expect(popup).toBeHidden()
  // Next comes the profile popup (this profile lacks a phone number), also after a reload; the
  // privacy popup never again.
  const profile = page.getByRole('dialog', { name: 'Vul je profiel aan' })
  await expect(profile).toBeVisible()
  await page.reload()
  await expect(profile).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog', { name: 'Privacybeleid' })).toHaveCount(0)
})

test('a stored session the backend no longer knows: alert, token dropped, back to /', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() =>
    localStorage.setItem(
      'xweek.session',
      JSON.stringify({ token: 'verlopen-token', user: { _id: 'u-daan', role: 'student' } }),
    ),
  )
  await page.goto('/account')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Uw login-sessie is verlopen, log opnieuw in.' }),
  ).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('xweek.session'))).toBeNull()
})

test('logout that the server refuses says so, keeps the session and can be retried', async ({
  page,
}) => {
  await openApp(page)
  await loginThroughDialog(page, demo.teacher)
  await overrideBackend(page, 'post', 'users/logout', { status: 500, body: '{"message":"kapot"}' })
  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  const alert = page.getByRole('alertdialog')
  await expect(alert.getByText('Unable to remove session from server.. try again?')).toBeVisible()
  await expectNoAxeViolations(page)
  await alert.getByRole('button', { name: 'Annuleren' }).click()
  await expect(nav(page).getByRole('button', { name: 'Uitloggen' })).toBeVisible()
})
