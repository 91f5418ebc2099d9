import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  nav,
  openApp,
  secondSession,
  sessionStatus,
  test,
} from './fixtures'

// Issue 25 (AVG): 'Mijn gegevens' as a page, Beheer › Privacy for admins only, and ending one
// session from the account page.

test('a student reads everything held about them, the document number masked until asked', async ({
  page,
}) => {
  await loginThroughApi(page, demo.student, '/account')
  await page.getByRole('link', { name: 'Mijn gegevens bekijken' }).click()
  await expect(page).toHaveURL('/account/mijn-gegevens')
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible()
  for (const name of [
    'Account',
    'Profiel',
    'ID-gegevens',
    'Inschrijvingen en plaatsingen',
    'Wachtlijsten',
    'Sessies',
    'E-mails aan jou',
    'Logboek over jou',
  ])
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible()
  const account = page.getByRole('region', { name: 'Account', exact: true })
  await expect(account.getByText(demo.student, { exact: true })).toBeVisible()
  const idData = page.getByRole('region', { name: 'ID-gegevens' })
  await expect(idData.getByText('Je ID-gegevens worden verwijderd op 15-05-2027.')).toBeVisible()
  await expect(idData.getByText(/^•••••/)).toBeVisible()
  await expectNoAxeViolations(page)
  await idData.getByRole('button', { name: 'Documentnummer tonen' }).click()
  await expect(idData.getByText(/^•••••/)).toHaveCount(0)
  await expect(idData.getByRole('button', { name: 'Documentnummer verbergen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const subscriptions = page.getByRole('region', { name: 'Inschrijvingen en plaatsingen' })
  await expect(subscriptions.getByRole('listitem').first()).toBeVisible()
})

test('an admin finds Privacy in the Beheer menu: the terms of the settings and the last clean-up', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin)
  await nav(page).getByRole('button', { name: 'Beheer' }).click()
  await page.getByRole('menuitem', { name: 'Privacy' }).click()
  await expect(page).toHaveURL('/beheer/privacy')
  const table = page.getByRole('table', { name: 'Wat wordt bewaard' })
  // The demo backend's settings: ID data 30 days, the log 730, sessions 12 hours / 30 days.
  await expect(table.getByText(/^30 dagen na de terugkeer/)).toBeVisible()
  await expect(table.getByText(/^730 dagen/)).toBeVisible()
  await expect(
    table.getByText('12 uur na het laatste gebruik, uiterlijk 30 dagen na het inloggen'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Laatste opschoning' })).toBeVisible()
})

test('a teacher has no Privacy page: not in the menu, sent away from its address', async ({
  page,
}) => {
  await loginThroughApi(page, demo.teacher)
  await nav(page).getByRole('button', { name: 'Beheer' }).click()
  await expect(page.getByRole('menuitem', { name: 'Accounts' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Privacy' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await openApp(page, '/beheer/privacy')
  await expect(page).toHaveURL('/')
  const status = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('xweek.session') ?? '{}') as { token?: string }
    return (await fetch('/api/privacy', { headers: { Authorization: `Bearer ${session.token}` } }))
      .status
  })
  expect(status).toBe(403)
})

test('Uitloggen beside one session ends that session only', async ({ page }) => {
  await loginThroughApi(page, demo.teacher, '/')
  const other = await secondSession(page, demo.teacher)
  await openApp(page, '/account')
  const list = page.getByRole('region', { name: 'Waar je bent ingelogd' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  // Only the other session has its own Uitloggen.
  await expect(list.getByRole('button', { name: /^Uitloggen op / })).toHaveCount(1)
  await expectNoAxeViolations(page)
  await list.getByRole('button', { name: /^Uitloggen op / }).click()
  await expect(list.getByText('De sessie is beëindigd.')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  const status = await sessionStatus(page, other)
  expect(status).toBe(401)
})
