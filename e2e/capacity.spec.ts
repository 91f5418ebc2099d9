import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, loginThroughApi, test } from './fixtures'

// Full excursions (issue 19, item 1). Student 201001 (Emma Visser) has accepted the activity
// terms but not the trip terms, and has no ID data: a first trip opens the ID popup, then terms.
const EMMA = '201001'

const subscribeSection = (page: Page) => page.getByRole('region', { name: 'Inschrijven' })

/** Gives the trip b2 one place, taken by another student when `taken`. */
async function limitTrip(page: Page, { taken }: { taken: boolean }) {
  await page.evaluate((taken) => {
    type Db = {
      state: {
        excursions: { _id: string; capacity?: number | null }[]
        subscriptions: Record<string, unknown>[]
      }
      save: () => void
    }
    const { db } = (window as unknown as { __demoBackend: { db: Db } }).__demoBackend
    db.state.excursions.find((e) => e._id === 'b2')!.capacity = 1
    if (taken)
      db.state.subscriptions.push({
        _id: 's-taken',
        excursion_id: 'b2',
        student_id: 'u-s2',
        preference: 1,
        timestamp: new Date().toISOString(),
        payed: false,
      })
    db.save()
  }, taken)
}

test('a full excursion: Inschrijven is disabled with the reason beside it', async ({ page }) => {
  await loginThroughApi(page, EMMA, '/')
  await limitTrip(page, { taken: true })
  await page.goto('/activiteiten/buitenland/b2')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kunst en cultuur in Parijs' }),
  ).toBeVisible()
  const section = subscribeSection(page)
  await expect(page.getByText('Vol', { exact: true })).toBeVisible()
  await expect(section.getByRole('button', { name: 'Inschrijven' })).toBeDisabled()
  await expect(section.getByRole('status')).toHaveText('Vol: inschrijven kan niet meer.')
  await expectNoAxeViolations(page)
})

test('the places are checked again before any popup: no ID popup for a trip that filled meanwhile', async ({
  page,
}) => {
  await loginThroughApi(page, EMMA, '/')
  await limitTrip(page, { taken: false })
  await page.goto('/activiteiten/buitenland/b2')
  const section = subscribeSection(page)
  await expect(section.getByRole('status')).toHaveText('Je bent nog niet ingeschreven.')
  await expect(page.getByText('Nog 1 plaats')).toBeVisible()

  // Another student takes the last place while this page is open.
  await limitTrip(page, { taken: true })
  await section.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(section.getByRole('status')).toHaveText('Vol: inschrijven kan niet meer.')
  await expect(section.getByRole('button', { name: 'Inschrijven' })).toBeDisabled()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Vol', { exact: true })).toBeVisible()
})

test('with a place left the sign-up runs as before: ID popup, terms, subscribed', async ({
  page,
}) => {
  await loginThroughApi(page, EMMA, '/')
  await limitTrip(page, { taken: false })
  await page.goto('/activiteiten/buitenland/b2')
  const section = subscribeSection(page)
  await section.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(page.getByRole('dialog', { name: 'Paspoort/ID-gegevens' })).toBeVisible()
})
