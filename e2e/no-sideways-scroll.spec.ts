import type { Page } from '@playwright/test'
import { expect, loginThroughApi, openApp, test } from './fixtures'
import { accounts, everyone, routes } from './routes'

// Issue 23: a visually hidden status line as wide as the page made the admin pages scroll
// sideways. Every page a role can reach, on a laptop, a small laptop and a phone: the document is
// never wider than the window. Each page is loaded once, on the phone, and then widened (a
// window resized is a case of its own too), which keeps the 4 roles × 20 pages within 2 minutes.
const viewports = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1366, height: 900 },
]

/** Waits until the page's data, lazy parts and tables are in: no spinner or skeleton left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // A loader has no value; a determinate bar (a student's points) stays.
  const loaders = page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')
  await expect(loaders).toHaveCount(0)
  // Two frames: the layout after the last render.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

for (const role of everyone) {
  test(`no page scrolls sideways for ${role} at 390, 1024 or 1366 px`, async ({ page }) => {
    // Up to 20 full page loads, each looked at in three sizes, on a shared 2-core machine.
    test.setTimeout(120_000)
    await page.setViewportSize(viewports[0]!)
    if (role === 'anonymous') await openApp(page)
    else await loginThroughApi(page, accounts[role])
    const tooWide: string[] = []
    for (const { path } of routes.filter(({ allowed }) => allowed.includes(role))) {
      await page.setViewportSize(viewports[0]!)
      await page.goto(path)
      await expect(page, `${role} may open ${path}`).toHaveURL(path)
      for (const viewport of viewports) {
        await page.setViewportSize(viewport)
        await settled(page)
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }))
        if (scrollWidth > innerWidth)
          tooWide.push(`${path} at ${viewport.width} × ${viewport.height}: ${scrollWidth} px`)
      }
    }
    expect(tooWide, 'pages wider than the window').toEqual([])
  })
}
