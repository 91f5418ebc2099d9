import { expect, test } from '@playwright/test'

// The production build on the real server (playwright.config.ts's second webServer): index.html's
// app shell and its boot script, which starts the app's code after the shell's first frame.
const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1000}`
test.use({ baseURL: origin })

const appCode = /\/assets\/(libs|index)-[^/]+\.js$/

test('the shell shows its frame and then the app, with the page title in the tab', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('banner')).toContainText('X-Week Scalda')
  await expect(page.getByRole('heading', { level: 1, name: 'X-Week en keuzedelen' })).toBeVisible()
  await expect(page).toHaveTitle('X-Week en keuzedelen | X-Week Scalda')
})

test("when the app's code does not arrive the shell says so, and its link loads the page again", async ({
  page,
}) => {
  await page.route(appCode, (route) => route.abort())
  await page.goto('/activiteiten/x-week')
  const note = page.getByRole('alert')
  await expect(note).toContainText(
    'Een deel van de app kon niet worden geladen. Probeer het opnieuw.',
  )
  await expect(page.getByRole('banner')).toContainText('X-Week Scalda')

  await page.unroute(appCode)
  await note.getByRole('link', { name: 'Opnieuw proberen' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Activiteiten in Nederland' }),
  ).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
