import {
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  openApp,
  overrideBackend,
  resetBackend,
  test,
} from './fixtures'

// The terms dialog's Accepteren accepts what was shown (issue 19, item 9): not while the text
// loads, nor when it failed to load.
test('Accepteren works only once the terms are shown', async ({ page }) => {
  await loginThroughApi(page, '201001', '/')
  // Emma has not accepted the activity and elective terms yet.
  await page.evaluate(() => {
    type Db = {
      state: { profiles: (Record<string, unknown> & { user_id: string })[] }
      save: () => void
    }
    const { db } = (window as unknown as { __demoBackend: { db: Db } }).__demoBackend
    const emma = db.state.profiles.find((p) => p.user_id === 'u-s1')!
    emma.accept_activity_terms = false
    emma.accept_keuzedelen_terms = false
    db.save()
  })
  const section = page.getByRole('region', { name: 'Inschrijven' })

  // The text fails to load: Accepteren stays off until 'Opnieuw proberen' shows it.
  await openApp(page, '/keuzedelen/k3')
  const electiveTerms = page.getByRole('dialog', { name: 'Keuzedeelvoorwaarden' })
  await overrideBackend(page, 'get', 'website_content', {
    status: 500,
    body: JSON.stringify({ message: 'Inhoud onbereikbaar' }),
    contentType: 'application/json',
  })
  await section.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(electiveTerms.getByRole('alert')).toContainText('Inhoud onbereikbaar', {
    timeout: 10_000,
  })
  await expect(electiveTerms.getByRole('button', { name: 'Accepteren' })).toBeDisabled()
  await expectNoAxeViolations(page)
  await resetBackend(page)
  await electiveTerms.getByRole('button', { name: 'Opnieuw proberen' }).click()
  await expect(electiveTerms).toContainText('Je volgt alle lessen')
  await electiveTerms.getByRole('button', { name: 'Accepteren' }).click()
  await expect(electiveTerms).toBeHidden()
  await expect(section.getByRole('button', { name: 'Uitschrijven' })).toBeVisible()

  // The text is on its way: Accepteren is off until it is there.
  await openApp(page, '/activiteiten/x-week/x2')
  const activityTerms = page.getByRole('dialog', { name: 'Activiteitenvoorwaarden' })
  await overrideBackend(page, 'get', 'website_content', { delayMs: 2_000 })
  await section.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(activityTerms.getByLabel('Inhoud wordt geladen')).toBeVisible()
  await expect(activityTerms.getByRole('button', { name: 'Accepteren' })).toBeDisabled()
  await expect(activityTerms).toContainText('op tijd aanwezig')
  await activityTerms.getByRole('button', { name: 'Accepteren' }).click()
  await expect(activityTerms).toBeHidden()
  await expect(section.getByRole('button', { name: 'Uitschrijven' })).toBeVisible()
})
