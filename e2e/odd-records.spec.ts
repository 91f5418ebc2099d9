import type { Page } from '@playwright/test'
import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  nav,
  overrideBackend,
  test,
} from './fixtures'

// One odd record never blanks a whole screen (issue 19, item 6): lists skip a record they cannot
// read and say how many; a value the app does not know is shown as it is.

/** What the demo backend answers for `path`, read with the stored session. */
async function realAnswer(page: Page, path: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (path) => {
    const { token } = JSON.parse(localStorage.getItem('xweek.session')!) as { token: string }
    const response = await fetch(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })
    return (await response.json()) as Record<string, unknown>[]
  }, path)
}

const json = (value: unknown) => ({
  status: 200,
  body: JSON.stringify(value),
  contentType: 'application/json',
})

test('a student whose stored gender is "M" opens their profile, with that field marked', async ({
  page,
}) => {
  await loginThroughApi(page, demo.student, '/')
  await page.evaluate(() => {
    type Db = { state: { profiles: { user_id: string; gender: string }[] }; save: () => void }
    const { db } = (window as unknown as { __demoBackend: { db: Db } }).__demoBackend
    db.state.profiles.find((p) => p.user_id === 'u-daan')!.gender = 'M'
    db.save()
  })
  // The profile the app may have read at login is the one from before: read it anew.
  await page.reload()
  await nav(page).getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Algemene gegevens' })
  await expect(form.getByLabel('Telefoonnummer')).toHaveValue('+31612345678')
  const idData = page.getByRole('region', { name: 'Paspoort/ID-gegevens' })
  await expect(idData.getByRole('listitem')).toHaveText(
    "Geslacht: Onbekende waarde 'M': kies opnieuw",
  )

  await idData.getByRole('button', { name: /Paspoort\/ID-gegevens/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Paspoort/ID-gegevens' })
  const gender = dialog.getByRole('radiogroup', { name: 'Geslacht' })
  await expect(gender).toBeVisible()
  await expect(dialog.getByText("Onbekende waarde 'M': kies opnieuw")).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Documentnummer' })).toHaveValue('NXC4R8T21')
  await expectNoAxeViolations(page)
  // Choosing again clears the mark and saves.
  await gender.getByRole('radio', { name: 'Man' }).check()
  await expect(dialog.getByText("Onbekende waarde 'M': kies opnieuw")).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Opslaan' }).click()
  await expect(dialog).toBeHidden()
  await expect(idData.getByRole('listitem')).toHaveCount(0)
})

test('the accounts page skips a record it cannot read, says so, and shows an unknown role as it is', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/')
  const users = await realAnswer(page, 'users/all')
  const profiles = await realAnswer(page, 'users_info/all')
  await overrideBackend(
    page,
    'get',
    'users/all',
    json([
      ...users,
      { _id: 'u-mod', role: 'moderator', login_id: 'mod@scalda.nl' },
      { role: 'student' },
    ]),
  )
  await overrideBackend(
    page,
    'get',
    'users_info/all',
    json([
      ...profiles.map((p) => (p.user_id === 'u-daan' ? { ...p, gender: 'M' } : p)),
      {
        _id: 'p-mod',
        user_id: 'u-mod',
        first_name: 'Mo',
        last_name: 'Derator',
        email: 'mod@scalda.nl',
      },
      null,
      'kapot',
    ]),
  )
  await nav(page).getByRole('button', { name: 'Beheer' }).click()
  await page.getByRole('menuitem', { name: 'Accounts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible()
  await expect(
    page.getByText('1 account en 2 profielen konden niet worden gelezen en worden niet getoond.'),
  ).toBeVisible()
  const grid = page.getByRole('grid')
  await expect(grid.getByRole('row').filter({ hasText: 'Daan Jansen' })).toBeVisible()
  await expect(grid.getByRole('row').filter({ hasText: 'Mo Derator' })).toContainText('moderator')
  await expectNoAxeViolations(page)
})

test('the subscription overview skips a profile it cannot read and says so', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/')
  const profiles = await realAnswer(page, 'users_info/all')
  await overrideBackend(page, 'get', 'users_info/all', json([...profiles, 42]))
  await nav(page).getByRole('button', { name: 'Beheer' }).click()
  await page.getByRole('menuitem', { name: 'X-Week inschrijvingen' }).click()
  await expect(
    page.getByText('1 profiel kon niet worden gelezen en wordt niet getoond.'),
  ).toBeVisible()
  await expect(
    page.getByRole('grid').getByRole('row').filter({ hasText: 'Daan Jansen' }).first(),
  ).toBeVisible()
})
