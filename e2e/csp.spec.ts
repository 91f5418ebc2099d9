import { expect, test, type Page } from '@playwright/test'
import { demo, loginThroughDialog, nav } from './fixtures'

// The production build (mocking off) served by the real server (npm start) with the README's
// Content-Security-Policy on a fresh embedded database (playwright.config.ts, second webServer).
const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1000}`
test.use({ baseURL: origin })

/** Everything the page says or asks for: console lines, uncaught errors, requests, CSP refusals. */
async function watch(page: Page) {
  const seen = {
    consoleLines: [] as string[],
    problems: [] as string[],
    pageErrors: [] as string[],
    urls: [] as string[],
    authorizations: [] as string[],
  }
  page.on('console', (message) => {
    seen.consoleLines.push(message.text())
    if (message.type() === 'error' || message.type() === 'warning')
      seen.problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => {
    seen.pageErrors.push(`${error.name}: ${error.message}\n${error.stack ?? ''}`)
    seen.problems.push(`uncaught ${error.name}: ${error.message}`)
  })
  page.on('request', (request) => {
    seen.urls.push(request.url())
    const authorization = request.headers()['authorization']
    if (authorization) seen.authorizations.push(authorization)
  })
  page.on('requestfailed', (request) =>
    seen.problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`),
  )
  // Set up through the browser's debugging protocol, so the policy does not block it.
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return seen
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

test('the production build works under the Content-Security-Policy', async ({ page }) => {
  const seen = await watch(page)
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("img-src 'self' data: blob:")
  expect(policy).not.toContain('unsafe-eval')

  // Home: the sanitised content (DOMPurify is a lazy chunk) from the API.
  await expect(page.getByRole('heading', { level: 1, name: 'X-Week en keuzedelen' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Welkom bij X-Week!' })).toBeVisible()

  // A dropdown (lazy chunk) and a list page (route chunk).
  await nav(page).getByRole('button', { name: 'X-Week' }).click()
  await page.getByRole('menuitem', { name: 'Activiteiten in Nederland' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Activiteiten in Nederland' }),
  ).toBeVisible()
  await expect(page.getByText('Kanoën in de Biesbosch').first()).toBeVisible()

  // A footer terms dialog (lazy chunk) with its content.
  await page.getByRole('button', { name: 'Privacybeleid' }).click()
  const terms = page.getByRole('dialog', { name: 'Privacybeleid' })
  await expect(terms.getByText(/privacy/i).first()).toBeVisible()
  await terms.getByRole('button', { name: 'Sluiten' }).click()
  await expect(terms).toBeHidden()

  // Log in (lazy dialog), the account page with its form, log out.
  await loginThroughDialog(page, demo.student)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Algemene gegevens' })).toBeVisible()
  await nav(page).getByRole('button', { name: 'Uitloggen' }).click()
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()

  expect(await cspViolations(page)).toEqual([])
  expect(seen.problems).toEqual([])
})

test('images from data: and blob: URLs show under the policy, as the editor needs', async ({
  page,
}) => {
  const seen = await watch(page)
  const pixel =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Saved content never carries a data: address (the sanitiser drops it; uploads are stored and
  // served from the app's own origin), but the editor's own images may: the policy allows them.
  const dataWidth = await page.evaluate(async (src) => {
    const img = new Image()
    img.src = src
    await img.decode()
    return img.naturalWidth
  }, pixel)
  expect(dataWidth).toBe(1)

  // A blob: image, as an image picked in the editor shows before it is uploaded.
  const blobWidth = await page.evaluate(async (src) => {
    const bytes = Uint8Array.from(atob(src.split(',')[1]!), (c) => c.charCodeAt(0))
    const blob = new Blob([bytes], { type: 'image/png' })
    const img = new Image()
    img.src = URL.createObjectURL(blob)
    await img.decode()
    return img.naturalWidth
  }, pixel)
  expect(blobWidth).toBe(1)

  expect(await cspViolations(page)).toEqual([])
  expect(seen.problems).toEqual([])
})

test('the token never appears in a URL, a console line or an error message', async ({
  page,
  request,
}) => {
  const seen = await watch(page)
  await page.goto('/')
  await loginThroughDialog(page, demo.student)
  await expect(page.getByRole('heading', { name: 'Algemene gegevens' })).toBeVisible()
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('xweek.session') ?? '{}') as { token?: string }).token,
  )
  expect(token).toBeTruthy()

  await page.goto('/activiteiten/x-week')
  await expect(page.getByText('Kanoën in de Biesbosch').first()).toBeVisible()

  // A call that fails without an answer shows its error.
  await page.route('**/api/excursions**', (route) => route.abort('connectionreset'))
  await page.reload()
  await expect(page.getByText(/verbinding|netwerk|server/i).first()).toBeVisible()
  await page.unroute('**/api/excursions**')

  // The server forgets the session: the next call answers 401 and the app says so.
  await request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } })
  await page.goto('/account')
  await expect(page.getByText('Uw login-sessie is verlopen, log opnieuw in.')).toBeVisible()

  // The token went where it belongs, and nowhere else.
  expect(seen.authorizations).toContain(`Bearer ${token}`)
  const shown = await page.locator('body').innerText()
  const places = {
    urls: seen.urls,
    consoleLines: seen.consoleLines,
    pageErrors: seen.pageErrors,
    shown: [shown, page.url(), await page.title()],
  }
  for (const [where, texts] of Object.entries(places))
    expect(
      texts.filter((text) => text.includes(token!)),
      where,
    ).toEqual([])
})
