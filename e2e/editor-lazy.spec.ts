import type { Page } from '@playwright/test'
import { expect, loginThroughApi, openApp, test } from './fixtures'
import { accounts, everyone, routes } from './routes'

// Strings every build of the editor chunk contains: ProseMirror's class names and Tiptap's own.
const EDITOR_MARKERS = ['ProseMirror', 'tiptap']

/**
 * Records every JavaScript file the page loads. The texts are fetched again from the server at
 * the end: a browser drops the bodies of a page it has navigated away from.
 */
function recordScripts(page: Page) {
  const urls = new Set<string>()
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (response.request().resourceType() === 'script' || type.includes('javascript'))
      urls.add(response.url())
  })
  return async () => {
    const withEditor: string[] = []
    for (const url of urls) {
      const response = await page.request.get(url)
      expect(response.ok(), url).toBe(true)
      const body = await response.text()
      if (EDITOR_MARKERS.some((marker) => body.includes(marker))) withEditor.push(url)
    }
    return { count: urls.size, withEditor }
  }
}

const termsLinks = [
  'Activiteitenvoorwaarden',
  'Reisvoorwaarden',
  'Keuzedeelvoorwaarden',
  'Privacybeleid',
]

async function browseEverything(page: Page, role: (typeof everyone)[number]) {
  for (const { path } of routes.filter((r) => r.allowed.includes(role))) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  }
  for (const name of termsLinks) {
    await page.getByRole('button', { name }).click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog.locator('.rich-text')).toBeVisible()
    // An admin's policy dialog loads its setting form after the text (a chunk of its own), and
    // Sluiten moves down when it arrives: wait for it, as a person waits for the dialog to settle.
    if (role === 'admin' && name === 'Privacybeleid')
      await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Sluiten' }).click()
    await expect(dialog).toBeHidden()
  }
}

for (const role of everyone) {
  test(`the production build sends no Tiptap or ProseMirror code to a ${role === 'admin' ? 'reading admin' : role}`, async ({
    page,
  }) => {
    test.slow()
    const scripts = recordScripts(page)
    if (role === 'anonymous') await openApp(page)
    else await loginThroughApi(page, accounts[role])
    await browseEverything(page, role)
    const seen = await scripts()
    expect(seen.count).toBeGreaterThan(3)
    expect(seen.withEditor).toEqual([])

    if (role !== 'admin') return
    // ... until the admin presses Bewerken: then the editor's chunk arrives
    await page.goto('/')
    await page.getByRole('main').getByRole('button', { name: 'Bewerken' }).click()
    await expect(page.getByRole('toolbar', { name: 'Opmaak' })).toBeVisible()
    expect((await scripts()).withEditor).toHaveLength(1)
  })
}
