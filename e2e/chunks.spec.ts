import type { Page, Route } from '@playwright/test'
import { DEMO_PASSWORD, demo, expect, loginThroughApi, nav, openApp, test } from './fixtures'
import { realOrigin } from './real-server'

const CHUNK_ERROR = 'Een deel van de app kon niet worden geladen. Probeer het opnieuw.'

/**
 * Holds the requests for one lazy chunk (the demo backend's service worker fetches assets, so
 * the context routes them). `release()` lets them through from then on.
 */
async function holdChunk(page: Page, pattern: RegExp) {
  const held: Route[] = []
  let holding = true
  await page.context().route(pattern, (route) => {
    if (!holding) return route.continue()
    held.push(route)
  })
  return {
    requested: () => held.length,
    /** The held requests fail (the connection finally drops); later ones go through. */
    async release() {
      holding = false
      await Promise.all(held.map((route) => route.abort()))
    },
  }
}

test.describe('lazy chunks (SPEC §7, §8)', () => {
  test('a route chunk that never answers shows the chunk-load error after 120 s; retry recovers and the navigation works meanwhile', async ({
    page,
  }) => {
    await page.clock.install()
    await openApp(page, '/')
    const chunk = await holdChunk(page, /\/assets\/contact-[\w-]+\.js$/)
    await nav(page).getByRole('link', { name: 'Contact' }).click()
    await expect.poll(chunk.requested).toBeGreaterThan(0)

    await page.clock.runFor(119_000)
    await expect(page.getByText(CHUNK_ERROR)).toBeHidden()
    await page.clock.runFor(1_500)
    const main = page.getByRole('main')
    await expect(main.getByRole('alert')).toHaveText(CHUNK_ERROR)
    await expect(main.getByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeVisible()
    // The layout around it is still there and works.
    await nav(page).getByRole('button', { name: 'Informatie' }).click()
    await expect(page.getByRole('menuitem', { name: 'FAQ X-Week' })).toBeVisible()
    await page.keyboard.press('Escape')

    await chunk.release()
    await main.getByRole('button', { name: 'Opnieuw proberen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
    await nav(page).getByRole('button', { name: 'Informatie' }).click()
    await page.getByRole('menuitem', { name: 'FAQ X-Week' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ X-Week' })).toBeVisible()
  })

  test('the ID popup whose chunk fails says so in a dialog; Opnieuw proberen loads it for real', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.student, '/account')
    let failing = true
    await page
      .context()
      .route(/\/assets\/id-data-dialog-[\w-]+\.js$/, (route) =>
        failing ? route.abort() : route.continue(),
      )
    await page.getByRole('button', { name: 'Paspoort/ID-gegevens wijzigen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Paspoort/ID-gegevens' })
    await expect(dialog).toContainText(CHUNK_ERROR)
    failing = false
    await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click()
    await expect(dialog.getByLabel('Documentnummer')).toBeVisible()
  })

  test('a chunk gone with a new deployment reloads the page once and then works; still gone, it reloads no more', async ({
    page,
  }) => {
    await openApp(page, '/')
    let loads = 0
    page.on('load', () => loads++)
    // The old deployment's chunk is gone: the server answers its SPA page instead of the script.
    let gone = true
    const notFound = (route: Route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html>' })
    await page
      .context()
      .route(/\/assets\/faq-xweek-[\w-]+\.js$/, (route) =>
        gone ? notFound(route) : route.continue(),
      )
    page.once('load', () => (gone = false))
    await nav(page).getByRole('button', { name: 'Informatie' }).click()
    await page.getByRole('menuitem', { name: 'FAQ X-Week' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ X-Week' })).toBeVisible()
    expect(loads).toBe(1)

    // Once per chunk: gone again after that reload, it shows the error instead of looping.
    gone = true
    await page.goto('/contact')
    loads = 0
    await nav(page).getByRole('button', { name: 'Informatie' }).click()
    await page.getByRole('menuitem', { name: 'FAQ X-Week' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(CHUNK_ERROR)
    expect(loads).toBe(0)
  })
})

test.describe('the list page loads what it shows (issue 39)', () => {
  /** The scripts the page asked for, by file name. */
  function scriptsOf(page: Page) {
    const files: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname)
    })
    return files
  }
  // The round notice, the friend group's panel, the session popups and the sign-up dialogs.
  const notShown =
    /\/(round-notice|friend-group-panel|privacy-policy-popup|incomplete-profile-popup|second-factor-popup|profile-load-error|terms-dialog|subscribe-controls)-[\w-]+\.js$/

  test('a visitor’s list without a round loads no notice code', async ({ page }) => {
    const scripts = scriptsOf(page)
    await openApp(page, '/activiteiten/x-week')
    await expect(page.getByRole('status').filter({ hasText: /resulta/ })).toBeVisible()
    expect(scripts.filter((file) => notShown.test(file))).toEqual([])
  })

  test('a student with nothing to answer: no notice, popup or dialog code on the list', async ({
    page,
  }) => {
    await loginThroughApi(page, demo.student, '/account')
    const scripts = scriptsOf(page)
    await page.goto('/activiteiten/x-week')
    await expect(page.getByRole('region', { name: 'Mijn inschrijvingen' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /resulta/ })).toBeVisible()
    expect(scripts.filter((file) => notShown.test(file))).toEqual([])
  })
})

test.describe('the list page asks for few scripts (issue 39, production build on the real server)', () => {
  // Each script the list asks for is a request before its largest paint on a phone: the list's
  // code comes in a few chunks of its own (vite.config.ts, listPageChunks), not in three dozen.
  // Counted on this build: `/` 13, a visitor's list 30, a student's 38 (docs/performance.md).
  test.use({ baseURL: realOrigin, viewport: { width: 390, height: 844 } })
  const listChunk = /\/(list-page|list-page-ui|my-subscriptions)-[\w-]+\.js$/

  /** The scripts the page asked for, by file name, from its first request on. */
  function scriptsOf(page: Page) {
    const files: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname)
    })
    return files
  }
  const listShown = (page: Page) =>
    expect(page.getByRole('status').filter({ hasText: /resulta/ })).toBeVisible()

  test('`/` asks for none of the list’s chunks', async ({ page }) => {
    const scripts = scriptsOf(page)
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'X-Week en keuzedelen' }),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((file) => listChunk.test(file))).toEqual([])
    expect(scripts.length).toBeLessThanOrEqual(14)
  })

  test('a visitor’s list asks for at most 32 scripts', async ({ page }) => {
    const scripts = scriptsOf(page)
    await page.goto('/activiteiten/x-week')
    await listShown(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((file) => /\/list-page-/.test(file))).toHaveLength(2)
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(32)
  })

  test('a student’s list asks for at most 40 scripts', async ({ page }) => {
    const login = await page.request.post('/api/users/login', {
      data: { login_id: demo.student, password: DEMO_PASSWORD },
    })
    expect(login.ok()).toBe(true)
    await page.addInitScript(
      (session) => localStorage.setItem('xweek.session', session),
      await login.text(),
    )
    const scripts = scriptsOf(page)
    await page.goto('/activiteiten/x-week')
    await expect(page.getByRole('region', { name: 'Mijn inschrijvingen' })).toBeVisible()
    await listShown(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((file) => /\/my-subscriptions-/.test(file))).toHaveLength(1)
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(40)
  })
})
